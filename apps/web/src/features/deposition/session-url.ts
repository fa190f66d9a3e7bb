/** /realtime-deposition's address: `?session=<id>` opens a session's live view, so a reload returns to it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function sessionFromParams(params: URLSearchParams): string | null {
  const value = params.get('session');
  return value && UUID.test(value) ? value : null;
}

export function withSession(current: URLSearchParams, sessionId: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (sessionId) next.set('session', sessionId);
  else next.delete('session');
  return next;
}
