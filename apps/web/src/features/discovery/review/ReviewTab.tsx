import { TabSection } from '../TabSection';
import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { useUrlParams } from '../../../lib/use-url-params';
import type { Case, CodingChange, DocumentCoding } from '@app/contract';
import { EmptyState, LoadError, LoadingRows } from '../../../components/QueryStates';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { announce } from '../../../lib/a11y/announcer';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { DocumentViewer } from '../../documents/DocumentViewer';
import { useBulkCode, useCodeDocument, useDiscoveryRequests, useReviewQueue, type ReviewFilter } from '../api';
import { CONFIDENTIALITY_LABELS, PRIVILEGE_SHORT_LABELS, nextConfidentiality, plural } from '../format';
import { reviewKeyAction } from '../review-keys';
import { BulkCustodyDialog } from '../../custodians/BulkCustodyDialog';
import { CustodianPicker } from '../../custodians/CustodianPicker';
import { useCustodians } from '../../custodians/api';
import { BulkBar } from './BulkBar';
import { SelectPageCheckbox } from '../../../components/SelectPageCheckbox';
import { collectionFilterCount, readCollectionFilters, withCollectionFilter } from './collection-url';
import { CodingChips } from './coding-chips';
import { CodingPanel } from './CodingPanel';
import { PrivilegeDialog, type PrivilegeChoice } from './PrivilegeDialog';

const PAGE_SIZE = 50;
const FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'All documents',
  unreviewed: 'Not reviewed',
  responsive: 'Responsive',
  not_responsive: 'Not responsive',
  privileged: 'Privileged',
};
const NO_REQUEST = 'none';

/** A dialog or an open menu owns the keyboard; the queue's shortcuts wait. */
const overlayOpen = () => document.querySelector('[role="dialog"], [role="listbox"], [role="menu"]') !== null;

/** Review: the case's documents against a request, coded one by one from the keyboard or in bulk. */
export function ReviewTab({ matter, canManage, initialRequestId }: { matter: Case; canManage: boolean; initialRequestId: string | null }) {
  const requests = useDiscoveryRequests(matter.id);
  const [chosenRequest, setChosenRequest] = useState<string | null>(initialRequestId);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The current document, by id; `anchor` is its place, taken by the next one when it leaves the list.
  const [cursor, setCursor] = useState<{ id: string | null; anchor: number }>({ id: null, anchor: 0 });
  const [privilegeFor, setPrivilegeFor] = useState<{ ids: string[] | 'search'; subject: string; initial: PrivilegeChoice } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [params, setParams] = useUrlParams();
  const collection = readCollectionFilters(params);
  const [path, setPath] = useState(collection.source_path ?? '');
  const [custodyFor, setCustodyFor] = useState<string[] | null>(null);
  const custodians = useCustodians(matter.id);

  const requestList = requests.data?.requests ?? [];
  // Without a choice, the first open request (received first: those are the ones the firm answers).
  const requestId =
    chosenRequest === NO_REQUEST
      ? null
      : (requestList.find((r) => r.id === chosenRequest)?.id ??
        [...requestList].sort((a, b) => (a.direction === b.direction ? 0 : a.direction === 'received' ? -1 : 1)).find((r) => r.status === 'open')?.id ??
        requestList[0]?.id ??
        null);
  const request = requestList.find((r) => r.id === requestId) ?? null;
  const effectiveFilter: ReviewFilter = !requestId && (filter === 'responsive' || filter === 'not_responsive') ? 'all' : filter;

  const queue = useReviewQueue(requests.isPending ? null : { caseId: matter.id, requestId, filter: effectiveFilter, q, page, pageSize: PAGE_SIZE, collection });
  const code = useCodeDocument(matter.id);
  const bulk = useBulkCode();
  const canEdit = canManage && (queue.data?.can_edit ?? true);
  const docs = useMemo(() => queue.data?.documents ?? [], [queue.data]);

  // The current document: kept by id; when it leaves the list (coded out of a filter) its place is taken by the next.
  let index = cursor.id ? docs.findIndex((d) => d.document_id === cursor.id) : -1;
  if (index < 0 && docs.length > 0) index = Math.min(cursor.anchor, docs.length - 1);
  const current: DocumentCoding | null = index >= 0 ? (docs[index] ?? null) : null;

  const select = (i: number) => {
    const doc = docs[i];
    if (doc) setCursor({ id: doc.document_id, anchor: i });
  };
  const move = (step: 1 | -1) => select(Math.max(0, Math.min(docs.length - 1, index + step)));
  /** A new request, filter or search starts on its first page with nothing selected. */
  const resetView = () => {
    setPage(1);
    setSelected(new Set());
    setCursor({ id: null, anchor: 0 });
  };
  /** Custodian, folder, thread, group and inclusive-only live in the URL: a filtered queue is a link. */
  const filterBy = (patch: Parameters<typeof withCollectionFilter>[1]) => {
    setParams((current) => withCollectionFilter(current, patch), { replace: true });
    resetView();
  };
  const applyPath = () => {
    if (path.trim() !== (collection.source_path ?? '')) filterBy({ source_path: path.trim() });
  };

  const codeCurrent = (change: CodingChange, said: string, advance = false) => {
    if (!current || !canEdit) return;
    const target = current;
    if (advance) move(1);
    code.mutate(
      { documentId: target.document_id, change },
      {
        onSuccess: () => announce(`${target.filename}: ${said}`),
        onError: (error) => notify.error(errorMessage(error, `${target.filename} could not be coded.`)),
      },
    );
  };

  const openPrivilege = (ids: string[] | 'search', subject: string, initial: PrivilegeChoice) => setPrivilegeFor({ ids, subject, initial });

  // Keyboard coding (R, N, P, C, J/K, ↓/↑) on the current document.
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => undefined);
  const onKey = (event: KeyboardEvent) => {
    if (!current || viewing || privilegeFor || overlayOpen()) return;
    const action = reviewKeyAction(event);
    if (!action) return;
    if ((action === 'next' || action === 'previous') && event.target instanceof HTMLElement && event.target.closest('[role="tablist"]')) return;
    event.preventDefault();
    if (action === 'next') return move(1);
    if (action === 'previous') return move(-1);
    if (!canEdit) return;
    if (action === 'responsive' || action === 'not_responsive') {
      if (!requestId) {
        notify.info('Choose a request first: responsiveness is coded per request.');
        return;
      }
      codeCurrent({ responsiveness: { [requestId]: action } }, action === 'responsive' ? 'responsive' : 'not responsive', true);
    } else if (action === 'privileged') {
      openPrivilege([current.document_id], current.filename, { privilege: current.privilege, privilege_basis: current.privilege_basis });
    } else {
      const level = nextConfidentiality(current.confidentiality);
      codeCurrent({ confidentiality: level }, CONFIDENTIALITY_LABELS[level]);
    }
  };
  // The listener is added once; the ref carries this render's handler (its state) to it.
  useEffect(() => {
    keyHandler.current = onKey;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const selectedIds = [...selected];
  const bulkTarget = selectedIds.length > 0 ? { ids: selectedIds, label: plural(selectedIds.length, 'selected document') } : q.length >= 2 && queue.data ? { ids: 'search' as const, label: `all ${plural(queue.data.total, 'document')} matching "${q}"` } : null;

  const runBulk = (change: CodingChange, said: string) => {
    if (!bulkTarget) return;
    bulk.mutate(
      { case_id: matter.id, ...(bulkTarget.ids === 'search' ? { query: q } : { document_ids: bulkTarget.ids }), change },
      {
        onSuccess: (answer) => {
          notify.success(`${plural(answer.updated, 'document')} coded ${said}`);
          setSelected(new Set());
        },
        onError: (error) => notify.error(errorMessage(error, 'The documents could not be coded.')),
      },
    );
  };

  const savePrivilege = (choice: PrivilegeChoice) => {
    if (!privilegeFor) return;
    const change: CodingChange = { privilege: choice.privilege, privilege_basis: choice.privilege_basis };
    const said = choice.privilege === 'none' ? 'not privileged' : `privileged (${PRIVILEGE_SHORT_LABELS[choice.privilege].toLowerCase()})`;
    const { ids, subject } = privilegeFor;
    if (ids !== 'search' && ids.length === 1 && ids[0]) {
      code.mutate(
        { documentId: ids[0], change },
        {
          onSuccess: () => {
            setPrivilegeFor(null);
            announce(`${subject}: ${said}`);
          },
          onError: (error) => notify.error(errorMessage(error, 'The privilege could not be saved.')),
        },
      );
    } else {
      bulk.mutate(
        { case_id: matter.id, ...(ids === 'search' ? { query: q } : { document_ids: ids }), change },
        {
          onSuccess: (answer) => {
            setPrivilegeFor(null);
            setSelected(new Set());
            notify.success(`${plural(answer.updated, 'document')} coded ${said}`);
          },
          onError: (error) => notify.error(errorMessage(error, 'The privilege could not be saved.')),
        },
      );
    }
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <TabSection id="review" title="Review">
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 2fr' }, mb: 2 }}>
        <TextField
          select
          size="small"
          label="Request"
          value={requestId ?? NO_REQUEST}
          onChange={(e) => {
            setChosenRequest(e.target.value);
            resetView();
          }}
          disabled={requests.isPending}
          helperText={requestList.length === 0 && !requests.isPending ? 'No requests yet: privilege and confidentiality can still be coded' : undefined}
        >
          {requestList.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.title} (Set {r.set_number})
            </MenuItem>
          ))}
          <MenuItem value={NO_REQUEST}>No request: privilege and confidentiality only</MenuItem>
        </TextField>
        <TextField select size="small" label="Show" value={effectiveFilter} onChange={(e) => {
            setFilter(e.target.value as ReviewFilter);
            resetView();
          }}>
          {(Object.keys(FILTER_LABELS) as ReviewFilter[]).map((f) => (
            <MenuItem key={f} value={f} disabled={!requestId && (f === 'responsive' || f === 'not_responsive')}>
              {FILTER_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Search inside the documents"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            resetView();
          }}
          sx={{ gridColumn: { sm: 'span 2', lg: 'auto' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 2fr 1fr' }, alignItems: 'center', mb: 2 }} aria-label="Collection filters" role="group">
        <CustodianPicker id="review-custodian" caseId={matter.id} value={collection.custodian_id ?? null} onChange={(id) => filterBy({ custodian_id: id ?? undefined })} noneLabel="Any custodian" />
        <TextField
          id="review-path"
          size="small"
          label="Folder or path"
          placeholder="Inbox/Projects"
          value={path}
          onChange={(e) => setPath(e.target.value)}
          onBlur={applyPath}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              applyPath();
            }
          }}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <FormControlLabel control={<Switch checked={collection.inclusive_only === true} onChange={(e) => filterBy({ inclusive_only: e.target.checked })} />} label="Inclusive e-mails only" />
        {collection.thread_id || collection.near_duplicate_group ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', gridColumn: '1 / -1' }}>
            {collection.thread_id ? <Chip label="One e-mail thread" onDelete={() => filterBy({ thread_id: undefined })} /> : null}
            {collection.near_duplicate_group ? <Chip label="One near-duplicate group" onDelete={() => filterBy({ near_duplicate_group: undefined })} /> : null}
          </Box>
        ) : null}
      </Box>

      {canEdit && bulkTarget ? (
        <Box sx={{ mb: 2 }}>
          <BulkBar
            target={bulkTarget.label}
            canCodeResponsiveness={!!requestId}
            busy={bulk.isPending}
            onResponsiveness={(value) => requestId && runBulk({ responsiveness: { [requestId]: value } }, value === 'responsive' ? 'responsive' : 'not responsive')}
            onPrivileged={() => openPrivilege(bulkTarget.ids, bulkTarget.label, { privilege: 'attorney_client', privilege_basis: null })}
            onConfidentiality={(level) => runBulk({ confidentiality: level }, CONFIDENTIALITY_LABELS[level].toLowerCase())}
            onClear={selected.size > 0 ? () => setSelected(new Set()) : null}
            onCustody={custodians.data?.can_manage && selectedIds.length > 0 ? () => setCustodyFor(selectedIds) : null}
          />
        </Box>
      ) : null}

      {queue.isPending ? (
        <LoadingRows rows={6} height={40} label="Loading the review queue" />
      ) : queue.isError ? (
        <LoadError error={queue.error} what="the review queue" onRetry={() => void queue.refetch()} />
      ) : docs.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={collectionFilterCount(collection) > 0 ? 'No document matches these filters' : q ? `No document matches "${q}"` : effectiveFilter === 'all' ? 'No documents in this case yet' : `No documents: ${FILTER_LABELS[effectiveFilter].toLowerCase()}`}>
            {effectiveFilter === 'unreviewed' ? 'Everything has been reviewed for this request.' : q ? 'Try other words, or clear the search.' : undefined}
          </EmptyState>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(320px, 420px)' }, alignItems: 'start' }}>
          <Paper variant="outlined">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
              {canEdit ? (
                <SelectPageCheckbox
                  ids={docs.map((d) => d.document_id)}
                  selected={selected}
                  onSetMany={(ids, on) => setSelected(on ? new Set(ids) : new Set())}
                  label="Select every document on this page"
                />
              ) : null}
              <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                {plural(queue.data.total, 'document')}
                {request ? ` · ${request.progress.reviewed} of ${request.progress.total} reviewed for this request` : ''}
              </Typography>
            </Box>
            <List aria-label="Documents to review" disablePadding data-testid="review-queue">
              {docs.map((doc, i) => (
                <ListItem key={doc.document_id} disablePadding divider={i < docs.length - 1} data-testid="review-row" data-current={i === index ? 'true' : undefined}>
                  {canEdit ? (
                    <Checkbox
                      checked={selected.has(doc.document_id)}
                      onChange={() => toggle(doc.document_id)}
                      slotProps={{ input: { 'aria-label': `Select ${doc.filename}` } }}
                      sx={{ ml: 1 }}
                    />
                  ) : null}
                  <ListItemButton
                    selected={i === index}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => select(i)}
                    sx={{ display: 'block', py: 1, pl: canEdit ? 0.5 : 2 }}
                  >
                    <Typography sx={{ fontWeight: i === index ? 600 : 400, overflowWrap: 'anywhere' }}>{doc.filename}</Typography>
                    <CodingChips doc={doc} requestId={requestId} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            {queue.data.total > PAGE_SIZE ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Pagination count={Math.ceil(queue.data.total / PAGE_SIZE)} page={page} onChange={(_e, next) => setPage(next)} size="small" />
              </Box>
            ) : null}
          </Paper>
          {current ? (
            // On phones the current document comes first: the queue below can be long.
            <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 80 }, order: { xs: -1, md: 0 } }}>
              <CodingPanel
                key={current.document_id}
                doc={current}
                position={{ index, total: docs.length }}
                request={request}
                canEdit={canEdit}
                busy={code.isPending}
                onCode={(change) => codeCurrent(change, 'saved')}
                onPrivilege={() => openPrivilege([current.document_id], current.filename, { privilege: current.privilege, privilege_basis: current.privilege_basis })}
                onMove={move}
                onOpen={() => setViewing(current.document_id)}
              />
            </Stack>
          ) : null}
        </Box>
      )}

      {custodyFor ? <BulkCustodyDialog caseId={matter.id} documentIds={custodyFor} onClose={() => setCustodyFor(null)} onDone={() => setSelected(new Set())} /> : null}
      {privilegeFor ? (
        <PrivilegeDialog
          subject={privilegeFor.subject}
          initial={privilegeFor.initial}
          busy={code.isPending || bulk.isPending}
          onSave={savePrivilege}
          onClose={() => setPrivilegeFor(null)}
        />
      ) : null}
      {viewing ? (
        <DocumentViewer
          documentId={viewing}
          caseId={matter.id}
          canDelete={false}
          canReprocess={false}
          known={[]}
          onOpen={setViewing}
          onClose={() => setViewing(null)}
          onMissing={() => {
            notify.error('Document not found');
            setViewing(null);
          }}
        />
      ) : null}
    </TabSection>
  );
}
