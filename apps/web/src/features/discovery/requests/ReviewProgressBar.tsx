import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReviewProgress } from '@app/contract';

/** How far review has got for a request: a bar and the counts in words (the bar alone says nothing to a screen reader). */
export function ReviewProgressBar({ progress, title }: { progress: ReviewProgress; title: string }) {
  const percent = progress.total === 0 ? 0 : Math.round((progress.reviewed / progress.total) * 100);
  return (
    <Box sx={{ minWidth: 140 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={`Review progress of ${title}`} sx={{ height: 6, borderRadius: 3 }} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {progress.total === 0 ? 'No documents yet' : `${progress.reviewed} of ${progress.total} reviewed · ${progress.responsive} responsive`}
      </Typography>
    </Box>
  );
}
