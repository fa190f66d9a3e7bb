import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { rows } from '../../db/client.js';
import { cases, dedupRuns, documentHolders } from '../../db/schema/index.js';
import { isLastAttempt, type JobAttempt } from '../../platform/jobs/queue.js';
import type { JobPayload } from '../../platform/jobs/registry.js';
import { isContainerMember } from '../search/engine/sql-fragments.js';
import { planDedup, type DedupInput } from './dedup-plan.js';
import { caseDedups, DEBOUNCE_SECONDS, FAILED_REASON, queueDedup } from './dedup-work.js';

/** Rows written per statement. */
const WRITE_SLICE = 500;

export interface DedupOutcome {
  documents: number;
  families: number;
  suppressedFamilies: number;
  suppressedDocuments: number;
}

/**
 * De-duplicates one case now (the job's body; tests call it directly): reads the case's live
 * documents, plans, and writes family hashes, suppression links and holders in one transaction,
 * so a reader never sees half a run.
 */
export async function dedupCase(deps: AppDeps, organizationId: string, caseId: string): Promise<DedupOutcome> {
  const [caseRow] = await deps.db
    .select({ scope: cases.dedupScope })
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.organizationId, organizationId)));
  if (!caseRow) return { documents: 0, families: 0, suppressedFamilies: 0, suppressedDocuments: 0 };
  return deps.db.transaction(async (tx) => {
    // The earliest copy is kept: collection order, with the id to break a shared upload time.
    const docs = await rows<{ id: string; parent_id: string | null; sha256: string; custodian_id: string | null; container_member: boolean; dedup_of: string | null; family_hash: string | null }>(
      tx,
      sql`select id, parent_id, sha256, custodian_id, dedup_of, family_hash,
                 ${isContainerMember(sql`documents`)} as container_member
            from documents where case_id = ${caseId} and organization_id = ${organizationId} and deleted_at is null
           order by created_at, id`,
    );
    const inputs: DedupInput[] = docs.map((d) => ({ id: d.id, parentId: d.parent_id, sha256: d.sha256, custodianId: d.custodian_id, containerMember: d.container_member === true }));
    const plan = planDedup(inputs, caseRow.scope);
    const changed = docs
      .map((d) => ({ id: d.id, dedupOf: plan.dedupOf.get(d.id) ?? null, familyHash: plan.familyHash.get(d.id) ?? null, was: d }))
      .filter((c) => c.dedupOf !== c.was.dedup_of || c.familyHash !== c.was.family_hash);
    for (let i = 0; i < changed.length; i += WRITE_SLICE) {
      const slice = changed.slice(i, i + WRITE_SLICE);
      const values = sql.join(
        slice.map((c) => sql`(${c.id}::uuid, ${c.dedupOf}::uuid, ${c.familyHash}::text)`),
        sql`, `,
      );
      await tx.execute(sql`update documents set dedup_of = v.dedup_of, family_hash = v.family_hash from (values ${values}) as v(id, dedup_of, family_hash) where documents.id = v.id`);
    }
    await tx.delete(documentHolders).where(eq(documentHolders.caseId, caseId));
    const holderRows = [...plan.holders].flatMap(([documentId, held]) => held.map((custodianId) => ({ organizationId, caseId, documentId, custodianId })));
    for (let i = 0; i < holderRows.length; i += WRITE_SLICE) await tx.insert(documentHolders).values(holderRows.slice(i, i + WRITE_SLICE));
    const outcome = { documents: docs.length, families: plan.families, suppressedFamilies: plan.suppressedFamilies, suppressedDocuments: plan.dedupOf.size };
    await tx.insert(dedupRuns).values({ caseId, organizationId }).onConflictDoNothing();
    await tx
      .update(dedupRuns)
      .set({ families: outcome.families, suppressed: outcome.suppressedFamilies, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(dedupRuns.caseId, caseId));
    return outcome;
  });
}

/** Claims the case (waiting, or running after a crash), de-duplicates it, and ends or re-queues it. */
export async function runDedup(deps: AppDeps, payload: JobPayload<'custodians.dedup'>, signal: AbortSignal, attempt: JobAttempt): Promise<void> {
  const { organization_id: organizationId, case_id: caseId } = payload;
  const claim = async () => {
    const [row] = await deps.db
      .update(dedupRuns)
      .set({ status: 'running', startedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(dedupRuns.caseId, caseId), eq(dedupRuns.organizationId, organizationId), inArray(dedupRuns.status, ['waiting', 'running'])))
      .returning({ caseId: dedupRuns.caseId });
    return row;
  };
  await caseDedups.withLease(deps, caseId, claim, async () => {
    try {
      const outcome = await dedupCase(deps, organizationId, caseId);
      deps.log.info({ case: caseId, ...outcome }, 'case de-duplicated');
    } catch (err) {
      // Stopping: the row stays running, for the next start to pick up.
      if (signal.aborted) return;
      if (!isLastAttempt(attempt)) throw err;
      deps.log.error({ err, case: caseId }, 'case de-duplication failed');
      await caseDedups.failWithReason(deps, [caseId], FAILED_REASON);
      return;
    }
    // A change during the run left requested_at after started_at: run again.
    const [ended] = await deps.db
      .update(dedupRuns)
      .set({ status: sql`case when ${dedupRuns.requestedAt} > ${dedupRuns.startedAt} then 'waiting' else 'idle' end`, updatedAt: sql`now()` })
      .where(and(eq(dedupRuns.caseId, caseId), eq(dedupRuns.status, 'running')))
      .returning({ status: dedupRuns.status });
    if (ended?.status === 'waiting') await queueDedup(deps, { organizationId, caseId }, DEBOUNCE_SECONDS);
  });
}
