import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useUrlParams } from '../../lib/use-url-params';
import type { Case, DocumentSummary, User } from '@app/contract';
import { announce } from '../../lib/a11y/announcer';
import { useAppContext } from '../../lib/app-context';
import { useAuth } from '../../lib/auth/auth-context';
import { caseLinkFor } from '../../lib/links';
import { notify } from '../../lib/toast';
import { PageSpinner } from '../../components/PageSpinner';
import { CaseSelector } from '../case-selector/CaseSelector';
import { CustodianPicker } from '../custodians/CustodianPicker';
import { caseKeys, useCase } from '../cases/api';
import { documentKeys, useDocumentStates } from '../documents/api';
import { DocumentViewer } from '../documents/DocumentViewer';
import { fileSource } from './chunked-uploader';
import { DropZone } from './DropZone';
import { ResumeOffer } from './ResumeOffer';
import type { QueueItem, RefusedFile } from './upload-queue';
import { setAfterUpload, uploadSessionFor, useUploadItems } from './upload-store';
import { isFinished, queueTotals } from './upload-summary';
import { CASE_REQUIRED, UPLOAD_CANCELLED } from './upload-transport';
import { UploadOverview } from './UploadOverview';
import { UploadRow } from './UploadRow';
import { PageHeader } from '../../components/PageHeader';

/** Why files cannot go to this case right now, in words; null when they can. */
function blockedReason(caseId: string | null, query: { isPending: boolean; isError: boolean; data: Case | undefined }): string | null {
  if (!caseId) return 'Choose a case first: every document is filed under a case.';
  if (query.isError) return 'This case could not be loaded. Choose another case.';
  if (query.isPending || !query.data) return 'Loading the case…';
  if (query.data.archived_at) return 'This case is archived; reopen it before adding documents.';
  if (query.data.access_level === 'read') return 'You have read-only access to this case, so you cannot add documents to it.';
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** /upload (paralegal and above): choose a case, drop many files, watch each one go up and get processed. */
export function UploadScreen() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <UploadScreenFor user={user} />;
}

function UploadScreenFor({ user }: { user: User }) {
  const { selectedCaseId, setSelectedCaseId } = useAppContext();
  const [params, setParams] = useUrlParams();
  const queryClient = useQueryClient();
  const session = uploadSessionFor(user.id);
  const items = useUploadItems(session.queue);
  const [viewing, setViewing] = useState<{ caseId: string; id: string } | null>(null);
  // Whose files these are: none until someone says (never the uploader), and of this case only.
  const [custodian, setCustodian] = useState<{ caseId: string; id: string } | null>(null);

  // The case page links here as /upload?case={id}: that case becomes the chosen one.
  const param = params.get('case');
  const fromUrl = param && UUID.test(param) ? param : null;
  const caseId = fromUrl ?? selectedCaseId;
  useEffect(() => {
    if (param === null) return;
    if (fromUrl) setSelectedCaseId(fromUrl);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('case');
        return next;
      },
      { replace: true },
    );
  }, [param, fromUrl, setSelectedCaseId, setParams]);

  useEffect(() => {
    setAfterUpload(() => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      // Document counts show on case cards and in the selector.
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
    });
  }, [queryClient]);

  const custodianId = custodian && custodian.caseId === caseId ? custodian.id : null;
  const caseQuery = useCase(caseId);
  const blocked = blockedReason(caseId, caseQuery);
  const states = useDocumentStates(items.flatMap((item) => (item.document ? [{ caseId: item.caseId, id: item.document.id }] : [])));
  const docOf = (item: QueueItem): DocumentSummary | null => (item.document ? (states.data?.[item.document.id] ?? item.document) : null);
  const totals = queueTotals(items, docOf);
  // The case page is for associates and above; others read the document right here.
  const caseLink = caseLinkFor(user.role);

  const addFiles = (files: File[], refused: RefusedFile[]) => {
    if (!caseId) {
      notify.error(`Choose a case first (${CASE_REQUIRED}).`);
      return;
    }
    const result = session.queue.add(files.map(fileSource), caseId, refused, custodianId);
    const said: string[] = [];
    if (result.added > 0) said.push(`${plural(result.added, 'file')} added`);
    if (result.refused > 0) said.push(`${plural(result.refused, 'file')} refused`);
    if (said.length > 0) announce(`${said.join(', ')}.`);
    if (result.resumed > 0) notify.info(`Continuing ${plural(result.resumed, 'earlier upload')} where ${result.resumed === 1 ? 'it' : 'they'} stopped`);
    if (result.alreadyQueued > 0) notify.info(`${plural(result.alreadyQueued, 'file is', 'files are')} already uploading`);
  };

  const actions = {
    pause: (key: string) => session.queue.pause(key),
    resume: (key: string) => session.queue.resume(key),
    cancel: (key: string) => {
      session.queue.cancel(key);
      notify.info(UPLOAD_CANCELLED);
    },
    remove: (key: string) => session.queue.remove([key]),
    open: (item: QueueItem, doc: DocumentSummary) => setViewing({ caseId: item.caseId, id: doc.id }),
  };

  return (
    <Stack spacing={3}>
      <PageHeader title="Document Upload" subtitle="Add files to a case. They are processed as soon as they arrive, so their text can be read and searched in the case." />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' }, alignItems: 'start' }}>
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Case (required)
          </Typography>
          <CaseSelector mode="full" />
          {caseId && !blocked ? (
            <CustodianPicker
              id="upload-custodian"
              caseId={caseId}
              value={custodianId}
              onChange={(id) => setCustodian(id ? { caseId, id } : null)}
              label="Custodian (optional)"
              noneLabel="None"
              allowCreate
              helperText="Whose files these are (their mailbox, their drive). Files added from now on are filed under them."
              sx={{ mt: 2, width: '100%' }}
            />
          ) : null}
        </Box>
        <DropZone
          blockedReason={blocked}
          target={caseQuery.data?.name ?? null}
          onFiles={addFiles}
          onBlockedDrop={() => notify.error(caseId ? (blocked ?? CASE_REQUIRED) : `Choose a case first (${CASE_REQUIRED}).`)}
        />
      </Box>

      <ResumeOffer registry={session.registry} items={items} caseId={caseId} caseName={caseQuery.data?.name ?? null} />

      {items.length > 0 ? (
        <>
          <UploadOverview
            totals={totals}
            onPauseAll={() => session.queue.pauseAll()}
            onResumeAll={() => session.queue.resumeAll()}
            onClearFinished={() => session.queue.remove(items.filter((item) => isFinished(item, docOf(item))).map((item) => item.key))}
          />
          <Paper variant="outlined">
            <Box component="ul" aria-label="Files" sx={{ m: 0, p: 0 }}>
              {items.map((item) => (
                <UploadRow key={item.key} item={item} doc={docOf(item)} actions={actions} caseLink={caseLink} />
              ))}
            </Box>
          </Paper>
          <Typography variant="body2" color="text.secondary">
            You can open other pages meanwhile: uploads carry on in this tab. Closing or reloading the tab stops them; choose the same files again
            afterwards and they continue where they stopped.
          </Typography>
        </>
      ) : null}

      {viewing ? (
        <DocumentViewer
          documentId={viewing.id}
          caseId={viewing.caseId}
          canDelete={false}
          canReprocess={false}
          known={items.flatMap((item) => {
            const doc = docOf(item);
            return doc ? [doc] : [];
          })}
          onOpen={(id) => setViewing({ caseId: viewing.caseId, id })}
          onClose={() => setViewing(null)}
          onMissing={() => {
            setViewing(null);
            notify.error('That document is no longer in the case.');
          }}
        />
      ) : null}
    </Stack>
  );
}
