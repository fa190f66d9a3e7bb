import { sql, type SQL } from 'drizzle-orm';
import type { DocumentSearchFilters } from '@app/contract';
import type { SearchScope } from '../../../platform/search/search-index.js';
import { containsPattern } from '../../../db/like-patterns.js';

/**
 * Conditions on `documents d` shared by ranking, counting and facets. Every value is a bind
 * parameter; arrays travel as one Postgres array literal (the same text form on PGlite and pg).
 */

/** `{"a","b"}` with quotes and backslashes escaped: one parameter whatever the driver. */
export function pgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/**
 * A page is searched together with its document's file name (names like "CAPA tracker.csv" or
 * "Notice of Breach.pdf" say what a document is): documents.name_search holds the name's words.
 */
export const fileVector = sql`d.name_search`;
export const pageVector = sql`(p.search || ${fileVector})`;
/** The document's case name, read by primary key per output row: no join for a stale-statistics planner to misjudge. */
export const caseNameOfDocument = sql`(select c.name from cases c where c.id = d.case_id)`;

/** The date a document speaks of (metadata) falling back to its upload time. */
export const documentDate = sql`search_document_date(d.metadata, d.created_at)`;

export function documentConditions(scope: SearchScope, filters: DocumentSearchFilters): SQL {
  const parts: SQL[] = [sql`d.organization_id = ${scope.organizationId}`, sql`d.deleted_at is null`];
  if (scope.caseIds) parts.push(sql`d.case_id = any(${pgArray(scope.caseIds)}::uuid[])`);
  if (filters.case_id) parts.push(sql`d.case_id = ${filters.case_id}`);
  if (filters.file_type?.length) {
    const types = pgArray(filters.file_type.map((t) => t.toLowerCase().replace(/^\./, '')));
    parts.push(sql`(lower(d.detected_type) = any(${types}::text[]) or lower(d.extension) = any(${types}::text[]))`);
  }
  if (filters.status?.length) parts.push(sql`d.status = any(${pgArray(filters.status)}::text[])`);
  if (filters.date_from) parts.push(sql`${documentDate} >= ${filters.date_from}::date`);
  // date_to is inclusive: the whole day counts.
  if (filters.date_to) parts.push(sql`${documentDate} < ${filters.date_to}::date + 1`);
  if (filters.author) {
    const like = containsPattern(filters.author);
    parts.push(
      sql`(d.metadata->>'author' ilike ${like} or d.metadata->'email'->>'from' ilike ${like}
        or exists (select 1 from users u where u.id = d.uploaded_by and (u.full_name ilike ${like} or u.email ilike ${like})))`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** Lexemes (and which are prefixes) of a normalised tsquery's text form, e.g. `'notic' <-> 'termin':*`. */
export function lexemesOf(normalised: string): { lexemes: string[]; prefixes: string[] } {
  const lexemes = new Set<string>();
  const prefixes = new Set<string>();
  for (const m of normalised.matchAll(/'((?:[^']|'')*)'(:\*)?/g)) {
    const word = m[1]!.replace(/''/g, "'");
    (m[2] ? prefixes : lexemes).add(word);
  }
  return { lexemes: [...lexemes], prefixes: [...prefixes] };
}
