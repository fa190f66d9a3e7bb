import type { Case } from '@app/contract';

/** The fields the selector reads (the case as the selector reads it). */
export type SelectorCaseFields = Pick<
  Case,
  'id' | 'name' | 'client_name' | 'docket_number' | 'case_type' | 'status' | 'priority' | 'attorney_name' | 'opposing_party'
>;

/**
 * The case list arrives as `{cases: [...]}` or as a bare array. Anything else (nothing
 * loaded yet, an unexpected body) reads as no cases rather than breaking the selector.
 */
export function normalizeCaseList<T>(data: { cases?: readonly T[] | null } | readonly T[] | null | undefined): T[] {
  if (!data) return [];
  if (Array.isArray(data)) return [...(data as readonly T[])];
  const { cases } = data as { cases?: readonly T[] | null };
  return Array.isArray(cases) ? [...cases] : [];
}
