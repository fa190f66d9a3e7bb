import { and, eq } from 'drizzle-orm';
import type { RenameSpeakerRequest, TranscriptSegment, TranscriptWord, UpdateSegmentRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { transcriptionJobs, transcriptSegments, type TranscriptionJobRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { conflict, fieldError, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { afterDocumentTextChanged } from '../documents/pipeline/after-processing.js';
import type { PagesReplacedStep } from '../documents/pipeline/pages-replaced.js';
import { addRevision, type TranscriptRevision } from './revisions.js';
import { rebuildTranscriptDocument } from './transcript-document.js';
import { loadJobFor, presentSegment } from './transcript.js';

/*
 * Corrections to a finished transcript: a segment's words or speaker, or one speaker renamed
 * everywhere. Each is one transaction: the segments, the job's version, a revision row, an audit
 * row, and the transcript document's bytes and pages (search re-indexes after the commit).
 */

const comparable = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, '');
const wordsOf = (text: string) => text.split(/\s+/).filter((w) => comparable(w) !== '');

/**
 * Word timings survive an edit only when the words are the same ones (case and punctuation aside):
 * a changed, added or removed word has no time of its own, and none is made up for it.
 */
export function wordsAfterEdit(words: TranscriptWord[] | null, newText: string): TranscriptWord[] | null {
  if (!words || words.length === 0) return null;
  const next = wordsOf(newText);
  const before = words.filter((w) => comparable(w.word) !== '');
  if (next.length !== before.length || next.some((w, i) => comparable(w) !== comparable(before[i]!.word))) return null;
  return before.map((w, i) => ({ ...w, word: next[i]! }));
}

/** An edit needs the finished transcript: while the job runs its segments are not there yet. */
async function editableJob(tx: Tx, caller: Caller, jobId: string) {
  const loaded = await loadJobFor(tx, caller, jobId, 'editTranscripts', { lock: true });
  if (!loaded.job.transcriptDocumentId || loaded.job.state !== 'completed') {
    throw conflict('This transcript is not finished yet; correct it once the transcription has completed.', 'transcript_not_ready');
  }
  return loaded;
}

/** Bumps the version, rewrites the transcript document and appends the audit row. */
async function recordEdit(
  tx: Tx,
  deps: AppDeps,
  caller: Caller,
  job: TranscriptionJobRow,
  pagesReplaced: readonly PagesReplacedStep[],
  audit: Record<string, unknown>,
): Promise<{ version: number; documentId: string }> {
  const version = job.version + 1;
  const doc = await rebuildTranscriptDocument(tx, deps, job, pagesReplaced);
  // The document is a new one when the old was deleted.
  await tx.update(transcriptionJobs).set({ version, transcriptDocumentId: doc.id, updatedAt: new Date() }).where(eq(transcriptionJobs.id, job.id));
  await appendAudit(tx, caller.actor, {
    action: 'document_updated',
    resourceType: 'document',
    resourceId: doc.id,
    resourceName: doc.filename,
    details: { case_id: job.caseId, transcription_job_id: job.id, source_document_id: job.sourceDocumentId, version, ...audit },
  });
  return { version, documentId: doc.id };
}

/** PATCH /transcription/jobs/:job_id/segments/:segment_id: corrected words keep the segment's times. */
export async function updateSegment(
  deps: AppDeps,
  caller: Caller,
  jobId: string,
  segmentId: string,
  body: UpdateSegmentRequest,
  pagesReplaced: readonly PagesReplacedStep[] = [],
): Promise<TranscriptSegment> {
  const result = await deps.db.transaction(async (tx) => {
    const { job } = await editableJob(tx, caller, jobId);
    const [segment] = await tx
      .select()
      .from(transcriptSegments)
      .where(and(eq(transcriptSegments.id, segmentId), eq(transcriptSegments.jobId, job.id)));
    if (!segment) throw notFound('Segment');
    const text = body.text ?? segment.text;
    const speaker = body.speaker ?? segment.speaker;
    if (text === segment.text && speaker === segment.speaker) return { segment, documentId: null };
    const words = text === segment.text ? segment.words : wordsAfterEdit(segment.words, text);
    await tx.update(transcriptSegments).set({ text, speaker, words, edited: true }).where(eq(transcriptSegments.id, segment.id));
    const details: Record<string, unknown> = { seq: segment.seq, segment_id: segment.id, before: segment.text, after: text };
    if (speaker !== segment.speaker) Object.assign(details, { speaker_before: segment.speaker, speaker_after: speaker });
    const { version, documentId } = await recordEdit(tx, deps, caller, job, pagesReplaced, { change: 'transcript_segment_edited', seq: segment.seq });
    await addRevision(tx, caller, job, version, 'segment_edited', details);
    const [updated] = await tx.select().from(transcriptSegments).where(eq(transcriptSegments.id, segment.id));
    return { segment: updated!, documentId };
  });
  if (result.documentId) await afterDocumentTextChanged(deps, caller.organizationId, result.documentId);
  return presentSegment(result.segment);
}

/** POST /transcription/jobs/:job_id/speakers/rename: every segment of `from` becomes `to`. */
export async function renameSpeaker(
  deps: AppDeps,
  caller: Caller,
  jobId: string,
  body: RenameSpeakerRequest,
  pagesReplaced: readonly PagesReplacedStep[] = [],
): Promise<TranscriptRevision> {
  const result = await deps.db.transaction(async (tx) => {
    const { job } = await editableJob(tx, caller, jobId);
    if (body.from === body.to) throw fieldError('to', 'The new name is the same as the old one.');
    const renamed = await tx
      .update(transcriptSegments)
      .set({ speaker: body.to })
      .where(and(eq(transcriptSegments.jobId, job.id), eq(transcriptSegments.speaker, body.from)))
      .returning({ id: transcriptSegments.id });
    if (renamed.length === 0) throw fieldError('from', `No segment of this transcript has the speaker "${body.from}".`);
    const { version, documentId } = await recordEdit(tx, deps, caller, job, pagesReplaced, {
      change: 'transcript_speaker_renamed',
      from: body.from,
      to: body.to,
      count: renamed.length,
    });
    const revision = await addRevision(tx, caller, job, version, 'speaker_renamed', { from: body.from, to: body.to, count: renamed.length });
    return { revision, documentId };
  });
  await afterDocumentTextChanged(deps, caller.organizationId, result.documentId);
  return result.revision;
}
