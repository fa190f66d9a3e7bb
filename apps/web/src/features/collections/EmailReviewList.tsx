import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import { INCLUSIVE_REASON_LABELS, REVIEW_STATE_LABELS, SEARCH_DEBOUNCE_MS, type ReviewDocument, type ReviewFamilyMember } from '@app/contract';
import { formatDateTime } from '../../components/format-time';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { useBelow } from '../../components/use-below';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { SelectPageCheckbox } from '../../components/SelectPageCheckbox';
import { useSelection } from '../../components/use-selection';
import { SelectRowCheckbox } from '../../components/SelectRowCheckbox';
import { CustodySelectionBar } from '../custodians/CustodySelectionBar';
import { useMayAssignCustody } from '../custodians/api';
import { useReviewList, type ReviewFilters } from './api';
import { displayName, displayNames, percent } from './email-format';

const PAGE_SIZES = [25, 50, 100];

/** The chips that say where a row stands in its thread and its near-duplicate group. */
function FacetChips({ doc, onThread, onGroup }: { doc: ReviewDocument; onThread(id: string): void; onGroup(id: string): void }) {
  const threadLabel = doc.inclusive ? 'Inclusive' : 'Contained';
  const groupLabel = doc.near_duplicate_pivot_id === doc.id ? 'Pivot' : `Near-dup ${percent(doc.near_duplicate_similarity ?? 1)}`;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {doc.thread_id && doc.inclusive !== null ? (
        <Chip
          size="small"
          color={doc.inclusive ? 'success' : 'default'}
          variant={doc.inclusive ? 'filled' : 'outlined'}
          label={threadLabel}
          title={doc.inclusive_reason ? INCLUSIVE_REASON_LABELS[doc.inclusive_reason] : undefined}
          onClick={(e) => {
            e.stopPropagation();
            if (doc.thread_id) onThread(doc.thread_id);
          }}
          // The name starts with what the chip shows (WCAG 2.5.3 label in name), then what it does.
          aria-label={`${threadLabel}: show the thread of ${doc.subject ?? doc.filename}`}
        />
      ) : null}
      {doc.near_duplicate_pivot_id ? (
        <Chip
          size="small"
          color="info"
          variant="outlined"
          label={groupLabel}
          onClick={(e) => {
            e.stopPropagation();
            if (doc.near_duplicate_pivot_id) onGroup(doc.near_duplicate_pivot_id);
          }}
          aria-label={`${groupLabel}: show the near-duplicates of ${doc.filename}`}
        />
      ) : null}
    </Stack>
  );
}

const title = (doc: { is_email: boolean; subject: string | null; filename: string }) => (doc.is_email && doc.subject ? doc.subject : doc.filename);

function MemberRow({ member, onOpen, selectable }: { member: ReviewFamilyMember; onOpen(id: string): void; selectable: boolean }) {
  return (
    <TableRow hover tabIndex={0} onClick={() => onOpen(member.id)} onKeyDown={(e) => (e.key === 'Enter' ? onOpen(member.id) : undefined)} sx={{ cursor: 'pointer' }} aria-label={`${member.filename}, attachment: open viewer`}>
      {selectable ? <TableCell padding="checkbox" /> : null}
      <TableCell />
      <TableCell sx={{ pl: 1 + member.depth * 3 }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <SubdirectoryArrowRight fontSize="small" color="action" aria-hidden="true" />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {title(member)}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell>{member.from ? displayName(member.from) : '—'}</TableCell>
      <TableCell>{member.is_email ? displayNames(member.to) : '—'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.sent_at ? formatDateTime(member.sent_at) : '—'}</TableCell>
      <TableCell />
    </TableRow>
  );
}

/**
 * The case's documents read as e-mail: From, To and Sent columns, attachments folded under their
 * message, filters by participant, sent dates, thread, near-duplicate group and inclusive messages.
 */
export function EmailReviewList({ caseId, onOpen }: { caseId: string; onOpen(id: string): void }) {
  const phone = useBelow('md');
  const [participant, setParticipant] = useState('');
  const [sentFrom, setSentFrom] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [inclusiveOnly, setInclusiveOnly] = useState(false);
  const [threadId, setThreadId] = useState<string | null>(null);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  // Messages (with their attachments) get a custodian and folder at once, for those the custodian policy lets.
  const selection = useSelection();
  const selectable = useMayAssignCustody(caseId);
  const who = useDebouncedValue(participant.trim(), SEARCH_DEBOUNCE_MS);
  const badRange = Boolean(sentFrom && sentTo && sentFrom > sentTo);
  const filters: ReviewFilters = {
    participant: who || undefined,
    sent_from: sentFrom || undefined,
    sent_to: badRange ? undefined : sentTo || undefined,
    inclusive_only: inclusiveOnly || undefined,
    thread_id: threadId ?? undefined,
    near_duplicate_group: groupId ?? undefined,
    sort: 'sent',
    page: page + 1,
    page_size: pageSize,
  };
  const list = useReviewList(caseId, filters);
  const rows = list.data?.documents ?? [];
  const review = list.data?.review;
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const reset = (f: () => void) => {
    f();
    setPage(0);
    selection.clear();
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 2 }}>
        <TextField id="review-participant" label="Participant (name or address)" size="small" type="search" value={participant} onChange={(e) => reset(() => setParticipant(e.target.value))} sx={{ minWidth: { md: 240 } }} />
        <Stack direction="row" spacing={2}>
          <TextField id="review-sent-from" label="Sent from" type="date" size="small" value={sentFrom} onChange={(e) => reset(() => setSentFrom(e.target.value))} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1, minWidth: 0 }} />
          <TextField
            id="review-sent-to"
            label="Sent to"
            type="date"
            size="small"
            value={sentTo}
            onChange={(e) => reset(() => setSentTo(e.target.value))}
            error={badRange}
            helperText={badRange ? 'The end date is before the start date' : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
        </Stack>
        <FormControlLabel control={<Switch checked={inclusiveOnly} onChange={(e) => reset(() => setInclusiveOnly(e.target.checked))} />} label="Inclusive messages only" />
      </Stack>
      {threadId || groupId ? (
        <Stack direction="row" spacing={1}>
          {threadId ? <Chip label="One thread" onDelete={() => reset(() => setThreadId(null))} /> : null}
          {groupId ? <Chip label="One near-duplicate group" onDelete={() => reset(() => setGroupId(null))} /> : null}
        </Stack>
      ) : null}

      {selectable ? <CustodySelectionBar caseId={caseId} selectedIds={[...selection.selected]} onClear={selection.clear} /> : null}
      {list.isPending ? <LoadingRows rows={5} label="Loading the review list" /> : null}
      {list.isError && !list.data ? <LoadError error={list.error} what="the review list" onRetry={() => void list.refetch()} /> : null}
      {list.data && review ? (
        <Card variant="outlined">
          <Box sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
            <Typography variant="body2" color="text.secondary" role="status">
              {`${list.data.total} ${list.data.total === 1 ? 'item' : 'items'} · threads and near-duplicates: ${REVIEW_STATE_LABELS[review.status].toLowerCase()}`}
              {review.computed_at ? ` · ${review.thread_count} ${review.thread_count === 1 ? 'thread' : 'threads'}, ${review.near_duplicate_group_count} near-duplicate ${review.near_duplicate_group_count === 1 ? 'group' : 'groups'} at ${percent(review.near_duplicate_threshold)}` : ''}
            </Typography>
            {review.failure_reason ? (
              <Typography variant="body2" color="error">
                {review.failure_reason}
              </Typography>
            ) : null}
            <Box sx={{ height: 4, mt: 0.5 }}>{list.isFetching && list.isPlaceholderData ? <LinearProgress aria-label="Loading the review list" /> : null}</Box>
          </Box>
          {rows.length === 0 ? (
            <EmptyState title="Nothing matches these filters">Try another participant, date range, or turn off “Inclusive messages only”.</EmptyState>
          ) : phone ? (
            <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Review list">
              {rows.map((doc) => (
                <Box component="li" key={doc.id} sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1.25 }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
                    {selectable ? (
                      <Box sx={{ ml: -1.25, mt: -0.5 }}>
                        <SelectRowCheckbox id={doc.id} label={title(doc)} selection={selection} />
                      </Box>
                    ) : null}
                    <Box role="button" tabIndex={0} onClick={() => onOpen(doc.id)} onKeyDown={(e) => (e.key === 'Enter' ? onOpen(doc.id) : undefined)} sx={{ cursor: 'pointer', flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title(doc)}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {doc.is_email ? `${doc.from ? displayName(doc.from) : '—'} → ${displayNames(doc.to)} · ${doc.sent_at ? formatDateTime(doc.sent_at) : 'date unknown'}` : doc.filename}
                      </Typography>
                    </Box>
                  </Box>
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <FacetChips doc={doc} onThread={(id) => reset(() => setThreadId(id))} onGroup={(id) => reset(() => setGroupId(id))} />
                    {doc.children.length > 0 ? (
                      <Chip size="small" icon={<AttachFile />} label={`${doc.children.length}`} onClick={() => toggle(doc.id)} aria-expanded={open.has(doc.id)} aria-label={`${doc.children.length} attachments`} />
                    ) : null}
                  </Stack>
                  {open.has(doc.id)
                    ? doc.children.map((m) => (
                        <Typography key={m.id} variant="body2" sx={{ pl: 2 * m.depth, mt: 0.5, cursor: 'pointer', overflowWrap: 'anywhere' }} role="button" tabIndex={0} onClick={() => onOpen(m.id)}>
                          ↳ {title(m)}
                        </Typography>
                      ))
                    : null}
                </Box>
              ))}
            </Stack>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Review list">
                <TableHead>
                  <TableRow>
                    {selectable ? (
                      <TableCell padding="checkbox">
                        <SelectPageCheckbox ids={rows.map((r) => r.id)} selected={selection.selected} onSetMany={selection.setMany} label="Select every item on this page" />
                      </TableCell>
                    ) : null}
                    <TableCell padding="checkbox" />
                    {/* The subject is what a reviewer reads first: it keeps room, and long address lists wrap instead (a real mailbox's To line runs to dozens of names). */}
                    <TableCell sx={{ minWidth: 240 }}>Subject or name</TableCell>
                    <TableCell sx={{ minWidth: 140, maxWidth: 220 }}>From</TableCell>
                    <TableCell sx={{ minWidth: 140, maxWidth: 220 }}>To</TableCell>
                    <TableCell>Sent</TableCell>
                    <TableCell>Review</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((doc) => (
                    <Fragment key={doc.id}>
                      <TableRow hover tabIndex={0} onClick={() => onOpen(doc.id)} onKeyDown={(e) => (e.key === 'Enter' ? onOpen(doc.id) : undefined)} sx={{ cursor: 'pointer' }} aria-label={`${title(doc)}: open viewer`}>
                        {selectable ? (
                          <TableCell padding="checkbox">
                            <SelectRowCheckbox id={doc.id} label={title(doc)} selection={selection} />
                          </TableCell>
                        ) : null}
                        <TableCell padding="checkbox">
                          {doc.children.length > 0 ? (
                            <IconButton
                              size="small"
                              aria-label={`${open.has(doc.id) ? 'Hide' : 'Show'} ${doc.children.length} ${doc.children.length === 1 ? 'attachment' : 'attachments'}`}
                              aria-expanded={open.has(doc.id)}
                              onClick={(e) => {
                                e.stopPropagation();
                                toggle(doc.id);
                              }}
                            >
                              {open.has(doc.id) ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
                            </IconButton>
                          ) : null}
                        </TableCell>
                        <TableCell>
                          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', maxWidth: 380 }}>
                              {title(doc)}
                            </Typography>
                            {doc.children.length > 0 ? <Chip size="small" variant="outlined" icon={<AttachFile />} label={doc.children.length} /> : null}
                          </Stack>
                          {doc.is_email && doc.subject ? (
                            <Typography variant="caption" color="text.secondary">
                              {doc.filename}
                            </Typography>
                          ) : null}
                        </TableCell>
                        <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{doc.from ? displayName(doc.from) : '—'}</TableCell>
                        <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{doc.is_email ? displayNames(doc.to) : '—'}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{doc.sent_at ? formatDateTime(doc.sent_at) : doc.is_email ? 'Unknown' : '—'}</TableCell>
                        <TableCell>
                          <FacetChips doc={doc} onThread={(id) => reset(() => setThreadId(id))} onGroup={(id) => reset(() => setGroupId(id))} />
                        </TableCell>
                      </TableRow>
                      {open.has(doc.id) ? doc.children.map((m) => <MemberRow key={m.id} member={m} onOpen={onOpen} selectable={selectable} />) : null}
                    </Fragment>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <TablePagination
            component="div"
            count={list.data.total}
            page={Math.min(page, Math.max(0, Math.ceil(list.data.total / pageSize) - 1))}
            onPageChange={(_e, next: number) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage="Per page"
          />
        </Card>
      ) : null}
    </Stack>
  );
}
