import { ApiError } from '../../lib/api-client';

/** Messages keyed by field name, for `helperText` under each input. */
export type FieldErrors = Partial<Record<string, string>>;

/** The structural part of a zod error we read; avoids depending on zod's classes in the web app. */
interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** Client-side check with a contract schema: the first message for each field. */
export function fieldErrorsFromIssues(error: IssueList): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    result[field] ??= issue.message;
  }
  return result;
}

/** The server's `errors: [{field, message}]` (400 answers), keyed by field. */
export function fieldErrorsFromApi(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (error instanceof ApiError) for (const { field, message } of error.fieldErrors) result[field] ??= message;
  return result;
}

/** A sentence to show for a failed call: the server's detail when it gave one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail ?? (error.status === 0 ? error.message : fallback);
  return fallback;
}
