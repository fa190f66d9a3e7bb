import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../platform/http/caller.js';
import { rows, type DbOrTx } from '../../../db/client.js';
import { fieldError } from '../../../platform/http/errors.js';
import { searchScopeFor } from '../../search/scope.js';
import { documentConditions, pageVector } from '../../search/engine/sql-fragments.js';
import { parseQuery } from '../../search/engine/query-parser.js';

/*
 * "Every document of this case a search finds", for review (the queue's search box, bulk coding)
 * and productions by search. The same syntax and the same match as /search (a page's text with its
 * file name, the caller's search scope), but every match rather than a ranked page of them: coding
 * or producing "the first 20 hits" would silently leave documents out.
 */

/**
 * The SQL condition (over `documents d`) "d matches the query", or a 400 on `field` when the query
 * has nothing to search for (only exclusions, or only words like "the").
 */
export async function searchCondition(db: DbOrTx, q: string, field: string): Promise<SQL> {
  const parsed = parseQuery(q);
  const message = 'Enter at least one word to search for (a minus only leaves words out)';
  if (!parsed.tsquery) throw fieldError(field, message);
  const [norm] = await rows<{ q: string }>(db, sql`select to_tsquery('english', ${parsed.tsquery})::text as q`);
  if (!norm?.q) throw fieldError(field, 'Only very common words were entered (like "the" or "of"); add a more specific word');
  return sql`exists (select 1 from document_pages p where p.document_id = d.id and ${pageVector} @@ ${norm.q}::tsquery)`;
}

/** Ids of the case's live documents the query matches, in upload order (then by name: one upload shares its time). */
export async function documentsMatching(db: DbOrTx, caller: Caller, caseId: string, q: string, field = 'query'): Promise<string[]> {
  const scope = await searchScopeFor(db, caller);
  const match = await searchCondition(db, q, field);
  const found = await rows<{ id: string }>(
    db,
    sql`select d.id from documents d where ${documentConditions(scope, { case_id: caseId })} and ${match} order by d.created_at, d.filename, d.id`,
  );
  return found.map((r) => r.id);
}
