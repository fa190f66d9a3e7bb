import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateTranscriptionRequest,
  MediaLink,
  RenameSpeakerRequest,
  Transcript,
  TranscriptFormat,
  TranscriptRevision as TranscriptRevisionSchema,
  TranscriptSegment,
  TranscriptionEngineInfo,
  TranscriptionJob,
  TranscriptionJobList,
  UpdateSegmentRequest,
} from '@app/contract';
import { api } from '../../lib/api-client';
import { isActive } from './job-status';

/** The one client for the transcription API, as this screen reads it. */
export type MediaLinkInfo = z.infer<typeof MediaLink>;
export type TranscriptRevision = z.infer<typeof TranscriptRevisionSchema>;

export const transcriptionKeys = {
  all: ['transcription'] as const,
  engine: ['transcription', 'engine'] as const,
  jobs: (caseId: string) => ['transcription', 'jobs', caseId] as const,
  byDocument: (documentId: string) => ['transcription', 'by-document', documentId] as const,
  status: (jobId: string) => ['transcription', 'status', jobId] as const,
  transcript: (jobId: string) => ['transcription', 'transcript', jobId] as const,
  mediaLink: (jobId: string) => ['transcription', 'media-link', jobId] as const,
};

/** Live stages are polled this often while a job is queued or running (the issue: ~1.5 s). */
export const STATUS_POLL_MS = 1500;
/** The case's list follows along more slowly; each row's own status poll is the live one. */
const LIST_POLL_MS = 4000;
const JOBS_PAGE_SIZE = 50;

export function useTranscriptionEngine() {
  return useQuery({
    queryKey: transcriptionKeys.engine,
    queryFn: ({ signal }) => api.get<TranscriptionEngineInfo>('/transcription/engine', { signal }),
    staleTime: 60_000,
  });
}

/** The case's jobs, newest first (the server's order). */
export function useTranscriptionJobs(caseId: string | null) {
  return useQuery({
    queryKey: transcriptionKeys.jobs(caseId ?? ''),
    queryFn: ({ signal }) =>
      api.get<TranscriptionJobList>('/transcription/jobs', { query: { case_id: caseId, page: 1, page_size: JOBS_PAGE_SIZE }, signal }),
    enabled: caseId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.jobs.some(isActive) ? LIST_POLL_MS : false),
  });
}

/** The job that made a transcript document (what a search hit carries). */
export function useJobForTranscriptDocument(documentId: string | null) {
  return useQuery({
    queryKey: transcriptionKeys.byDocument(documentId ?? ''),
    queryFn: async ({ signal }) => {
      const list = await api.get<TranscriptionJobList>('/transcription/jobs', { query: { transcript_document_id: documentId, page: 1, page_size: 1 }, signal });
      return list.jobs[0] ?? null;
    },
    enabled: documentId !== null,
  });
}

/**
 * One job as it is now: `job` (what the caller already knows) until the poll answers, polled every
 * 1.5 s while it is queued or running and `follow` is on. Null without a job: a file still uploading
 * has no job, and must not show another one's state. Each job has its own cache entry, so one job's
 * answer never stands in for another's (they once shared one key, "no job", and a settled job
 * listed below showed up as the state of every file still uploading).
 */
export function useJobStatus(job: TranscriptionJob | null, { follow = true }: { follow?: boolean } = {}): TranscriptionJob | null {
  const jobId = job?.id ?? null;
  const query = useQuery({
    queryKey: jobId ? transcriptionKeys.status(jobId) : NO_JOB_KEY,
    queryFn: ({ signal }) => api.get<TranscriptionJob>(`/transcription/status/${jobId}`, { signal }),
    enabled: jobId !== null && follow,
    initialData: job ?? undefined,
    // Fresh data is what the poll is for: the initial answer is already seconds old.
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (q.state.data && !isActive(q.state.data) ? false : STATUS_POLL_MS),
  });
  if (!job) return null;
  return query.data?.id === job.id ? query.data : job;
}

/** Never fetched and never given data: the key of a row that has no job yet. */
const NO_JOB_KEY = ['transcription', 'status', 'no-job'] as const;

export function useTranscript(jobId: string | null) {
  return useQuery({
    queryKey: transcriptionKeys.transcript(jobId ?? ''),
    queryFn: ({ signal }) => api.get<Transcript>(`/transcription/jobs/${jobId}/transcript`, { signal }),
    enabled: jobId !== null,
  });
}

/** A fresh short-lived link for the player (an <audio>/<video> element cannot send the bearer token). */
export function fetchMediaLink(jobId: string): Promise<MediaLinkInfo> {
  return api.get<MediaLinkInfo>(`/transcription/jobs/${jobId}/media-link`);
}

export function useCreateTranscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTranscriptionRequest) => api.post<TranscriptionJob>('/transcription/create', body),
    retry: false,
    onSuccess: (job) => {
      queryClient.setQueryData(transcriptionKeys.status(job.id), job);
      void queryClient.invalidateQueries({ queryKey: transcriptionKeys.jobs(job.case_id) });
    },
  });
}

/** Cancel or retry; the list and the job's own status follow. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ job, action }: { job: TranscriptionJob; action: 'cancel' | 'retry' }) =>
      api.post<TranscriptionJob>(`/transcription/jobs/${job.id}/${action}`),
    retry: false,
    onSuccess: (job) => queryClient.setQueryData(transcriptionKeys.status(job.id), job),
    onSettled: (_data, _error, { job }) => queryClient.invalidateQueries({ queryKey: transcriptionKeys.jobs(job.case_id) }),
  });
}

/** A segment's corrected text (or speaker); its times stay. The transcript in the cache takes the answer. */
export function useUpdateSegment(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ segmentId, body }: { segmentId: string; body: UpdateSegmentRequest }) =>
      api.patch<TranscriptSegment>(`/transcription/jobs/${jobId}/segments/${segmentId}`, body),
    retry: false,
    onSuccess: (segment) =>
      queryClient.setQueryData<Transcript>(transcriptionKeys.transcript(jobId), (current) =>
        current ? { ...current, segments: current.segments.map((s) => (s.id === segment.id ? segment : s)) } : current,
      ),
    // The version, the speaker list and the transcript document's pages changed on the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: transcriptionKeys.transcript(jobId) }),
  });
}

/** Renames a speaker on every line; the answer is the revision, so the cached lines are renamed here and then read again. */
export function useRenameSpeaker(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RenameSpeakerRequest) => api.post<TranscriptRevision>(`/transcription/jobs/${jobId}/speakers/rename`, body),
    retry: false,
    onSuccess: (_revision, { from, to }) =>
      queryClient.setQueryData<Transcript>(transcriptionKeys.transcript(jobId), (current) =>
        current
          ? {
              ...current,
              segments: current.segments.map((s) => (s.speaker === from ? { ...s, speaker: to } : s)),
              speakers: [...new Set(current.speakers.map((name) => (name === from ? to : name)))],
            }
          : current,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transcriptionKeys.transcript(jobId) }),
  });
}

/** An export, fetched with the session's token as a blob (a plain link could not send it). */
export function fetchExport(jobId: string, format: TranscriptFormat): Promise<Blob> {
  return api.get<Blob>(`/transcription/download/${jobId}`, { query: { format }, responseType: 'blob' });
}
