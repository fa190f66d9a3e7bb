import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthProvidersResponse, DemoAccountsResponse, InvitationPreview, OkResponse } from '@app/contract';
import { api } from '../../lib/api-client';

/** The open (no token) calls of the sign-in pages. */

export type Providers = z.infer<typeof AuthProvidersResponse>;
export type DemoAccounts = z.infer<typeof DemoAccountsResponse>;
export type Invitation = z.infer<typeof InvitationPreview>;

export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: () => api.get<Providers>('/auth/providers', { auth: false }),
    staleTime: Infinity,
  });
}

/**
 * Whether this installation takes new firms (SIGNUP_ENABLED). False until the server has said so:
 * a sign-up link that appears late is better than one that leads to "Sign-up is closed".
 */
export function useSignupOpen(): boolean {
  return useAuthProviders().data?.signup === true;
}

export function useDemoAccounts() {
  return useQuery({
    queryKey: ['auth', 'demo-accounts'],
    queryFn: () => api.get<DemoAccounts>('/auth/demo-accounts', { auth: false }),
    staleTime: Infinity,
    retry: false,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: () => api.get<Invitation>(`/auth/invitations/${encodeURIComponent(token)}`, { auth: false }),
    enabled: token.length > 0,
    retry: false,
  });
}

export const authApi = {
  forgotPassword: (email: string) => api.post<OkResponse>('/auth/forgot-password', { email }, { auth: false }),
  resetPassword: (token: string, newPassword: string) =>
    api.post<OkResponse>('/auth/reset-password', { token, new_password: newPassword }, { auth: false }),
  verifyEmail: (token: string) => api.post<OkResponse>('/auth/verify-email', { token }, { auth: false }),
  resendSignupLink: (email: string) => api.post<OkResponse>('/auth/signup/resend', { email }, { auth: false }),
  unlockSignIn: (token: string) => api.post<OkResponse>('/auth/unlock-sign-in', { token }, { auth: false }),
};
