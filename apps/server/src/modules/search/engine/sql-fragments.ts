import { sql, type SQL } from 'drizzle-orm';
import type { DocumentSearchFilters } from '@app/contract';
import type { SearchScope } from '../../../platform/search/search-index.js';
import type { CollectionFilters } from '@app/contract';
import { containsPattern, escapeLike } from '../../../db/like-patterns.js';

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
  parts.push(...collectionConditions(filters));
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

/**
 * The collection filters (custodian, source path, thread, near-duplicate group, inclusive only) as
 * SQL conditions over a documents row, one rule for /search, the discovery review queue and the
 * e-mail review list. `doc` is how the query names the documents row (`d`, or `"documents"`).
 */

/** An attachment has no folder of its own: it was collected where its message was (nearest ancestor with a path). */
const MAX_PATH_DEPTH = 10;

/**
 * `ownPathOnly`: a list that folds attachments under their message (the e-mail review list) matches
 * the path on the rows that carry one; flat lists (search, the review queue) let an attachment take its message's.
 */
export function collectionConditions(filters: CollectionFilters, doc: SQL = sql`d`, { ownPathOnly = false } = {}): SQL[] {
  const parts: SQL[] = [];
  if (filters.custodian_id) {
    // Held by: its own custodian, or a holder of a copy de-duplication suppressed in its favour.
    parts.push(
      sql`(${doc}.custodian_id = ${filters.custodian_id} or exists (select 1 from document_holders h where h.document_id = ${doc}.id and h.custodian_id = ${filters.custodian_id}))`,
    );
  }
  if (filters.source_path) {
    // "Inbox" finds Inbox and Inbox/Projects, not "Inbox old"; letter case as people type it.
    const path = filters.source_path.replace(/\/+$/, '');
    const under = `${escapeLike(path)}/%`;
    if (ownPathOnly) parts.push(sql`(lower(${doc}.source_path) = lower(${path}) or ${doc}.source_path ilike ${under})`);
    else
      parts.push(sql`exists (
      with recursive up(parent_id, source_path, depth) as (
        select ${doc}.parent_id, ${doc}.source_path, 0
        union all
        select p.parent_id, p.source_path, up.depth + 1 from documents p join up on p.id = up.parent_id
        where up.source_path is null and up.depth < ${MAX_PATH_DEPTH}
      )
      select 1 from up where up.source_path is not null and (lower(up.source_path) = lower(${path}) or up.source_path ilike ${under}))`);
  }
  const facet = (condition: SQL) => sql`exists (select 1 from document_review_facets f where f.document_id = ${doc}.id and ${condition})`;
  if (filters.thread_id) parts.push(facet(sql`f.thread_id = ${filters.thread_id}`));
  if (filters.near_duplicate_group) parts.push(facet(sql`f.near_duplicate_pivot_id = ${filters.near_duplicate_group}`));
  if (filters.inclusive_only) parts.push(sql`${doc}.metadata ? 'email'`, facet(sql`f.inclusive`));
  return parts;
}

/**
 * A member of a container (a file inside an uploaded ZIP, a message of a mailbox): a family of its
 * own, not a member of the container's. De-duplication, the culling report and the review lists
 * treat it so — a mailbox is reviewed as its messages, not as one row with every message under it.
 */
export const isContainerMember = (doc: SQL): SQL =>
  sql`coalesce(${doc}.metadata->>'uploaded_via' in ('archive_member', 'mailbox_item') or ${doc}.metadata ? 'mailbox_index', false)`;

/** True when any collection filter is set (the search is then narrower than the firm's documents). */
export const hasCollectionFilter = (f: CollectionFilters): boolean =>
  Boolean(f.custodian_id || f.source_path || f.thread_id || f.near_duplicate_group || f.inclusive_only);
