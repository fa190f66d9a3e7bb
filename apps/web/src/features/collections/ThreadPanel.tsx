import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { INCLUSIVE_REASON_LABELS, REVIEW_STATE_LABELS } from '@app/contract';
import { formatDateTime } from '../../components/format-time';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { useDocumentThread } from './api';
import { displayName, displayNames } from './email-format';
import { SearchScopeLink } from './SearchScopeLink';

/** The e-mail thread of the open document: its messages in order, the inclusive ones marked, and a search within them. */
export function ThreadPanel({ documentId, caseId, onOpen }: { documentId: string; caseId: string; onOpen(id: string): void }) {
  const thread = useDocumentThread(documentId);
  if (thread.isPending) return <LoadingRows rows={3} label="Loading the thread" />;
  if (thread.isError) return <LoadError error={thread.error} what="the thread" onRetry={() => void thread.refetch()} />;
  const { messages, review, thread_id: threadId } = thread.data;
  if (messages.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {review.status === 'waiting' || review.status === 'running' ? `Threads are being worked out (${REVIEW_STATE_LABELS[review.status].toLowerCase()}).` : 'This document is not an e-mail of a thread.'}
      </Typography>
    );
  }
  const inclusive = messages.filter((m) => m.inclusive).length;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {`${messages.length} ${messages.length === 1 ? 'message' : 'messages'}, ${inclusive} to read (inclusive)`}
      </Typography>
      {threadId ? (
        <Box sx={{ mb: 1 }}>
          <SearchScopeLink caseId={caseId} scope={{ thread: threadId }}>
            Search this thread
          </SearchScopeLink>
        </Box>
      ) : null}
      <List dense disablePadding aria-label="Messages of the thread">
        {messages.map((m) => (
          <ListItem key={m.document_id} disablePadding divider>
            <ListItemButton
              selected={m.document_id === documentId}
              onClick={() => onOpen(m.document_id)}
              sx={{ display: 'block', pl: 1 + Math.min(m.depth, 6) * 1.5 }}
              aria-current={m.document_id === documentId ? 'true' : undefined}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {m.subject ?? m.filename}
                </Typography>
                <Chip
                  size="small"
                  color={m.inclusive ? 'success' : 'default'}
                  variant={m.inclusive ? 'filled' : 'outlined'}
                  label={m.inclusive ? 'Inclusive' : m.inclusive_reason === 'duplicate' ? 'Copy' : 'Contained'}
                  title={INCLUSIVE_REASON_LABELS[m.inclusive_reason]}
                />
              </Box>
              <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                {`${m.from ? displayName(m.from) : '—'} → ${displayNames(m.to)} · ${m.sent_at ? formatDateTime(m.sent_at) : 'date unknown'}`}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {INCLUSIVE_REASON_LABELS[m.inclusive_reason]}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
