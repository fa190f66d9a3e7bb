import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { caseReviewStates, documentReviewFacets } from '../../db/schema/index.js';
import { isLastAttempt, type JobAttempt } from '../../platform/jobs/queue.js';
import type { JobPayload } from '../../platform/jobs/registry.js';
import { computeCaseReview } from './review-compute.js';
import { readReviewInputs } from './review-inputs.js';
import { caseReviews, DEBOUNCE_SECONDS, FAILED_REASON, queueReview } from './review-work.js';

/** Facet rows written per statement. */
const WRITE_SLICE = 500;

export interface ReviewOutcome {
  documents: number;
  emails: number;
  threads: number;
  nearDuplicateGroups: number;
  durationMs: number;
}

/**
 * Recomputes one case now (the job's body; tests call it directly): reads the case's documents,
 * computes, and replaces the case's facets and state in one transaction, so a reader never sees
 * half of a recompute.
 */
export async function recomputeCaseReview(deps: AppDeps, organizationId: string, caseId: string, signal?: AbortSignal): Promise<ReviewOutcome> {
  const began = performance.now();
  const [state] = await deps.db
    .select({ threshold: caseReviewStates.nearDuplicateThreshold })
    .from(caseReviewStates)
    .where(and(eq(caseReviewStates.caseId, caseId), eq(caseReviewStates.organizationId, organizationId)));
  const threshold = state?.threshold ?? 0.9;
  const inputs = await readReviewInputs(deps.db, organizationId, caseId, signal);
  const review = computeCaseReview(inputs, threshold);
  const emails = inputs.filter((d) => d.email !== null).length;
  const durationMs = Math.round(performance.now() - began);
  const outcome: ReviewOutcome = { documents: inputs.length, emails, threads: review.threadCount, nearDuplicateGroups: review.nearDuplicateGroupCount, durationMs };
  if (signal?.aborted) throw new Error('stopped');
  await deps.db.transaction(async (tx) => {
    await tx.delete(documentReviewFacets).where(and(eq(documentReviewFacets.caseId, caseId), eq(documentReviewFacets.organizationId, organizationId)));
    for (let i = 0; i < review.facets.length; i += WRITE_SLICE) {
      const slice = review.facets.slice(i, i + WRITE_SLICE);
      await tx.insert(documentReviewFacets).values(slice.map((f) => ({ ...f, organizationId, caseId })));
    }
    await tx
      .insert(caseReviewStates)
      .values({ caseId, organizationId })
      .onConflictDoNothing();
    await tx
      .update(caseReviewStates)
      .set({
        computedAt: sql`now()`,
        documentCount: outcome.documents,
        emailCount: emails,
        threadCount: outcome.threads,
        nearDuplicateGroupCount: outcome.nearDuplicateGroups,
        boilerplateLines: review.boilerplateLines,
        durationMs,
        updatedAt: sql`now()`,
      })
      .where(eq(caseReviewStates.caseId, caseId));
  });
  return outcome;
}

/** Claims the case (waiting, or running after a crash), recomputes it, and ends or re-queues it. */
export async function runCaseReview(deps: AppDeps, payload: JobPayload<'collections.review'>, signal: AbortSignal, attempt: JobAttempt): Promise<void> {
  const { organization_id: organizationId, case_id: caseId } = payload;
  const claim = async () => {
    const [row] = await deps.db
      .update(caseReviewStates)
      .set({ status: 'running', startedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(caseReviewStates.caseId, caseId), eq(caseReviewStates.organizationId, organizationId), inArray(caseReviewStates.status, ['waiting', 'running'])))
      .returning({ caseId: caseReviewStates.caseId });
    return row;
  };
  await caseReviews.withLease(deps, caseId, claim, async () => {
    try {
      const outcome = await recomputeCaseReview(deps, organizationId, caseId, signal);
      deps.log.info({ case: caseId, ...outcome }, 'case threads and near-duplicates recomputed');
    } catch (err) {
      // Stopping: the row stays running, for the next start to pick up.
      if (signal.aborted) return;
      if (!isLastAttempt(attempt)) throw err;
      deps.log.error({ err, case: caseId }, 'case review recompute failed');
      await caseReviews.failWithReason(deps, [caseId], FAILED_REASON);
      return;
    }
    // A text change during the run left requested_at after started_at: run again.
    const [ended] = await deps.db
      .update(caseReviewStates)
      .set({ status: sql`case when ${caseReviewStates.requestedAt} > ${caseReviewStates.startedAt} then 'waiting' else 'idle' end`, updatedAt: sql`now()` })
      .where(and(eq(caseReviewStates.caseId, caseId), eq(caseReviewStates.status, 'running')))
      .returning({ status: caseReviewStates.status });
    if (ended?.status === 'waiting') await queueReview(deps, { organizationId, caseId }, DEBOUNCE_SECONDS);
  });
}
