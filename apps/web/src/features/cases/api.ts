import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CASE_SELECTOR_PAGE_SIZE,
  type Case,
  type CaseEvent,
  type CaseEventsResponse,
  type CaseListQuery,
  type CaseListResponse,
  type CasePermissionsResponse,
  type CaseStats,
  type CreateCaseEventRequest,
  type CreateCaseRequest,
  type DeleteCaseResponse,
  type SetCasePermissionRequest,
  type SuggestionsResponse,
  type UpdateCaseEventRequest,
  type UpdateCaseRequest,
} from '@app/contract';
import { api } from '../../lib/api-client';

/**
 * The one client for the cases API. The selector, the /cases screens and the
 * upload page all read through these hooks so a change anywhere refreshes every view.
 */
export type CaseListFilters = Partial<CaseListQuery>;

export type SuggestionKind = 'courts' | 'attorneys' | 'tags';

export const caseKeys = {
  all: ['cases'] as const,
  list: (filters: CaseListFilters) => ['cases', 'list', filters] as const,
  /** What the case selector shows: the first CASE_SELECTOR_PAGE_SIZE matters, by name. */
  selector: ['cases', 'list', 'selector'] as const,
  detail: (id: string) => ['cases', 'detail', id] as const,
  stats: ['cases', 'stats'] as const,
  events: (id: string) => ['cases', 'events', id] as const,
  permissions: (id: string) => ['cases', 'permissions', id] as const,
  suggestions: (kind: SuggestionKind, q: string) => ['cases', 'suggestions', kind, q] as const,
};

export function useCaseList(filters: CaseListFilters) {
  return useQuery({
    queryKey: caseKeys.list(filters),
    queryFn: ({ signal }) => api.get<CaseListResponse>('/cases/', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The selector asks for page_size 100. */
export function useSelectorCases(enabled = true) {
  return useQuery({
    queryKey: caseKeys.selector,
    queryFn: ({ signal }) =>
      api.get<CaseListResponse>('/cases/', { query: { page_size: CASE_SELECTOR_PAGE_SIZE, sort: 'name', order: 'asc' }, signal }),
    enabled,
  });
}

export function useCase(id: string | null) {
  return useQuery({
    queryKey: caseKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Case>(`/cases/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useCaseStats() {
  return useQuery({ queryKey: caseKeys.stats, queryFn: ({ signal }) => api.get<CaseStats>('/cases/stats', { signal }) });
}

export function useCaseEvents(caseId: string) {
  return useQuery({
    queryKey: caseKeys.events(caseId),
    queryFn: ({ signal }) => api.get<z.infer<typeof CaseEventsResponse>>(`/cases/${caseId}/events`, { signal }),
  });
}

export function useCasePermissions(caseId: string) {
  return useQuery({
    queryKey: caseKeys.permissions(caseId),
    queryFn: ({ signal }) => api.get<CasePermissionsResponse>(`/cases/${caseId}/permissions`, { signal }),
  });
}

export function useCaseSuggestions(kind: SuggestionKind, q: string) {
  return useQuery({
    queryKey: caseKeys.suggestions(kind, q),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof SuggestionsResponse>>(`/cases/metadata/${kind}/suggestions`, { query: { q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

function useInvalidateCases() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: caseKeys.all });
}

export function useCreateCase() {
  const invalidate = useInvalidateCases();
  return useMutation({ mutationFn: (body: CreateCaseRequest) => api.post<Case>('/cases/', body), retry: false, onSettled: invalidate });
}

export function useUpdateCase() {
  const invalidate = useInvalidateCases();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateCaseRequest & { id: string }) => api.put<Case>(`/cases/${id}`, body),
    retry: false,
    onSettled: invalidate,
  });
}

/** Archives by default; `hard` (administrators) deletes for good. */
export function useDeleteCase() {
  const invalidate = useInvalidateCases();
  return useMutation({
    mutationFn: ({ id, hard }: { id: string; hard?: boolean }) =>
      api.delete<z.infer<typeof DeleteCaseResponse>>(`/cases/${id}`, { query: { hard: hard || undefined } }),
    retry: false,
    onSettled: invalidate,
  });
}

export function useSetCasePermission(caseId: string) {
  const invalidate = useInvalidateCases();
  return useMutation({
    mutationFn: (body: SetCasePermissionRequest) => api.post<CasePermissionsResponse>(`/cases/${caseId}/permissions`, body),
    retry: false,
    onSettled: invalidate,
  });
}

export function useCreateCaseEvent(caseId: string) {
  const invalidate = useInvalidateCases();
  return useMutation({
    mutationFn: (body: CreateCaseEventRequest) => api.post<CaseEvent>(`/cases/${caseId}/events`, body),
    retry: false,
    onSettled: invalidate,
  });
}

export function useUpdateCaseEvent(caseId: string) {
  const invalidate = useInvalidateCases();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateCaseEventRequest & { id: string }) => api.put<CaseEvent>(`/cases/${caseId}/events/${id}`, body),
    retry: false,
    onSettled: invalidate,
  });
}

export function useDeleteCaseEvent(caseId: string) {
  const invalidate = useInvalidateCases();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/cases/${caseId}/events/${id}`),
    retry: false,
    onSettled: invalidate,
  });
}
