import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePartyRequest, Party, PartyListResponse, PartyMutationResponse, UpdatePartyRequest } from '@app/contract';
import { api } from '../../lib/api-client';

export const partyKeys = { forCase: (caseId: string) => ['parties', caseId] as const };

export function useParties(caseId: string) {
  return useQuery({ queryKey: partyKeys.forCase(caseId), queryFn: ({ signal }) => api.get<PartyListResponse>(`/cases/${caseId}/parties`, { signal }) });
}

/** A party change re-runs the check: the case's conflicts and clearance (['conflicts', id]) and the case itself refresh. */
function useInvalidate(caseId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: partyKeys.forCase(caseId) }),
      client.invalidateQueries({ queryKey: ['conflicts', caseId] }),
      client.invalidateQueries({ queryKey: ['cases'] }),
    ]);
}

export function useSaveParty(caseId: string) {
  const invalidate = useInvalidate(caseId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreatePartyRequest | UpdatePartyRequest }) =>
      id ? api.put<PartyMutationResponse>(`/cases/${caseId}/parties/${id}`, body) : api.post<PartyMutationResponse>(`/cases/${caseId}/parties`, body),
    retry: false,
    onSettled: invalidate,
  });
}

export function useDeleteParty(caseId: string) {
  const invalidate = useInvalidate(caseId);
  return useMutation({ mutationFn: (id: string) => api.delete<Party>(`/cases/${caseId}/parties/${id}`), retry: false, onSettled: invalidate });
}
