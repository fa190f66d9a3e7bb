import { sql, type SQL } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.js';
import type { DocumentSuggestion, SearchScope } from '../../../platform/search/search-index.js';
import { suggestionQuery, type ParsedQuery } from './query-parser.js';
import { pageSnippets } from './snippets.js';
import { caseNameOfDocument, documentConditions, pgArray } from './sql-fragments.js';
import { isScoped } from './vocabulary.js';
import { prefixPattern } from '../../../db/like-patterns.js';
import { prefixNames, substringNames } from './name-matches.js';

/**
 * Type-ahead (omnisearch calls this on every keystroke), built so no keystroke ranks thousands of
 * pages (reading a page's tsvector costs ~16 µs in PGlite; a common word has ~18k pages at 100k documents):
 *
 * 1. The words are looked up in the firm's vocabulary: typed words become lexemes, the word being
 *    typed expands to the firm's most frequent real words that start with it (not a `:*` query,
 *    which matches and ranks every page of every expansion).
 * 2. One word typed, over the whole firm: the expansions' stored best pages (search_top_pages,
 *    ranked when indexed), read best first, answer directly; expansions too rare to have a list
 *    are few pages, ranked on the spot.
 * 3. Several frequent words over the whole firm: the rarest one's stored best pages that hold
 *    every word. Otherwise (a rare word, a narrower scope, or too few such pages): the first
 *    CANDIDATES pages the GIN index yields for all words are ranked. Approximate by design —
 *    type-ahead shows a handful of likely documents; /search ranks them all.
 * 4. File names are matched word by word (name-matches.ts), beside the text on PostgreSQL.
 * 5. Only the chosen pages' text is read, to cut the excerpt, in the statement that chooses them.
 */

const EXPANSIONS = 4;
const CANDIDATES = 40;
/** Stored-list rows read per word, in multiples of the answer's size (pages of one document repeat). */
const LIST_DEPTH = 3;
const RARE_CAP = 100;
const EXCERPT = 140;

interface WordRow {
  kind: 'term' | 'expansion';
  word: string;
  page_count: number | string;
  top_built: boolean;
}

/** A document's best candidate page, with what its suggestion shows. */
interface PageScore {
  page_id: string;
  document_id: string;
  score: number | string;
  page_number: number;
  text: string;
  case_id: string;
  case_name: string;
  filename: string;
}

/** A tsquery over lexemes that are already normalised (no dictionary: the words come from the vocabulary). */
const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The typed words as lexemes, and the prefix's expansions, with how many pages hold each. */
async function lookUpWords(db: DbOrTx, organizationId: string, terms: string[], prefix: string): Promise<{ terms: WordRow[]; expansions: WordRow[] }> {
  const found = await rows<WordRow>(
    db,
    sql`with t as (select distinct unnest(tsvector_to_array(to_tsvector('english', ${terms.join(' ')}))) as word)
      select 'term' as kind, t.word, coalesce(v.page_count, 0) as page_count, coalesce(v.top_built, false) as top_built
        from t left join search_vocabulary v on v.organization_id = ${organizationId} and v.word = t.word
      union all
      (select 'expansion', word, page_count, top_built from search_vocabulary
        where organization_id = ${organizationId} and ${prefix} <> ''
          and (word like ${prefixPattern(prefix)} or word like coalesce((ts_lexize('english_stem', ${prefix}))[1], ${prefix}) || '%')
        order by page_count desc limit ${EXPANSIONS})`,
  );
  return { terms: found.filter((r) => r.kind === 'term'), expansions: found.filter((r) => r.kind === 'expansion') };
}

/**
 * Candidate pages from the stored lists of frequent words: no page is read. Each list is read best
 * first and only LIST_DEPTH × `limit` rows deep (the rank index), not whole: a prefix expands to 4
 * words of 200 stored pages each, and reading all 800 rows was half of a keystroke's time.
 */
function fromStoredLists(organizationId: string, words: string[], limit: number): SQL {
  // The lists hold only the firm's live documents: no join with documents is needed.
  return sql`select t.page_id, t.document_id, t.score from unnest(${pgArray(words)}::text[]) as w(word)
    cross join lateral (
      select t.document_id, t.page_id, t.rank as score from search_top_pages t
      where t.organization_id = ${organizationId} and t.word = w.word
      order by t.rank desc limit ${limit * LIST_DEPTH}
    ) t`;
}

/** A tsquery over lexemes that are already normalised (words from the vocabulary). */
const normalised = (tsquery: string): SQL => sql`${tsquery}::tsquery`;

/** The first `cap` pages the GIN index finds for the query, ranked. */
function fromIndex(organizationId: string, query: SQL, docWhere: SQL, cap: number): SQL {
  return sql`select p.id as page_id, p.document_id, ts_rank_cd(p.search, ${query}) as score
    from document_pages p join documents d on d.id = p.document_id
    where p.organization_id = ${organizationId} and p.search @@ ${query} and ${docWhere}
    limit ${cap}`;
}

/** Pages of one word's stored list (best first) that match the whole query, ranked; at most `cap`. */
function fromWordList(organizationId: string, word: string, tsquery: string, cap: number): SQL {
  // The lists hold only the firm's live documents: no join with documents is needed.
  return sql`select p.id as page_id, p.document_id, ts_rank_cd(p.search, ${tsquery}::tsquery) as score
    from (select t.page_id from search_top_pages t where t.organization_id = ${organizationId} and t.word = ${word} order by t.rank desc) t
    join document_pages p on p.id = t.page_id
    where p.search @@ ${tsquery}::tsquery limit ${cap}`;
}

/**
 * The best page of each of the best `limit` documents among `candidates` (page_id, document_id,
 * score, in that order), with its text and the document's name and case: choosing and reading in one statement
 * saves a round trip per keystroke. Only the chosen pages are joined, so only their text is read.
 */
function bestWithText(db: DbOrTx, candidates: SQL, limit: number): Promise<PageScore[]> {
  return rows<PageScore>(
    db,
    sql`select b.page_id, b.document_id, b.score, p.page_number, p.text, d.case_id, ${caseNameOfDocument} as case_name, d.filename
      from (
        select * from (select distinct on (c.document_id) c.page_id, c.document_id, c.score from (${candidates}) c order by c.document_id, c.score desc) x
        order by x.score desc, x.document_id limit ${limit}
      ) b
      join document_pages p on p.id = b.page_id join documents d on d.id = b.document_id`,
  );
}

/** Best-scoring page of each document, best documents first. */
function bestPerDocument(pages: PageScore[], limit: number): PageScore[] {
  const best = new Map<string, PageScore>();
  for (const p of pages) {
    const known = best.get(p.document_id);
    if (!known || Number(p.score) > Number(known.score)) best.set(p.document_id, p);
  }
  return [...best.values()].sort((a, b) => Number(b.score) - Number(a.score) || a.document_id.localeCompare(b.document_id)).slice(0, limit);
}

async function textMatches(db: DbOrTx, scope: SearchScope, parsed: ParsedQuery, docWhere: SQL, scoped: boolean, limit: number): Promise<PageScore[]> {
  if (!parsed.tsquery) return [];
  const prefix = parsed.prefixes[0] ?? '';
  const words = await lookUpWords(db, scope.organizationId, parsed.terms, prefix);
  // A word the vocabulary does not know yet is rare (no page held it when the firm was last
  // indexed) or belongs to a document whose index job is still queued: the page index itself is
  // current from the moment a document is processed, and a rare word's posting list is short.
  const unknown = words.terms.some((t) => Number(t.page_count) === 0) || (prefix !== '' && words.expansions.length === 0);
  if (unknown) {
    const typed = sql`to_tsquery('english', ${parsed.tsquery})`;
    return bestPerDocument(await bestWithText(db, fromIndex(scope.organizationId, typed, docWhere, CANDIDATES), limit), limit);
  }
  const termQuery = words.terms.map((t) => quoted(t.word));
  const expansionQuery = words.expansions.length ? [`(${words.expansions.map((e) => quoted(e.word)).join(' | ')})`] : [];
  const tsquery = [...termQuery, ...expansionQuery].join(' & ');
  if (!tsquery) return [];

  // One word over the whole firm: the stored lists are its best pages. A case, or an associate's
  // cases, hold few of them, so a narrower scope goes to the index.
  if (words.terms.length + (prefix ? 1 : 0) === 1 && !scoped) {
    const single = [...words.terms, ...words.expansions];
    const listed = single.filter((w) => w.top_built).map((w) => w.word);
    const rare = single.filter((w) => !w.top_built).map((w) => quoted(w.word));
    // Both kinds of candidates in one statement: the text is read only for the documents kept.
    const candidates = [
      ...(listed.length ? [fromStoredLists(scope.organizationId, listed, limit)] : []),
      ...(rare.length ? [fromIndex(scope.organizationId, normalised(rare.join(' | ')), docWhere, RARE_CAP)] : []),
    ];
    const union = sql.join(
      candidates.map((c) => sql`(${c})`),
      sql` union all `,
    );
    return bestPerDocument(await bestWithText(db, union, limit), limit);
  }
  // Several words, all frequent: the GIN index would intersect long posting lists (thousands of
  // pages each); the rarest typed word's stored best pages, checked against every word, are
  // fewer reads and better candidates than the first pages the index happens to yield.
  const frequent = [...words.terms, ...words.expansions].every((w) => w.top_built);
  const rarest = [...words.terms].sort((a, b) => Number(a.page_count) - Number(b.page_count))[0];
  if (!scoped && frequent && rarest) {
    const chosen = await bestWithText(db, fromWordList(scope.organizationId, rarest.word, tsquery, CANDIDATES), limit);
    if (chosen.length >= limit) return bestPerDocument(chosen, limit);
  }
  return bestPerDocument(await bestWithText(db, fromIndex(scope.organizationId, normalised(tsquery), docWhere, CANDIDATES), limit), limit);
}

/**
 * `concurrent`: the database serves several statements at once (a PostgreSQL pool), so the name
 * look-up runs beside the text look-up; PGlite has one connection and would only queue them.
 */
export async function suggestDocuments(
  db: DbOrTx,
  scope: SearchScope,
  text: string,
  options: { limit: number; caseId?: string; concurrent?: boolean },
): Promise<DocumentSuggestion[]> {
  const typed = text.trim();
  if (typed.length < 2) return [];
  const filters = options.caseId ? { case_id: options.caseId } : {};
  const docWhere = documentConditions(scope, filters);
  const limit = Math.min(Math.max(options.limit, 1), 50);
  // Parsed as typed (untrimmed): a trailing space means the last word is complete, not a prefix.
  const parsed = suggestionQuery(text);
  const byText = () => textMatches(db, scope, parsed, docWhere, isScoped(scope, filters), limit);
  // File names from three characters on (two match too much to be worth a look-up).
  const byName = () => (typed.length >= 3 ? prefixNames(db, docWhere, typed, limit) : Promise.resolve([]));
  const [found, prefixed] = options.concurrent ? await Promise.all([byText(), byName()]) : [await byText(), await byName()];
  const nameMatches = found.length === 0 && prefixed.length === 0 && typed.length >= 3 ? await substringNames(db, docWhere, typed, limit) : prefixed;

  // A page word matches when it starts like a typed word (its last two letters may be an inflection).
  const heads = [...parsed.terms, ...parsed.prefixes].map((t) => t.slice(0, Math.max(3, t.length - 2)));
  const matcher = (w: string) => heads.some((head) => w.startsWith(head));
  const merged = new Map<string, DocumentSuggestion>();
  for (const r of nameMatches) {
    merged.set(r.id, { documentId: r.id, caseId: r.case_id, caseName: r.case_name, filename: r.filename, score: 0.6 + 0.4 * Math.min(1, r.score), excerpt: null });
  }
  for (const page of found) {
    const rank = Number(page.score);
    const score = rank / (rank + 0.2);
    const excerpt = pageSnippets(page.page_number, page.text, matcher, 1)[0]?.text.trim().slice(0, EXCERPT) ?? null;
    const known = merged.get(page.document_id);
    if (known) merged.set(page.document_id, { ...known, score: Math.min(1, Math.max(known.score, score) + 0.1), excerpt });
    else merged.set(page.document_id, { documentId: page.document_id, caseId: page.case_id, caseName: page.case_name, filename: page.filename, score, excerpt });
  }
  return [...merged.values()].sort((a, b) => b.score - a.score || a.documentId.localeCompare(b.documentId)).slice(0, limit);
}
