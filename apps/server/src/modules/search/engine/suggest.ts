import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../../db/client.js';
import type { DocumentSuggestion, SearchScope } from '../../../platform/search/search-index.js';
import { suggestionQuery } from './query-parser.js';
import { pageSnippets } from './snippets.js';
import { documentConditions } from './sql-fragments.js';

/**
 * Type-ahead (omnisearch calls this on every keystroke). The word being typed is expanded to the
 * firm's most frequent real words that start with it (search_vocabulary) instead of a `:*` prefix
 * query, which at 100k pages ranks every page of every expansion (~0.9 s); the ranking then reads
 * the expansions' stored best pages plus a capped set of matches.
 */

const EXPANSIONS = 6;
const CANDIDATES = 150;
const EXCERPT = 140;

interface Row {
  id: string;
  case_id: string;
  filename: string;
  score: number;
  page_number: number | null;
  text: string | null;
}

const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeAnywhere = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function suggestDocuments(db: DbOrTx, scope: SearchScope, text: string, options: { limit: number; caseId?: string }): Promise<DocumentSuggestion[]> {
  const typed = text.trim();
  if (typed.length < 2) return [];
  const parsed = suggestionQuery(typed);
  const docWhere = documentConditions(scope, options.caseId ? { case_id: options.caseId } : {});
  const limit = Math.min(Math.max(options.limit, 1), 50);
  const head = parsed.terms.join(' & ');
  const prefix = parsed.prefixes[0] ?? '';

  const textMatches = parsed.tsquery
    ? await rows<Row>(
        db,
        sql`with e as (
            select word from search_vocabulary
            where organization_id = ${scope.organizationId} and ${prefix} <> ''
              and (word like ${likePrefix(prefix)} or word like coalesce((ts_lexize('english_stem', ${prefix}))[1], ${prefix}) || '%')
            order by page_count desc limit ${EXPANSIONS}
          ),
          q as (
            select case when ${prefix} = '' then to_tsquery('english', ${head})
              when exists (select 1 from e) then to_tsquery('english', ${head}) && (select string_agg(quote_literal(word), ' | ') from e)::tsquery
              else to_tsquery('english', ${parsed.tsquery}) end as q
          ),
          cand as (
            select t.page_id as id from search_top_pages t where t.organization_id = ${scope.organizationId} and t.word in (select word from e)
            union
            (select p.id from document_pages p join documents d on d.id = p.document_id, q
              where p.organization_id = ${scope.organizationId} and p.search @@ q.q and ${docWhere} limit ${CANDIDATES})
          ),
          best as (
            select distinct on (d.id) d.id, d.case_id, d.filename, ts_rank_cd(p.search, q.q) as score, p.page_number, p.text
            from cand join document_pages p on p.id = cand.id join documents d on d.id = p.document_id, q
            where p.search @@ q.q and ${docWhere}
            order by d.id, score desc
          )
          select * from best order by score desc, id limit ${limit}`,
      )
    : [];

  // File names: a trigram index serves ILIKE '%…%' from three characters on.
  const nameMatches =
    typed.length >= 3
      ? await rows<Row>(
          db,
          sql`select d.id, d.case_id, d.filename, similarity(d.filename, ${typed}) as score, null as page_number, null as text
            from documents d where ${docWhere} and d.filename ilike ${likeAnywhere(typed)}
            order by score desc, d.id limit ${limit}`,
        )
      : [];

  const matcherWords = [...parsed.terms, ...parsed.prefixes];
  const matcher = (w: string) => matcherWords.some((t) => w.startsWith(t.slice(0, Math.max(3, t.length - 2))));
  const merged = new Map<string, DocumentSuggestion>();
  for (const r of nameMatches) {
    merged.set(r.id, { documentId: r.id, caseId: r.case_id, filename: r.filename, score: 0.6 + 0.4 * Math.min(1, Number(r.score)), excerpt: null });
  }
  for (const r of textMatches) {
    const rank = Number(r.score);
    const score = rank / (rank + 0.2);
    const excerpt = r.text ? (pageSnippets(r.page_number ?? 1, r.text, matcher, 1)[0]?.text.slice(0, EXCERPT) ?? null) : null;
    const known = merged.get(r.id);
    if (known) merged.set(r.id, { ...known, score: Math.min(1, Math.max(known.score, score) + 0.1), excerpt });
    else merged.set(r.id, { documentId: r.id, caseId: r.case_id, filename: r.filename, score, excerpt });
  }
  return [...merged.values()].sort((a, b) => b.score - a.score || a.documentId.localeCompare(b.documentId)).slice(0, limit);
}
