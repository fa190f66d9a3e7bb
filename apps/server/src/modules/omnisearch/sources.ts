import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OmnisearchResult } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseEvents, caseMembers, cases, documents, users } from '../../db/schema/index.js';
import type { SearchIndex, SearchScope } from '../../platform/search/search-index.js';
import type { Caller } from '../../platform/http/caller.js';
import { resultScore, toPercent, type TypedQuery } from './relevance.js';
import { containsPattern, prefixPattern, wordStartRegex } from '../../db/like-patterns.js';

/**
 * Where time goes: every source is one statement over one table filtered by the firm's id, and
 * never a join — PGlite runs no autovacuum (our maintenance job analyses its tables every 10
 * minutes), and a join planned on stale statistics turned into a nested loop that took seconds.
 * Cases and events are matched on their lower-cased `search_text` column with `like '%word%'`,
 * which a trigram index answers (migration 0010; shorter words: see `indexedHolds`). Before, every
 * row of the firm was read per keystroke: 55–90 ms p50 in PGlite at 3,000 cases and 15,000 events,
 * against 2–13 ms now (`npm run bench:omnisearch-scale`, docs/benchmarks.md).
 * Exact scoring happens here in JS on at most `limit` rows per source. A subtitle's case name comes
 * with its row (a primary-key read per output row), not from one more statement after the merge:
 * on PostgreSQL that statement was a round trip on every keystroke's critical path.
 */

/** What every source needs: who asks, what was typed, and how far to look. */
export interface SourceInput {
  db: DbOrTx;
  caller: Caller;
  scope: SearchScope;
  q: string;
  query: TypedQuery;
  /** Candidates each source may return; the merged list is cut to the request's limit later. */
  limit: number;
  /** Restrict to this (already authorised) case. */
  caseId?: string;
  /** Prefer this case's rows when a source has more candidates than its cap. */
  selectedCaseId?: string;
}

export type Source = (input: SourceInput) => Promise<OmnisearchResult[]>;

/** Every typed word must appear in the haystack (type-ahead narrows as you type). */
function everyToken(query: TypedQuery, haystack: (token: string) => SQL): SQL {
  return and(...query.tokens.map((token) => haystack(token))) as SQL;
}
/**
 * For text with no index (firm members: a few hundred rows at most): strpos over lower() rather
 * than ILIKE, the same answer for lower-cased words, about a quarter cheaper per row in PGlite.
 */
const holds = (text: SQL, token: string) => sql`strpos(lower(${text}), ${token}) > 0`;
/**
 * For a lower-cased column with a trigram index: `like '%word%'`, which the index answers (strpos
 * cannot). A word of one or two letters has no trigram of its own, so `like` would read every row of
 * the firm (35 ms per keystroke in PGlite at 3,000 cases); it matches at the start of a word instead,
 * which the index answers through the word-start trigram (" ha"), and which is what two typed letters
 * mean in a name ("ha" finds Harrison, not Shannon).
 */
const indexedHolds = (searchText: SQL, token: string) =>
  token.length >= 3 ? sql`${searchText} like ${containsPattern(token)}` : sql`${searchText} ~ ${wordStartRegex(token)}`;

/** Cheap pre-ranking in SQL so a source's cap keeps the best candidates: name prefix, then name match. */
function nameRank(name: SQL, query: TypedQuery): SQL {
  return sql`case when ${name} ilike ${prefixPattern(query.text)} then 0 when ${name} ilike ${containsPattern(query.text)} then 1 else 2 end`;
}

/** Order-by terms that put the selected case's rows first (none without a selection). */
function selectedFirst(caseIdColumn: SQL, selectedCaseId: string | undefined): SQL[] {
  return selectedCaseId ? [sql`case when ${caseIdColumn} = ${selectedCaseId} then 0 else 1 end`] : [];
}

/** The cases a source may read rows of: one case, the caller's assignments, or the whole firm. */
function caseFilter(column: SQL, { scope, caseId }: SourceInput): SQL | undefined | false {
  if (caseId) return sql`${column} = ${caseId}`;
  if (scope.caseIds === null) return undefined;
  if (scope.caseIds.length === 0) return false;
  return inArray(column, scope.caseIds);
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const joinParts = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * Matters by name, client, docket number, opposing party and party names — and, from the same
 * rows, the parties themselves as people. A party has no id of its own (it lives in the case's
 * JSON), so its id is "{caseId}:party:{position}", stable while the list is not reordered.
 */
export const caseAndPartySource: Source = async (input) => {
  const { db, caller, query, limit, selectedCaseId } = input;
  const visible = caseFilter(sql`${cases.id}`, input);
  if (visible === false) return [];
  // search_text holds parties::text, JSON keys included; a false hit there scores 0 below and is dropped.
  const matches = everyToken(query, (t) => indexedHolds(sql`${cases.searchText}`, t));
  const rows = await db
    .select({
      id: cases.id,
      name: cases.name,
      clientName: cases.clientName,
      docketNumber: cases.docketNumber,
      opposingParty: cases.opposingParty,
      parties: cases.parties,
    })
    .from(cases)
    .where(and(eq(cases.organizationId, caller.organizationId), visible, matches))
    .orderBy(...selectedFirst(sql`${cases.id}`, selectedCaseId), nameRank(sql`${cases.name}`, query), asc(cases.name))
    .limit(limit);

  const drafts: OmnisearchResult[] = [];
  for (const r of rows) {
    const partyNames = r.parties.map((p) => p.name).join(' ');
    const caseScore = resultScore(
      [
        { value: r.name, kind: 'title' },
        { value: r.clientName, kind: 'detail' },
        { value: r.docketNumber, kind: 'detail' },
        { value: r.opposingParty, kind: 'detail' },
        { value: partyNames, kind: 'detail' },
      ],
      query,
    );
    if (caseScore > 0) {
      drafts.push({ id: r.id, type: 'case', title: r.name, subtitle: joinParts(r.clientName, r.docketNumber), caseId: r.id, relevance: toPercent(caseScore) });
    }
    r.parties.forEach((party, position) => {
      const score = resultScore(
        [
          { value: party.name, kind: 'title' },
          { value: party.counsel, kind: 'detail' },
        ],
        query,
      );
      if (score === 0) return;
      drafts.push({
        id: `${r.id}:party:${position}`,
        type: 'person',
        title: party.name,
        subtitle: joinParts(capitalise(party.role), r.name),
        caseId: r.id,
        relevance: toPercent(score),
      });
    });
  }
  return drafts;
};

/**
 * Firm members by name, e-mail and job title. Every signed-in member may see the firm's people;
 * restricted to one case, only the people assigned to it.
 */
export const memberSource: Source = async ({ db, caller, query, limit, caseId }) => {
  const fields = sql`concat_ws(' ', ${users.fullName}, ${users.email}, ${users.title})`;
  const assigned = caseId
    ? sql`exists (select 1 from ${caseMembers} where ${caseMembers.caseId} = ${caseId} and ${caseMembers.userId} = ${users.id})`
    : undefined;
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, title: users.title, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.organizationId, caller.organizationId),
        eq(users.isActive, true),
        isNull(users.deactivatedAt),
        assigned,
        everyToken(query, (t) => holds(fields, t)),
      ),
    )
    .orderBy(nameRank(sql`${users.fullName}`, query), asc(users.fullName))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    type: 'person',
    title: r.fullName,
    subtitle: joinParts(r.title ?? capitalise(r.role), r.email),
    caseId: null,
    relevance: toPercent(
      resultScore(
        [
          { value: r.fullName, kind: 'title' },
          { value: r.email, kind: 'detail' },
          { value: r.title, kind: 'detail' },
        ],
        query,
      ),
    ),
  }));
};

/** Hearings, deadlines and the like of visible cases, by title, location and description. */
export const eventSource: Source = async (input) => {
  const { db, caller, query, limit, selectedCaseId } = input;
  const visible = caseFilter(sql`${caseEvents.caseId}`, input);
  if (visible === false) return [];
  const rows = await db
    .select({
      id: caseEvents.id,
      caseId: caseEvents.caseId,
      title: caseEvents.title,
      eventType: caseEvents.eventType,
      startsAt: caseEvents.startsAt,
      location: caseEvents.location,
      description: caseEvents.description,
      // Per output row (at most `limit`), by primary key: no join for a stale-statistics planner to misjudge.
      caseName: sql<string>`(select ${cases.name} from ${cases} where ${cases.id} = ${caseEvents.caseId})`,
    })
    .from(caseEvents)
    .where(and(eq(caseEvents.organizationId, caller.organizationId), visible, everyToken(query, (t) => indexedHolds(sql`${caseEvents.searchText}`, t))))
    .orderBy(...selectedFirst(sql`${caseEvents.caseId}`, selectedCaseId), nameRank(sql`${caseEvents.title}`, query), asc(caseEvents.startsAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    type: 'event',
    title: r.title,
    subtitle: joinParts(capitalise(r.eventType), r.startsAt.toISOString().slice(0, 10), r.caseName),
    caseId: r.caseId,
    relevance: toPercent(
      resultScore(
        [
          { value: r.title, kind: 'title' },
          { value: r.location, kind: 'detail' },
          { value: r.description, kind: 'text' },
        ],
        query,
      ),
    ),
  }));
};

/** The text engine's score (0–1) mapped into the band a running-text match earns on our scale. */
function textScore(engineScore: number): number {
  const clamped = Math.max(0, Math.min(1, engineScore));
  return 0.45 + 0.3 * clamped;
}

const withoutExtension = (filename: string) => filename.replace(/\.[a-z0-9]{1,5}$/i, '');

/**
 * The found documents that are transcripts made on /transcription (marked by their detected type,
 * which the transcription module writes): the result says so, and the web opens them there.
 */
async function transcriptIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, ids), eq(documents.detectedType, 'transcript')));
  return new Set(found.map((d) => d.id));
}

/** Documents by file name and text, through the search engine (it applies the caller's scope). */
export const documentSource =
  (search: SearchIndex): Source =>
  async ({ db, scope, q, query, limit, caseId }) => {
    const found = await search.suggestDocuments(scope, q, { limit, caseId });
    const transcripts = await transcriptIds(
      db,
      found.map((d) => d.documentId),
    );
    return found.map((d) => {
      const byName = Math.max(
        resultScore([{ value: d.filename, kind: 'title' }], query),
        resultScore([{ value: withoutExtension(d.filename), kind: 'title' }], query),
      );
      // The engine found it, so it earns at least the low end of the text band.
      const byText = textScore(d.excerpt ? d.score : 0);
      return {
        id: d.documentId,
        type: 'document',
        title: d.filename,
        subtitle: joinParts(d.caseName, d.excerpt ? `“${d.excerpt}”` : null),
        caseId: d.caseId,
        relevance: toPercent(Math.max(byName, byText)),
        ...(transcripts.has(d.documentId) ? { transcript: true } : {}),
      };
    });
  };
