import Chip, { type ChipProps } from '@mui/material/Chip';
import { CASE_PRIORITY_COLOURS, CASE_STATUS_COLOURS, CASE_STATUS_LABELS, type Case } from '@app/contract';

type ChipRest = Omit<ChipProps, 'label' | 'color'>;

/** Active success, pending warning, on hold info, closed default. */
export function CaseStatusChip({ status, ...rest }: { status: Case['status'] } & ChipRest) {
  return <Chip size="small" label={CASE_STATUS_LABELS[status]} color={CASE_STATUS_COLOURS[status]} {...rest} />;
}

/** Critical error, high warning, medium info, anything else default. */
export function CasePriorityChip({ priority, ...rest }: { priority: Case['priority'] } & ChipRest) {
  const label = `${priority.charAt(0).toUpperCase()}${priority.slice(1)} priority`;
  return <Chip size="small" variant="outlined" label={label} color={CASE_PRIORITY_COLOURS[priority]} {...rest} />;
}
