import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { Budget } from '@app/contract';
import { LoadError } from '../../components/QueryStates';
import { apiFieldErrors, errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useTeamMembers } from '../team/api';
import { useBudgets, useDeleteBudget, useSetBudget } from './api';
import { formatUsd } from './cost-period';

const describe = (b: Budget) => `${formatUsd(b.spent_this_month_usd)} of ${formatUsd(b.monthly_limit_usd)} this month (${b.percent_used} %)`;

/**
 * Monthly budgets: the firm's and per user. Alerts fire at 50, 80 and 100 % (once each a month)
 * and are e-mailed to the administrators; only administrators change budgets.
 */
export function BudgetsCard({ editable }: { editable: boolean }) {
  const budgets = useBudgets();
  const members = useTeamMembers('', false);
  const setBudget = useSetBudget();
  const remove = useDeleteBudget();
  const [userId, setUserId] = useState('');
  const [limit, setLimit] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(limit);
    if (limit.trim() === '' || Number.isNaN(value)) return setError('Enter an amount in dollars');
    if (value < 0) return setError('A budget cannot be below zero');
    setError(undefined);
    setBudget.mutate(
      { user_id: userId || null, monthly_limit_usd: value },
      {
        onSuccess: (saved) => {
          notify.success(saved.user_name ? `Budget for ${saved.user_name} saved` : 'Firm budget saved');
          setLimit('');
        },
        onError: (err) => setError(apiFieldErrors(err).monthly_limit_usd ?? errorMessage(err, 'The budget could not be saved')),
      },
    );
  };

  return (
    <Stack spacing={1.5} data-testid="budgets">
      <Typography variant="subtitle1" component="h2">
        Monthly budgets
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Alerts at 50 %, 80 % and 100 % of a budget, once each per month, in the app and by e-mail to administrators. AI features keep working over budget.
      </Typography>
      {budgets.isError ? <LoadError error={budgets.error} what="budgets" onRetry={() => void budgets.refetch()} /> : null}
      {budgets.data && budgets.data.budgets.length === 0 ? (
        <Typography variant="body2">No budget set.</Typography>
      ) : null}
      <List dense disablePadding>
        {budgets.data?.budgets.map((b) => (
          <ListItem
            key={b.id}
            disableGutters
            secondaryAction={
              editable ? (
                <IconButton edge="end" aria-label={`Remove the budget of ${b.user_name ?? 'the firm'}`} onClick={() => remove.mutate(b.id)} disabled={remove.isPending}>
                  <DeleteOutline />
                </IconButton>
              ) : null
            }
          >
            <ListItemText primary={b.user_name ?? 'Firm'} secondary={describe(b)} />
          </ListItem>
        ))}
      </List>
      {editable ? (
        <Stack component="form" onSubmit={onSubmit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label="Budget for"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            // '' is "The firm": shown as a value, not as an empty field under its label.
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">The firm</MenuItem>
            {members.data?.members.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.full_name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Monthly limit (USD)"
            type="number"
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
          />
          <Button type="submit" variant="contained" disabled={setBudget.isPending}>
            Save budget
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
