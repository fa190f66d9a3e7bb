import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AiEnginesStatus, CaseAnalysis, DocumentSearchResponse, EntitiesResponse, GapsResponse, SearchMode, SearchSort, TimelineResponse } from '@app/contract';
import { api } from '../../lib/api-client';
import type { SearchFiltersPayload } from './search-url';

/** The search and analysis API as this screen reads it. */
export const PAGE_SIZE = 20;

export interface SearchCall {
  q: string;
  mode: SearchMode;
  sort: SearchSort;
  page: number;
  filters: SearchFiltersPayload;
}

export const searchKeys = {
  documents: (call: SearchCall) => ['search', 'documents', call] as const,
  engines: ['search', 'engines'] as const,
  analysis: (kind: 'case' | 'timeline' | 'entities' | 'gaps', caseId: string) => ['analysis', kind, caseId] as const,
};

/** Keyword: GET with the web-search syntax; semantic: POST /vector; hybrid: POST /advanced (both fused). */
export function runSearch(call: SearchCall, signal?: AbortSignal): Promise<DocumentSearchResponse> {
  const { q, mode, sort, page, filters } = call;
  if (mode === 'semantic') {
    return api.post<DocumentSearchResponse>('/search/vector', { q, page, page_size: PAGE_SIZE, ...filters }, { signal });
  }
  if (mode === 'hybrid') {
    return api.post<DocumentSearchResponse>('/search/advanced', { q, mode, sort, page, page_size: PAGE_SIZE, ...filters }, { signal });
  }
  return api.get<DocumentSearchResponse>('/search/documents', { query: { q, sort, page, page_size: PAGE_SIZE, ...filters }, signal });
}

// Each search is audited on the server: only a submitted query is sent, never every keystroke,
// and a repeat within a short while reuses the answer.
const SEARCH_FRESH_MS = 30_000;

export function useDocumentSearch(call: SearchCall | null) {
  return useQuery({
    queryKey: searchKeys.documents(call ?? { q: '', mode: 'keyword', sort: 'relevance', page: 1, filters: {} }),
    queryFn: ({ signal }) => runSearch(call as SearchCall, signal),
    enabled: call !== null,
    placeholderData: keepPreviousData,
    staleTime: SEARCH_FRESH_MS,
  });
}

export function useSearchEngines(enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.engines,
    queryFn: ({ signal }) => api.get<AiEnginesStatus>('/search/engines', { signal }),
    enabled,
  });
}

function useAnalysis<T>(kind: 'case' | 'timeline' | 'entities' | 'gaps', caseId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.analysis(kind, caseId ?? ''),
    queryFn: ({ signal }) => api.get<T>(`/analysis/${kind}/${caseId}`, { signal }),
    enabled: enabled && caseId !== null,
  });
}

export const useCaseAnalysis = (caseId: string | null, enabled: boolean) => useAnalysis<CaseAnalysis>('case', caseId, enabled);
export const useTimeline = (caseId: string | null, enabled: boolean) => useAnalysis<TimelineResponse>('timeline', caseId, enabled);
export const useEntities = (caseId: string | null, enabled: boolean) => useAnalysis<EntitiesResponse>('entities', caseId, enabled);
export const useGaps = (caseId: string | null, enabled: boolean) => useAnalysis<GapsResponse>('gaps', caseId, enabled);
