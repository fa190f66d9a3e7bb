import Stack from '@mui/material/Stack';
import { usePageTitle } from '../../lib/a11y/page-title';
import { BatchJobsCard } from './BatchJobsCard';
import { PageHeader } from '../../components/PageHeader';

/**
 * /admin/batch (administrators): queue, follow and cancel batches of background work, on a page of
 * their own in the navigation's Administration group rather than deep inside System status.
 */
export function BatchScreen() {
  usePageTitle('Batch jobs');
  return (
    <Stack spacing={3}>
      <PageHeader title="Batch jobs" subtitle="Analyses, entity extraction, embeddings, transcriptions, summaries and re-indexing, queued in batches and run in the background." />
      <BatchJobsCard />
    </Stack>
  );
}
