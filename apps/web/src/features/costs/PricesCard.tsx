import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../components/QueryStates';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useAddPrice, usePrices } from './api';
import { formatPrice } from './cost-period';

const EMPTY = { model: '', input: '', output: '' };

/**
 * The price table (US dollars per million tokens): the firm's rows with their history and the
 * published prices. Administrators add a row; a new price only prices calls made after it.
 */
export function PricesCard({ editable }: { editable: boolean }) {
  const prices = usePrices();
  const add = useAddPrice();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = Number(form.input);
    const output = Number(form.output);
    const local: FieldErrors = {};
    if (!form.model.trim()) local.model = 'Required';
    if (form.input === '' || Number.isNaN(input) || input < 0) local.input_per_million = 'A price cannot be below zero';
    if (form.output === '' || Number.isNaN(output) || output < 0) local.output_per_million = 'A price cannot be below zero';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    add.mutate(
      { model: form.model.trim(), input_per_million: input, output_per_million: output },
      {
        onSuccess: (saved) => {
          notify.success(`New price for ${saved.model} saved`);
          setForm(EMPTY);
        },
        onError: (err) => {
          setErrors(apiFieldErrors(err));
          notify.error(errorMessage(err, 'The price could not be saved'));
        },
      },
    );
  };

  return (
    <Stack spacing={1.5} data-testid="prices">
      <Typography variant="subtitle1" component="h2">
        Price table
      </Typography>
      <Typography variant="body2" color="text.secondary">
        US dollars per million tokens (per minute for speech). "In use" marks the models this server calls now. A changed price applies to later calls only: recorded costs never change.
      </Typography>
      {prices.isError ? <LoadError error={prices.error} what="prices" onRetry={() => void prices.refetch()} /> : null}
      {/* Focusable so keyboard users can scroll the long table (axe: scrollable-region-focusable). */}
      <Box sx={{ overflowX: 'auto', maxHeight: 360 }} tabIndex={0} role="region" aria-label="Price table, scrollable">
        <Table size="small" stickyHeader aria-label="Model prices">
          <TableHead>
            <TableRow>
              <TableCell>Model</TableCell>
              <TableCell align="right">Input</TableCell>
              <TableCell align="right">Output</TableCell>
              <TableCell>From</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {prices.data?.prices.map((p) => (
              <TableRow key={p.id ?? `published-${p.model}`} sx={p.current ? undefined : { '& td': { color: 'text.secondary' } }}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {p.model} {p.in_use ? <Chip size="small" label="In use" color="success" variant="outlined" sx={{ ml: 0.5 }} /> : null}
                </TableCell>
                <TableCell align="right">{p.per_minute !== null && p.input_per_million === 0 ? `${formatPrice(p.per_minute)}/min` : formatPrice(p.input_per_million)}</TableCell>
                <TableCell align="right">{formatPrice(p.output_per_million)}</TableCell>
                <TableCell>{p.effective_from ? p.effective_from.slice(0, 10) : 'Published'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {editable ? (
        <Stack component="form" onSubmit={onSubmit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField size="small" label="Model" value={form.model} onChange={(e) => setForm({ ...form, model: e.target.value })} error={Boolean(errors.model)} helperText={errors.model} />
          <TextField
            size="small"
            label="Input per million"
            type="number"
            value={form.input}
            onChange={(e) => setForm({ ...form, input: e.target.value })}
            error={Boolean(errors.input_per_million)}
            helperText={errors.input_per_million}
            slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
          />
          <TextField
            size="small"
            label="Output per million"
            type="number"
            value={form.output}
            onChange={(e) => setForm({ ...form, output: e.target.value })}
            error={Boolean(errors.output_per_million)}
            helperText={errors.output_per_million}
            slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
          />
          <Button type="submit" variant="contained" disabled={add.isPending}>
            Add price
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
