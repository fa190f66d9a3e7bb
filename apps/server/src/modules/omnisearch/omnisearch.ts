import { OMNISEARCH_RESULT_TYPES, type OmnisearchQuery, type OmnisearchResult } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { loadCase } from '../cases/access.js';
import type { Caller } from '../../platform/http/caller.js';
import { searchScopeFor } from '../search/scope.js';
import { batesSource } from './bates-source.js';
import { typedQuery } from './relevance.js';
import { caseAndPartySource, documentSource, eventSource, memberSource, type Source, type SourceInput } from './sources.js';

const TYPE_ORDER = new Map(OMNISEARCH_RESULT_TYPES.map((t, i) => [t, i]));

/**
 * With a case selected and no restriction, that case's results come first; then relevance
 * descending. Ties fall back to type and title so the list does not shuffle between keystrokes.
 */
export function orderResults<T extends Pick<OmnisearchResult, 'caseId' | 'relevance' | 'type' | 'title'>>(results: T[], selectedCaseId: string | undefined): T[] {
  return [...results].sort((a, b) => {
    if (selectedCaseId) {
      const inA = a.caseId === selectedCaseId ? 0 : 1;
      const inB = b.caseId === selectedCaseId ? 0 : 1;
      if (inA !== inB) return inA - inB;
    }
    return b.relevance - a.relevance || TYPE_ORDER.get(a.type)! - TYPE_ORDER.get(b.type)! || a.title.localeCompare(b.title);
  });
}

/**
 * Type-ahead across cases, documents, people and events, limited to what the caller may see.
 *
 * Not audited: it runs on every keystroke, so a row per call would flood the log with prefixes of
 * one intent, and it returns names and short excerpts only. What the user then opens (a document,
 * a case) is audited as a view by its own route; deliberate searches (/search/documents) are
 * audited as search_performed.
 */
export async function omnisearch(deps: AppDeps, caller: Caller, request: OmnisearchQuery): Promise<OmnisearchResult[]> {
  const { db } = deps;
  // A restriction to a case the caller cannot see answers 404 like every other case route.
  const authorised = request.case_id ? loadCase(db, caller, request.case_id).then(() => undefined) : Promise.resolve();
  const selectedCaseId = request.case_id ? undefined : request.selected_case_id;
  const sources: Source[] = [caseAndPartySource, documentSource(deps.search), memberSource, eventSource, batesSource];
  const search = async (concurrent: boolean): Promise<OmnisearchResult[][]> => {
    const input: SourceInput = {
      db,
      caller,
      scope: await searchScopeFor(db, caller),
      q: request.q,
      query: typedQuery(request.q),
      limit: request.limit,
      caseId: request.case_id,
      selectedCaseId,
    };
    if (concurrent) return Promise.all(sources.map((source) => source(input)));
    const lists: OmnisearchResult[][] = [];
    for (const source of sources) lists.push(await source(input));
    return lists;
  };
  let lists: OmnisearchResult[][];
  if (deps.database.kind === 'postgres') {
    // The access check runs beside the search, off the critical path. Nothing leaks meanwhile: the
    // sources read only the caller's firm and scope, and a failed check discards their answer.
    [, lists] = await Promise.all([authorised, search(true)]);
  } else {
    // PGlite has one connection: concurrent statements would only queue behind each other there.
    await authorised;
    lists = await search(false);
  }
  // A document found by its Bates number and by its name is listed once, as the better of the two.
  const seen = new Set<string>();
  const unique = orderResults(lists.flat(), selectedCaseId).filter((r) => {
    const key = `${r.type}:${r.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.slice(0, request.limit);
}
