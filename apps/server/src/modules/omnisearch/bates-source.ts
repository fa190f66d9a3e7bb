import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OmnisearchResult } from '@app/contract';
import { cases, documents, incomingProductionDocuments, incomingProductions, productionDocuments, productions } from '../../db/schema/index.js';
import { pageInRange, parseBates, type BatesQuery } from './bates-query.js';
import type { Source, SourceInput } from './sources.js';

/*
 * A Bates number finds the document whose produced range holds it, and the page: NW000123 finds
 * the document stamped NW000120–NW000130, at page 4 — in the other side's productions loaded into
 * a case (incoming) and in the firm's own. Both are range lookups on indexes, never a text match
 * over every row:
 *
 * - incoming: per case holding a loaded volume, the one row with the greatest beginning number at
 *   or below the typed one (index incoming_production_documents (case_id, bates_begin), read
 *   backwards, one row), kept when its end reaches the number. Ranges of a case never overlap (a
 *   load refuses rows that would), so that row is the only candidate. The numbers are compared as
 *   text: a number typed with another width than the stamps' ("NW123" for NW000123) is not found.
 * - own productions: the production of that prefix whose numbers span the typed one (index
 *   productions (organization_id, bates_prefix); a firm's ranges per prefix never overlap), then its
 *   produced document spanning it (compared as numbers: any width finds it).
 */

/** A Bates hit outranks a name or text match: the user typed the document's own number. */
const RELEVANCE = 100;

interface Hit {
  documentId: string;
  caseId: string;
  begin: string;
  end: string;
  page: number | null;
  where: string;
}

/** The cases to look in: one case, the caller's assignments, or the whole firm (null). */
function caseIdsOf({ scope, caseId }: SourceInput): string[] | null {
  if (caseId) return [caseId];
  return scope.caseIds;
}

async function incomingHits(input: SourceInput, query: BatesQuery): Promise<Hit[]> {
  const allowed = caseIdsOf(input);
  if (allowed?.length === 0) return [];
  const org = input.caller.organizationId;
  const caseFilter: SQL = allowed ? sql`and ${inArray(incomingProductions.caseId, allowed)}` : sql``;
  // Typed in lower case, a number is looked up as stamped (upper case) too.
  const texts = [...new Set([query.text, query.text.toUpperCase()])];
  const prefixes = [...new Set([query.prefix, query.prefix.toUpperCase()])];
  const hits: Hit[] = [];
  for (const [i, text] of texts.entries()) {
    const prefix = prefixes[Math.min(i, prefixes.length - 1)]!;
    const result: unknown = await input.db.execute(sql`
      select hit.document_id, hit.case_id, hit.bates_begin, hit.bates_end
      from (select distinct ${incomingProductions.caseId} as case_id from ${incomingProductions}
            where ${incomingProductions.organizationId} = ${org} and ${incomingProductions.status} = 'loaded' ${caseFilter}) loaded
      cross join lateral (
        select d.document_id, d.case_id, d.bates_begin, d.bates_end
        from ${incomingProductionDocuments} d
        where d.case_id = loaded.case_id and d.organization_id = ${org}
          and d.bates_begin <= ${text} and d.bates_begin >= ${prefix}
        order by d.bates_begin desc
        limit 1
      ) hit
      where hit.bates_end >= ${text}`);
    // node-postgres and PGlite's driver both answer { rows }.
    const rows = (result as { rows?: { document_id: string; case_id: string; bates_begin: string; bates_end: string }[] }).rows ?? [];
    for (const r of rows) {
      const page = pageInRange(query, r.bates_begin, r.bates_end);
      if (page !== null) hits.push({ documentId: r.document_id, caseId: r.case_id, begin: r.bates_begin, end: r.bates_end, page, where: 'incoming production' });
    }
  }
  return hits;
}

async function producedHits(input: SourceInput, query: BatesQuery): Promise<Hit[]> {
  const allowed = caseIdsOf(input);
  if (allowed?.length === 0) return [];
  const rows = await input.db
    .select({
      documentId: productionDocuments.documentId,
      caseId: productions.caseId,
      name: productions.name,
      prefix: productions.batesPrefix,
      padding: productions.batesPadding,
      begin: productionDocuments.beginNumber,
      end: productionDocuments.endNumber,
      pages: productionDocuments.pageCount,
    })
    .from(productions)
    .innerJoin(productionDocuments, eq(productionDocuments.productionId, productions.id))
    .where(
      and(
        eq(productions.organizationId, input.caller.organizationId),
        inArray(productions.batesPrefix, [...new Set([query.prefix, query.prefix.toUpperCase()])]),
        eq(productions.status, 'completed'),
        sql`${productions.batesStart} <= ${query.number} and ${productions.batesEnd} >= ${query.number}`,
        sql`${productionDocuments.beginNumber} <= ${query.number} and ${productionDocuments.endNumber} >= ${query.number}`,
        eq(productionDocuments.withheld, false),
        allowed ? inArray(productions.caseId, allowed) : undefined,
      ),
    )
    .limit(input.limit);
  const stamp = (prefix: string, n: number, padding: number) => `${prefix}${String(n).padStart(padding, '0')}`;
  return rows.map((r) => {
    const offset = query.number - r.begin!;
    return {
      documentId: r.documentId,
      caseId: r.caseId,
      begin: stamp(r.prefix, r.begin!, r.padding),
      end: stamp(r.prefix, r.end!, r.padding),
      // Native productions carry one number for a file of many pages: no page then.
      page: r.pages !== null && offset < r.pages && r.end! - r.begin! + 1 === r.pages ? offset + 1 : null,
      where: `produced in ${r.name}`,
    };
  });
}

export const batesSource: Source = async (input) => {
  const query = parseBates(input.q);
  if (!query) return [];
  const hits = [...(await incomingHits(input, query)), ...(await producedHits(input, query))];
  if (hits.length === 0) return [];
  const ids = [...new Set(hits.map((h) => h.documentId))];
  const docs = await input.db
    .select({ id: documents.id, filename: documents.filename, caseName: cases.name })
    .from(documents)
    .innerJoin(cases, eq(cases.id, documents.caseId))
    .where(and(inArray(documents.id, ids), eq(documents.organizationId, input.caller.organizationId), isNull(documents.deletedAt)));
  const byId = new Map(docs.map((d) => [d.id, d]));
  const results: OmnisearchResult[] = [];
  for (const hit of hits) {
    const doc = byId.get(hit.documentId);
    if (!doc) continue;
    const range = hit.begin === hit.end ? hit.begin : `${hit.begin}–${hit.end}`;
    results.push({
      id: hit.documentId,
      type: 'document',
      title: doc.filename,
      subtitle: [`Bates ${range}`, hit.page !== null ? `page ${hit.page}` : null, hit.where, doc.caseName].filter(Boolean).join(' · '),
      caseId: hit.caseId,
      relevance: RELEVANCE,
    });
  }
  return results.slice(0, input.limit);
};
