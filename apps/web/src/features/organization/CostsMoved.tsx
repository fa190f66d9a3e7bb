import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import type { Role } from '@app/contract';
import { pageLinkFor, type PlainPage } from '../../lib/links';

/** Where AI costs live now; links written before (budget e-mails: /organization#ai-costs) still reach them. */
export const COSTS_PATH = '/costs' satisfies PlainPage;
const OLD_ANCHOR = '#ai-costs';

/**
 * AI costs used to sit at the foot of this page. They have their own page (the navigation's
 * Administration group); this card points there, and an old #ai-costs link is forwarded.
 */
export function CostsMoved({ role }: { role: Role }) {
  const { hash } = useLocation();
  const costs = pageLinkFor(role, COSTS_PATH);
  if (!costs) return null;
  if (hash === OLD_ANCHOR) return <Navigate to={costs} replace />;
  return (
    <Paper variant="outlined" component="section" id="ai-costs" aria-labelledby="ai-costs-moved-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="ai-costs-moved-title">
        AI costs
      </Typography>
      <Typography variant="body2">
        The firm&apos;s AI costs, budgets and prices are on{' '}
        <Link component={RouterLink} to={costs}>
          AI costs
        </Link>
        , under Administration in the menu.
      </Typography>
    </Paper>
  );
}
