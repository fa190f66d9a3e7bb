import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CollectionFilters,
  BulkCodingRequest,
  BulkCodingResponse,
  CodingChange,
  CreateDiscoveryRequestRequest,
  CreateProductionRequest,
  DiscoveryRequest,
  DiscoveryRequestList,
  DocumentCoding,
  NextBates,
  PrivilegeLog,
  PrivilegeLogEntry,
  Production,
  ProductionDetail,
  ProductionList,
  ReviewQueue,
  UpdateDiscoveryRequestRequest,
} from '@app/contract';
import { api } from '../../lib/api-client';

/** The one client for the discovery API, as the /discovery screen reads it. */
export type ReviewFilter = 'all' | 'unreviewed' | 'responsive' | 'not_responsive' | 'privileged';
export interface ReviewQueueParams {
  caseId: string;
  requestId: string | null;
  filter: ReviewFilter;
  q: string;
  page: number;
  pageSize: number;
  /** Custodian, folder or path, thread, near-duplicate group, inclusive only (as the API names them); none when left out. */
  collection?: CollectionFilters;
}

export const discoveryKeys = {
  all: ['discovery'] as const,
  requests: (caseId: string) => ['discovery', 'requests', caseId] as const,
  request: (id: string) => ['discovery', 'request', id] as const,
  review: (caseId: string) => ['discovery', 'review', caseId] as const,
  reviewQueue: (p: ReviewQueueParams) => ['discovery', 'review', p.caseId, p.requestId, p.filter, p.q, p.page, p.pageSize, p.collection] as const,
  productions: (caseId: string) => ['discovery', 'productions', caseId] as const,
  production: (id: string) => ['discovery', 'production', id] as const,
  nextBates: (prefix: string) => ['discovery', 'bates-next', prefix] as const,
  privilegeLog: (caseId: string) => ['discovery', 'privilege-log', caseId] as const,
};

/** A production being made is polled this often (the job reports its stage and percent). */
export const PRODUCTION_POLL_MS = 1500;
const isBuilding = (p: Production) => p.status === 'queued' || p.status === 'running';

export function useDiscoveryRequests(caseId: string | null) {
  return useQuery({
    queryKey: discoveryKeys.requests(caseId ?? ''),
    queryFn: ({ signal }) => api.get<DiscoveryRequestList>('/discovery/requests', { query: { case_id: caseId, page: 1, page_size: 100 }, signal }),
    enabled: caseId !== null,
  });
}

export function useDiscoveryRequest(id: string | null) {
  return useQuery({
    queryKey: discoveryKeys.request(id ?? ''),
    queryFn: ({ signal }) => api.get<DiscoveryRequest>(`/discovery/requests/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** After a change to requests or coding, everything that counts them reads again. */
function useRefreshDiscovery() {
  const queryClient = useQueryClient();
  return (caseId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: discoveryKeys.requests(caseId) }),
      queryClient.invalidateQueries({ queryKey: ['discovery', 'request'] }),
      queryClient.invalidateQueries({ queryKey: discoveryKeys.review(caseId) }),
      queryClient.invalidateQueries({ queryKey: discoveryKeys.privilegeLog(caseId) }),
      // The response deadline is a case event: the case's calendar changes with it.
      queryClient.invalidateQueries({ queryKey: ['cases'] }),
    ]);
}

export function useCreateDiscoveryRequest() {
  const refresh = useRefreshDiscovery();
  return useMutation({
    mutationFn: (body: CreateDiscoveryRequestRequest) => api.post<DiscoveryRequest>('/discovery/requests', body),
    retry: false,
    onSuccess: (request) => refresh(request.case_id),
  });
}

export function useUpdateDiscoveryRequest() {
  const queryClient = useQueryClient();
  const refresh = useRefreshDiscovery();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDiscoveryRequestRequest }) => api.put<DiscoveryRequest>(`/discovery/requests/${id}`, body),
    retry: false,
    onSuccess: (request) => {
      queryClient.setQueryData(discoveryKeys.request(request.id), request);
      return refresh(request.case_id);
    },
  });
}

export function useDeleteDiscoveryRequest() {
  const refresh = useRefreshDiscovery();
  return useMutation({
    mutationFn: (request: DiscoveryRequest) => api.delete<unknown>(`/discovery/requests/${request.id}`),
    retry: false,
    onSuccess: (_answer, request) => refresh(request.case_id),
  });
}

export function useReviewQueue(params: ReviewQueueParams | null) {
  return useQuery({
    queryKey: params ? discoveryKeys.reviewQueue(params) : ['discovery', 'review', 'none'],
    queryFn: ({ signal }) =>
      api.get<ReviewQueue>('/discovery/review', {
        query: {
          case_id: params?.caseId,
          request_id: params?.requestId ?? undefined,
          filter: params?.filter,
          q: params?.q || undefined,
          page: params?.page,
          page_size: params?.pageSize,
          ...params?.collection,
        },
        signal,
      }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCodeDocument(caseId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshDiscovery();
  return useMutation({
    mutationFn: ({ documentId, change }: { documentId: string; change: CodingChange }) => api.put<DocumentCoding>(`/discovery/review/${documentId}`, change),
    retry: false,
    onSuccess: (coding) => {
      // The queue shows the answer at once; the counts and filters catch up with the refetch.
      queryClient.setQueriesData<ReviewQueue>({ queryKey: discoveryKeys.review(caseId) }, (queue) =>
        queue ? { ...queue, documents: queue.documents.map((d) => (d.document_id === coding.document_id ? coding : d)) } : queue,
      );
      void refresh(caseId);
    },
  });
}

export function useBulkCode() {
  const refresh = useRefreshDiscovery();
  return useMutation({
    mutationFn: (body: BulkCodingRequest) => api.post<BulkCodingResponse>('/discovery/review/bulk', body),
    retry: false,
    onSuccess: (_answer, body) => refresh(body.case_id),
  });
}

export function useProductions(caseId: string | null) {
  return useQuery({
    queryKey: discoveryKeys.productions(caseId ?? ''),
    queryFn: ({ signal }) => api.get<ProductionList>('/discovery/productions', { query: { case_id: caseId, page: 1, page_size: 100 }, signal }),
    enabled: caseId !== null,
    refetchInterval: (query) => (query.state.data?.productions.some(isBuilding) ? PRODUCTION_POLL_MS : false),
  });
}

export function useProduction(id: string | null) {
  return useQuery({
    queryKey: discoveryKeys.production(id ?? ''),
    queryFn: ({ signal }) => api.get<ProductionDetail>(`/discovery/productions/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && !isBuilding(query.state.data) ? false : PRODUCTION_POLL_MS),
  });
}

export function useNextBates(prefix: string | null) {
  return useQuery({
    queryKey: discoveryKeys.nextBates(prefix ?? ''),
    queryFn: ({ signal }) => api.get<NextBates>('/discovery/bates/next', { query: { prefix }, signal }),
    enabled: prefix !== null,
    retry: false,
  });
}

export function useCreateProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductionRequest) => api.post<Production>('/discovery/productions', body),
    retry: false,
    onSuccess: (production) => {
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.productions(production.case_id) });
      void queryClient.invalidateQueries({ queryKey: ['discovery', 'bates-next'] });
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.review(production.case_id) });
    },
  });
}

/** The volume's ZIP, fetched with the session's token (a plain link could not send it). */
export function fetchProductionZip(id: string): Promise<Blob> {
  return api.get<Blob>(`/discovery/productions/${id}/download`, { responseType: 'blob' });
}

export function usePrivilegeLog(caseId: string | null) {
  return useQuery({
    queryKey: discoveryKeys.privilegeLog(caseId ?? ''),
    queryFn: ({ signal }) => api.get<PrivilegeLog>('/discovery/privilege-log', { query: { case_id: caseId }, signal }),
    enabled: caseId !== null,
  });
}

export function useUpdatePrivilegeDescription(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, description }: { documentId: string; description: string }) =>
      api.put<PrivilegeLogEntry>(`/discovery/privilege-log/${documentId}`, { description }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discoveryKeys.privilegeLog(caseId) }),
  });
}

export function fetchPrivilegeLogExport(caseId: string, format: 'csv' | 'xlsx'): Promise<Blob> {
  return api.get<Blob>('/discovery/privilege-log/export', { query: { case_id: caseId, format }, responseType: 'blob' });
}
