import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { queryRows } from './sql-rows.js';

/** Documents queued per run; the schedule picks up the rest, so a huge backlog never floods the queue at once. */
const BACKFILL_LIMIT = 2000;

export interface BackfillOutcome {
  queued: number;
  skippedPending: number;
  removedChunks: number;
}

/**
 * Finds processed documents with text but no chunks, or with chunks from another engine (the
 * configured engine changed), and queues them; drops chunks of deleted documents. Documents whose
 * embed job is already waiting are skipped so repeated runs do not pile up duplicates.
 */
export async function backfillEmbeddings(deps: AppDeps): Promise<BackfillOutcome> {
  const engine = deps.ai.embeddings.id;
  const removed = await queryRows<{ id: string }>(deps.db, sql`
    delete from page_chunks c using documents d
     where d.id = c.document_id and d.deleted_at is not null
    returning c.id`);

  const docs = await queryRows<{ id: string; organization_id: string }>(deps.db, sql`
    select d.id, d.organization_id from documents d
     where d.status = 'processed' and d.deleted_at is null
       and (
         exists (select 1 from page_chunks c where c.document_id = d.id and c.engine is distinct from ${engine})
         or (
           not exists (select 1 from page_chunks c where c.document_id = d.id)
           and exists (select 1 from document_pages p where p.document_id = d.id and p.text ~ '[[:alnum:]]')
         )
       )
     order by d.processed_at desc nulls last
     limit ${BACKFILL_LIMIT}`);
  const pending = new Set(
    (await deps.jobs.jobsByPayload('embeddings.embed_document', 'document_id', docs.map((d) => d.id)))
      .filter((j) => j.state === 'created' || j.state === 'retry' || j.state === 'active')
      .map((j) => j.key),
  );
  let queued = 0;
  for (const d of docs) {
    if (pending.has(d.id)) continue;
    await deps.jobs.send('embeddings.embed_document', { organization_id: d.organization_id, document_id: d.id });
    queued++;
  }
  return { queued, skippedPending: pending.size, removedChunks: removed.length };
}
