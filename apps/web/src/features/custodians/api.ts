import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkDocumentCustodianRequest, BulkDocumentCustodianResponse, CaseReviewState, CreateCustodianRequest, CullingReport, CullingReportRequest, Custodian, CustodianListResponse, DedupScope, DedupStatus, DocumentCustody, UpdateCustodianRequest } from '@app/contract';
import { api } from '../../lib/api-client';

/** The one client for custodians, de-duplication and the culling report (the case tabs share it). */
export const custodianKeys = {
  case: (caseId: string) => ['custodians', caseId] as const,
  dedup: (caseId: string) => ['custodians', caseId, 'dedup'] as const,
  custody: (documentId: string) => ['custody', documentId] as const,
};

export function useCustodians(caseId: string) {
  return useQuery({
    queryKey: custodianKeys.case(caseId),
    queryFn: ({ signal }) => api.get<CustodianListResponse>(`/cases/${caseId}/custodians`, { signal }),
  });
}

/** Whether the caller may set documents' custodian and folder in this case: the custodian policy, as the server answers it. */
export function useMayAssignCustody(caseId: string): boolean {
  return useCustodians(caseId).data?.can_manage === true;
}

export function useDedupStatus(caseId: string, poll: boolean) {
  return useQuery({
    queryKey: custodianKeys.dedup(caseId),
    queryFn: ({ signal }) => api.get<DedupStatus>(`/cases/${caseId}/dedup`, { signal }),
    // While a run is coming or going, look again every few seconds.
    refetchInterval: (q) => (poll || q.state.data?.status === 'waiting' || q.state.data?.status === 'running' ? 3000 : false),
  });
}

export function useDocumentCustody(documentId: string | null) {
  return useQuery({
    queryKey: custodianKeys.custody(documentId ?? ''),
    queryFn: ({ signal }) => api.get<DocumentCustody>(`/documents/${documentId}/custody`, { signal }),
    enabled: documentId !== null,
  });
}

function useInvalidate(caseId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['custodians', caseId] });
}

export function useSaveCustodian(caseId: string) {
  const invalidate = useInvalidate(caseId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateCustodianRequest | UpdateCustodianRequest }) =>
      id ? api.put<Custodian>(`/cases/${caseId}/custodians/${id}`, body) : api.post<Custodian>(`/cases/${caseId}/custodians`, body),
    retry: false,
    onSettled: invalidate,
  });
}

export function useDeleteCustodian(caseId: string) {
  const invalidate = useInvalidate(caseId);
  return useMutation({
    mutationFn: (id: string) => api.delete<Custodian>(`/cases/${caseId}/custodians/${id}`),
    retry: false,
    onSettled: invalidate,
  });
}

export function useSetDedupScope(caseId: string) {
  const invalidate = useInvalidate(caseId);
  return useMutation({
    mutationFn: (scope: DedupScope) => api.put<DedupStatus>(`/cases/${caseId}/dedup`, { dedup_scope: scope }),
    retry: false,
    onSettled: invalidate,
  });
}

export function useCullingReport(caseId: string) {
  return useMutation({
    mutationFn: (body: CullingReportRequest) => api.post<CullingReport>(`/cases/${caseId}/culling-report`, body),
    retry: false,
  });
}

/** The report as a file: the same filters, the server's figures. */
export const exportCullingReport = (caseId: string, body: CullingReportRequest, format: 'xlsx' | 'csv') =>
  api.post<Blob>(`/cases/${caseId}/culling-report/export`, body, { query: { format }, responseType: 'blob' });

/** Selected documents' custodian (their families follow) and/or source path; the server audits each document. */
export function useAssignCustody(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkDocumentCustodianRequest) => api.patch<BulkDocumentCustodianResponse>(`/cases/${caseId}/documents/custody`, body),
    retry: false,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['custodians', caseId] });
      void queryClient.invalidateQueries({ queryKey: ['custody'] });
    },
  });
}

export const reviewSettingsKey = (caseId: string) => ['custodians', caseId, 'review-settings'] as const;

/** The case's near-duplicate threshold and where its threads and groups stand. */
export function useReviewSettings(caseId: string) {
  return useQuery({
    queryKey: reviewSettingsKey(caseId),
    queryFn: ({ signal }) => api.get<CaseReviewState>(`/cases/${caseId}/review/settings`, { signal }),
    // While the groups are being worked out again, look every few seconds.
    refetchInterval: (q) => (q.state.data?.status === 'waiting' || q.state.data?.status === 'running' ? 3000 : false),
  });
}

export function useSaveReviewSettings(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number) => api.put<CaseReviewState>(`/cases/${caseId}/review/settings`, { near_duplicate_threshold: threshold }),
    retry: false,
    onSuccess: (state) => queryClient.setQueryData(reviewSettingsKey(caseId), state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['collections-review'] }),
  });
}
