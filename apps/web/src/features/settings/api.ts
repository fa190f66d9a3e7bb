import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ChangePasswordRequest,
  NotificationPreferences,
  OkResponse,
  Preferences,
  RevokeSessionsResponse,
  SecuritySettings,
  UpdateMeRequest,
  User,
} from '@app/contract';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';

export const settingsKeys = {
  preferences: ['settings', 'preferences'] as const,
  notifications: ['settings', 'notifications'] as const,
  security: ['settings', 'security'] as const,
};

export function usePreferences() {
  return useQuery({ queryKey: settingsKeys.preferences, queryFn: () => api.get<Preferences>('/settings/preferences') });
}

/**
 * Switches and selects save on change: show the new value at once and put the old one back if the
 * server refuses, so a toggle never lags behind the click.
 */
function useOptimisticSave<T extends object>(key: readonly string[], path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<T>) => api.put<T>(path, patch),
    onMutate: async (patch: Partial<T>) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<T>(key);
      if (previous) queryClient.setQueryData<T>(key, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

export function useUpdatePreferences() {
  return useOptimisticSave<Preferences>(settingsKeys.preferences, '/settings/preferences');
}

export function useNotifications() {
  return useQuery({
    queryKey: settingsKeys.notifications,
    queryFn: () => api.get<NotificationPreferences>('/settings/notifications'),
  });
}

export function useUpdateNotifications() {
  return useOptimisticSave<NotificationPreferences>(settingsKeys.notifications, '/settings/notifications');
}

export function useSecuritySettings() {
  // Sessions change behind our back (sign-ins elsewhere): never trust a 5-minute-old list here.
  return useQuery({
    queryKey: settingsKeys.security,
    queryFn: () => api.get<SecuritySettings>('/settings/security'),
    staleTime: 0,
  });
}

/** PUT /auth/me; the shell's user chip and avatar follow at once through the auth context. */
export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (patch: UpdateMeRequest) => api.put<User>('/auth/me', patch),
    // A validation refusal will not change on retry, and a profile save must not run twice.
    retry: false,
    onSuccess: (user) => updateUser(user),
  });
}

/** Re-reads the signed-in user after a change the server made to it (e.g. two-factor on/off). */
export function useRefreshMe() {
  const { updateUser } = useAuth();
  return async () => updateUser(await api.get<User>('/auth/me'));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof ChangePasswordRequest>) =>
      api.post<{ ok: true; sessions_revoked: number }>('/auth/change-password', body),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.security }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.delete<z.infer<typeof RevokeSessionsResponse>>(`/settings/security/sessions/${sessionId}`),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.security }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<z.infer<typeof RevokeSessionsResponse>>('/settings/security/sessions/revoke-others'),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.security }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post<OkResponse>('/auth/verify-email/resend'),
    retry: false,
  });
}
