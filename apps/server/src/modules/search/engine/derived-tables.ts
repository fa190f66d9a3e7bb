import { sql } from 'drizzle-orm';
import { rows, type Db, type DbOrTx } from '../../../db/client.js';
import { searchDocumentTerms, searchTopPages, searchVocabulary } from '../../../db/schema/index.js';
import { pgArray } from './sql-fragments.js';
import { lexemeCounts, singleWordRank } from './tsvector-text.js';

const intArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * Keeps the engine's derived tables (db/schema/search.ts) in step with document_pages:
 * - search_vocabulary: pages and documents per lexeme (prefix expansion, frequent words);
 * - search_top_pages: the best `topK` pages of every frequent word;
 * - search_document_terms: what each document added, so re-indexing subtracts it exactly.
 */

export interface DerivedOptions {
  /** A word in at least this many pages gets a stored best-pages list. */
  frequentPages: number;
  topK: number;
}

interface PageVector {
  id: string;
  document_id: string;
  vector: string;
}

const BATCH = 2000;
const INSERT_ROWS = 500;

async function insertChunks<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += INSERT_ROWS) await insert(items.slice(i, i + INSERT_ROWS));
}

/** Keeps the `k` highest-ranked pages for one word (a small sorted array: k is ~200). */
class TopList {
  readonly items: { pageId: string; documentId: string; rank: number }[] = [];
  constructor(private readonly k: number) {}
  offer(pageId: string, documentId: string, rank: number): void {
    if (this.items.length >= this.k && rank <= this.items.at(-1)!.rank) return;
    let i = this.items.length;
    while (i > 0 && this.items[i - 1]!.rank < rank) i--;
    this.items.splice(i, 0, { pageId, documentId, rank });
    if (this.items.length > this.k) this.items.pop();
  }
}

/** Pages of the firm's live documents, in document order, a batch at a time. */
async function* pagesOf(db: Db, organizationId: string): AsyncGenerator<PageVector[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  let afterPage = -1;
  for (;;) {
    const batch = await rows<PageVector & { page_number: number }>(
      db,
      // Order and limit on keys first: the text form of a vector is computed only for the batch's rows.
      sql`select p.id, p.document_id, p.page_number, p.search::text as vector from document_pages p
        where p.id in (
          select k.id from document_pages k join documents d on d.id = k.document_id
          where k.organization_id = ${organizationId} and d.deleted_at is null and k.search is not null
            and (k.document_id, k.page_number) > (${after}::uuid, ${afterPage})
          order by k.document_id, k.page_number limit ${BATCH}
        )
        order by p.document_id, p.page_number`,
    );
    if (batch.length === 0) return;
    yield batch;
    const last = batch.at(-1)!;
    after = last.document_id;
    afterPage = last.page_number;
  }
}

/** Recomputes every derived row of one firm from its pages (two passes: counts, then best pages). */
export async function rebuildFirm(db: Db, organizationId: string, options: DerivedOptions): Promise<void> {
  const vocab = new Map<string, { pages: number; docs: number }>();
  const docTerms: { documentId: string; organizationId: string; terms: string[]; pageCounts: number[] }[] = [];
  let currentDoc: string | null = null;
  let current = new Map<string, number>();
  const flush = () => {
    if (currentDoc === null) return;
    for (const [word, pages] of current) {
      const v = vocab.get(word) ?? { pages: 0, docs: 0 };
      v.pages += pages;
      v.docs += 1;
      vocab.set(word, v);
    }
    docTerms.push({ documentId: currentDoc, organizationId, terms: [...current.keys()], pageCounts: [...current.values()] });
  };
  for await (const batch of pagesOf(db, organizationId)) {
    for (const page of batch) {
      if (page.document_id !== currentDoc) {
        flush();
        currentDoc = page.document_id;
        current = new Map();
      }
      for (const word of lexemeCounts(page.vector).keys()) current.set(word, (current.get(word) ?? 0) + 1);
    }
  }
  flush();

  const frequent = new Map<string, TopList>();
  for (const [word, v] of vocab) if (v.pages >= options.frequentPages) frequent.set(word, new TopList(options.topK));
  if (frequent.size) {
    for await (const batch of pagesOf(db, organizationId)) {
      for (const page of batch) {
        for (const [word, n] of lexemeCounts(page.vector)) frequent.get(word)?.offer(page.id, page.document_id, singleWordRank(n));
      }
    }
  }

  await db.transaction(async (tx) => {
    // The same firm-wide lock one document's update takes: a rebuild racing a document being
    // indexed deleted and updated the same vocabulary rows in opposite orders and deadlocked.
    await lockFirmVocabulary(tx, organizationId);
    await clearFirm(tx, organizationId);
    await insertChunks(docTerms, (chunk) => tx.insert(searchDocumentTerms).values(chunk));
    const words = [...vocab].map(([word, v]) => ({ organizationId, word, pageCount: v.pages, docCount: v.docs, topBuilt: frequent.has(word) }));
    await insertChunks(words, (chunk) => tx.insert(searchVocabulary).values(chunk));
    const top = [...frequent].flatMap(([word, list]) => list.items.map((i) => ({ organizationId, word, pageId: i.pageId, documentId: i.documentId, rank: i.rank })));
    await insertChunks(top, (chunk) => tx.insert(searchTopPages).values(chunk));
  });
}

async function lockFirmVocabulary(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'search-vocabulary:' + organizationId}))`);
}

async function clearFirm(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`delete from search_top_pages where organization_id = ${organizationId}`);
  await tx.execute(sql`delete from search_vocabulary where organization_id = ${organizationId}`);
  await tx.execute(sql`delete from search_document_terms where organization_id = ${organizationId}`);
}

/**
 * One document changed (processed, reprocessed, deleted): take back what it added, add what it
 * has now, and refresh the best-pages lists of the frequent words it contains.
 */
export async function indexOneDocument(db: Db, organizationId: string, documentId: string, options: DerivedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    // Two jobs for one document (a quick reprocess) must not both subtract the old terms.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'search:' + documentId}))`);
    // A firm's documents share its vocabulary rows, and two transactions updating them in another
    // order deadlocked (PostgreSQL aborts one: a batch's re-index tasks failed while uploads were
    // being indexed, found by test:crash). One document's vocabulary update at a time per firm.
    await lockFirmVocabulary(tx, organizationId);
    const [old] = await rows<{ terms: string[]; page_counts: number[] }>(
      tx,
      sql`delete from search_document_terms where document_id = ${documentId} and organization_id = ${organizationId} returning terms, page_counts`,
    );
    if (old && old.terms.length) {
      await tx.execute(sql`update search_vocabulary v set page_count = v.page_count - o.pages, doc_count = v.doc_count - 1
        from unnest(${pgArray(old.terms)}::text[], ${intArray(old.page_counts)}::int[]) as o(word, pages)
        where v.organization_id = ${organizationId} and v.word = o.word`);
      await tx.execute(sql`delete from search_vocabulary where organization_id = ${organizationId} and doc_count <= 0`);
    }
    await tx.execute(sql`delete from search_top_pages where document_id = ${documentId}`);

    const pages = await rows<PageVector>(
      tx,
      sql`select p.id, p.document_id, p.search::text as vector from document_pages p join documents d on d.id = p.document_id
        where p.document_id = ${documentId} and d.organization_id = ${organizationId} and d.deleted_at is null and p.search is not null`,
    );
    if (pages.length === 0) return;
    const perPage = pages.map((p) => ({ page: p, counts: lexemeCounts(p.vector) }));
    const docCounts = new Map<string, number>();
    for (const { counts } of perPage) for (const word of counts.keys()) docCounts.set(word, (docCounts.get(word) ?? 0) + 1);
    const terms = [...docCounts.keys()];
    const pageCounts = [...docCounts.values()];
    await tx.insert(searchDocumentTerms).values({ documentId, organizationId, terms, pageCounts });
    const vocab = await rows<{ word: string; page_count: number; top_built: boolean }>(
      tx,
      sql`insert into search_vocabulary (organization_id, word, page_count, doc_count)
        select ${organizationId}, w.word, w.pages, 1 from unnest(${pgArray(terms)}::text[], ${intArray(pageCounts)}::int[]) as w(word, pages)
        on conflict (organization_id, word) do update set page_count = search_vocabulary.page_count + excluded.page_count, doc_count = search_vocabulary.doc_count + 1
        returning word, page_count, top_built`,
    );
    const frequent = vocab.filter((v) => v.page_count >= options.frequentPages);
    const listed = frequent.filter((v) => v.top_built).map((v) => v.word);
    const newlyFrequent = frequent.filter((v) => !v.top_built).map((v) => v.word);
    if (listed.length) {
      const listedSet = new Set(listed);
      const entries = perPage.flatMap(({ page, counts }) =>
        [...counts].filter(([w]) => listedSet.has(w)).map(([word, n]) => ({ organizationId, word, pageId: page.id, documentId, rank: singleWordRank(n) })),
      );
      await insertChunks(entries, (chunk) => tx.insert(searchTopPages).values(chunk));
      await tx.execute(sql`delete from search_top_pages t using (
          select page_id, word, row_number() over (partition by word order by rank desc, page_id) as n
          from search_top_pages where organization_id = ${organizationId} and word = any(${pgArray(listed)}::text[])
        ) x where t.organization_id = ${organizationId} and t.word = x.word and t.page_id = x.page_id and x.n > ${options.topK}`);
    }
    // A word that just became frequent gets its list built from every page once.
    for (const word of newlyFrequent) await buildTopList(tx, organizationId, word, options.topK);
  });
}

async function buildTopList(tx: DbOrTx, organizationId: string, word: string, topK: number): Promise<void> {
  // The lexeme is already normalised: build the tsquery without a dictionary (quote_literal only doubles quotes here).
  await tx.execute(sql`insert into search_top_pages (organization_id, word, page_id, document_id, rank)
    select ${organizationId}, ${word}, p.id, p.document_id, ts_rank_cd(p.search, q.q)
    from document_pages p join documents d on d.id = p.document_id, (select quote_literal(${word})::tsquery as q) q
    where p.organization_id = ${organizationId} and d.deleted_at is null and p.search @@ q.q
    order by ts_rank_cd(p.search, q.q) desc, p.id limit ${topK}
    on conflict do nothing`);
  await tx.execute(sql`update search_vocabulary set top_built = true where organization_id = ${organizationId} and word = ${word}`);
}
