import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ChangeRoleRequest,
  Invitation,
  InviteRequest,
  Organization,
  OrganizationUsersResponse,
  UpdateOrganizationRequest,
  User,
} from '@app/contract';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';

export type OrganizationUsers = z.infer<typeof OrganizationUsersResponse>;

export const organizationKeys = {
  firm: ['organization'] as const,
  users: ['organization', 'users'] as const,
};

export function useOrganization() {
  return useQuery({ queryKey: organizationKeys.firm, queryFn: () => api.get<Organization>('/organization') });
}

export function useOrganizationUsers() {
  return useQuery({
    queryKey: organizationKeys.users,
    queryFn: () => api.get<OrganizationUsers>('/organization/users'),
    // Invitations get accepted from elsewhere: keep the list current while the page is open.
    staleTime: 30_000,
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  const { reloadOrganization } = useAuth();
  return useMutation({
    mutationFn: (patch: UpdateOrganizationRequest) => api.put<Organization>('/organization', patch),
    retry: false,
    onSuccess: async (saved) => {
      queryClient.setQueryData(organizationKeys.firm, saved);
      // The shell's user menu shows the firm name.
      await reloadOrganization();
    },
  });
}

/**
 * Every change to people or invitations refreshes the firm (seat count), this page's lists and the
 * team directory, which shows the same people.
 */
function useMembershipMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.firm }),
        queryClient.invalidateQueries({ queryKey: ['team'] }),
      ]);
    },
  });
}

export function useInvite() {
  return useMembershipMutation((body: InviteRequest) => api.post<Invitation>('/organization/invite', body));
}

export function useResendInvitation() {
  return useMembershipMutation((id: string) => api.post<Invitation>(`/organization/invitations/${id}/resend`));
}

export function useCancelInvitation() {
  return useMembershipMutation((id: string) => api.delete<Invitation>(`/organization/invitations/${id}`));
}

export function useChangeUserRole() {
  return useMembershipMutation(({ userId, ...body }: ChangeRoleRequest & { userId: string }) =>
    api.put<User>(`/organization/users/${userId}/role`, body),
  );
}

export function useDeactivateUser() {
  return useMembershipMutation((userId: string) => api.delete<User>(`/organization/users/${userId}`));
}

export function useReactivateUser() {
  return useMembershipMutation((userId: string) => api.post<User>(`/organization/users/${userId}/reactivate`));
}
