import { and, eq } from 'drizzle-orm';
import { mayEditTranscript, type CaseAction, type Transcript, type TranscriptSegment } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { cases, documents, transcriptionJobs, users, type DocumentRow, type TranscriptionJobRow, type TranscriptSegmentRow } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayOnCase, loadCaseAs, type CaseAccess } from '../cases/access.js';
import { presentJob } from './present.js';
import { loadSegmentRows, type TranscriptExhibit } from './transcript-document.js';

export interface JobAccess {
  job: TranscriptionJobRow;
  access: CaseAccess;
}

/**
 * A transcription job the caller may act on: their firm's, on a case they can see (else 404, like
 * any id they cannot reach), and the action allowed at their level on it (else 403). `lock` holds
 * the row for an edit's transaction.
 */
export async function loadJobFor(db: DbOrTx, caller: Caller, jobId: string, action: CaseAction, opts: { lock?: boolean } = {}): Promise<JobAccess> {
  const query = db
    .select()
    .from(transcriptionJobs)
    .where(and(eq(transcriptionJobs.id, jobId), eq(transcriptionJobs.organizationId, caller.organizationId)));
  const [job] = opts.lock ? await query.for('no key update') : await query;
  if (!job) throw notFound('Transcription');
  const access = await loadCaseAs(db, caller, job.caseId, 'Transcription');
  assertMayOnCase(caller, access, action);
  return { job, access };
}

export function presentSegment(row: TranscriptSegmentRow): TranscriptSegment {
  return {
    id: row.id,
    seq: row.seq,
    start: row.startSeconds,
    end: row.endSeconds,
    speaker: row.speaker,
    text: row.text,
    confidence: row.confidence,
    kind: row.kind,
    page: row.page,
    line: row.line,
    words: row.words ?? null,
    edited: row.edited,
  };
}

/** Speakers in the order they first speak. */
export const speakersOf = (segments: readonly { speaker: string }[]): string[] => [...new Set(segments.map((s) => s.speaker))];

/** The job's probe (H2a's run-media keeps the MediaProbe fields in job.media). */
function mediaFacts(job: TranscriptionJobRow): { playable: boolean; hasVideo: boolean; contentType: string | null } {
  const media = job.media;
  return {
    playable: media.playable === true,
    hasVideo: media.hasVideo === true,
    contentType: typeof media.contentType === 'string' ? media.contentType : null,
  };
}

/** What the player can load: the rendition when one was made, else the original when Chromium plays it. */
export function playableMedia(job: TranscriptionJobRow, source: Pick<DocumentRow, 'sha256' | 'contentType'>): { sha256: string; contentType: string } | null {
  if (job.kind !== 'media') return null;
  if (job.renditionSha256) return { sha256: job.renditionSha256, contentType: job.renditionContentType ?? 'application/octet-stream' };
  const facts = mediaFacts(job);
  if (!facts.playable) return null;
  return { sha256: source.sha256, contentType: facts.contentType ?? source.contentType ?? 'application/octet-stream' };
}

export interface TranscriptContext {
  transcript: Transcript;
  job: TranscriptionJobRow;
  source: DocumentRow;
  transcriptDocument: DocumentRow | null;
  caseRow: CaseAccess['row'];
}

/** The transcript as the API shows it (no audit: the route and the exports record what they do). */
export async function buildTranscript(db: DbOrTx, caller: Caller, { job, access }: JobAccess): Promise<TranscriptContext> {
  const [source] = await db.select().from(documents).where(eq(documents.id, job.sourceDocumentId));
  if (!source) throw notFound('Transcription');
  const [transcriptDocument] = job.transcriptDocumentId ? await db.select().from(documents).where(eq(documents.id, job.transcriptDocumentId)) : [];
  const [creator] = job.createdBy ? await db.select({ name: users.fullName }).from(users).where(eq(users.id, job.createdBy)) : [];
  const [caseRow] = await db.select({ name: cases.name }).from(cases).where(eq(cases.id, job.caseId));
  const segments = (await loadSegmentRows(db, job.id)).map(presentSegment);
  const exhibits = transcriptDocument?.metadata.exhibits;
  const lastEnd = segments.reduce<number | null>((max, s) => (s.end !== null && (max === null || s.end > max) ? s.end : max), null);
  const media = source.deletedAt ? null : playableMedia(job, source);
  const transcript: Transcript = {
    job: presentJob(job, caseRow?.name ?? access.row.name, source.filename, creator?.name ?? null, caller.role, access.level),
    segments,
    speakers: speakersOf(segments),
    exhibits: Array.isArray(exhibits) ? (exhibits as TranscriptExhibit[]) : [],
    duration: job.kind === 'media' ? (job.durationSeconds ?? lastEnd) : null,
    has_media: media !== null,
    media_type: job.kind === 'media' ? (mediaFacts(job).hasVideo ? 'video' : 'audio') : null,
    version: job.version,
    can_edit: mayEditTranscript(caller.role, access.level),
  };
  return { transcript, job, source, transcriptDocument: transcriptDocument ?? null, caseRow: access.row };
}

/** The transcript document when there is one, else the recording: what a transcript's audit rows name. */
export function auditedDocument(ctx: Pick<TranscriptContext, 'source' | 'transcriptDocument' | 'job'>) {
  const doc = ctx.transcriptDocument && !ctx.transcriptDocument.deletedAt ? ctx.transcriptDocument : ctx.source;
  return {
    resourceType: 'document' as const,
    resourceId: doc.id,
    resourceName: doc.filename,
    base: { case_id: ctx.job.caseId, transcription_job_id: ctx.job.id, source_document_id: ctx.job.sourceDocumentId },
  };
}

/** GET /transcription/jobs/:job_id/transcript: audited as the transcript document viewed. */
export async function readTranscript(deps: AppDeps, caller: Caller, jobId: string): Promise<Transcript> {
  const ctx = await buildTranscript(deps.db, caller, await loadJobFor(deps.db, caller, jobId, 'readTranscripts'));
  const target = auditedDocument(ctx);
  await recordAudit(deps.db, caller.actor, {
    action: 'document_viewed',
    resourceType: target.resourceType,
    resourceId: target.resourceId,
    resourceName: target.resourceName,
    details: { ...target.base, transcript: true },
  });
  return ctx.transcript;
}
