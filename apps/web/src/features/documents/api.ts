import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentDetail, DocumentStatus, DocumentSummary } from '@app/contract';
import { api } from '../../lib/api-client';

/** The one client for the documents API (spec §7 Documents), shared by the case page and /upload. */
export interface DocumentListFilters {
  case_id?: string;
  status?: DocumentStatus;
  type?: string;
  q?: string;
  page?: number;
  page_size?: number;
}

export interface DocumentList {
  documents: DocumentSummary[];
  total: number;
  page: number;
  page_size: number;
}

export const documentKeys = {
  all: ['documents'] as const,
  list: (filters: DocumentListFilters) => ['documents', 'list', filters] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
};

/** States that will still change by themselves: the views poll while any document is in one. */
export const IN_FLIGHT_STATUSES: readonly DocumentStatus[] = ['uploaded', 'queued', 'processing'];
const POLL_MS = 2000;

export function useDocumentList(filters: DocumentListFilters, enabled = true) {
  return useQuery({
    queryKey: documentKeys.list(filters),
    queryFn: ({ signal }) => api.get<DocumentList>('/documents/', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (query) =>
      query.state.data?.documents.some((d) => IN_FLIGHT_STATUSES.includes(d.status)) ? POLL_MS : false,
  });
}

export function useDocument(id: string | null) {
  return useQuery({
    queryKey: documentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<DocumentDetail>(`/documents/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && IN_FLIGHT_STATUSES.includes(query.state.data.status) ? POLL_MS : false),
  });
}

function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: documentKeys.all }),
      // Document counts show on case cards and in the selector.
      queryClient.invalidateQueries({ queryKey: ['cases'] }),
    ]);
}

export function useDeleteDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({ mutationFn: (id: string) => api.delete<unknown>(`/documents/${id}`), retry: false, onSettled: invalidate });
}

export function useReprocessDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (id: string) => api.post<DocumentSummary>(`/documents/${id}/reprocess`),
    retry: false,
    onSettled: invalidate,
  });
}

/** The original bytes, fetched with the session's token (a plain link could not send it). */
export function fetchOriginal(id: string): Promise<Blob> {
  return api.get<Blob>(`/documents/${id}/download`, { responseType: 'blob' });
}

export { useInvalidateDocuments };
