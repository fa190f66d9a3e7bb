import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REVIEW_STATE_LABELS } from '@app/contract';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { useNearDuplicates } from './api';
import { NearDuplicateDiff } from './NearDuplicateDiff';
import { percent } from './email-format';
import { SearchScopeLink } from './SearchScopeLink';

/** The open document's near-duplicate group: the pivot, each member's similarity, a side-by-side difference, and a search within the group. */
export function NearDuplicatesPanel({ documentId, caseId, onOpen }: { documentId: string; caseId: string; onOpen(id: string): void }) {
  const group = useNearDuplicates(documentId);
  const [compare, setCompare] = useState<{ left: string; right: string } | null>(null);
  if (group.isPending) return <LoadingRows rows={3} label="Loading near-duplicates" />;
  if (group.isError) return <LoadError error={group.error} what="the near-duplicates" onRetry={() => void group.refetch()} />;
  const { members, pivot_id: pivotId, review } = group.data;
  if (!pivotId) {
    return (
      <Typography variant="body2" color="text.secondary">
        {review.status === 'waiting' || review.status === 'running'
          ? `Near-duplicates are being worked out (${REVIEW_STATE_LABELS[review.status].toLowerCase()}).`
          : `No other document of the case is at least ${percent(review.near_duplicate_threshold)} similar to this one.`}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {`${members.length} near-duplicates at ${percent(review.near_duplicate_threshold)} or more; each is compared with the pivot.`}
      </Typography>
      <Box sx={{ mb: 1 }}>
        {/* The group's id is its pivot's document id. */}
        <SearchScopeLink caseId={caseId} scope={{ group: pivotId }}>
          Search this group
        </SearchScopeLink>
      </Box>
      <List dense disablePadding aria-label="Near-duplicate group">
        {members.map((m) => (
          <ListItem key={m.document_id} divider sx={{ display: 'block', px: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Button size="small" onClick={() => onOpen(m.document_id)} sx={{ textTransform: 'none', textAlign: 'left', fontWeight: m.document_id === documentId ? 700 : 500, overflowWrap: 'anywhere' }} aria-current={m.document_id === documentId ? 'true' : undefined}>
                {m.filename}
              </Button>
              <Chip size="small" color={m.is_pivot ? 'primary' : 'info'} variant={m.is_pivot ? 'filled' : 'outlined'} label={m.is_pivot ? 'Pivot' : percent(m.similarity)} />
            </Stack>
            {m.is_pivot ? null : (
              <Button size="small" variant="text" onClick={() => setCompare({ left: pivotId, right: m.document_id })} aria-label={`Compare ${m.filename} with the pivot`}>
                Compare with pivot
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      {compare ? <NearDuplicateDiff documentId={compare.right} against={compare.left} onClose={() => setCompare(null)} /> : null}
    </Box>
  );
}
