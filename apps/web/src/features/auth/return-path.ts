/**
 * Where to go after signing in. The route guard passes the original location in router state;
 * Google sign-in carries it as `return_to`. Only same-site paths are accepted, never another
 * origin ('//evil.example' or 'https://…'), so a crafted link cannot bounce a user off-site.
 */
export function safeReturnPath(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return fallback;
  return value;
}

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/** The path stored by the guard in `location.state.from`. */
export function returnPathFromState(state: unknown, fallback = '/dashboard'): string {
  const from = (state as { from?: LocationLike } | null)?.from;
  if (!from || typeof from.pathname !== 'string') return fallback;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return safeReturnPath(`${from.pathname}${search}${hash}`, fallback);
}
