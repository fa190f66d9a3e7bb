import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Entry } from './chart-math';

/**
 * Horizontal bars as a plain list: the numbers are text (screen readers and copy-paste get them),
 * the bars are decoration scaled to the largest value.
 */
export function BarList({ entries, label, colour = 'primary.main', format = (l: string) => l }: { entries: readonly Entry[]; label: string; colour?: string; format?: (label: string) => string }) {
  const max = Math.max(1, ...entries.map((e) => e.value));
  if (entries.length === 0) {
    return <Typography color="text.secondary">No events in this period.</Typography>;
  }
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.label}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {format(entry.label)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {entry.value.toLocaleString()}
            </Typography>
          </Box>
          <Box aria-hidden="true" sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden', mt: 0.25 }}>
            <Box sx={{ height: '100%', width: `${(entry.value / max) * 100}%`, bgcolor: colour, borderRadius: 4 }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
