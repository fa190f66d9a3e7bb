import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { buildBreadcrumbs } from './breadcrumbs';

/** Spec §2 breadcrumb: from Dashboard, last item not a link, hidden on /dashboard. */
export function AppBreadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname);
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
