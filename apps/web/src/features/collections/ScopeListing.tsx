import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewDocument } from '@app/contract';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { formatDateTime } from '../../components/format-time';
import { useReviewList } from './api';
import { displayName } from './email-format';

/** The most a scope lists before words narrow it (a thread or a group is rarely longer). */
const LISTED = 100;

/**
 * /search reached from a viewer's "Search this thread" (or group) before any words are typed: the
 * thread's messages (or the group's documents) are listed, oldest first, each opening the viewer —
 * as a review platform shows a thread — and typing words then searches within them. Read through
 * the case's review list, which applies the same thread and group rules as the search filters.
 */
export function ScopeListing({ caseId, threadId, groupId, onOpen }: { caseId: string; threadId: string; groupId: string; onOpen(documentId: string): void }) {
  const list = useReviewList(caseId, { ...(threadId ? { thread_id: threadId, sort: 'sent' } : { near_duplicate_group: groupId, sort: 'added' }), page_size: LISTED });
  const what = threadId ? 'e-mail thread' : 'near-duplicate group';
  const chip = threadId ? 'One e-mail thread' : 'One near-duplicate group';
  if (list.isPending) return <LoadingRows rows={3} height={64} label={`Loading the ${what}`} />;
  if (list.isError) return <LoadError error={list.error} what={`the ${what}`} onRetry={() => void list.refetch()} />;
  const docs = list.data.documents;
  return (
    <Stack spacing={1.5} component="section" aria-label={threadId ? 'Messages of the thread' : 'Documents of the group'}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {`${list.data.total.toLocaleString()} ${threadId ? (list.data.total === 1 ? 'message' : 'messages') : list.data.total === 1 ? 'document' : 'documents'} in this ${what}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`Type words above and press Enter to search only these. Remove “${chip}” from the filters to search the whole case.`}
      </Typography>
      {docs.length === 0 ? <Alert severity="info">{`Nothing of this ${what} is in the case now (it may have been removed, or be a suppressed duplicate).`}</Alert> : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {docs.map((d) => (
          <Paper component="li" variant="outlined" key={d.id} sx={{ overflow: 'hidden' }}>
            <ButtonBase onClick={() => onOpen(d.id)} sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5, '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' } }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{label(d)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {detail(d)}
              </Typography>
            </ButtonBase>
          </Paper>
        ))}
      </Stack>
      {list.data.total > docs.length ? (
        <Box>
          <Typography variant="body2" color="text.secondary">{`The first ${docs.length} are listed: type words to narrow them.`}</Typography>
        </Box>
      ) : null}
    </Stack>
  );
}

const label = (d: ReviewDocument): string => (d.is_email && d.subject ? d.subject : d.filename);

function detail(d: ReviewDocument): string {
  const parts = d.is_email ? [d.from ? displayName(d.from) : 'Unknown sender', d.sent_at ? formatDateTime(d.sent_at) : 'date not given'] : [formatDateTime(d.created_at)];
  if (d.is_email && d.subject) parts.push(d.filename);
  if (d.children.length > 0) parts.push(`${d.children.length} attachment${d.children.length === 1 ? '' : 's'}`);
  return parts.join(' · ');
}
