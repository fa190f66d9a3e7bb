import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.js';
import { productions, type ProductionRow } from '../../../db/schema/index.js';

/**
 * pg-boss fails (and retries) a job still active after this long. A large volume takes minutes,
 * not hours; a worker that died is found much sooner by build-work.ts (start-up sweep, silent heartbeat).
 */
export const PRODUCTION_EXPIRY_SECONDS = 4 * 60 * 60;
/** A run starts from scratch (the numbering is fixed at creation), so a retry is always safe. */
const RETRY = { retryLimit: 3, retryDelay: 2, retryBackoff: true } as const;

export const QUEUE_FAILED_REASON = 'The production could not be queued. Make it again.';

/** Queues the build after the transaction that created the production committed (never inside it). */
export async function queueProduction(deps: AppDeps, row: Pick<ProductionRow, 'id' | 'organizationId'>): Promise<void> {
  try {
    await deps.jobs.send(
      'discovery.production',
      { organization_id: row.organizationId, production_id: row.id },
      { expireInSeconds: PRODUCTION_EXPIRY_SECONDS, ...RETRY },
    );
  } catch (err) {
    deps.log.error({ err, production: row.id }, 'could not queue a production');
    // Failed frees the prefix for the next production; nothing was numbered.
    await deps.db
      .update(productions)
      .set({ status: 'failed', stage: null, failureReason: QUEUE_FAILED_REASON, updatedAt: new Date() })
      .where(and(eq(productions.id, row.id), inArray(productions.status, ['queued', 'running'])));
  }
}
