import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TwoFactorConfirmResponse, TwoFactorSetupResponse } from '@app/contract';
import { api } from '../../lib/api-client';
import { settingsKeys, useRefreshMe } from './api';

export type TwoFactorSetup = z.infer<typeof TwoFactorSetupResponse>;
type RecoveryCodes = z.infer<typeof TwoFactorConfirmResponse>;

// Two-factor calls are never retried automatically: each attempt consumes a rate-limited code.

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/auth/2fa/setup'), retry: false });
}

/** Confirming or disabling changes the user: refresh both the security card and the shell's user. */
function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  const refreshMe = useRefreshMe();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: settingsKeys.security });
    await refreshMe().catch(() => undefined);
  };
}

export function useConfirmTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes>('/auth/2fa/confirm', { code }),
    retry: false,
    onSuccess: changed,
  });
}

export function useDisableTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (body: { password?: string; code: string }) => api.post('/auth/2fa/disable', body),
    retry: false,
    onSuccess: changed,
  });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes>('/auth/2fa/recovery-codes', { code }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.security }),
  });
}
