import { and, inArray, isNull, eq } from 'drizzle-orm';
import { BATCH_TASK_TARGETS, type BatchJob, type BatchSubmitRequest, type BatchTaskType } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { batchJobs, batchTasks, cases, documents, type BatchJobRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';
import { fieldError, notFound } from '../../platform/http/errors.js';
import { queueLanes } from './lane.js';
import { presentJob } from './present.js';
import { concurrencyByType } from './settings.js';

const unique = (ids: (string | undefined)[]) => [...new Set(ids.filter((id): id is string => Boolean(id)))];

/**
 * Checks every target is the firm's (another firm's id, or a deleted one, is not found: 404 and
 * nothing queued) and returns each task's case (a document task runs in its document's case).
 */
async function resolveTargets(deps: AppDeps, caller: Caller, batches: BatchSubmitRequest[]): Promise<Map<string, string>> {
  const tasks = batches.flatMap((b) => b.tasks);
  const docIds = unique(tasks.map((t) => t.document_id));
  const caseIds = unique(tasks.map((t) => t.case_id));
  const docCase = new Map<string, string>();
  for (let i = 0; i < docIds.length; i += 500) {
    const rows = await deps.db
      .select({ id: documents.id, caseId: documents.caseId })
      .from(documents)
      .where(and(inArray(documents.id, docIds.slice(i, i + 500)), eq(documents.organizationId, caller.organizationId), isNull(documents.deletedAt)));
    for (const r of rows) docCase.set(r.id, r.caseId);
  }
  if (docCase.size < docIds.length) throw notFound('Document');
  const found = new Set<string>();
  for (let i = 0; i < caseIds.length; i += 500) {
    const rows = await deps.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(inArray(cases.id, caseIds.slice(i, i + 500)), eq(cases.organizationId, caller.organizationId)));
    for (const r of rows) found.add(r.id);
  }
  if (found.size < caseIds.length) throw notFound('Case');
  batches.forEach((b, bi) =>
    b.tasks.forEach((t, ti) => {
      if (t.document_id && t.case_id && docCase.get(t.document_id) !== t.case_id)
        throw fieldError(`${batches.length > 1 ? `jobs.${bi}.` : ''}tasks.${ti}.document_id`, 'This document is not part of the case');
    }),
  );
  return docCase;
}

/** Creates the batches (rows and audit in one transaction), then queues their lanes after the commit. */
export async function submitBatches(deps: AppDeps, caller: Caller, batches: BatchSubmitRequest[]): Promise<BatchJob[]> {
  const docCase = await resolveTargets(deps, caller, batches);
  const created = await deps.db.transaction(async (tx) => {
    const rows: BatchJobRow[] = [];
    for (const batch of batches) {
      const [job] = await tx
        .insert(batchJobs)
        .values({ organizationId: caller.organizationId, name: batch.name, priority: batch.priority, taskCount: batch.tasks.length, createdBy: caller.userId })
        .returning();
      if (!job) throw new Error('batch insert failed');
      await tx.insert(batchTasks).values(
        batch.tasks.map((t, seq) => ({
          organizationId: caller.organizationId,
          batchId: job.id,
          seq,
          taskType: t.task_type,
          caseId: t.case_id ?? (t.document_id ? (docCase.get(t.document_id) ?? null) : null),
          documentId: t.document_id ?? null,
          params: t.force ? { force: true } : {},
        })),
      );
      await appendAudit(tx, caller.actor, {
        action: 'report_generated',
        resourceType: 'system',
        resourceId: job.id,
        resourceName: `Batch: ${batch.name}`,
        details: { change: 'batch_submitted', priority: batch.priority, task_count: batch.tasks.length, task_types: unique(batch.tasks.map((t) => t.task_type)) },
      });
      rows.push(job);
    }
    return rows;
  });
  const concurrency = await concurrencyByType(deps.db, caller.organizationId);
  for (const [i, job] of created.entries()) {
    const perType = new Map<BatchTaskType, number>();
    for (const t of batches[i]!.tasks) perType.set(t.task_type, (perType.get(t.task_type) ?? 0) + 1);
    for (const [type, n] of perType) await queueLanes(deps, job, type, Math.min(n, concurrency[type]));
  }
  return created.map((row) => presentJob(row, 0, caller.name));
}

/** The target kinds, named for error messages and the task-types list. */
export const targetOf = (type: BatchTaskType) => BATCH_TASK_TARGETS[type];
