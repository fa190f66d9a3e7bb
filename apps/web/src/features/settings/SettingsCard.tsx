import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One titled block of settings; the heading level keeps the page outline h1 → h2. */
export function SettingsCard({ title, description, action, children }: { title: string; description?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }} variant="outlined">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2.5 }}>
        <div>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {description ? <Typography color="text.secondary">{description}</Typography> : null}
        </div>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
