import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateHighlightRequest, Highlight, HighlightListQuery, HighlightListResponse, UpdateHighlightRequest } from '@app/contract';
import { api } from '../../lib/api-client';

/** The one client for the highlights API: the viewer and the case tab share it. */
export type HighlightFilters = z.infer<typeof HighlightListQuery>;

export const highlightKeys = {
  all: ['highlights'] as const,
  case: (caseId: string) => ['highlights', 'case', caseId] as const,
  list: (caseId: string, filters: HighlightFilters) => ['highlights', 'case', caseId, filters] as const,
};

export function useHighlights(caseId: string | null, filters: HighlightFilters, enabled = true) {
  return useQuery({
    queryKey: highlightKeys.list(caseId ?? '', filters),
    queryFn: ({ signal }) => api.get<HighlightListResponse>(`/cases/${caseId}/highlights`, { query: { ...filters }, signal }),
    enabled: enabled && caseId !== null,
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (caseId: string) => queryClient.invalidateQueries({ queryKey: highlightKeys.case(caseId) });
}

export function useCreateHighlight(caseId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateHighlightRequest) => api.post<Highlight>(`/cases/${caseId}/highlights`, body),
    retry: false,
    onSettled: () => invalidate(caseId),
  });
}

export function useUpdateHighlight(caseId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateHighlightRequest }) => api.put<Highlight>(`/highlights/${id}`, body),
    retry: false,
    onSettled: () => invalidate(caseId),
  });
}

export function useDeleteHighlight(caseId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<Highlight>(`/highlights/${id}`),
    retry: false,
    onSettled: () => invalidate(caseId),
  });
}
