import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { TranscriptionJob, TranscriptionJobList } from '@app/contract';
import { emptyFileReason, type QueueItem } from '../upload/upload-queue';
import { FileRow, type FileRowActions } from './FileRow';
import { JobList } from './JobList';
import type { TranscriptionFile } from './transcription-uploads';

const CASE = '11111111-1111-4111-8111-111111111111';

const doneJob: TranscriptionJob = {
  id: '22222222-2222-4222-8222-222222222222',
  case_id: CASE,
  case_name: 'Quimby v. Harbor Storage',
  kind: 'media',
  document_id: '33333333-3333-4333-8333-333333333333',
  filename: 'earlier-call.m4a',
  transcript_document_id: '44444444-4444-4444-8444-444444444444',
  engine: 'openai-compatible',
  model: 'whisper-1',
  language: null,
  speaker_count: null,
  state: 'completed',
  stage: 'done',
  percent: 100,
  minutes_done: 2,
  minutes_total: 2,
  failure_reason: null,
  created_by: null,
  created_by_name: 'Ann Porter',
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:02:00.000Z',
  finished_at: '2026-11-02T10:02:00.000Z',
  can_cancel: false,
  can_retry: false,
};

function upload(extra: Partial<QueueItem>): QueueItem {
  return {
    key: 'upload-1',
    caseId: CASE,
    uploadId: '55555555-5555-4555-8555-555555555555',
    name: 'hello.wav',
    size: 1000,
    lastModified: 0,
    phase: 'uploading',
    sentBytes: 400,
    message: null,
    document: null,
    resumed: false,
    retryable: true,
    ...extra,
  };
}

const fileOf = (item: QueueItem): TranscriptionFile => ({ upload: item, kind: 'media', job: null, startError: null, startRetryable: false, starting: false });

const actions = (): FileRowActions => ({ pause: vi.fn(), resume: vi.fn(), cancelUpload: vi.fn(), retryStart: vi.fn(), remove: vi.fn(), open: vi.fn() });

/** The case's jobs as the page lists them (a settled one among them), then the files added now. */
function Page({ files, opened }: { files: TranscriptionFile[]; opened: FileRowActions }) {
  const jobs = useQuery<TranscriptionJobList>({
    queryKey: ['transcription', 'jobs', CASE],
    queryFn: () => ({ jobs: [doneJob], total: 1, page: 1, page_size: 50, engine: { engine: 'none', description: '', model: null, available: false, problem: null, accuracy: null } }),
  });
  return (
    <>
      <JobList query={jobs} onOpen={opened.open} />
      <ul aria-label="Files being transcribed">
        {files.map((file) => (
          <FileRow key={file.upload.key} file={file} actions={opened} />
        ))}
      </ul>
    </>
  );
}

function renderPage(files: TranscriptionFile[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const opened = actions();
  render(
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={client}>
        <Page files={files} opened={opened} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return opened;
}

const row = (name: string) => within(screen.getByRole('list', { name: 'Files being transcribed' })).getByRole('listitem', { name });

describe('FileRow (the "Added now" rows)', () => {
  it("shows a file still uploading as uploading, never as another job's Done with its Open", async () => {
    renderPage([fileOf(upload({}))]);
    // The settled job below is listed first (it seeds its own status), then the file's row draws.
    await screen.findByRole('button', { name: 'Open the transcript of earlier-call.m4a' });
    const uploading = row('hello.wav');
    expect(within(uploading).getAllByText('Uploading 40%').length).toBeGreaterThan(0);
    expect(within(uploading).getByRole('progressbar', { name: 'Upload progress of hello.wav' })).toBeInTheDocument();
    expect(within(uploading).queryByText('Done')).not.toBeInTheDocument();
    expect(within(uploading).queryByRole('button', { name: /Open/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused file, with no Retry (sending it again would be refused again)", async () => {
    const reason = '"notes.wav" is not an audio or video recording. Choose an audio or video recording to transcribe.';
    renderPage([fileOf(upload({ name: 'notes.wav', phase: 'failed', message: reason, retryable: false, sentBytes: 1000 }))]);
    await screen.findByRole('button', { name: 'Open the transcript of earlier-call.m4a' });
    const refused = row('notes.wav');
    expect(within(refused).getByText(reason)).toBeInTheDocument();
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    expect(within(refused).queryByText('Done')).not.toBeInTheDocument();
    expect(within(refused).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(refused).getByRole('button', { name: 'Remove notes.wav from the list' })).toBeInTheDocument();
  });

  it('says why an empty file is refused, without Retry', async () => {
    renderPage([fileOf(upload({ name: 'empty.wav', size: 0, phase: 'refused', message: emptyFileReason('empty.wav'), retryable: false, sentBytes: 0 }))]);
    await screen.findByRole('button', { name: 'Open the transcript of earlier-call.m4a' });
    const empty = row('empty.wav');
    expect(within(empty).getByText(emptyFileReason('empty.wav'))).toBeInTheDocument();
    expect(within(empty).queryByText('Done')).not.toBeInTheDocument();
    expect(within(empty).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('offers Retry where trying again can help (a damaged chunk, a garbled answer)', async () => {
    const opened = renderPage([fileOf(upload({ name: 'long.wav', phase: 'failed', message: 'Invalid JSON response', retryable: true }))]);
    await screen.findByRole('button', { name: 'Open the transcript of earlier-call.m4a' });
    within(row('long.wav')).getByRole('button', { name: 'Retry long.wav' }).click();
    expect(opened.resume).toHaveBeenCalledWith('upload-1');
  });
});
