import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DocumentDetail, DocumentListQuery, DocumentListResponse, DocumentStatus, DocumentSummary } from '@app/contract';
import { api } from '../../lib/api-client';

/** The one client for the documents API, shared by the case page and /upload. */
export type DocumentListFilters = Partial<DocumentListQuery>;

export type DocumentList = z.infer<typeof DocumentListResponse>;

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

/** A document to follow, by case (the list endpoint filters by case). */
export interface DocumentRef {
  caseId: string;
  id: string;
}

/** Pages read per case before giving up on finding a document (it may have been deleted meanwhile). */
const STATE_PAGES_MAX = 10;
const STATE_PAGE_SIZE = 100;

/**
 * The live state of chosen documents (the upload page's rows), polled while any is still in
 * flight. It reads the case lists, newest first, rather than GET /documents/{id}: that call is
 * audited as a view, and polling it would fill the audit trail with views nobody made.
 */
export function useDocumentStates(refs: readonly DocumentRef[]) {
  const byCase = new Map<string, string[]>();
  for (const ref of refs) byCase.set(ref.caseId, [...(byCase.get(ref.caseId) ?? []), ref.id]);
  const wanted = [...byCase.entries()].map(([caseId, ids]) => ({ caseId, ids: [...ids].sort() })).sort((a, b) => a.caseId.localeCompare(b.caseId));
  return useQuery({
    queryKey: ['documents', 'states', wanted] as const,
    queryFn: async ({ signal }) => {
      const found: Record<string, DocumentSummary> = {};
      for (const { caseId, ids } of wanted) {
        const missing = new Set(ids);
        for (let page = 1; page <= STATE_PAGES_MAX && missing.size > 0; page += 1) {
          const list = await api.get<DocumentList>('/documents/', { query: { case_id: caseId, page, page_size: STATE_PAGE_SIZE }, signal });
          for (const doc of list.documents) {
            if (missing.delete(doc.id)) found[doc.id] = doc;
          }
          if (page * STATE_PAGE_SIZE >= list.total) break;
        }
      }
      return found;
    },
    enabled: wanted.length > 0,
    placeholderData: keepPreviousData,
    // A document missing from its case list was deleted meanwhile: nothing more to wait for.
    refetchInterval: (query) => (Object.values(query.state.data ?? {}).some((d) => IN_FLIGHT_STATUSES.includes(d.status)) ? POLL_MS : false),
  });
}

/**
 * One document for the viewer. GET /documents/{id} is audited as a view, so the viewer reads it
 * once and polls it only when `poll` is set (when it has no list that follows processing for it).
 */
export function useViewedDocument(id: string | null, poll: boolean) {
  return useQuery({
    queryKey: documentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<DocumentDetail>(`/documents/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (poll && query.state.data && IN_FLIGHT_STATUSES.includes(query.state.data.status) ? POLL_MS : false),
  });
}
