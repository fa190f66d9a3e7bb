import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { roleHasPermission, type Role } from '@app/contract';
import { BudgetAlertsList } from './BudgetAlertsList';
import { BudgetsCard } from './BudgetsCard';
import { CostReportView } from './CostReportView';
import { PricesCard } from './PricesCard';

/**
 * The body of /costs (partners and above, costs:view): the firm's costs over a period with its
 * chart and CSV, budget alerts, budgets and the price table (changed by administrators,
 * costs:manage). The page's header names it, so the parts are its second-level headings.
 */
export function CostsSection({ role }: { role: Role }) {
  if (!roleHasPermission(role, 'costs:view')) return null;
  const canManage = roleHasPermission(role, 'costs:manage');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <CostReportView scope={{ kind: 'firm' }} chartTitle="AI cost over time" headingLevel="h2" />
        <BudgetAlertsList />
        <BudgetsCard editable={canManage} />
        <PricesCard editable={canManage} />
      </Stack>
    </Paper>
  );
}
