import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Download from '@mui/icons-material/Download';
import Refresh from '@mui/icons-material/Refresh';
import GraphicEq from '@mui/icons-material/GraphicEq';
import { Link as RouterLink, useLocation } from 'react-router';
import type { DocumentDetail, DocumentSummary } from '@app/contract';
import { useAuth } from '../../lib/auth/auth-context';
import { transcriptLinkFor } from '../../lib/links';
import { isTranscriptDocument } from '../../lib/transcript-links';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { downloadBlob } from '../../components/download';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { useBelow } from '../../components/use-below';
import { IN_FLIGHT_STATUSES, fetchOriginal, useDeleteDocument, useReprocessDocument, useViewedDocument } from './api';
import { HighlightablePages, type PassageFocus } from '../highlights/HighlightablePages';
import { DocumentStatusChip } from './DocumentStatusChip';
import { needsFreshDetail, withLiveState } from './live-state';
import type { PageJump } from './document-analysis';
import { RedactionPageView } from '../redactions/RedactionPageView';
import { RedactionScope } from '../redactions/workspace';
import { ViewerSidePanel, type SideTab } from './ViewerSidePanel';

export interface DocumentViewerProps {
  /** The open document (null: closed). */
  documentId: string | null;
  /** The case the viewer belongs to: a document of another case is "not found" here. */
  caseId: string;
  canDelete: boolean;
  canReprocess: boolean;
  /**
   * The case's documents already listed (and polled while any is in flight): they name a parent or
   * an original, and carry the open document's processing state, without another audited read.
   */
  known: readonly DocumentSummary[];
  onOpen(id: string): void;
  onClose(): void;
  /** The id does not name a live document of this case (or the caller may not see it). */
  onMissing(): void;
  /**
   * A passage to open at (a search result): the viewer shows that page, scrolls the passage into
   * view and outlines it. Offsets count characters of the page text.
   */
  focus?: { page: number; start: number; end: number } | undefined;
}

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function ProcessingState({ doc }: { doc: DocumentDetail }) {
  if (IN_FLIGHT_STATUSES.includes(doc.status)) {
    return (
      <Alert severity="info" icon={false}>
        <AlertTitle>{doc.status === 'processing' ? `Processing… ${doc.progress}%` : 'Waiting to be processed'}</AlertTitle>
        <LinearProgress variant={doc.status === 'processing' ? 'determinate' : 'indeterminate'} value={doc.progress} aria-label="Processing progress" sx={{ mt: 0.5 }} />
      </Alert>
    );
  }
  if (doc.status === 'failed' || doc.status === 'unsupported') {
    return (
      <Alert severity={doc.status === 'failed' ? 'error' : 'warning'}>
        <AlertTitle>{doc.status === 'failed' ? 'Processing failed' : 'This type of file cannot be read'}</AlertTitle>
        {doc.failure_reason ?? 'No reason was recorded.'}
      </Alert>
    );
  }
  return null;
}

interface ViewerBodyProps {
  doc: DocumentDetail;
  caseId: string;
  known: readonly DocumentSummary[];
  focus: PassageFocus | undefined;
  onOpen(id: string): void;
}

function ViewerBody({ doc, caseId, known, focus, onOpen }: ViewerBodyProps) {
  // A page opened from the analysis (a citation) wins over the link's passage until the next one;
  // `n` reopens the same citation after paging away.
  const [jump, setJump] = useState<{ docId: string; n: number; to: PageJump } | null>(null);
  const textRef = useRef<HTMLElement>(null);
  const [sideTab, setSideTab] = useState<SideTab>('details');
  const jumped = jump && jump.docId === doc.id ? jump : null;
  const shownFocus: PassageFocus | undefined = jumped ? jumped.to : focus;
  const onJump = (to: PageJump) => {
    setJump((last) => ({ docId: doc.id, n: (last?.n ?? 0) + 1, to }));
    // An outlined passage scrolls itself into view; a bare page (or a phone, where the text is above) is brought up here.
    textRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  return (
    <Stack spacing={2}>
      <ProcessingState doc={doc} />
      {doc.warnings.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>{doc.warnings.length === 1 ? 'Warning' : 'Warnings'}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {doc.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <RedactionScope key={doc.id}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
          {sideTab === 'redactions' ? (
            <Box component="section" aria-label="Page with redactions" sx={{ minWidth: 0 }}>
              <RedactionPageView doc={doc} />
            </Box>
          ) : (
            <Box component="section" ref={textRef} aria-label="Document text" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, scrollMarginTop: 8 }}>
              {/* A new document (or a new passage to open at) starts at its first page (or that passage's page). */}
              <HighlightablePages
                key={shownFocus ? `${doc.id}:${shownFocus.page}:${shownFocus.start}:${shownFocus.end}:${jumped?.n ?? 0}` : doc.id}
                caseId={caseId}
                doc={doc}
                focus={shownFocus}
                inFlight={IN_FLIGHT_STATUSES.includes(doc.status)}
              />
            </Box>
          )}
          <ViewerSidePanel doc={doc} known={known} onOpen={onOpen} onJump={onJump} tab={sideTab} setTab={setSideTab} />
        </Box>
      </RedactionScope>
    </Stack>
  );
}

/**
 * The document viewer (`?document={id}`): its text page by page, its metadata and family, and
 * what staff do with it (download the original, reprocess a failure, delete). Full screen on phones.
 */
export function DocumentViewer({ documentId, caseId, canDelete, canReprocess, known, onOpen, onClose, onMissing, focus }: DocumentViewerProps) {
  const fullScreen = useBelow('sm');
  const live = documentId ? known.find((d) => d.id === documentId) : undefined;
  // Polled directly only when the list cannot follow it (a link to a document on another page).
  const query = useViewedDocument(documentId, live === undefined);
  const reprocess = useReprocessDocument();
  const remove = useDeleteDocument();
  const [downloading, setDownloading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { user } = useAuth();
  // A transcript reads best beside its recording; /transcription itself opens this viewer too.
  const onTranscriptionPage = useLocation().pathname === '/transcription';
  const transcriptLink = user && !onTranscriptionPage ? transcriptLinkFor(user.role) : null;

  // Shown data of another case, or an id that never loaded: not a document of this case. (After a
  // delete the query keeps its last data, so that refetch's 404 is not reported as missing.)
  const loaded = query.data && query.data.id === documentId ? query.data : undefined;
  const doc = loaded ? withLiveState(loaded, live) : null;
  const missing = documentId !== null && ((query.isError && !query.data && isMissing(query.error)) || (doc !== null && doc.case_id !== caseId));
  useEffect(() => {
    if (missing) onMissing();
  }, [missing, onMissing]);

  // Processing finished (the list says so): read the detail once more for its pages.
  const refresh = needsFreshDetail(loaded, live) && !query.isFetching && !query.isError;
  const { refetch } = query;
  useEffect(() => {
    if (refresh) void refetch();
  }, [refresh, refetch]);

  const download = async (target: DocumentDetail) => {
    setDownloading(true);
    try {
      downloadBlob(target.filename, await fetchOriginal(target.id));
    } catch (error) {
      notify.error(errorMessage(error, 'The download failed. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  const runReprocess = async (target: DocumentDetail) => {
    try {
      await reprocess.mutateAsync(target.id);
      notify.success(`${target.filename} will be processed again`);
    } catch (error) {
      notify.error(errorMessage(error, 'The document could not be reprocessed.'));
    }
  };

  const runDelete = async (target: DocumentDetail) => {
    try {
      await remove.mutateAsync(target.id);
      setConfirmDelete(false);
      notify.success(target.children.length ? `${target.filename} and its attachments were deleted` : `${target.filename} was deleted`);
      onClose();
    } catch (error) {
      setConfirmDelete(false);
      notify.error(errorMessage(error, 'The document could not be deleted.'));
    }
  };

  const shown = doc && !missing ? doc : null;
  return (
    <Dialog
      open={documentId !== null && !missing}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-labelledby="document-viewer-title"
      slotProps={{ paper: { sx: { minHeight: { md: '80vh' } } } }}
    >
      <DialogTitle component="div" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pr: 1.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="document-viewer-title" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {shown?.filename ?? 'Loading document…'}
          </Typography>
          {shown ? (
            <Box sx={{ mt: 0.5 }}>
              <DocumentStatusChip doc={shown} showProgress={false} />
            </Box>
          ) : null}
        </Box>
        <IconButton onClick={onClose} aria-label="Close viewer" edge="end">
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending && documentId ? <LoadingRows rows={6} label="Loading document" /> : null}
        {query.isError && !query.data && !missing ? <LoadError error={query.error} what="this document" onRetry={() => void query.refetch()} /> : null}
        {shown ? <ViewerBody doc={shown} caseId={caseId} known={known} focus={focus} onOpen={onOpen} /> : null}
      </DialogContent>
      {shown ? (
        <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          <Button startIcon={<Download />} variant="contained" onClick={() => void download(shown)} disabled={downloading}>
            {downloading ? 'Downloading…' : 'Download original'}
          </Button>
          {transcriptLink && isTranscriptDocument(shown) ? (
            <Button component={RouterLink} to={transcriptLink(shown.id, focus?.page ?? null)} startIcon={<GraphicEq />}>
              Open in Transcription
            </Button>
          ) : null}
          {canReprocess && (shown.status === 'failed' || shown.status === 'unsupported') ? (
            <Button startIcon={<Refresh />} onClick={() => void runReprocess(shown)} disabled={reprocess.isPending}>
              {reprocess.isPending ? 'Reprocessing…' : 'Reprocess'}
            </Button>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          {canDelete ? (
            <Button startIcon={<DeleteOutline />} color="error" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          ) : null}
          {/* Phones have the title bar's close button within reach; the footer keeps room for the actions. */}
          <Button onClick={onClose} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            Close
          </Button>
        </DialogActions>
      ) : null}
      {shown ? (
        <ConfirmDialog
          open={confirmDelete}
          title="Delete this document?"
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onConfirm={() => void runDelete(shown)}
          onClose={() => setConfirmDelete(false)}
        >
          {`“${shown.filename}” will leave the case's lists and search${shown.children.length ? `, together with its ${shown.children.length} ${shown.children.length === 1 ? 'attachment' : 'attachments'}` : ''}. The firm keeps the file and its audit trail.`}
        </ConfirmDialog>
      ) : null}
    </Dialog>
  );
}
