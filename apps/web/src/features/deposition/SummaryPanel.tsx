import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import type { DepositionSession } from '@app/contract';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { downloadBlob } from '../../components/download';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { fetchDepositionExport, useSummary } from './api';
import { GOAL_LABELS } from './format';

/** The name an export is saved under: "Deposition of Raymond Voss.docx". */
export function exportFileName(title: string, format: 'docx' | 'pdf'): string {
  const safe = title.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim() || 'Deposition';
  return `${safe}.${format}`;
}

/** After the deposition: what it established, in numbers and words, and the Q&A with the insights exported. */
export function SummaryPanel({ session }: { session: DepositionSession }) {
  const summary = useSummary(session.id, session.state === 'ended');
  const [busy, setBusy] = useState<'docx' | 'pdf' | null>(null);

  const download = async (format: 'docx' | 'pdf') => {
    setBusy(format);
    try {
      const blob = await fetchDepositionExport(session.id, format);
      downloadBlob(exportFileName(session.title, format), blob);
    } catch (error) {
      notify.error(errorMessage(error, 'The export could not be made. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="dep-summary" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="deposition-summary">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="dep-summary" variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: '1 1 10rem' }}>
          Summary
        </Typography>
        <Button variant="outlined" startIcon={<Download />} onClick={() => void download('docx')} disabled={busy !== null}>
          {busy === 'docx' ? 'Exporting…' : 'Export DOCX'}
        </Button>
        <Button variant="outlined" startIcon={<Download />} onClick={() => void download('pdf')} disabled={busy !== null}>
          {busy === 'pdf' ? 'Exporting…' : 'Export PDF'}
        </Button>
      </Box>
      {summary.isPending ? (
        <LoadingRows rows={3} height={24} label="Loading the summary" />
      ) : summary.isError ? (
        <LoadError error={summary.error} what="the summary" onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: 1, m: 0, mb: 1 }}>
            {(
              [
                ['Questions', summary.data.questions_asked],
                ['Answers', summary.data.answers],
                ['Contradictions', summary.data.contradictions],
                ['Evasive answers', summary.data.evasions],
              ] as const
            ).map(([label, value]) => (
              <Box key={label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {summary.data.text}
          </Typography>
          {summary.data.goals.length > 0 ? (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label="Goals at the end">
              {summary.data.goals.map((g) => (
                <Typography component="li" variant="body2" key={g.id}>
                  {g.text} — {GOAL_LABELS[g.status]}
                </Typography>
              ))}
            </Box>
          ) : null}
          {summary.data.topics_uncovered.length > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Topics not covered: {summary.data.topics_uncovered.join(', ')}
            </Typography>
          ) : null}
          {summary.data.exhibits_unused.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              Exhibits not used: {summary.data.exhibits_unused.join(', ')}
            </Typography>
          ) : null}
        </>
      )}
    </Paper>
  );
}
