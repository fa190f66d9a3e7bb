import { sql } from 'drizzle-orm';
import type { DocumentSearchHit } from '@app/contract';
import type { DocumentFacts } from './facets.js';
import { rows, type DbOrTx } from '../../../db/client.js';
import type { RankedDocument } from './ranking.js';
import { buildMatcher, candidateWords, documentSnippets, type MatcherInput } from './snippets.js';
import { pgArray } from './sql-fragments.js';

interface PageText {
  document_id: string;
  page_number: number;
  text: string;
}

/** Page words → their stems, asked of the same stemmer the index used (so "terminated" marks for "termination"). */
export async function stemsOf(db: DbOrTx, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const found = await rows<{ w: string; s: string | null }>(db, sql`select w, (ts_lexize('english_stem', w))[1] as s from unnest(${pgArray(words)}::text[]) as w`);
  return new Map(found.filter((r) => r.s !== null).map((r) => [r.w, r.s!]));
}

/** Turns ranked ids into hits: the documents' facts (read for ranking) and up to three snippets from their best pages. */
export async function hydrateHits(
  db: DbOrTx,
  ranked: RankedDocument[],
  facts: Map<string, DocumentFacts>,
  tsquery: string,
  highlight: Omit<MatcherInput, 'stems'>,
): Promise<DocumentSearchHit[]> {
  if (ranked.length === 0) return [];
  const ids = pgArray(ranked.map((r) => r.document_id));
  const pages = await rows<PageText>(
    db,
    // Every page of the shown documents (a few each), best first; a page without a match yields no snippet.
    sql`select document_id, page_number, text from (
        select p.document_id, p.page_number, p.text,
          row_number() over (partition by p.document_id order by ts_rank_cd(p.search, ${tsquery}::tsquery) desc, p.page_number) as n
        from document_pages p where p.document_id = any(${ids}::uuid[])
      ) x where n <= 3 order by document_id, n`,
  );
  const starts = [...highlight.terms, ...highlight.prefixes, ...highlight.lexemes, ...highlight.lexemePrefixes];
  const words = new Set<string>();
  for (const p of pages) for (const w of candidateWords(p.text, starts)) words.add(w);
  const matcher = buildMatcher({ ...highlight, stems: await stemsOf(db, [...words].slice(0, 5000)) });

  const pagesOf = new Map<string, PageText[]>();
  for (const p of pages) pagesOf.set(p.document_id, [...(pagesOf.get(p.document_id) ?? []), p]);
  return ranked.flatMap((r) => {
    const d = facts.get(r.document_id);
    if (!d) return [];
    return [
      {
        document_id: d.id,
        case_id: d.case_id,
        case_name: d.case_name,
        filename: d.filename,
        detected_type: d.detected_type,
        status: d.status,
        created_at: d.created_at,
        document_date: d.document_date,
        author: d.author,
        score: r.score,
        snippets: documentSnippets(pagesOf.get(d.id) ?? [], matcher, 3),
      },
    ];
  });
}
