import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseConflictsResponse, ConflictCheck, ConflictSearchRequest, ConflictSearchResponse, CreateCaseRequest, CreateCaseResponse, RecordClearanceRequest } from '@app/contract';
import { api } from '../../lib/api-client';

/** The one client for conflict checks and clearance (the parties feature invalidates the same keys). */
export const conflictKeys = {
  forCase: (caseId: string) => ['conflicts', caseId] as const,
};

export function useCaseConflicts(caseId: string | null, enabled = true) {
  return useQuery({
    queryKey: conflictKeys.forCase(caseId ?? ''),
    queryFn: ({ signal }) => api.get<CaseConflictsResponse>(`/cases/${caseId}/conflicts`, { signal }),
    enabled: enabled && caseId !== null,
  });
}

function useInvalidate(caseId: string | null) {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: conflictKeys.forCase(caseId ?? '') }), client.invalidateQueries({ queryKey: ['cases'] })]);
}

export function useRecordClearance(caseId: string) {
  const invalidate = useInvalidate(caseId);
  return useMutation({ mutationFn: (body: RecordClearanceRequest) => api.post<CaseConflictsResponse>(`/cases/${caseId}/clearance`, body), retry: false, onSettled: invalidate });
}

export function useRerunCheck(caseId: string) {
  const invalidate = useInvalidate(caseId);
  return useMutation({ mutationFn: () => api.post<ConflictCheck>(`/cases/${caseId}/conflicts/check`), retry: false, onSettled: invalidate });
}

/** The intake form's check before the matter exists. */
export function useConflictSearch() {
  return useMutation({ mutationFn: (body: ConflictSearchRequest) => api.post<ConflictSearchResponse>('/conflicts/search', body), retry: false });
}

/** Opens the matter: the create answer carries the intake check. */
export function useOpenMatter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCaseRequest) => api.post<CreateCaseResponse>('/cases/', body),
    retry: false,
    onSettled: () => client.invalidateQueries({ queryKey: ['cases'] }),
  });
}

export const downloadConflictReport = (caseId: string) => api.get<Blob>(`/cases/${caseId}/conflicts/report`, { responseType: 'blob' });
