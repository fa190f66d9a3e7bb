import { and, eq } from 'drizzle-orm';
import type { BatchTaskType } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { organizations, users, type BatchJobRow, type BatchTaskRow } from '../../db/schema/index.js';
import { systemActor } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';
import { AppError } from '../../platform/http/errors.js';
import { runAnalysis } from '../analysis/run.js';
import { embedDocument } from '../semantic-search/embed-document.js';
import { createTranscriptionJob } from '../transcription/jobs.js';

/** A task that can never succeed (its subject is gone, unprocessed, or its submitter left): failed, not retried. */
export class TaskRefused extends Error {}

/**
 * Transcription is created on behalf of whoever submitted the batch (their role decides, as if
 * they had clicked it); the trail names them, with the batch as the acting component.
 */
async function submitterOf(deps: AppDeps, job: BatchJobRow): Promise<Caller> {
  if (!job.createdBy) throw new TaskRefused('The person who submitted the batch no longer exists');
  const [row] = await deps.db
    .select({ id: users.id, name: users.fullName, email: users.email, role: users.role, active: users.isActive, org: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, job.createdBy), eq(users.organizationId, job.organizationId)));
  if (!row?.active) throw new TaskRefused('The person who submitted the batch is no longer active');
  return {
    organizationId: job.organizationId,
    organizationName: row.org,
    userId: row.id,
    name: row.name,
    role: row.role,
    actor: { ...systemActor(job.organizationId, 'batch'), userId: row.id, userEmail: row.email, userName: row.name },
  };
}

/** Runs one task's work: the same code the interactive endpoints and the document pipeline run. */
export async function runTaskWork(deps: AppDeps, job: BatchJobRow, task: BatchTaskRow): Promise<void> {
  const ctx = { organizationId: job.organizationId, userId: job.createdBy, force: task.params.force === true };
  const type = task.taskType as BatchTaskType;
  try {
    switch (type) {
      case 'analysis':
        if (task.documentId) await runAnalysis(deps, ctx, 'document', task.documentId);
        else if (task.caseId) await runAnalysis(deps, ctx, 'case', task.caseId);
        return;
      case 'summarisation':
        // The document analysis is where a document's summary is made and stored.
        await runAnalysis(deps, ctx, 'document', task.documentId!);
        return;
      case 'entity_extraction':
        await runAnalysis(deps, ctx, 'entities', task.caseId!);
        return;
      case 'embeddings': {
        const outcome = await embedDocument(deps, job.organizationId, task.documentId!);
        if (outcome.removed) throw new TaskRefused('The document is deleted or not processed: nothing to embed');
        return;
      }
      case 'reindex':
        await deps.search.indexDocument(job.organizationId, task.documentId!);
        return;
      case 'transcription':
        await createTranscriptionJob(deps, await submitterOf(deps, job), { case_id: task.caseId!, document_id: task.documentId! });
        return;
    }
  } catch (err) {
    // A 4xx from the shared code (gone, not processed, already being transcribed) will not change on retry.
    if (err instanceof AppError && err.statusCode < 500) throw new TaskRefused(err.message);
    throw err;
  }
}
