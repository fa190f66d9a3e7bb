import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@app/contract';
import { AppError } from './errors.js';

/** Turns every failure into the one error shape; never a stack trace, never a 500 for bad input. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const body: ErrorBody & Record<string, unknown> = { detail: error.message, code: error.code, ...error.extra };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: fieldName(v.instancePath, error.validationContext),
        message: v.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const detail = first ? `Invalid ${first.field}: ${first.message}` : 'Invalid request';
      return reply.status(400).send({ detail, code: 'validation_error', errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ detail: 'Internal server error', code: 'internal_error' });
    }
    const fe = error as FastifyError;
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      const status = fe.statusCode;
      const code = status === 413 ? 'payload_too_large' : status === 429 ? 'too_many_requests' : 'bad_request';
      const detail = status === 413 ? 'Request body is too large' : fe.message;
      return reply.status(status).send({ detail, code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error', code: 'internal_error' });
  });
}

/** The 404 body for an unknown API path. */
export const noRouteBody = (method: string, url: string) => ({
  detail: `No route for ${method} ${url.split('?')[0]}`,
  code: 'not_found',
});

function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}
