import { getTokenKey } from './key-store';
import { TOKEN_STORAGE_FAILED, isStoredTokens, type StoredTokens } from './tokens';

/**
 * Tokens kept encrypted in localStorage (AES-GCM, 256-bit key from key-store.ts, a fresh
 * 96-bit IV per write). Alongside the five token fields we keep the few profile fields needed to
 * rebuild a user when /auth/me cannot be reached (rebuilt from the stored metadata).
 */
export const TOKEN_STORAGE_KEY = 'ldd.auth.tokens';

export interface UserMetadata {
  email: string;
  full_name: string;
  organization: string | null;
  organization_id: string;
}

export interface StoredSession {
  tokens: StoredTokens;
  metadata: UserMetadata | null;
}

interface Envelope {
  v: 1;
  iv: string;
  data: string;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function saveSession(session: StoredSession): Promise<void> {
  try {
    const key = await getTokenKey();
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify(session));
    const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
    const envelope: Envelope = { v: 1, iv: toBase64(iv), data: toBase64(cipher) };
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(envelope));
  } catch (error) {
    console.error(TOKEN_STORAGE_FAILED, error);
    throw new Error(TOKEN_STORAGE_FAILED);
  }
}

/** The stored session, or null when there is none or it cannot be decrypted or trusted. */
export async function loadSession(): Promise<StoredSession | null> {
  const raw = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (!raw) return null;
  try {
    const envelope = JSON.parse(raw) as Partial<Envelope>;
    if (envelope.v !== 1 || typeof envelope.iv !== 'string' || typeof envelope.data !== 'string') throw new Error('bad envelope');
    const key = await getTokenKey();
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(envelope.iv) }, key, fromBase64(envelope.data));
    const session = JSON.parse(new TextDecoder().decode(plain)) as Partial<StoredSession>;
    if (!isStoredTokens(session.tokens)) throw new Error('bad token structure');
    return { tokens: session.tokens, metadata: session.metadata ?? null };
  } catch {
    // Tampered, written by another key, or malformed: an unusable session is no session.
    clearSession();
    return null;
  }
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
}
