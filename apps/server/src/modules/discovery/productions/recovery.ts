import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { productions } from '../../../db/schema/index.js';
import type { JobState } from '../../../platform/jobs/queue.js';
import { INTERRUPTED_REASON } from './job.js';
import { queueProduction } from './queue.js';

/** How often the running server looks for stalled productions. */
export const RECOVERY_INTERVAL_MS = 60_000;
/** No heartbeat (job.ts, every 30 s) for this long: the worker's process is gone. */
export const STALLED_AFTER_MS = 5 * 60_000;
const BATCH = 200;

/**
 * Finds productions left behind by a worker that died (a crash, a kill, a power cut) and gets
 * them made, as transcription/recovery.ts does for its jobs. A production is stalled when it is
 * queued or running and its row has not been touched since `stalledBefore`; then, by its newest
 * pg-boss job:
 * - active: the worker holding it is gone → fail that pg-boss job, so pg-boss runs it again
 *   (from scratch: the numbering was fixed at creation);
 * - created / retry: it runs in its turn → nothing to do;
 * - failed after its last retry while running → the production fails with INTERRUPTED_REASON;
 * - none, or finished while the production never did → queue it again.
 * At start-up with PGlite (one process per database) everything running is an orphan.
 */
export async function recoverStalledProductions(deps: AppDeps, stalledBefore: Date): Promise<{ retried: number; requeued: number; failed: number }> {
  const result = { retried: 0, requeued: 0, failed: 0 };
  const stalled = await deps.db
    .select({ id: productions.id, organizationId: productions.organizationId, status: productions.status })
    .from(productions)
    .where(and(inArray(productions.status, ['queued', 'running']), lt(productions.updatedAt, stalledBefore)))
    .limit(BATCH);
  if (stalled.length === 0) return result;

  const newest = async () => {
    const jobs = await deps.jobs.jobsByPayload('discovery.production', 'production_id', stalled.map((p) => p.id));
    const byProduction = new Map<string, JobState>();
    for (const job of jobs) if (!byProduction.has(job.key)) byProduction.set(job.key, job);
    return byProduction;
  };
  const orphaned = [...(await newest()).values()].filter((j) => j.state === 'active').map((j) => j.id);
  await deps.jobs.fail('discovery.production', orphaned, 'the worker stopped (no heartbeat); recovered after a restart or crash');
  result.retried = orphaned.length;

  const byProduction = await newest();
  for (const production of stalled) {
    const queued = byProduction.get(production.id);
    if (queued && ['created', 'retry', 'active'].includes(queued.state)) continue;
    if (queued?.state === 'failed' && production.status === 'running') {
      await deps.db
        .update(productions)
        .set({ status: 'failed', stage: null, failureReason: INTERRUPTED_REASON, updatedAt: new Date() })
        .where(and(eq(productions.id, production.id), eq(productions.status, 'running')));
      result.failed += 1;
      continue;
    }
    // Touched first, so the next sweep does not queue it a second time before it starts.
    await deps.db.update(productions).set({ updatedAt: new Date() }).where(eq(productions.id, production.id));
    await queueProduction(deps, production);
    result.requeued += 1;
  }
  if (result.retried + result.requeued + result.failed > 0) deps.log.warn({ ...result }, 'recovered productions that had stalled');
  return result;
}
