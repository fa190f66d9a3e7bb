import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TranscriptRevision as TranscriptRevisionSchema } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { transcriptRevisions, users } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';
import { loadJobFor } from './transcript.js';

export type TranscriptRevision = z.infer<typeof TranscriptRevisionSchema>;
type RevisionRow = typeof transcriptRevisions.$inferSelect;

export function presentRevision(row: RevisionRow, userName: string | null): TranscriptRevision {
  return {
    version: row.version,
    change: row.change,
    details: row.details,
    user_id: row.userId,
    user_name: userName,
    created_at: row.createdAt.toISOString(),
  };
}

/** One edit's revision row, with the version the job now has; the caller's transaction. */
export async function addRevision(
  tx: Tx,
  caller: Caller,
  job: { id: string; organizationId: string },
  version: number,
  change: RevisionRow['change'],
  details: Record<string, unknown>,
): Promise<TranscriptRevision> {
  const [row] = await tx.insert(transcriptRevisions).values({ organizationId: job.organizationId, jobId: job.id, version, change, details, userId: caller.userId }).returning();
  if (!row) throw new Error('revision insert returned no row');
  return presentRevision(row, caller.name);
}

/** GET /transcription/jobs/:job_id/revisions: who changed what, newest first. */
export async function listRevisions(deps: AppDeps, caller: Caller, jobId: string): Promise<{ revisions: TranscriptRevision[] }> {
  const { job } = await loadJobFor(deps.db, caller, jobId, 'readTranscripts');
  const rows = await deps.db
    .select({ row: transcriptRevisions, userName: users.fullName })
    .from(transcriptRevisions)
    .leftJoin(users, eq(users.id, transcriptRevisions.userId))
    .where(eq(transcriptRevisions.jobId, job.id))
    .orderBy(desc(transcriptRevisions.version), desc(transcriptRevisions.createdAt));
  // Revisions carry the words before and after each correction: reading them is reading the
  // transcript, audited like it (one row per request) under the transcript document.
  await recordAudit(deps.db, caller.actor, {
    action: 'document_viewed',
    resourceType: 'document',
    resourceId: job.transcriptDocumentId ?? job.sourceDocumentId,
    details: { view: 'transcript_revisions', case_id: job.caseId, transcription_job_id: job.id, source_document_id: job.sourceDocumentId, revisions: rows.length },
  });
  return { revisions: rows.map((r) => presentRevision(r.row, r.userName)) };
}
