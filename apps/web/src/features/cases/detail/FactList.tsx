import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list: two columns on wide screens, stacked on phones. */
export function FactList({ facts, labelWidth = 160 }: { facts: readonly Fact[]; labelWidth?: number }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px minmax(0, 1fr)` }, columnGap: 2, rowGap: { xs: 0, sm: 1.25 } }}>
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1.25, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
