import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../lib/a11y/page-title';
import { BatchJobsCard } from './BatchJobsCard';

/**
 * /admin/batch (administrators): queue, follow and cancel batches of background work, on a page of
 * their own in the navigation's Administration group rather than deep inside System status.
 */
export function BatchScreen() {
  usePageTitle('Batch jobs');
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Batch jobs
        </Typography>
        <Typography color="text.secondary">Analyses, entity extraction, embeddings, transcriptions, summaries and re-indexing, queued in batches and run in the background.</Typography>
      </Box>
      <BatchJobsCard />
    </Stack>
  );
}
