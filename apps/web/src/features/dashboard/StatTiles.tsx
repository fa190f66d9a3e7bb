import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardStats } from '@app/contract';
import { DASHBOARD_HORIZON_DAYS } from '@app/contract';

interface Tile {
  id: string;
  label: string;
  value: number;
  /** What stands behind the figure: the part that needs acting on. */
  detail: string;
  /** Colours the figure when the detail counts something overdue or failed. */
  alarm: boolean;
}

/** The four figures a partner asks for first, with what is wrong among them. */
export function statTiles(stats: DashboardStats): Tile[] {
  const { cases, documents, deadlines, discovery } = stats;
  return [
    { id: 'open-cases', label: 'Open cases', value: cases.open, detail: `${cases.total} in all · ${cases.inactive} inactive`, alarm: false },
    {
      id: 'deadlines',
      label: `Deadlines in ${DASHBOARD_HORIZON_DAYS} days`,
      value: deadlines.next_7_days,
      detail: `${deadlines.without_filing} without a filing · ${deadlines.overdue} overdue`,
      alarm: deadlines.overdue > 0 || deadlines.without_filing > 0,
    },
    {
      id: 'discovery',
      label: 'Discovery responses due',
      value: discovery.responses_due_7_days,
      detail: `${discovery.overdue} overdue`,
      alarm: discovery.overdue > 0,
    },
    {
      id: 'documents',
      label: 'Documents processed this week',
      value: documents.processed_this_week,
      detail: `${documents.failed} failed · ${documents.processing} processing`,
      alarm: documents.failed > 0,
    },
  ];
}

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } } as const;

export function StatTiles({ stats }: { stats: DashboardStats | undefined }) {
  if (!stats) {
    return (
      <Box sx={GRID} role="status" aria-label="Loading figures">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={104} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }} aria-label="Figures">
      {statTiles(stats).map((tile) => (
        <Paper key={tile.id} component="li" variant="outlined" data-testid={`stat-${tile.id}`} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" id={`stat-${tile.id}-label`}>
            {tile.label}
          </Typography>
          <Typography variant="h4" component="p" aria-describedby={`stat-${tile.id}-label`} data-value={tile.value} sx={{ fontWeight: 600 }}>
            {tile.value}
          </Typography>
          <Typography variant="body2" color={tile.alarm ? 'error.main' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
            {tile.detail}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
