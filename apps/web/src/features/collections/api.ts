import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DocumentNearDuplicatesResponse, DocumentThreadResponse, NearDuplicateDiffResponse, ReviewListQuery, ReviewListResponse } from '@app/contract';
import { api } from '../../lib/api-client';

/** The review API: a case's e-mail review list, a document's thread, its near-duplicate group and a diff. */
export type ReviewFilters = Partial<ReviewListQuery>;

export const reviewKeys = {
  all: ['collections-review'] as const,
  list: (caseId: string, filters: ReviewFilters) => ['collections-review', 'list', caseId, filters] as const,
  thread: (id: string) => ['collections-review', 'thread', id] as const,
  group: (id: string) => ['collections-review', 'group', id] as const,
  diff: (id: string, against: string | null) => ['collections-review', 'diff', id, against] as const,
};

/** Threads and groups are worked out in the background after an upload: look again while they are. */
const POLL_MS = 3000;
const stillWorking = (status: string | undefined) => status === 'waiting' || status === 'running';

export function useReviewList(caseId: string, filters: ReviewFilters) {
  return useQuery({
    queryKey: reviewKeys.list(caseId, filters),
    queryFn: ({ signal }) => api.get<ReviewListResponse>(`/cases/${caseId}/review/documents`, { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (stillWorking(query.state.data?.review.status) ? POLL_MS : false),
  });
}

export function useDocumentThread(documentId: string) {
  return useQuery({
    queryKey: reviewKeys.thread(documentId),
    queryFn: ({ signal }) => api.get<DocumentThreadResponse>(`/documents/${documentId}/thread`, { signal }),
    refetchInterval: (query) => (stillWorking(query.state.data?.review.status) ? POLL_MS : false),
  });
}

export function useNearDuplicates(documentId: string) {
  return useQuery({
    queryKey: reviewKeys.group(documentId),
    queryFn: ({ signal }) => api.get<DocumentNearDuplicatesResponse>(`/documents/${documentId}/near-duplicates`, { signal }),
    refetchInterval: (query) => (stillWorking(query.state.data?.review.status) ? POLL_MS : false),
  });
}

export function useNearDuplicateDiff(documentId: string, against: string | null, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.diff(documentId, against),
    queryFn: ({ signal }) => api.get<NearDuplicateDiffResponse>(`/documents/${documentId}/near-duplicates/diff`, { query: { against: against ?? undefined }, signal }),
    enabled,
  });
}
