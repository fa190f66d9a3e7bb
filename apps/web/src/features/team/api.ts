import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangeRoleRequest, Invitation, InviteRequest, TeamMember, TeamMembersResponse } from '@app/contract';
import { api } from '../../lib/api-client';

export type TeamMembers = z.infer<typeof TeamMembersResponse>;

export const teamKeys = {
  all: ['team'] as const,
  members: (q: string, includeInactive: boolean) => ['team', 'members', { q, includeInactive }] as const,
  member: (id: string) => ['team', 'member', id] as const,
};

export function useTeamMembers(q: string, includeInactive: boolean) {
  return useQuery({
    queryKey: teamKeys.members(q, includeInactive),
    queryFn: ({ signal }) =>
      api.get<TeamMembers>('/team/members', { query: { q: q || undefined, include_inactive: includeInactive || undefined }, signal }),
    // Keep showing the last results while the next search runs: no flash of an empty grid per keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useTeamMember(id: string | null) {
  return useQuery({
    queryKey: teamKeys.member(id ?? ''),
    queryFn: ({ signal }) => api.get<TeamMember>(`/team/members/${id}`, { signal }),
    enabled: id !== null,
  });
}

function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['organization'] }),
    ]);
}

export function useTeamInvite() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (body: InviteRequest) => api.post<Invitation>('/team/invite', body),
    retry: false,
    onSettled: invalidate,
  });
}

export function useTeamRoleChange() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ userId, ...body }: ChangeRoleRequest & { userId: string }) =>
      api.put<TeamMember>(`/team/members/${userId}/role`, body),
    retry: false,
    onSettled: invalidate,
  });
}
