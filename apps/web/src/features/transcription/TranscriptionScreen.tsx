import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useUrlParams } from '../../lib/use-url-params';
import { mayTranscribe, type Case, type TranscriptionEngineInfo, type TranscriptionJob, type TranscriptionKind, type User } from '@app/contract';
import { LoadingRows } from '../../components/QueryStates';
import { PageSpinner } from '../../components/PageSpinner';
import { announce } from '../../lib/a11y/announcer';
import { usePageTitle } from '../../lib/a11y/page-title';
import { useAppContext } from '../../lib/app-context';
import { useAuth } from '../../lib/auth/auth-context';
import { notify } from '../../lib/toast';
import { CaseSelector } from '../case-selector/CaseSelector';
import { caseKeys, useCase } from '../cases/api';
import { documentKeys } from '../documents/api';
import type { RefusedFile } from '../upload/upload-queue';
import { transcriptionKeys, useJobForTranscriptDocument, useTranscriptionEngine, useTranscriptionJobs } from './api';
import { EngineNotice } from './EngineNotice';
import { FileRow, type FileRowActions } from './FileRow';
import { JobList } from './JobList';
import { IMPORT_STILL_WORKS, NOT_TRANSCRIBABLE, fileKind, noEngineMessage } from './job-status';
import { TranscriptionDropZone } from './TranscriptionDropZone';
import { readTranscriptTarget, withJob } from './transcript-url';
import { TranscriptView } from './TranscriptView';
import { setAfterJobStart, transcriptionUploadsFor, useTranscriptionFiles, type RecordingOptions } from './transcription-uploads';
import { RecordingOptionsFields } from './RecordingOptionsFields';
import { PageHeader } from '../../components/PageHeader';

/** /transcription (paralegal and above): recordings in, time-coded transcripts out, read in sync with the recording. */
export function TranscriptionScreen() {
  const { user } = useAuth();
  usePageTitle('Transcription');
  if (!user) return <PageSpinner />;
  return <TranscriptionScreenFor user={user} />;
}

function TranscriptionScreenFor({ user }: { user: User }) {
  const [params, setParams] = useUrlParams();
  const target = readTranscriptTarget(params);
  const { setSelectedCaseId } = useAppContext();

  // A link may name the case (/transcription?case={id}): it becomes the app's chosen case.
  const linkedCase = target.caseId;
  const hasCaseParam = params.has('case');
  useEffect(() => {
    if (!hasCaseParam) return;
    if (linkedCase) setSelectedCaseId(linkedCase);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('case');
        return next;
      },
      { replace: true },
    );
  }, [hasCaseParam, linkedCase, setSelectedCaseId, setParams]);
  const byDocument = useJobForTranscriptDocument(target.jobId ? null : target.documentId);
  const openJob = (job: TranscriptionJob | null) => setParams((current) => withJob(current, job?.id ?? null));
  const jobId = target.jobId ?? byDocument.data?.id ?? null;

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title="Transcription"
        subtitle="Turn recordings of depositions, hearings and calls into time-coded transcripts that are searchable documents of the case."
      />
      {jobId ? (
        <TranscriptView
          key={jobId}
          jobId={jobId}
          user={user}
          arrival={target.jobId ? null : { page: target.page, q: target.q }}
          onBack={() => openJob(null)}
        />
      ) : target.documentId && byDocument.isPending ? (
        <LoadingRows rows={6} height={40} label="Finding the transcript" />
      ) : (
        <>
          {target.documentId ? (
            <Alert
              severity={byDocument.isError ? 'error' : 'info'}
              action={
                <Button color="inherit" size="small" onClick={() => openJob(null)}>
                  Close
                </Button>
              }
            >
              {byDocument.isError ? 'The transcript could not be found.' : 'This document is not a transcript made on this page, so it cannot be opened here. Open it from its case.'}
            </Alert>
          ) : null}
          <Overview user={user} onOpen={openJob} />
        </>
      )}
    </Stack>
  );
}

/** Why files cannot go to this case right now, in words; null when they can. */
function blockedReason(user: User, caseId: string | null, query: { isPending: boolean; isError: boolean; data: Case | undefined }): string | null {
  if (!caseId) return 'Choose a case first: every transcript is filed under a case.';
  if (query.isError) return 'This case could not be loaded. Choose another case.';
  if (query.isPending || !query.data) return 'Loading the case…';
  if (query.data.archived_at) return 'This case is archived; reopen it before adding recordings.';
  if (!mayTranscribe(user.role, query.data.access_level)) return 'You have read-only access to this case, so you cannot add recordings to it.';
  return null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function dropHint(engine: TranscriptionEngineInfo | undefined, caseName: string | null): string {
  const where = caseName ? ` They are added to ${caseName}.` : '';
  if (engine && !engine.available) return `Recordings cannot be transcribed without an engine. ${IMPORT_STILL_WORKS}${where}`;
  return `Audio or video (MP3, M4A, WAV, FLAC, OGG, MP4, MOV, WebM…), or a court reporter's transcript (.txt or .pdf) to import.${where}`;
}

function Overview({ user, onOpen }: { user: User; onOpen(job: TranscriptionJob): void }) {
  const { selectedCaseId } = useAppContext();
  const queryClient = useQueryClient();
  const engine = useTranscriptionEngine();
  const caseQuery = useCase(selectedCaseId);
  const jobs = useTranscriptionJobs(selectedCaseId);
  const uploads = transcriptionUploadsFor(user.id);
  const files = useTranscriptionFiles(uploads);
  const blocked = blockedReason(user, selectedCaseId, caseQuery);
  const [options, setOptions] = useState<RecordingOptions>({});

  useEffect(() => {
    setAfterJobStart((job) => {
      void queryClient.invalidateQueries({ queryKey: transcriptionKeys.jobs(job.case_id) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      void queryClient.invalidateQueries({ queryKey: caseKeys.all });
    });
  }, [queryClient]);

  const addFiles = (chosen: File[], folders: string[]) => {
    if (!selectedCaseId || blocked) {
      notify.error(blocked ?? 'Choose a case first.');
      return;
    }
    const engineReady = engine.data?.available ?? false;
    const accepted: { file: File; kind: TranscriptionKind }[] = [];
    const refused: RefusedFile[] = folders.map((name) => ({ name, reason: 'Folders cannot be added as such: open the folder and choose the files inside it.' }));
    for (const file of chosen) {
      const kind = fileKind(file);
      if (kind === 'other') refused.push({ name: file.name, reason: NOT_TRANSCRIBABLE });
      else if (kind === 'media' && !engineReady) refused.push({ name: file.name, reason: noEngineMessage(engine.data) });
      else accepted.push({ file, kind });
    }
    uploads.add(accepted, selectedCaseId, refused, options);
    const said = [accepted.length > 0 ? `${plural(accepted.length, 'file')} uploading` : null, refused.length > 0 ? `${plural(refused.length, 'file')} refused` : null].filter(Boolean);
    if (said.length > 0) announce(`${said.join(', ')}.`);
    if (refused.length > 0 && accepted.length === 0) notify.error(refused.length === 1 ? (refused[0]?.reason ?? NOT_TRANSCRIBABLE) : `${plural(refused.length, 'file')} refused`);
  };

  const actions: FileRowActions = {
    pause: (key) => uploads.queue.pause(key),
    resume: (key) => uploads.queue.resume(key),
    cancelUpload: (key) => {
      uploads.queue.cancel(key);
      notify.info('Upload cancelled');
    },
    retryStart: (key) => uploads.retryStart(key),
    remove: (key) => uploads.remove(key),
    open: onOpen,
  };
  const caseFiles = files.filter((f) => f.upload.caseId === selectedCaseId);
  const otherFiles = files.length - caseFiles.length;

  return (
    <Stack spacing={2.5}>
      <EngineNotice query={engine} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(280px, 2fr) 3fr' }, alignItems: 'start' }}>
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Case
          </Typography>
          <CaseSelector mode="full" allowCreate={false} />
          {/* Hints for the engine: nothing to set while none can run (imports have their own language). */}
          {engine.data?.available ? <RecordingOptionsFields value={options} onChange={setOptions} /> : null}
        </Box>
        <TranscriptionDropZone
          blockedReason={blocked}
          hint={dropHint(engine.data, caseQuery.data?.name ?? null)}
          onFiles={addFiles}
          onBlockedDrop={() => notify.error(blocked ?? 'Choose a case first.')}
        />
      </Box>

      {caseFiles.length > 0 ? (
        <Box component="section" aria-labelledby="transcription-files-heading">
          <Typography id="transcription-files-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            Added now
          </Typography>
          <Paper variant="outlined">
            <Box component="ul" aria-label="Files being transcribed" sx={{ m: 0, p: 0 }}>
              {caseFiles.map((file) => (
                <FileRow key={file.upload.key} file={file} actions={actions} />
              ))}
            </Box>
          </Paper>
        </Box>
      ) : null}
      {otherFiles > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {plural(otherFiles, 'file')} added to other cases {otherFiles === 1 ? 'is' : 'are'} still listed under {otherFiles === 1 ? 'its' : 'their'} case.
        </Typography>
      ) : null}

      {selectedCaseId ? (
        <Box component="section" aria-labelledby="transcription-jobs-heading">
          <Typography id="transcription-jobs-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            Transcriptions in this case
          </Typography>
          <JobList query={jobs} onOpen={onOpen} />
        </Box>
      ) : null}
    </Stack>
  );
}
