import type { FastifyRequest } from 'fastify';

/**
 * Keeps secrets and a firm's work product out of the logs (ASVS 7.1.1, 7.1.2): stdout, and the
 * in-memory ring that administrators read on /engineering/logs/recent. Fastify's request log writes
 * the URL, and query strings carry both:
 * - one-time secrets: e-mailed links (/reset-password?token=, /verify-email?token=,
 *   /accept-invitation?token=, served by the web app's fallback), the live channel's
 *   `?access_token=`, OpenID Connect's `?code=&state=`, the sign-in `?ticket=`, the signed recording
 *   link's `?signature=` (it grants playback until it expires);
 * - what people look for: search terms (`q=` of document search, omnisearch, semantic and
 *   advanced search, the audit trail's and the logs' own text filters, discovery's term lists),
 *   names, dates and filters. A firm's search terms are its lawyers' work product.
 * So every query value is `[redacted]` except those of a short list of parameters that only page,
 * sort or shape an answer (and ids, which name no content). An allowlist rather than a list of
 * search parameters, so a route added tomorrow with a parameter of its own leaks nothing. A
 * parameter whose value may be a secret elsewhere (OpenID Connect's `state`) is never on the list.
 * The invitation lookup carries its token in the path (/api/v1/auth/invitations/<token>). The rest
 * of the URL stays, so a log line still says which route was called.
 */
const SAFE_QUERY_PARAMETERS = new Set([
  'page',
  'page_size',
  'per_page',
  'limit',
  'offset',
  'sort',
  'order',
  'format',
  'level',
  'status',
  'kind',
  'priority',
  'scope',
  'period',
  'force',
  'expires',
  'since',
  'after_seq',
  'case_id',
  'document_id',
  'session_id',
  'job_id',
]);
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
      // A bare word (`?privileged`) is a value as much as a name.
      if (eq === -1) return SAFE_QUERY_PARAMETERS.has(decodeName(pair).toLowerCase()) || pair === '' ? pair : REDACTED;
      const name = decodeName(pair.slice(0, eq)).toLowerCase();
      return SAFE_QUERY_PARAMETERS.has(name) ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
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
