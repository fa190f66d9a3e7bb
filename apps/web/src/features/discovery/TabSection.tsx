import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A discovery tab: a labelled section whose heading carries the tab's actions on its right. */
export function TabSection({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = `discovery-${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
