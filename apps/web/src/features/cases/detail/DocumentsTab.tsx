import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Search from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router';
import { DOCUMENT_STATUSES, SEARCH_DEBOUNCE_MS, type DocumentStatus } from '@app/contract';
import { EmptyState, LoadError, LoadingRows } from '../../../components/QueryStates';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useSelection } from '../../../components/use-selection';
import { CustodySelectionBar } from '../../custodians/CustodySelectionBar';
import { useMayAssignCustody } from '../../custodians/api';
import { useDocumentList } from '../../documents/api';
import { DocumentTable } from '../../documents/DocumentTable';
import { DocumentViewer } from '../../documents/DocumentViewer';
import { EmailReviewList } from '../../collections/EmailReviewList';
import { DOCUMENT_STATUS_LABELS, DOCUMENT_TYPE_FILTERS, orderFamilies } from '../../documents/document-format';
import type { CaseCapabilities } from './case-capabilities';

const PAGE_SIZES = [25, 50, 100];

export interface DocumentsTabProps {
  caseId: string;
  can: CaseCapabilities;
  /** The document named by ?document= (the open viewer). */
  documentId: string | null;
  /** The passage named by &page=&start=&end= (the viewer opens at it). */
  focus?: { page: number; start: number; end: number } | undefined;
  onOpenDocument(id: string | null): void;
  onMissingDocument(): void;
  onBeforeUpload(): void;
}

/** The case's documents, filtered and paged, refreshing while any is still being processed. */
export function DocumentsTab({ caseId, can, documentId, focus, onOpenDocument, onMissingDocument, onBeforeUpload }: DocumentsTabProps) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<DocumentStatus | ''>('');
  const [type, setType] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  // Files (every document as uploaded) or review (e-mail as e-mail: From, To, Sent, threads, near-duplicates).
  const [view, setView] = useState<'files' | 'review'>('files');
  // Several documents get a custodian and folder at once, for those the custodian policy lets.
  const selection = useSelection();
  const mayAssignCustody = useMayAssignCustody(caseId);
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const list = useDocumentList({ case_id: caseId, q: q || undefined, status: status || undefined, type: type || undefined, page: page + 1, page_size: pageSize });

  const filtered = Boolean(q || status || type);
  const documents = list.data?.documents ?? [];
  const total = list.data?.total ?? 0;
  const clearFilters = () => {
    setQuery('');
    setStatus('');
    setType('');
    setPage(0);
    selection.clear();
  };

  const uploadButton = can.uploadDocuments ? (
    <Button variant="contained" startIcon={<CloudUpload />} component={RouterLink} to="/upload" onClick={onBeforeUpload}>
      Upload documents
    </Button>
  ) : null;

  const viewer = (
    <DocumentViewer
      documentId={documentId}
      focus={focus}
      caseId={caseId}
      canDelete={can.deleteDocuments}
      canReprocess={can.reprocessDocuments}
      known={documents}
      onOpen={(id) => onOpenDocument(id)}
      onClose={() => onOpenDocument(null)}
      onMissing={onMissingDocument}
    />
  );
  const viewSwitch = (
    <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, next: 'files' | 'review' | null) => (next ? setView(next) : undefined)} aria-label="How to list the documents">
      <ToggleButton value="files">Files</ToggleButton>
      <ToggleButton value="review">E-mail review</ToggleButton>
    </ToggleButtonGroup>
  );
  if (view === 'review') {
    return (
      <Stack spacing={2}>
        <Box>{viewSwitch}</Box>
        <EmailReviewList caseId={caseId} onOpen={(id) => onOpenDocument(id)} />
        {viewer}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Box>{viewSwitch}</Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          id="case-documents-search"
          label="Search by file name"
          type="search"
          size="small"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(0);
            selection.clear();
          }}
          sx={{ flexGrow: 1, maxWidth: { md: 360 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            id="case-documents-status"
            select
            size="small"
            label="Status"
            // Shows 'All …' rather than an empty box when no filter is set.
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as DocumentStatus | '');
              setPage(0);
              selection.clear();
            }}
            sx={{ minWidth: 150, flex: 1 }}
          >
            <MenuItem value="">All statuses</MenuItem>
            {DOCUMENT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {DOCUMENT_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="case-documents-type"
            select
            size="small"
            label="Type"
            // Shows 'All …' rather than an empty box when no filter is set.
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setPage(0);
              selection.clear();
            }}
            sx={{ minWidth: 130, flex: 1 }}
          >
            <MenuItem value="">All types</MenuItem>
            {DOCUMENT_TYPE_FILTERS.map((t) => (
              <MenuItem key={t} value={t}>
                {t.toUpperCase()}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>

      {mayAssignCustody ? <CustodySelectionBar caseId={caseId} selectedIds={[...selection.selected]} onClear={selection.clear} /> : null}
      {list.isPending ? <LoadingRows rows={5} label="Loading documents" /> : null}
      {list.isError && !list.data ? <LoadError error={list.error} what="the documents" onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <Card variant="outlined">
          <Box sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
            <Typography variant="body2" color="text.secondary" role="status">
              {filtered ? `${total} matching ${total === 1 ? 'document' : 'documents'}` : `${total} ${total === 1 ? 'document' : 'documents'}`}
            </Typography>
            {/* A new filter refreshes in place; the bar says so without hiding the rows. */}
            <Box sx={{ height: 4, mt: 0.5 }}>{list.isFetching && list.isPlaceholderData ? <LinearProgress aria-label="Loading documents" /> : null}</Box>
          </Box>
          {documents.length === 0 ? (
            filtered ? (
              <EmptyState
                title="No documents match these filters"
                action={
                  <Button variant="outlined" onClick={clearFilters}>
                    Clear filters
                  </Button>
                }
              >
                Try another name, status or type.
              </EmptyState>
            ) : (
              <EmptyState title="No documents yet" action={uploadButton}>
                {can.uploadDocuments
                  ? 'Upload pleadings, correspondence, e-mails and exhibits: each is read, its text extracted and made searchable.'
                  : 'Nobody has uploaded documents to this case yet.'}
              </EmptyState>
            )
          ) : (
            <>
              <DocumentTable rows={orderFamilies(documents)} onOpen={(doc) => onOpenDocument(doc.id)} selection={mayAssignCustody ? selection : null} />
              <TablePagination
                component="div"
                count={total}
                page={Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1))}
                onPageChange={(_e, next: number) => setPage(next)}
                rowsPerPage={pageSize}
                rowsPerPageOptions={PAGE_SIZES}
                onRowsPerPageChange={(e) => {
                  setPageSize(Number(e.target.value));
                  setPage(0);
                }}
                labelRowsPerPage="Per page"
              />
            </>
          )}
        </Card>
      ) : null}

      {viewer}
    </Stack>
  );
}
