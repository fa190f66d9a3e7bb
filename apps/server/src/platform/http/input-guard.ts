import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnstorable, unstorableMessage, type UnstorableFinding, type UnstorableProblem } from '../../db/storable-text.js';
import { AppError } from './errors.js';

/**
 * One gate for text the database cannot store (NUL, unpaired surrogates), in every part of every
 * API request — body, query, path parameters and headers — before the route's schema runs, so no
 * route has to remember it and no such string ever reaches a statement or an audit row. The
 * answer is the usual 400 with the offending field named.
 */
export function installInputGuard(app: FastifyInstance): void {
  // Address and headers before authentication, which may already write an audit row (a refused
  // permission) naming the user agent; the body once it is parsed.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.permission) refuse(request, ['params', 'querystring', 'headers']);
  });
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.permission) refuse(request, ['body']);
  });
}

type RequestPart = 'params' | 'querystring' | 'body' | 'headers';

function refuse(request: FastifyRequest, parts: RequestPart[]): void {
  const finding = findInRequest(request, parts);
  if (finding) throw unstorableError(finding.field, finding.problem);
}

/** The 400 for a field holding text the database cannot store (also used for multipart parts). */
export function unstorableError(field: string, problem: UnstorableProblem): AppError {
  const message = unstorableMessage[problem];
  return new AppError(400, 'validation_error', `Invalid ${field}: ${message}`, [{ field, message }]);
}

function findInRequest(request: FastifyRequest, parts: RequestPart[]): (UnstorableFinding & { field: string }) | null {
  const values: Record<RequestPart, unknown> = {
    params: request.params,
    querystring: request.query,
    body: request.body,
    headers: request.headers,
  };
  for (const part of parts) {
    const found = findUnstorable(values[part]);
    if (!found) continue;
    // Named as the schema's own errors name them ("name", "details.note", "q"); a header keeps
    // its prefix so it cannot be mistaken for a field.
    const field = part === 'headers' ? `header ${found.path}` : found.path || part;
    return { ...found, field };
  }
  return null;
}
