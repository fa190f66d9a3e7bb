import type { StoredTokens } from './tokens';

/**
 * The tokens of the current session, in memory, so every API call can read them synchronously.
 * localStorage holds only the encrypted copy (token-storage.ts).
 */
let current: StoredTokens | null = null;

export const sessionTokens = {
  get: (): StoredTokens | null => current,
  set: (tokens: StoredTokens | null): void => {
    current = tokens;
  },
};

/** Who is signed in, for code outside React (error reports). */
let currentUserId: string | null = null;
export const getCurrentUserId = (): string | null => currentUserId;
export const setCurrentUserId = (id: string | null): void => {
  currentUserId = id;
};
