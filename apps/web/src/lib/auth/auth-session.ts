import type { TokenResponse, User } from '@app/contract';
import { ApiError, api } from '../api-client';
import { metadataOf } from './rebuild-user';
import { sessionTokens } from './session-store';
import { clearSession, loadSession, saveSession, type StoredSession } from './token-storage';
import { tokensFromResponse } from './tokens';

/** Non-React session operations; AuthProvider owns the state and calls these. */

export async function persistTokenResponse(response: TokenResponse): Promise<User> {
  const previous = sessionTokens.get();
  const tokens = tokensFromResponse(response, previous?.refreshToken ?? null);
  await saveSession({ tokens, metadata: metadataOf(response.user) });
  sessionTokens.set(tokens);
  return response.user;
}

/** Another tab may have rotated the tokens since we read them: adopt its newer copy. */
async function adoptNewerStoredSession(): Promise<StoredSession | null> {
  const memory = sessionTokens.get();
  const stored = await loadSession();
  if (memory && stored && stored.tokens.userId === memory.userId && stored.tokens.accessToken !== memory.accessToken) {
    sessionTokens.set(stored.tokens);
    return stored;
  }
  return null;
}

async function rotate(): Promise<User | null> {
  if (await adoptNewerStoredSession()) return null;
  const tokens = sessionTokens.get();
  if (!tokens?.refreshToken) throw new Error('No refresh token available');
  let response: TokenResponse;
  try {
    response = await api.post<TokenResponse>('/auth/refresh', { refresh_token: tokens.refreshToken }, { auth: false });
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    throw Object.assign(new Error('Token refresh failed'), { cause: error, refused });
  }
  return persistTokenResponse(response);
}

/**
 * Rotates the refresh token. Refresh tokens are single-use, so tabs of the same browser take a
 * Web Lock in turn (where supported) and the second one adopts what the first stored.
 * Resolves with the user the server returned, or null when another tab's tokens were adopted.
 */
export async function refreshStoredSession(): Promise<User | null> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return await navigator.locks.request('ldd-token-refresh', rotate);
  }
  return rotate();
}

/** True when the server definitely refused the refresh (as opposed to being unreachable). */
export function refreshWasRefused(error: unknown): boolean {
  return error instanceof Error && (error as Error & { refused?: boolean }).refused === true;
}

/** Tells the server the session is over; errors are ignored because the local sign-out happens anyway. */
export async function endSessionOnServer(): Promise<void> {
  const tokens = sessionTokens.get();
  if (!tokens) return;
  try {
    await api.post('/auth/logout', { refresh_token: tokens.refreshToken }, { refreshOn401: false });
  } catch {
    // Offline or already expired: the tokens are discarded below all the same.
  }
}

export function forgetSession(): void {
  clearSession();
  sessionTokens.set(null);
}
