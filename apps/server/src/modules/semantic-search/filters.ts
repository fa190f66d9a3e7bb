import { sql, type SQL } from 'drizzle-orm';
import type { DocumentSearchFilters } from '@app/contract';
import type { SearchScope } from '../../platform/search/search-index.js';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const list = (values: readonly string[]): SQL => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * The document's own date where the metadata has an ISO one (e-mail sent date, metadata created),
 * else the upload day. PDF dates ("D:2019…") are not ISO and fall back; the guard keeps a bad
 * value from failing the whole query.
 */
export const DOCUMENT_DAY = sql`(case when d.metadata->>'created' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' then substr(d.metadata->>'created', 1, 10)::date else (d.created_at at time zone 'UTC')::date end)`;

/** Conditions on `documents d` for the caller's scope and the request's filters. */
export function documentConditions(scope: SearchScope, filters: DocumentSearchFilters): SQL {
  const parts: SQL[] = [sql`d.organization_id = ${scope.organizationId}`, sql`d.deleted_at is null`];
  if (scope.caseIds) parts.push(scope.caseIds.length > 0 ? sql`d.case_id in (${list(scope.caseIds)})` : sql`false`);
  if (filters.case_id) parts.push(sql`d.case_id = ${filters.case_id}`);
  if (filters.file_type?.length) {
    const types = filters.file_type.map((t) => t.toLowerCase().replace(/^\./, ''));
    parts.push(sql`(lower(coalesce(d.detected_type, '')) in (${list(types)}) or lower(coalesce(d.extension, '')) in (${list(types)}))`);
  }
  if (filters.date_from) parts.push(sql`${DOCUMENT_DAY} >= ${filters.date_from}::date`);
  if (filters.date_to) parts.push(sql`${DOCUMENT_DAY} <= ${filters.date_to}::date`);
  if (filters.author) {
    const p = likePattern(filters.author);
    parts.push(sql`(d.metadata->>'author' ilike ${p} or exists (select 1 from users u where u.id = d.uploaded_by and (u.full_name ilike ${p} or u.email ilike ${p})))`);
  }
  if (filters.status?.length) parts.push(sql`d.status in (${list(filters.status)})`);
  return sql.join(parts, sql` and `);
}
