import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../documents/document-format';
import { countsSentence, percentOf, type QueueTotals } from './upload-summary';

/** Overall progress (bytes of all files), the counts, and the actions on the whole list. */
export function UploadOverview({
  totals,
  onPauseAll,
  onResumeAll,
  onClearFinished,
}: {
  totals: QueueTotals;
  onPauseAll(): void;
  onResumeAll(): void;
  onClearFinished(): void;
}) {
  const percent = percentOf(totals.sentBytes, totals.totalBytes);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" useFlexGap spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0 }}>
            {/* Polite: it changes when a file finishes, not with every byte. */}
            <Typography sx={{ fontWeight: 600 }} role="status" data-testid="upload-counts">
              {countsSentence(totals)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${formatBytes(totals.sentBytes)} of ${formatBytes(totals.totalBytes)} (${percent}%)`}
            </Typography>
          </Stack>
          <LinearProgress variant="determinate" value={percent} aria-label="Overall upload progress" sx={{ mt: 1, height: 8, borderRadius: 4 }} />
        </Box>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" size="small" onClick={onPauseAll} disabled={totals.active === 0}>
            Pause all
          </Button>
          <Button variant="outlined" size="small" onClick={onResumeAll} disabled={totals.paused === 0}>
            Resume all
          </Button>
          <Button size="small" onClick={onClearFinished} disabled={totals.finished === 0}>
            Clear finished
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
