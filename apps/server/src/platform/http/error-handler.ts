import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    const client = clientErrorBody(error as FastifyError);
    if (client) return reply.status(client.status).send(client.body);
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error', code: 'internal_error' });
  });
}

/**
 * Errors Fastify and its plugins raise before our handlers run, in words a person understands.
 * Codes not listed keep Fastify's own message, which is already a sentence.
 */
const CLIENT_ERRORS: Record<string, { code: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformed_json', detail: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'malformed_json', detail: 'The request body is empty but says it is JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    detail: 'This content type is not accepted here; send JSON (application/json) or, for uploads, multipart/form-data',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', detail: 'Request body is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', detail: 'The request body does not match its Content-Length' },
  FST_ERR_BAD_URL: { code: 'bad_url', detail: 'The address contains an invalid escape sequence' },
  FST_ERR_MAX_PARAM_LENGTH: {
    code: 'uri_too_long',
    detail: 'A part of the address is too long (path parameters are at most 100 characters)',
  },
  FST_REQ_FILE_TOO_LARGE: { code: 'payload_too_large', detail: 'The uploaded file is too large' },
  FST_PARTS_LIMIT: { code: 'payload_too_large', detail: 'The upload has too many parts' },
  FST_FILES_LIMIT: { code: 'payload_too_large', detail: 'The upload has too many files' },
  FST_FIELDS_LIMIT: { code: 'payload_too_large', detail: 'The upload has too many fields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'unsupported_media_type', detail: 'The request is not multipart/form-data' },
  FST_PROTO_VIOLATION: { code: 'bad_request', detail: 'The request body contains a forbidden property name (__proto__ or constructor)' },
};

/** Fastify's own 4xx errors in the one shape; null for anything that is not a client error. */
function clientErrorBody(error: FastifyError): { status: number; body: ErrorBody } | null {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return { status, body: { detail: known.detail, code: known.code } };
  const code = status === 413 ? 'payload_too_large' : status === 429 ? 'too_many_requests' : status === 415 ? 'unsupported_media_type' : 'bad_request';
  return { status, body: { detail: error.message || 'Bad request', code } };
}

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route or hook (an
 * over-long path parameter, a broken %-escape). Without it Fastify answers in its own shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const client = clientErrorBody(error) ?? { status: 400, body: { detail: 'Bad request', code: 'bad_request' } };
  void reply.status(client.status).send(client.body);
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (a malformed header, a
 * header too large), answered on the raw socket in the one shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { detail: 'The request headers are too large', code: 'headers_too_large' }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { detail: 'The request took too long to arrive', code: 'request_timeout' }]
        : [400, { detail: 'The request is malformed and could not be read', code: 'bad_request' }];
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
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
