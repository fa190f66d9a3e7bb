import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { documents, type DocumentRow } from '../../../db/schema/index.js';

/**
 * pg-boss fails (and retries) a job still active after this long. Its 15-minute default would
 * restart a long OCR job while it runs; a worker that died is found much sooner by its missing
 * heartbeat (processing-work.ts), so this is only the last resort. pg-boss allows less than 24 hours.
 */
const JOB_EXPIRY_SECONDS = 23 * 60 * 60;

/*
 * The order documents are read in, across firms: each job's priority is minus its virtual start
 * time, the moment it was queued plus one TURN per document its firm already had waiting or
 * running. A firm that queues 10,000 documents gives its last one a start days away, so another
 * firm's upload an hour later (no backlog: starts "now") goes before most of them, while a document
 * queued long ago is never overtaken forever: a later document can only start virtually earlier if
 * it was queued before that start. Together with the runners' share per firm (shared-runners.ts),
 * no firm's backlog starves another's work. No state is kept: the backlog is counted when sending.
 */
/** Virtual start times are counted in seconds from here (a job's priority is a 32-bit integer). */
const EPOCH_MS = Date.UTC(2026, 0, 1);
/**
 * How far back each document ahead in its firm's line moves a document's turn: about what reading
 * a long document takes. Shorter, and a firm with a slow backlog would let its old documents go
 * before a newcomer's first; longer only makes the order closer to strict turn-taking.
 */
const TURN_SECONDS = 60;
const MAX_PRIORITY = 2 ** 31 - 1;

/** The job priority of a document queued at `nowMs` with `ahead` of its firm's documents before it. */
export function fairPriority(nowMs: number, ahead: number): number {
  const start = Math.floor((nowMs - EPOCH_MS) / 1000) + Math.max(0, ahead) * TURN_SECONDS;
  return -Math.min(Math.max(start, -MAX_PRIORITY), MAX_PRIORITY);
}

/** The firm's documents waiting or being read (those being queued now included). */
async function backlog(deps: AppDeps, organizationId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), isNull(documents.deletedAt), inArray(documents.status, ['uploaded', 'queued', 'processing'])));
  return row?.n ?? 0;
}

/** After the upload's transaction has committed: one processing job per document. */
export async function enqueueProcessing(deps: AppDeps, docs: Pick<DocumentRow, 'id' | 'organizationId'>[]): Promise<void> {
  const byFirm = new Map<string, Pick<DocumentRow, 'id' | 'organizationId'>[]>();
  for (const doc of docs) byFirm.set(doc.organizationId, [...(byFirm.get(doc.organizationId) ?? []), doc]);
  for (const [organizationId, firmDocs] of byFirm) {
    // Those being queued are counted in the backlog already: the first of them has the rest behind it.
    const ahead = (await backlog(deps, organizationId).catch(() => firmDocs.length)) - firmDocs.length;
    const now = Date.now();
    for (const [i, doc] of firmDocs.entries()) {
      try {
        await deps.jobs.send(
          'document.process',
          { organization_id: doc.organizationId, document_id: doc.id },
          { expireInSeconds: JOB_EXPIRY_SECONDS, priority: fairPriority(now, ahead + i) },
        );
      } catch (err) {
        deps.log.error({ err, document: doc.id }, 'could not queue document processing');
        await deps.db
          .update(documents)
          .set({ status: 'failed', failureReason: 'The document could not be queued for processing. Use Reprocess to try again.', updatedAt: new Date() })
          .where(eq(documents.id, doc.id));
      }
    }
  }
}
