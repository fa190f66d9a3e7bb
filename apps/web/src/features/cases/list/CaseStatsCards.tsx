import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CASE_STATUSES, CASE_STATUS_LABELS, type CaseStats, type CaseStatus } from '@app/contract';
import { LoadError } from '../../../components/QueryStates';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useCaseStats } from '../api';

interface StatFigure {
  key: string;
  label: string;
  value: number;
  note?: string | undefined;
  /** Status cards filter the list by their status when clicked. */
  status?: CaseStatus;
}

export function statFigures(stats: CaseStats): StatFigure[] {
  return [
    { key: 'total', label: 'Total cases', value: stats.total, note: stats.archived > 0 ? `Plus ${stats.archived} archived` : undefined },
    ...CASE_STATUSES.map((status) => ({ key: status, label: CASE_STATUS_LABELS[status], value: stats.by_status[status], status })),
    { key: 'urgent', label: 'High & critical priority', value: stats.by_priority.high + stats.by_priority.critical },
    { key: 'opened', label: 'Opened in the last 30 days', value: stats.opened_last_30_days },
    { key: 'events', label: 'Events in the next 30 days', value: stats.upcoming_events_30_days },
  ];
}

function Figure({ figure }: { figure: StatFigure }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {figure.label}
      </Typography>
      <Typography variant="h5" component="span" sx={{ display: 'block', fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
        {figure.value}
      </Typography>
      {figure.note ? (
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {figure.note}
        </Typography>
      ) : null}
    </>
  );
}

const GRID = { display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } } as const;
const PAD = { p: { xs: 1.5, sm: 2 } } as const;

/**
 * The firm's caseload at a glance (GET /cases/stats, over the cases this person can see, archived
 * ones aside). A status card also filters the list by that status; pressed again, it clears it.
 */
export function CaseStatsCards({ activeStatus, onStatus }: { activeStatus: CaseStatus | ''; onStatus(status: CaseStatus | ''): void }) {
  const stats = useCaseStats();
  if (stats.isError) return <LoadError error={stats.error} what="case statistics" onRetry={() => void stats.refetch()} />;
  return (
    <Box component="section" aria-label="Case statistics" sx={GRID}>
      {stats.data
        ? statFigures(stats.data).map((figure) => {
            const pressed = figure.status !== undefined && figure.status === activeStatus;
            return (
              <Card key={figure.key} variant="outlined" sx={pressed ? { borderColor: 'primary.main', boxShadow: (t) => `inset 0 0 0 1px ${t.palette.primary.main}` } : undefined}>
                {figure.status ? (
                  <CardActionArea aria-pressed={pressed} onClick={() => onStatus(pressed ? '' : (figure.status ?? ''))} sx={{ ...PAD, height: '100%' }}>
                    <Figure figure={figure} />
                    {/* The visible label and count lead the button's name (WCAG 2.5.3); this says what pressing does. */}
                    <Box component="span" sx={visuallyHidden}>
                      , show only these cases
                    </Box>
                  </CardActionArea>
                ) : (
                  <Box sx={PAD}>
                    <Figure figure={figure} />
                  </Box>
                )}
              </Card>
            );
          })
        : Array.from({ length: 8 }, (_, i) => <Skeleton key={i} variant="rounded" height={84} aria-hidden />)}
    </Box>
  );
}
