import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaseCourt,
  CaseDeadlines,
  CourtClosureChange,
  CourtClosureList,
  CreateCourtClosureRequest,
  CreateDeadlineTriggerRequest,
  DeadlineTrigger,
  UpdateCaseCourtRequest,
  UpdateDeadlineTriggerRequest,
} from '@app/contract';
import { api } from '../../lib/api-client';

/** The one client for court-rule deadlines: a case's triggers and court, the firm's closure days. */
export const deadlineKeys = {
  case: (caseId: string) => ['deadlines', caseId] as const,
  closures: ['court-closures'] as const,
};

export function useCaseDeadlines(caseId: string) {
  return useQuery({
    queryKey: deadlineKeys.case(caseId),
    queryFn: ({ signal }) => api.get<CaseDeadlines>(`/cases/${caseId}/deadlines`, { signal }),
  });
}

/** A trigger's deadlines are the case's events too: the timeline and the dashboard read them again. */
function useInvalidateCase(caseId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: deadlineKeys.case(caseId) }),
      queryClient.invalidateQueries({ queryKey: ['cases', 'events', caseId] }),
    ]);
}

export function useSaveTrigger(caseId: string) {
  const invalidate = useInvalidateCase(caseId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateDeadlineTriggerRequest | UpdateDeadlineTriggerRequest }) =>
      id ? api.patch<DeadlineTrigger>(`/cases/${caseId}/deadline-triggers/${id}`, body) : api.post<DeadlineTrigger>(`/cases/${caseId}/deadline-triggers`, body),
    retry: false,
    onSettled: invalidate,
  });
}

export function useDeleteTrigger(caseId: string) {
  const invalidate = useInvalidateCase(caseId);
  return useMutation({
    mutationFn: (id: string) => api.delete<DeadlineTrigger>(`/cases/${caseId}/deadline-triggers/${id}`),
    retry: false,
    onSettled: invalidate,
  });
}

export function useSaveCourt(caseId: string) {
  const invalidate = useInvalidateCase(caseId);
  return useMutation({
    mutationFn: (body: UpdateCaseCourtRequest) => api.put<CaseCourt>(`/cases/${caseId}/court`, body),
    retry: false,
    onSettled: invalidate,
  });
}

export function useCourtClosures() {
  return useQuery({
    queryKey: deadlineKeys.closures,
    queryFn: ({ signal }) => api.get<CourtClosureList>('/organization/court-closures', { signal }),
  });
}

/** A closure moves deadlines of any case: every case's deadlines are read again. */
function useInvalidateClosures() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: deadlineKeys.closures }), queryClient.invalidateQueries({ queryKey: ['deadlines'] }), queryClient.invalidateQueries({ queryKey: ['cases', 'events'] })]);
}

export function useAddClosure() {
  const invalidate = useInvalidateClosures();
  return useMutation({
    mutationFn: (body: CreateCourtClosureRequest) => api.post<CourtClosureChange>('/organization/court-closures', body),
    retry: false,
    onSettled: invalidate,
  });
}

export function useDeleteClosure() {
  const invalidate = useInvalidateClosures();
  return useMutation({
    mutationFn: (id: string) => api.delete<CourtClosureChange>(`/organization/court-closures/${id}`),
    retry: false,
    onSettled: invalidate,
  });
}
