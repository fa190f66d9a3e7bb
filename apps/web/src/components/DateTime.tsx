import Tooltip from '@mui/material/Tooltip';
import { formatDateTime, formatRelative } from './format-time';

/** A timestamp as a <time> element: relative ("2 hours ago") with the exact time on hover/focus. */
export function DateTime({ value, relative = false }: { value: string | null | undefined; relative?: boolean }) {
  if (!value) return <span>—</span>;
  const exact = formatDateTime(value);
  if (!relative) return <time dateTime={value}>{exact}</time>;
  return (
    <Tooltip title={exact}>
      <time dateTime={value}>{formatRelative(value)}</time>
    </Tooltip>
  );
}
