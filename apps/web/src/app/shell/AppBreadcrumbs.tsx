import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCase } from '../../features/cases/api';
import { buildBreadcrumbs, caseIdInPath } from './breadcrumbs';

/** The trail from Dashboard; the last item is not a link; hidden on /dashboard. */
export function AppBreadcrumbs() {
  const { pathname } = useLocation();
  // The case page reads the same query, so naming the case costs no extra request.
  const matter = useCase(caseIdInPath(pathname));
  const crumbs = buildBreadcrumbs(pathname, matter.data?.name);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      {crumbs.map((crumb) =>
        crumb.path ? (
          <Link key={crumb.path} component={RouterLink} to={crumb.path} color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key="current" color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
