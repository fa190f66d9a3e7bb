import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleHasPermission, type Role } from '@app/contract';
import { BudgetAlertsList } from './BudgetAlertsList';
import { BudgetsCard } from './BudgetsCard';
import { CostReportView } from './CostReportView';
import { PricesCard } from './PricesCard';

/**
 * "AI costs" on /organization (partners and above, costs:view): the firm's costs over a period
 * with its chart and CSV, budget alerts, budgets and the price table (changed by administrators,
 * costs:manage). The budget e-mails link here (#ai-costs).
 */
export function CostsSection({ role }: { role: Role }) {
  if (!roleHasPermission(role, 'costs:view')) return null;
  const canManage = roleHasPermission(role, 'costs:manage');
  return (
    <Paper variant="outlined" component="section" id="ai-costs" aria-labelledby="ai-costs-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="ai-costs-title">
        AI costs
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        What the firm&apos;s AI calls cost, by day or month, with budgets and the prices they are charged at.
      </Typography>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <CostReportView scope={{ kind: 'firm' }} chartTitle="AI cost over time" />
        <BudgetAlertsList />
        <BudgetsCard editable={canManage} />
        <PricesCard editable={canManage} />
      </Stack>
    </Paper>
  );
}
