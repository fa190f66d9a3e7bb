import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_RESULT_LIMIT, type OmnisearchResponse, type OmnisearchResult } from '@app/contract';
import { api, ApiError } from '../../lib/api-client';
import { sampleResults } from './samples';

export interface OmnisearchRequest {
  q: string;
  /** 'Search current case only': only this case's results. */
  caseId: string | null;
  /** The selected case, whose results come first when not restricted. */
  selectedCaseId: string | null;
}

export interface OmnisearchAnswer {
  /** The text this answer is for (the list may still show it while the next search runs). */
  q: string;
  results: OmnisearchResult[];
  /** True when the server failed and the built-in samples are shown instead. */
  samples: boolean;
}

export const omnisearchKeys = {
  all: ['omnisearch'] as const,
  search: (request: OmnisearchRequest) => ['omnisearch', request] as const,
};

/**
 * A non-OK answer falls back to the samples; a thrown error (the server could not be
 * reached — the API client reports it as status 0) is logged and shows no results. Neither
 * reaches the query as an error, so the box never shows an error state while typing.
 */
// No zod schema here: the top bar is on every page's first load, and zod stays out of that bundle (lib/contract-schemas.ts).
export async function fetchOmnisearch(request: OmnisearchRequest, signal?: AbortSignal): Promise<OmnisearchAnswer> {
  try {
    const body = await api.get<OmnisearchResponse>('/search/omnisearch', {
      query: {
        q: request.q,
        limit: SEARCH_RESULT_LIMIT,
        case_id: request.caseId,
        selected_case_id: request.caseId ? null : request.selectedCaseId,
      },
      signal,
    });
    return { q: request.q, results: body.results, samples: false };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof ApiError && error.status > 0) return { q: request.q, results: sampleResults(request.q, request.caseId), samples: true };
    console.error('Omnisearch failed', error);
    return { q: request.q, results: [], samples: false };
  }
}

export function useOmnisearch(request: OmnisearchRequest, enabled: boolean) {
  return useQuery({
    queryKey: omnisearchKeys.search(request),
    queryFn: ({ signal }) => fetchOmnisearch(request, signal),
    enabled,
    // The previous list stays while the next keystroke's answer is on its way (no flicker).
    placeholderData: keepPreviousData,
    // Type-ahead: a result list a few seconds old is fine while retyping, documents arrive all day.
    staleTime: 15_000,
  });
}
