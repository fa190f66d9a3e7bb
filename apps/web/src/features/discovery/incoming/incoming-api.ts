import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IncomingProduction, IncomingProductionDetail, IncomingProductionList, LoadIncomingRequest, ReparseIncomingRequest } from '@app/contract';
import { api } from '../../../lib/api-client';

/** Incoming productions of a case: the other side's volumes, parsed, confirmed, loaded. */
const keys = {
  list: (caseId: string) => ['discovery', 'incoming', caseId] as const,
  detail: (id: string) => ['discovery', 'incoming-detail', id] as const,
};
const POLL_MS = 1_500;
const working = (p: IncomingProduction) => p.status === 'queued' || p.status === 'running';

export function useIncomingProductions(caseId: string) {
  return useQuery({
    queryKey: keys.list(caseId),
    queryFn: ({ signal }) => api.get<IncomingProductionList>('/discovery/incoming-productions', { query: { case_id: caseId }, signal }),
    refetchInterval: (query) => (query.state.data?.items.some(working) ? POLL_MS : false),
  });
}

export function useIncomingProduction(id: string | null) {
  return useQuery({
    queryKey: keys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<IncomingProductionDetail>(`/discovery/incoming-productions/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && working(query.state.data) ? POLL_MS : false),
  });
}

export function useUploadVolume(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('case_id', caseId);
      form.append('file', file, file.name);
      return api.post<IncomingProduction>('/discovery/incoming-productions', form);
    },
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.list(caseId) }),
  });
}

export function useReparseVolume(id: string) {
  return useMutation({
    mutationFn: (body: ReparseIncomingRequest) => api.post<IncomingProduction>(`/discovery/incoming-productions/${id}/parse`, body),
    retry: false,
  });
}

export function useLoadVolume(caseId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoadIncomingRequest) => api.post<IncomingProduction>(`/discovery/incoming-productions/${id}/load`, body),
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.list(caseId) });
      void queryClient.invalidateQueries({ queryKey: keys.detail(id) });
    },
  });
}
