import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { documentPages, documents, pageChunks } from '../../db/schema/index.js';
import { chunkPage } from './chunking.js';

/** Chunks per embed() call: one usage row each; bounded so a 2,000-page bundle is not one request. */
const EMBED_BATCH = 256;
const INSERT_BATCH = 200;

export interface EmbedOutcome {
  chunks: number;
  removed: boolean;
}

/**
 * Replaces a document's chunks with fresh ones from its current pages, embedded by the configured
 * engine. A document that is gone, deleted or not (yet) processed loses its chunks instead: the
 * job runs again after the next processing. The firm comes from the payload and is re-checked.
 */
export async function embedDocument(deps: AppDeps, organizationId: string, documentId: string): Promise<EmbedOutcome> {
  const [doc] = await deps.db
    .select({ id: documents.id, caseId: documents.caseId, status: documents.status, deletedAt: documents.deletedAt })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.organizationId, organizationId)));
  if (!doc || doc.deletedAt || doc.status !== 'processed') {
    await deps.db.delete(pageChunks).where(and(eq(pageChunks.documentId, documentId), eq(pageChunks.organizationId, organizationId)));
    return { chunks: 0, removed: true };
  }

  const pages = await deps.db
    .select({ pageNumber: documentPages.pageNumber, text: documentPages.text })
    .from(documentPages)
    .where(and(eq(documentPages.documentId, documentId), eq(documentPages.organizationId, organizationId)))
    .orderBy(asc(documentPages.pageNumber));
  const pieces = pages.flatMap((p) => chunkPage(p.text).map((c) => ({ ...c, pageNumber: p.pageNumber })));

  const engine = deps.ai.embeddings;
  const vectors: number[][] = [];
  for (let i = 0; i < pieces.length; i += EMBED_BATCH) {
    const batch = pieces.slice(i, i + EMBED_BATCH);
    vectors.push(...(await engine.embed(batch.map((c) => c.text), { organizationId, userId: null, caseId: doc.caseId, feature: 'embedding' })));
  }

  const now = new Date();
  const rows = pieces.map((c, i) => {
    const embedding = vectors[i] ?? [];
    return {
      organizationId,
      caseId: doc.caseId,
      documentId,
      pageNumber: c.pageNumber,
      chunkIndex: c.chunkIndex,
      start: c.start,
      end: c.end,
      text: c.text,
      engine: engine.id,
      dimensions: embedding.length,
      embedding,
      embeddedAt: now,
    };
  });
  // Embedding happened outside the transaction (it may call a remote model): the swap itself is atomic.
  await deps.db.transaction(async (tx) => {
    await tx.delete(pageChunks).where(and(eq(pageChunks.documentId, documentId), eq(pageChunks.organizationId, organizationId)));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) await tx.insert(pageChunks).values(rows.slice(i, i + INSERT_BATCH));
  });
  return { chunks: rows.length, removed: false };
}
