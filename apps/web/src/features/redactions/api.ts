import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchRedactionRequest, BatchRedactionResponse, CreateRedactionRequest, CreateRedactionSetRequest, Redaction, RedactionListResponse, RedactionPageView, RedactionSet, RedactionSetListResponse } from '@app/contract';
import { api } from '../../lib/api-client';

/** The one client for the redactions API (the viewer's Redactions panel). */
export const redactionKeys = {
  all: ['redactions'] as const,
  sets: (caseId: string) => ['redactions', 'sets', caseId] as const,
  list: (setId: string, documentId: string) => ['redactions', 'list', setId, documentId] as const,
  page: (setId: string, documentId: string, page: number) => ['redactions', 'page', setId, documentId, page] as const,
};

export function useRedactionSets(caseId: string) {
  return useQuery({
    queryKey: redactionKeys.sets(caseId),
    queryFn: ({ signal }) => api.get<RedactionSetListResponse>(`/cases/${caseId}/redaction-sets`, { signal }),
  });
}

export function useRedactions(setId: string | null, documentId: string) {
  return useQuery({
    queryKey: redactionKeys.list(setId ?? '', documentId),
    queryFn: ({ signal }) => api.get<RedactionListResponse>(`/redaction-sets/${setId}/redactions`, { query: { document_id: documentId }, signal }),
    enabled: setId !== null,
  });
}

/** A page as produced, with the places of the set's text redactions (read again after every change). */
export function useRedactionPage(setId: string | null, documentId: string, page: number) {
  return useQuery({
    queryKey: redactionKeys.page(setId ?? '', documentId, page),
    queryFn: ({ signal }) => api.get<RedactionPageView>(`/redaction-sets/${setId}/documents/${documentId}/page`, { query: { page_number: page }, signal }),
    enabled: setId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: redactionKeys.all });
}

export function useCreateRedactionSet(caseId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: CreateRedactionSetRequest) => api.post<RedactionSet>(`/cases/${caseId}/redaction-sets`, body), retry: false, onSettled: invalidate });
}

export function useSetDecision() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: ({ setId, decision }: { setId: string; decision: 'approve' | 'reopen' }) => api.post<RedactionSet>(`/redaction-sets/${setId}/${decision}`), retry: false, onSettled: invalidate });
}

export function useCreateRedaction() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: ({ setId, body }: { setId: string; body: CreateRedactionRequest }) => api.post<Redaction>(`/redaction-sets/${setId}/redactions`, body), retry: false, onSettled: invalidate });
}

export function useBatchRedaction() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: ({ setId, body }: { setId: string; body: BatchRedactionRequest }) => api.post<BatchRedactionResponse>(`/redaction-sets/${setId}/batch`, body), retry: false, onSettled: invalidate });
}

export function useDeleteRedaction() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete<Redaction>(`/redactions/${id}`), retry: false, onSettled: invalidate });
}
