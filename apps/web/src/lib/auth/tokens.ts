import { TOKEN_EXPIRY_MARGIN_MS, isRole, type Role, type TokenResponse } from '@app/contract';

/** Stored auth tokens. `expiresAt` is epoch milliseconds. */
export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  userId: string;
  userRole: Role;
}

interface JwtHeader {
  alg?: unknown;
}
interface JwtPayload {
  sub?: unknown;
  exp?: unknown;
  org?: unknown;
  role?: unknown;
}

function decodePart<T>(part: string): T | null {
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}

/**
 * Token structure check: three dot-separated parts, the header names an `alg`, the payload
 * has `sub` and `exp`. It does not verify the signature — only the server can — it only refuses
 * to keep something that cannot be an access token.
 */
export function isValidTokenStructure(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return false;
  const [headerPart, payloadPart] = parts as [string, string, string];
  const header = decodePart<JwtHeader>(headerPart);
  const payload = decodePart<JwtPayload>(payloadPart);
  return (
    !!header &&
    typeof header.alg === 'string' &&
    !!payload &&
    payload.sub !== undefined &&
    typeof payload.exp === 'number'
  );
}

/** The claims the web reads from an access token (to rebuild a user when /auth/me is unreachable). */
export function accessTokenClaims(token: string): { sub: string; exp: number; org: string | null; role: Role | null } | null {
  if (!isValidTokenStructure(token)) return null;
  const payload = decodePart<JwtPayload>(token.split('.')[1] ?? '');
  if (!payload) return null;
  return {
    sub: String(payload.sub),
    exp: Number(payload.exp),
    org: typeof payload.org === 'string' ? payload.org : null,
    role: isRole(payload.role) ? payload.role : null,
  };
}

/** A token counts as expired 5 minutes before it really expires. */
export function isTokenExpired(tokens: Pick<StoredTokens, 'expiresAt'>, now: number = Date.now()): boolean {
  return now >= tokens.expiresAt - TOKEN_EXPIRY_MARGIN_MS;
}

/** The message when tokens cannot be kept (malformed, or the browser refused to store them). */
export const TOKEN_STORAGE_FAILED = 'Failed to store authentication tokens';

/** A login / refresh response as stored tokens; a refresh may omit the refresh token. */
export function tokensFromResponse(
  response: Pick<TokenResponse, 'access_token' | 'expires_in' | 'user'> & { refresh_token?: string | null },
  previousRefreshToken: string | null = null,
  now: number = Date.now(),
): StoredTokens {
  const refreshToken = response.refresh_token || previousRefreshToken;
  if (!isValidTokenStructure(response.access_token) || !refreshToken) {
    throw new Error(TOKEN_STORAGE_FAILED);
  }
  return {
    accessToken: response.access_token,
    refreshToken,
    expiresAt: now + response.expires_in * 1000,
    userId: response.user.id,
    userRole: response.user.role,
  };
}

/** Shape check for what comes back out of storage (it may be stale, tampered or from an old build). */
export function isStoredTokens(value: unknown): value is StoredTokens {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isValidTokenStructure(v.accessToken) &&
    typeof v.refreshToken === 'string' &&
    v.refreshToken.length > 0 &&
    typeof v.expiresAt === 'number' &&
    typeof v.userId === 'string' &&
    isRole(v.userRole)
  );
}
