import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { DiffRow } from '@app/contract';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { useBelow } from '../../components/use-below';
import { useNearDuplicateDiff } from './api';

const words = (n: number) => `${n} ${n === 1 ? 'word' : 'words'}`;

/** Long unchanged stretches are shortened to their ends: the reviewer reads the changes. */
const CONTEXT_CHARS = 240;
const shorten = (text: string) => (text.length <= CONTEXT_CHARS * 2 ? text : `${text.slice(0, CONTEXT_CHARS)} … ${text.slice(-CONTEXT_CHARS)}`);

function Side({ rows, side }: { rows: DiffRow[]; side: 'left' | 'right' }) {
  return (
    <Box sx={{ whiteSpace: 'pre-wrap', fontFamily: 'Georgia, serif', fontSize: '0.9rem', lineHeight: 1.6, overflowWrap: 'anywhere' }}>
      {rows.map((row, i) => {
        const text = side === 'left' ? row.left : row.right;
        if (row.kind === 'equal') return <span key={i}>{shorten(text)}</span>;
        if (text === '') return null;
        const removed = side === 'left';
        return (
          <Box
            component={removed ? 'del' : 'ins'}
            key={i}
            sx={(theme) => ({
              bgcolor: alpha(removed ? theme.palette.error.main : theme.palette.success.main, 0.18),
              color: 'text.primary',
              textDecoration: removed ? 'line-through' : 'none',
              borderBottom: removed ? 'none' : '2px solid',
              borderColor: 'success.main',
            })}
          >
            {text}
          </Box>
        );
      })}
    </Box>
  );
}

/** The pivot and a member side by side: what the member lost struck through, what it gained underlined. */
export function NearDuplicateDiff({ documentId, against, onClose }: { documentId: string; against: string; onClose(): void }) {
  const phone = useBelow('md');
  const diff = useNearDuplicateDiff(documentId, against, true);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby="near-duplicate-diff-title">
      <DialogTitle id="near-duplicate-diff-title">Differences from the pivot</DialogTitle>
      <DialogContent dividers>
        {diff.isPending ? <LoadingRows rows={4} label="Comparing" /> : null}
        {diff.isError ? <LoadError error={diff.error} what="the comparison" onRetry={() => void diff.refetch()} /> : null}
        {diff.data ? (
          <>
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }}>
              {`${words(diff.data.stats.deleted_words)} removed, ${diff.data.stats.inserted_words} added, ${diff.data.stats.equal_words} unchanged`}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
              <Box aria-label={`Pivot: ${diff.data.left.filename}`} role="region">
                <Typography variant="subtitle2" sx={{ mb: 1 }}>{`Pivot · ${diff.data.left.filename}`}</Typography>
                <Side rows={diff.data.rows} side="left" />
              </Box>
              <Box aria-label={`Member: ${diff.data.right.filename}`} role="region">
                <Typography variant="subtitle2" sx={{ mb: 1 }}>{`This version · ${diff.data.right.filename}`}</Typography>
                <Side rows={diff.data.rows} side="right" />
              </Box>
            </Box>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
