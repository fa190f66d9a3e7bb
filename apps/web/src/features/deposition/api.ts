import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddSegmentsRequest,
  CreateDepositionSessionRequest,
  DepositionSession,
  DepositionSessionList,
  DepositionSummary,
  DepositionTranscript,
  QuestionStatus,
  SuggestedQuestion,
  TestimonySegment,
  TranscriptionEngineInfo,
  UpdateDepositionSessionRequest,
} from '@app/contract';
import { api } from '../../lib/api-client';

/** The one client for the deposition API as /realtime-deposition reads it. */
const BASE = '/realtime-deposition/sessions';

export const depositionKeys = {
  all: ['deposition'] as const,
  sessions: (caseId: string) => ['deposition', 'sessions', caseId] as const,
  transcript: (sessionId: string) => ['deposition', 'transcript', sessionId] as const,
  summary: (sessionId: string) => ['deposition', 'summary', sessionId] as const,
};

export function useDepositionSessions(caseId: string | null) {
  return useQuery({
    queryKey: depositionKeys.sessions(caseId ?? ''),
    queryFn: ({ signal }) => api.get<DepositionSessionList>(BASE, { query: { case_id: caseId, page: 1, page_size: 100 }, signal }),
    enabled: caseId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Everything the live view needs on open (and after a gap in the live events). */
export function fetchTranscript(sessionId: string, signal?: AbortSignal): Promise<DepositionTranscript> {
  return api.get<DepositionTranscript>(`${BASE}/${sessionId}/transcript`, { signal });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDepositionSessionRequest) => api.post<DepositionSession>(BASE, body),
    retry: false,
    onSuccess: (session) => queryClient.invalidateQueries({ queryKey: depositionKeys.sessions(session.case_id) }),
  });
}

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDepositionSessionRequest }) => api.put<DepositionSession>(`${BASE}/${id}`, body),
    retry: false,
    onSuccess: (session) => queryClient.invalidateQueries({ queryKey: depositionKeys.sessions(session.case_id) }),
  });
}

export function useSessionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'start' | 'stop' }) => api.post<DepositionSession>(`${BASE}/${id}/${action}`),
    retry: false,
    onSuccess: (session) => queryClient.invalidateQueries({ queryKey: depositionKeys.sessions(session.case_id) }),
  });
}

export function postSegments(sessionId: string, body: AddSegmentsRequest): Promise<{ segments: TestimonySegment[] }> {
  return api.post<{ segments: TestimonySegment[] }>(`${BASE}/${sessionId}/segments`, body);
}

/** A few seconds of the microphone, transcribed by the server's engine into one line of `kind`. */
export function postAudioChunk(sessionId: string, audio: Blob, kind: 'question' | 'answer'): Promise<{ segments: TestimonySegment[] }> {
  return api.post<{ segments: TestimonySegment[] }>(`${BASE}/${sessionId}/audio`, audio, { query: { kind } });
}

export function updateQuestion(sessionId: string, questionId: string, status: QuestionStatus): Promise<SuggestedQuestion> {
  return api.patch<SuggestedQuestion>(`${BASE}/${sessionId}/questions/${questionId}`, { status });
}

export function useSummary(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: depositionKeys.summary(sessionId),
    queryFn: ({ signal }) => api.get<DepositionSummary>(`${BASE}/${sessionId}/summary`, { signal }),
    enabled,
  });
}

/** The Q&A with the insights as annotations, fetched with the session's token as a blob. */
export function fetchDepositionExport(sessionId: string, format: 'docx' | 'pdf'): Promise<Blob> {
  return api.get<Blob>(`${BASE}/${sessionId}/export`, { query: { format }, responseType: 'blob' });
}

/** Whether speech can be transcribed here (the same query, and cache entry, /transcription reads). */
export function useSpeechEngine() {
  return useQuery({
    queryKey: ['transcription', 'engine'] as const,
    queryFn: ({ signal }) => api.get<TranscriptionEngineInfo>('/transcription/engine', { signal }),
    staleTime: 60_000,
  });
}
