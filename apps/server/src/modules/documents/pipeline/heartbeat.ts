import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { documents } from '../../../db/schema/index.js';

/** A worker touches its document this often while processing it: proof that it is alive. */
export const HEARTBEAT_MS = 30_000;
/** No heartbeat for this long: the worker (its process) is gone. Ten missed beats. */
export const STALLED_AFTER_MS = 5 * 60_000;

/** Keeps the document's updated_at fresh while `work` runs, so recovery can tell it is alive. */
export async function withHeartbeat<T>(deps: AppDeps, documentId: string, work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => {
    void deps.db
      .update(documents)
      .set({ updatedAt: new Date() })
      .where(and(eq(documents.id, documentId), eq(documents.status, 'processing')))
      .catch((err: unknown) => deps.log.warn({ err, document: documentId }, 'document heartbeat failed'));
  }, HEARTBEAT_MS);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
