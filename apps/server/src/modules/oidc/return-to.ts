const MAX_LENGTH = 2000;

/**
 * Keeps `return_to` only when it is a path on this site. "//evil.example" and "/\evil.example" are
 * protocol-relative to browsers, and control characters can smuggle either in, so all are dropped:
 * the sign-in must never become an open redirect.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}
