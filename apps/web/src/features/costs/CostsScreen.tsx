import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../components/PageSpinner';
import { usePageTitle } from '../../lib/a11y/page-title';
import { useAuth } from '../../lib/auth/auth-context';
import { CostsSection } from './CostsSection';

/**
 * /costs (partners and above): the firm's AI costs, budget alerts, budgets and prices, on a page
 * of their own in the navigation's Administration group rather than at the foot of /organization.
 */
export function CostsScreen() {
  const { user } = useAuth();
  usePageTitle('AI costs');
  if (!user) return <PageSpinner />;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          AI costs
        </Typography>
        <Typography color="text.secondary">What the firm&apos;s AI calls cost, the budgets that cap them and the prices they are charged at.</Typography>
      </Box>
      <CostsSection role={user.role} />
    </Stack>
  );
}
