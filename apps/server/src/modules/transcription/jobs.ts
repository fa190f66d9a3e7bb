import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  effectiveCaseLevel,
  type CreateTranscriptionRequest,
  type TranscriptionJob,
  type TranscriptionJobList,
  type TranscriptionJobListQuery,
  type TranscriptionKind,
} from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { caseMembers, cases, documents, transcriptionJobs, users, type DocumentRow, type TranscriptionJobRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { conflict, fieldError, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { engineInfoFor, engineRefusalFor } from '../../platform/speech/engine-for-role.js';
import { assertRecordingSize, transcriptionKindOf } from '../../platform/media/transcribable.js';
import { visibleCasesSql } from '../../platform/policy/case-policy.js';
import { assertMayOnCase, loadCase, loadCaseAs } from '../cases/access.js';
import { assertNotQuarantined } from '../documents/quarantine.js';
import { presentJob } from './present.js';
import { queueRun } from './queue-run.js';

/*
 * Transcription jobs: starting one (media through the engine, or a court reporter's
 * transcript imported), listing them, their status, cancelling and retrying. The work itself is the
 * 'transcription.run' worker (worker.ts).
 */

/** The type the document really is (its bytes), else what its name says. */
const typeOf = (doc: Pick<DocumentRow, 'detectedType' | 'extension'>) => (doc.detectedType ?? doc.extension ?? '').toLowerCase();

/** What the document makes (the same rule refuses a file at the upload's finalize). */
const kindFor = (doc: DocumentRow, requested: TranscriptionKind | undefined): TranscriptionKind => transcriptionKindOf({ filename: doc.filename, type: typeOf(doc) }, requested);

const joinedColumns = {
  row: transcriptionJobs,
  caseName: cases.name,
  filename: documents.filename,
  creatorName: users.fullName,
  assigned: caseMembers.accessLevel,
};

/** Jobs with what presenting them needs, limited to the cases the caller may see. */
function visibleJobs(deps: AppDeps, caller: Caller, where: SQL | undefined) {
  return deps.db
    .select(joinedColumns)
    .from(transcriptionJobs)
    .innerJoin(cases, eq(cases.id, transcriptionJobs.caseId))
    .innerJoin(documents, eq(documents.id, transcriptionJobs.sourceDocumentId))
    .leftJoin(users, eq(users.id, transcriptionJobs.createdBy))
    .leftJoin(caseMembers, and(eq(caseMembers.caseId, transcriptionJobs.caseId), eq(caseMembers.userId, caller.userId)))
    .where(and(eq(transcriptionJobs.organizationId, caller.organizationId), visibleCasesSql(caller), where));
}

type Joined = { row: TranscriptionJobRow; caseName: string; filename: string; creatorName: string | null; assigned: Parameters<typeof effectiveCaseLevel>[1] };

function present(caller: Caller, j: Joined): TranscriptionJob {
  // The case is visible (the query says so), so the level is never null here; 'read' is the floor.
  const level = effectiveCaseLevel(caller.role, j.assigned) ?? 'read';
  return presentJob(j.row, j.caseName, j.filename, j.creatorName, caller.role, level);
}

export async function getJob(deps: AppDeps, caller: Caller, jobId: string): Promise<TranscriptionJob> {
  const [found] = await visibleJobs(deps, caller, eq(transcriptionJobs.id, jobId));
  if (!found) throw notFound('Transcription');
  return present(caller, found);
}

export async function listJobs(deps: AppDeps, caller: Caller, query: TranscriptionJobListQuery): Promise<TranscriptionJobList> {
  const filters: SQL[] = [];
  if (query.case_id) filters.push(eq(transcriptionJobs.caseId, query.case_id));
  if (query.state) filters.push(eq(transcriptionJobs.state, query.state));
  if (query.transcript_document_id) filters.push(eq(transcriptionJobs.transcriptDocumentId, query.transcript_document_id));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await visibleJobs(deps, caller, where)
    .orderBy(desc(transcriptionJobs.createdAt), desc(transcriptionJobs.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [total] = await deps.db
    .select({ n: count() })
    .from(transcriptionJobs)
    .innerJoin(cases, eq(cases.id, transcriptionJobs.caseId))
    .where(and(eq(transcriptionJobs.organizationId, caller.organizationId), visibleCasesSql(caller), where));
  return { jobs: rows.map((r) => present(caller, r)), total: Number(total?.n ?? 0), page: query.page, page_size: query.page_size, engine: engineInfoFor(caller.role, deps.speech.info()) };
}

/** 409 when media would go to an engine that cannot run: nothing pretends to transcribe. */
function assertEngineAvailable(deps: AppDeps, caller: Caller): void {
  const info = deps.speech.info();
  if (!info.available) throw conflict(engineRefusalFor(caller.role, info), 'transcription_engine_unavailable');
}

async function auditJob(tx: Tx, caller: Caller, job: TranscriptionJobRow, filename: string, change: string): Promise<void> {
  const importing = job.kind === 'import' && change === 'transcription_started';
  await appendAudit(tx, caller.actor, {
    action: importing ? 'data_import' : 'document_updated',
    resourceType: 'document',
    resourceId: job.sourceDocumentId,
    resourceName: filename,
    details: { change: importing ? 'transcript_import_started' : change, transcription_job_id: job.id, case_id: job.caseId, kind: job.kind, engine: job.engine },
  });
}

export async function createTranscriptionJob(deps: AppDeps, caller: Caller, input: CreateTranscriptionRequest): Promise<TranscriptionJob> {
  const created = await deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, input.case_id);
    assertMayOnCase(caller, access, 'transcribe');
    const [doc] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, input.document_id), eq(documents.organizationId, caller.organizationId), isNull(documents.deletedAt)));
    // Another firm's document (or a deleted one) is not found; one of another case of this firm is the wrong choice.
    if (!doc) throw notFound('Document');
    if (doc.caseId !== input.case_id) throw fieldError('document_id', 'This document is not part of the case');
    assertNotQuarantined(doc);
    const kind = kindFor(doc, input.kind);
    // A second click (or a second person) would pay for the same recording twice.
    const [active] = await tx
      .select({ id: transcriptionJobs.id })
      .from(transcriptionJobs)
      .where(and(eq(transcriptionJobs.sourceDocumentId, doc.id), inArray(transcriptionJobs.state, ['queued', 'running'])))
      .limit(1);
    if (active) throw conflict(`"${doc.filename}" is already being transcribed. Wait for that job to finish, or cancel it first.`, 'transcription_in_progress');
    if (kind === 'media') {
      assertEngineAvailable(deps, caller);
      assertRecordingSize(doc.filename, Number(doc.sizeBytes), deps.config.transcription.maxBytes);
    } else if (typeOf(doc) === 'pdf' && (doc.status === 'failed' || doc.status === 'unsupported')) {
      throw fieldError('document_id', `The text of "${doc.filename}" could not be read${doc.failureReason ? ` (${doc.failureReason})` : ''}, so it cannot be imported.`);
    }
    const [row] = await tx
      .insert(transcriptionJobs)
      .values({
        organizationId: caller.organizationId,
        caseId: input.case_id,
        kind,
        sourceDocumentId: doc.id,
        engine: kind === 'media' ? deps.speech.name : 'import',
        model: kind === 'media' ? deps.speech.model : null,
        language: input.language ?? null,
        speakerCount: input.speaker_count ?? null,
        createdBy: caller.userId,
      })
      .returning();
    if (!row) throw new Error('transcription job insert failed');
    await auditJob(tx, caller, row, doc.filename, 'transcription_started');
    return { row, caseName: access.row.name, filename: doc.filename, level: access.level };
  });
  await queueRun(deps, created.row);
  return presentJob(created.row, created.caseName, created.filename, caller.name, caller.role, created.level);
}

/** The job for a change, locked, with the caller allowed to transcribe on its case (404 when not visible). */
async function jobForChange(tx: Tx, caller: Caller, jobId: string) {
  const [row] = await tx
    .select()
    .from(transcriptionJobs)
    .where(and(eq(transcriptionJobs.id, jobId), eq(transcriptionJobs.organizationId, caller.organizationId)))
    .for('no key update');
  if (!row) throw notFound('Transcription');
  const access = await loadCaseAs(tx, caller, row.caseId, 'Transcription');
  assertMayOnCase(caller, access, 'transcribe');
  const [doc] = await tx.select({ filename: documents.filename }).from(documents).where(eq(documents.id, row.sourceDocumentId));
  return { row, access, filename: doc?.filename ?? '' };
}

/** Stops a queued or running job; a running worker notices between windows and stops there. */
export async function cancelJob(deps: AppDeps, caller: Caller, jobId: string): Promise<TranscriptionJob> {
  const result = await deps.db.transaction(async (tx) => {
    const { row, access, filename } = await jobForChange(tx, caller, jobId);
    if (row.state !== 'queued' && row.state !== 'running') throw conflict(`This transcription is ${row.state}; only a queued or running one can be cancelled.`, 'transcription_not_cancellable');
    const now = new Date();
    const [updated] = await tx
      .update(transcriptionJobs)
      .set({ state: 'cancelled', failureReason: null, finishedAt: now, updatedAt: now })
      .where(eq(transcriptionJobs.id, row.id))
      .returning();
    await auditJob(tx, caller, updated!, filename, 'transcription_cancelled');
    return { row: updated!, caseName: access.row.name, filename, level: access.level };
  });
  return presentJob(result.row, result.caseName, result.filename, await creatorName(deps, result.row), caller.role, result.level);
}

/** Queues a failed or cancelled job again; windows already transcribed are kept, so it carries on. */
export async function retryJob(deps: AppDeps, caller: Caller, jobId: string): Promise<TranscriptionJob> {
  const result = await deps.db.transaction(async (tx) => {
    const { row, access, filename } = await jobForChange(tx, caller, jobId);
    if (row.state !== 'failed' && row.state !== 'cancelled') throw conflict(`This transcription is ${row.state}; only a failed or cancelled one can be retried.`, 'transcription_not_retryable');
    if (row.kind === 'media') assertEngineAvailable(deps, caller);
    const [updated] = await tx
      .update(transcriptionJobs)
      .set({ state: 'queued', stage: 'queued', failureReason: null, finishedAt: null, updatedAt: new Date() })
      .where(eq(transcriptionJobs.id, row.id))
      .returning();
    await auditJob(tx, caller, updated!, filename, 'transcription_retried');
    return { row: updated!, caseName: access.row.name, filename, level: access.level };
  });
  await queueRun(deps, result.row, { unlessPending: true });
  return presentJob(result.row, result.caseName, result.filename, await creatorName(deps, result.row), caller.role, result.level);
}

async function creatorName(deps: AppDeps, row: TranscriptionJobRow): Promise<string | null> {
  if (!row.createdBy) return null;
  const [user] = await deps.db.select({ name: users.fullName }).from(users).where(eq(users.id, row.createdBy));
  return user?.name ?? null;
}
