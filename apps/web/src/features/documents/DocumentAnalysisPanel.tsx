import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import type { DocumentDetail } from '@app/contract';
import { usePermission } from '../../components/InlineGuard';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useAnalyseDocument, useDocumentAnalysis } from './analysis-api';
import { IN_FLIGHT_STATUSES } from './api';
import { notAnalysable, type PageJump } from './document-analysis';
import { DocumentAnalysisView } from './DocumentAnalysisView';

function notYetReason(doc: DocumentDetail): string {
  if (IN_FLIGHT_STATUSES.includes(doc.status)) return 'The analysis can be prepared once processing finishes.';
  return 'Only a processed document can be analysed.';
}

/**
 * The viewer's Analysis panel (`GET /analysis/document/{id}`): read by anyone who may open the
 * document; "Analyse" (ignore the stored result) for those the contract gives `analysis:run`.
 * Mounted only while its tab is open, so the audited read happens when someone asks for it.
 */
export function DocumentAnalysisPanel({ doc, onJump }: { doc: DocumentDetail; onJump(jump: PageJump): void }) {
  const processed = doc.status === 'processed';
  const query = useDocumentAnalysis(doc.id, processed);
  const analyse = useAnalyseDocument(doc.id);
  const mayRun = usePermission('analysis:run');
  const data = query.data;

  const run = async () => {
    try {
      await analyse.mutateAsync();
      notify.success(`${doc.filename} was analysed again`);
    } catch (error) {
      notify.error(errorMessage(error, 'The document could not be analysed.'));
    }
  };

  let body;
  if (!data && notAnalysable(doc.status, query.error)) body = <EmptyState title="Not analysed yet">{notYetReason(doc)}</EmptyState>;
  else if (!data && query.isError) body = <LoadError error={query.error} what="the analysis" onRetry={() => void query.refetch()} />;
  else if (!data) body = <LoadingRows rows={4} height={40} label="Loading analysis" />;
  else body = <DocumentAnalysisView analysis={data} pages={doc.pages} onJump={onJump} />;

  return (
    <Stack spacing={2}>
      {mayRun && processed ? (
        <Box>
          <Button variant="outlined" size="small" startIcon={<AutoAwesome />} onClick={() => void run()} disabled={analyse.isPending || query.isFetching}>
            {analyse.isPending ? 'Analysing…' : data ? 'Analyse again' : 'Analyse'}
          </Button>
        </Box>
      ) : null}
      {body}
    </Stack>
  );
}
