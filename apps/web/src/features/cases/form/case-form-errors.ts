import type { CreateCaseRequest } from '@app/contract';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { fullBody, sentPartyKeys, type CaseFormValues } from './case-form-values';

/** The error key of one party row's field; rows are keyed by their own key, not their position. */
export const partyErrorKey = (rowKey: string, field: 'name' | 'role' | 'counsel' | 'contact') => `parties.${rowKey}.${field}`;

/**
 * Field errors keyed the way the form shows them: top-level fields by name ('court'), a party's
 * field by its row ('parties.<row key>.name'), any tag problem on the tags field. Paths count only
 * the party rows that were sent (blank rows are dropped), so `rowKeys` maps them back to rows.
 * lib/form-errors keys by the last path segment, which would put a party's "name" error on the
 * case name, hence this mapper.
 */
export function fieldKey(path: readonly PropertyKey[], rowKeys: readonly string[]): string {
  const [first, second, third] = path.map(String);
  if (!first) return '';
  if (first === 'parties' && second !== undefined && third !== undefined) {
    const rowKey = rowKeys[Number(second)];
    return rowKey ? `parties.${rowKey}.${third}` : 'parties';
  }
  return first;
}

function collect(entries: Iterable<{ path: readonly PropertyKey[]; message: string }>, rowKeys: readonly string[]): FieldErrors {
  const result: FieldErrors = {};
  for (const { path, message } of entries) {
    const key = fieldKey(path, rowKeys);
    if (key && !result[key]) result[key] = message;
  }
  return result;
}

/** The server's 400 `errors: [{field: 'parties.0.name', message}]` for the values that were sent, keyed for the form. */
export function serverFieldErrors(error: unknown, sent: CaseFormValues): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return collect(
    error.fieldErrors.map((e) => ({ path: e.field.split('.'), message: e.message })),
    sentPartyKeys(sent),
  );
}

export type CaseFormCheck = { ok: true; body: CreateCaseRequest } | { ok: false; errors: FieldErrors };

/**
 * Checks the whole form with the contract's own schema (loaded on first submit, keeping zod out
 * of the page's chunk). Edits are checked whole too, so a closing date before an unchanged
 * opening date is caught here rather than by the server.
 */
export async function checkCaseForm(values: CaseFormValues): Promise<CaseFormCheck> {
  const { CreateCaseRequest: schema } = await import('@app/contract/schemas/cases');
  const parsed = schema.safeParse(fullBody(values));
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: collect(parsed.error.issues, sentPartyKeys(values)) };
}

/** The order fields appear in the dialog, so focus goes to the first problem a person would see. */
export const FIELD_ORDER = [
  'name',
  'client_name',
  'docket_number',
  'case_type',
  'status',
  'priority',
  'attorney_name',
  'opposing_party',
  'opposing_counsel',
  'court',
  'judge',
  'jurisdiction',
  'opened_at',
  'closed_at',
  'tags',
  'description',
] as const;

export function firstErrorKey(errors: FieldErrors): string | null {
  const keys = Object.keys(errors).filter((k) => errors[k]);
  const top = FIELD_ORDER.find((f) => keys.includes(f));
  if (top) return top;
  return keys.sort()[0] ?? null;
}
