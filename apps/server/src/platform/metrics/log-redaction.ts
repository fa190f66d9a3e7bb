import type { FastifyRequest } from 'fastify';

/**
 * Keeps secrets out of the logs (ASVS 7.1.1, 7.1.2): stdout, and the in-memory ring that admins
 * read on /engineering/logs/recent. Fastify's request log writes the URL, and several URLs carry a
 * one-time secret: e-mailed links (/reset-password?token=, /verify-email?token=,
 * /accept-invitation?token=, served by the web app's fallback), the invitation lookup
 * (/api/v1/auth/invitations/<token>), the live channel's `?access_token=`, OpenID Connect's
 * `?code=&state=`, the sign-in `?ticket=`, and the signed recording link's `?signature=` (it grants
 * playback until it expires). Their values become `[redacted]`; the rest of the
 * URL stays, so a log line still says which route was called.
 */
const SECRET_QUERY_PARAMETERS = new Set(['token', 'access_token', 'refresh_token', 'code', 'state', 'ticket', 'signature', 'password']);
const SECRET_PATH = /(\/auth\/invitations\/)[^/?#]+/;
const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeName(eq === -1 ? pair : pair.slice(0, eq));
      return eq !== -1 && SECRET_QUERY_PARAMETERS.has(name.toLowerCase()) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** Fastify's own request serializer (fastify/lib/logger-pino.js) with the URL redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino `redact` paths for values a log call might pass by mistake: credentials in an object
 * logged whole, or request headers. Belt and braces: no code here logs them today.
 */
export const REDACTED_LOG_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'authorization',
  '*.authorization',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  'secret',
  '*.secret',
];
