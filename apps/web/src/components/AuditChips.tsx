import Chip, { type ChipProps } from '@mui/material/Chip';
import type { AuditOutcome, RiskLevel } from '@app/contract';
import { humanize } from './humanize';

/** Risk in escalating colours; shades chosen to keep white text at AA contrast. */
export const RISK_COLOURS: Record<RiskLevel, string> = {
  low: '#546e7a',
  medium: '#0277bd',
  high: '#b45309',
  critical: '#c62828',
};

export function RiskChip({ level, ...rest }: { level: RiskLevel } & Omit<ChipProps, 'label' | 'color'>) {
  return (
    <Chip
      size="small"
      label={humanize(level)}
      {...rest}
      sx={{ bgcolor: RISK_COLOURS[level], color: '#ffffff', fontWeight: 600, ...rest.sx }}
    />
  );
}

const OUTCOME_COLOURS: Record<AuditOutcome, ChipProps['color']> = {
  success: 'success',
  partial: 'warning',
  failure: 'error',
  blocked: 'error',
  error: 'error',
};

export function OutcomeChip({ outcome, ...rest }: { outcome: AuditOutcome } & Omit<ChipProps, 'label' | 'color'>) {
  return <Chip size="small" variant="outlined" label={humanize(outcome)} color={OUTCOME_COLOURS[outcome]} {...rest} />;
}

const CLIENT_SOURCE_COLOUR = '#7a4a00';

/**
 * Who recorded an audit row. A browser's report (sign-ins it completed, pages it refused) is the
 * client's word, not the server's record, and every view of the trail says so; `always` also
 * labels the server's rows (the detail drawer).
 */
export function SourceChip({ source, always = false, ...rest }: { source: 'server' | 'client'; always?: boolean } & Omit<ChipProps, 'label' | 'color'>) {
  if (source === 'server') return always ? <Chip size="small" variant="outlined" label="Recorded by server" {...rest} /> : null;
  // Filled, white on dark amber (7:1), so it reads the same in the light and dark themes.
  return <Chip size="small" label="Reported by browser" {...rest} sx={{ bgcolor: CLIENT_SOURCE_COLOUR, color: '#ffffff', fontWeight: 600, ...rest.sx }} />;
}
