import Stack from '@mui/material/Stack';
import { PageSpinner } from '../../components/PageSpinner';
import { usePageTitle } from '../../lib/a11y/page-title';
import { useAuth } from '../../lib/auth/auth-context';
import { CostsSection } from './CostsSection';
import { PageHeader } from '../../components/PageHeader';

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
      <PageHeader title="AI costs" subtitle="What the firm's AI calls cost, by day or month, the budgets that cap them and the prices they are charged at." />
      <CostsSection role={user.role} />
    </Stack>
  );
}
