import { sql, type SQL } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.js';
import type { DocumentSuggestion, SearchScope } from '../../../platform/search/search-index.js';
import { suggestionQuery, type ParsedQuery } from './query-parser.js';
import { pageSnippets } from './snippets.js';
import { documentConditions, pgArray } from './sql-fragments.js';
import { isScoped } from './vocabulary.js';
import { containsPattern, prefixPattern } from '../../../db/like-patterns.js';

/**
 * Type-ahead (omnisearch calls this on every keystroke), built so no keystroke ranks thousands of
 * pages (reading a page's tsvector costs ~16 µs in PGlite; a common word has ~18k pages at 100k documents):
 *
 * 1. The words are looked up in the firm's vocabulary: typed words become lexemes, the word being
 *    typed expands to the firm's most frequent real words that start with it (not a `:*` query,
 *    which matches and ranks every page of every expansion).
 * 2. One word typed: the expansions' stored best pages (search_top_pages, ranked when indexed) answer
 *    directly; expansions too rare to have a list are few pages, ranked on the spot.
 * 3. Several words, or when the stored lists cannot fill the answer (a one-case restriction): the
 *    first CANDIDATES pages the GIN index yields for all words are ranked. Approximate by design —
 *    type-ahead shows a handful of likely documents; /search ranks them all.
 * 4. Only the chosen pages' text is read, to cut the excerpt.
 */

const EXPANSIONS = 4;
const CANDIDATES = 100;
const RARE_CAP = 100;
const NAME_CANDIDATES = 200;
const EXCERPT = 140;

interface WordRow {
  kind: 'term' | 'expansion';
  word: string;
  page_count: number | string;
  top_built: boolean;
}

interface PageScore {
  page_id: string;
  document_id: string;
  score: number | string;
}

interface DocumentRow {
  id: string;
  case_id: string;
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

/** Best page per document from the stored lists of frequent words: no page is read. */
function fromStoredLists(db: DbOrTx, organizationId: string, words: string[], docWhere: SQL | null, limit: number): Promise<PageScore[]> {
  const listed = sql`t.organization_id = ${organizationId} and t.word = any(${pgArray(words)}::text[])`;
  return rows<PageScore>(
    db,
    // The lists only hold the firm's live documents: the join is needed only for a narrower scope.
    sql`select distinct on (t.document_id) t.document_id, t.page_id, t.rank as score
      from search_top_pages t ${docWhere ? sql`join documents d on d.id = t.document_id where ${listed} and ${docWhere}` : sql`where ${listed}`}
      order by t.document_id, t.rank desc`,
  ).then((found) => found.sort((a, b) => Number(b.score) - Number(a.score)).slice(0, limit));
}

/** The first `cap` pages the GIN index finds for the query, ranked. */
function fromIndex(db: DbOrTx, organizationId: string, tsquery: string, docWhere: SQL, cap: number): Promise<PageScore[]> {
  return rows<PageScore>(
    db,
    sql`select p.id as page_id, p.document_id, ts_rank_cd(p.search, ${tsquery}::tsquery) as score
      from document_pages p join documents d on d.id = p.document_id
      where p.organization_id = ${organizationId} and p.search @@ ${tsquery}::tsquery and ${docWhere}
      limit ${cap}`,
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
  // Every typed word must be in the firm's vocabulary (it counts every lexeme of every page).
  if (words.terms.some((t) => Number(t.page_count) === 0)) return [];
  if (prefix && words.expansions.length === 0) return [];
  const termQuery = words.terms.map((t) => quoted(t.word));
  const expansionQuery = words.expansions.length ? [`(${words.expansions.map((e) => quoted(e.word)).join(' | ')})`] : [];
  const tsquery = [...termQuery, ...expansionQuery].join(' & ');
  if (!tsquery) return [];

  if (words.terms.length + (prefix ? 1 : 0) === 1) {
    const single = [...words.terms, ...words.expansions];
    const listed = single.filter((w) => w.top_built).map((w) => w.word);
    const rare = single.filter((w) => !w.top_built).map((w) => quoted(w.word));
    const pages = [
      ...(listed.length ? await fromStoredLists(db, scope.organizationId, listed, scoped ? docWhere : null, limit) : []),
      ...(rare.length ? await fromIndex(db, scope.organizationId, rare.join(' | '), docWhere, RARE_CAP) : []),
    ];
    // A stored list holds a frequent word's best pages firm-wide; a narrow scope may leave too few of them.
    if (pages.length >= limit || listed.length === 0) return bestPerDocument(pages, limit);
    return bestPerDocument([...pages, ...(await fromIndex(db, scope.organizationId, tsquery, docWhere, CANDIDATES))], limit);
  }
  return bestPerDocument(await fromIndex(db, scope.organizationId, tsquery, docWhere, CANDIDATES), limit);
}

export async function suggestDocuments(db: DbOrTx, scope: SearchScope, text: string, options: { limit: number; caseId?: string }): Promise<DocumentSuggestion[]> {
  const typed = text.trim();
  if (typed.length < 2) return [];
  const filters = options.caseId ? { case_id: options.caseId } : {};
  const docWhere = documentConditions(scope, filters);
  const limit = Math.min(Math.max(options.limit, 1), 50);
  // Parsed as typed (untrimmed): a trailing space means the last word is complete, not a prefix.
  const parsed = suggestionQuery(text);
  const found = await textMatches(db, scope, parsed, docWhere, isScoped(scope, filters), limit);

  // File names: a trigram index serves ILIKE '%…%' from three characters on; similarity is computed for a capped set.
  const nameMatches =
    typed.length >= 3
      ? await rows<DocumentRow & { score: number | string }>(
          db,
          sql`select x.id, x.case_id, x.filename, similarity(x.filename, ${typed}) as score from (
              select d.id, d.case_id, d.filename from documents d where ${docWhere} and d.filename ilike ${containsPattern(typed)} limit ${NAME_CANDIDATES}
            ) x order by score desc, x.id limit ${limit}`,
        )
      : [];

  const textDocs = found.length
    ? await rows<DocumentRow & { page_id: string; page_number: number; text: string }>(
        db,
        sql`select d.id, d.case_id, d.filename, p.id as page_id, p.page_number, p.text
          from document_pages p join documents d on d.id = p.document_id
          where p.id = any(${pgArray(found.map((f) => f.page_id))}::uuid[])`,
      )
    : [];
  const pageById = new Map(textDocs.map((r) => [r.page_id, r]));

  const matcherWords = [...parsed.terms, ...parsed.prefixes];
  const matcher = (w: string) => matcherWords.some((t) => w.startsWith(t.slice(0, Math.max(3, t.length - 2))));
  const merged = new Map<string, DocumentSuggestion>();
  for (const r of nameMatches) {
    merged.set(r.id, { documentId: r.id, caseId: r.case_id, filename: r.filename, score: 0.6 + 0.4 * Math.min(1, Number(r.score)), excerpt: null });
  }
  for (const f of found) {
    const page = pageById.get(f.page_id);
    if (!page) continue;
    const rank = Number(f.score);
    const score = rank / (rank + 0.2);
    const excerpt = pageSnippets(page.page_number, page.text, matcher, 1)[0]?.text.slice(0, EXCERPT) ?? null;
    const known = merged.get(page.id);
    if (known) merged.set(page.id, { ...known, score: Math.min(1, Math.max(known.score, score) + 0.1), excerpt });
    else merged.set(page.id, { documentId: page.id, caseId: page.case_id, filename: page.filename, score, excerpt });
  }
  return [...merged.values()].sort((a, b) => b.score - a.score || a.documentId.localeCompare(b.documentId)).slice(0, limit);
}
