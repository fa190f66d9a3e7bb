import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { NextBates } from '@app/contract';
import { batesPreview } from '../production-form';
import type { StepProps } from './step-props';

/** Step 2: the Bates prefix, start number and digits, with the first number as it will be printed. */
export function NumberingStep({ form, errors, set, clearErrors, next, start, padding }: StepProps & { next: NextBates | undefined; start: number; padding: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
      <TextField
        label="Bates prefix"
        value={form.prefix}
        onChange={(e) => {
          set('prefix', e.target.value.toUpperCase());
          clearErrors('bates_prefix', 'bates_start');
        }}
        error={!!errors.bates_prefix}
        helperText={errors.bates_prefix ?? 'Part of every number and file name'}
        slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
      />
      <TextField
        label="Start number"
        value={form.start}
        placeholder={String(next?.next_number ?? 1)}
        onChange={(e) => {
          set('start', e.target.value.replace(/\D/g, '').slice(0, 9));
          clearErrors('bates_start');
        }}
        error={!!errors.bates_start}
        helperText={errors.bates_start ?? (next ? `Next free number: ${next.next_number}` : 'Leave empty for the next free number')}
        slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
      />
      <TextField
        label="Digits"
        value={form.padding}
        onChange={(e) => {
          set('padding', e.target.value.replace(/\D/g, '').slice(0, 2));
          clearErrors('bates_padding');
        }}
        error={!!errors.bates_padding}
        helperText={errors.bates_padding ?? 'Zero padding'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Alert severity="info" icon={false} sx={{ gridColumn: { sm: 'span 3' } }} data-testid="bates-preview">
        The first page is numbered <strong>{batesPreview(form.prefix || 'PREFIX', start, padding)}</strong>; every page gets the next number.
        {next?.last_production ? ` ${next.prefix} was last used by "${next.last_production.name}"${next.last_production.end_bates ? `, ending ${next.last_production.end_bates}` : ''}.` : ''}
      </Alert>
    </Box>
  );
}
