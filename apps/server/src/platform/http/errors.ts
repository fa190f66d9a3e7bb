import type { ErrorBody } from '@app/contract';

/** Every error the API answers with becomes `{detail, code, errors?}` (see http/error-handler). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    detail: string,
    readonly errors?: ErrorBody['errors'],
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, errors?: ErrorBody['errors']) =>
  new AppError(400, 'bad_request', detail, errors);
/** A 400 that points at one field, for rules zod cannot see (e.g. password strength). */
export const fieldError = (field: string, message: string) =>
  new AppError(400, 'validation_error', message, [{ field, message }]);
export const unauthorized = (detail = 'Unauthorized', code = 'unauthorized') => new AppError(401, code, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.', code = 'forbidden') =>
  new AppError(403, code, detail);
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
export const conflict = (detail: string, code = 'conflict') => new AppError(409, code, detail);
export const unprocessable = (detail: string, code = 'unprocessable') => new AppError(422, code, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number, code = 'too_many_requests') =>
  new AppError(429, code, detail, undefined, { retry_after: retryAfterSeconds }, {
    'retry-after': String(retryAfterSeconds),
  });
