import type { z } from 'zod';
import { ApiError } from './api-client';
import { TOKEN_STORAGE_FAILED } from './auth/tokens';

export type FieldErrors = Partial<Record<string, string>>;

/** First message per field from a failed contract-schema parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !result[field]) result[field] = issue.message;
  }
  return result;
}

/** The server's `errors: [{field, message}]`, keyed by field. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const result: FieldErrors = {};
  for (const { field, message } of error.fieldErrors) {
    const key = field.split('.').pop() ?? field;
    if (!result[key]) result[key] = message;
  }
  return result;
}

/** A sentence for an alert: the server's detail, or a fallback that says what to do. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail ?? (error.status === 0 ? error.message : fallback);
  if (error instanceof Error && error.message === TOKEN_STORAGE_FAILED) return error.message;
  return fallback;
}

/** A light e-mail check for pages that should not load the contract's zod schemas just for this. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
