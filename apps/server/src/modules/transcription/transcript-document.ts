import { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TranscriptExhibit as TranscriptExhibitSchema } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import {
  documentPages,
  documents,
  transcriptionJobs,
  transcriptRevisions,
  transcriptSegments,
  type TranscriptionJobRow,
  type TranscriptSegmentRow,
} from '../../db/schema/index.js';
import type { AuditActor } from '../../platform/audit/audit-log.js';
import { notFound } from '../../platform/http/errors.js';
import { afterDocumentTextChanged } from '../documents/pipeline/after-processing.js';
import type { PagesReplacedStep } from '../documents/pipeline/pages-replaced.js';
import { layoutTranscript, pageText, type LayoutSegment, type TranscriptLayout } from './exports/layout.js';
import { transcriptTxt } from './exports/txt.js';
import { transcriptFilename } from './exports/index.js';
import type { NewSegment } from './segment-types.js';

export type TranscriptExhibit = z.infer<typeof TranscriptExhibitSchema>;

/** What the transcription module passes on from the module registry and the import. */
export interface TranscriptWriteOptions {
  /** The documents pipeline's page-text steps (highlights follow their words), from the registry. */
  pagesReplaced?: readonly PagesReplacedStep[];
  /** The deponent an imported transcript names, for the DOCX caption. */
  deponent?: string | null;
}

const INSERT_BATCH = 200;

/** The job row, locked for this transaction: every write to a transcript goes through it, one at a time. */
export async function lockJob(tx: Tx, jobId: string): Promise<TranscriptionJobRow> {
  const [row] = await tx.select().from(transcriptionJobs).where(eq(transcriptionJobs.id, jobId)).for('no key update');
  if (!row) throw notFound('Transcription');
  return row;
}

export async function loadSegmentRows(db: Tx | AppDeps['db'], jobId: string): Promise<TranscriptSegmentRow[]> {
  return db.select().from(transcriptSegments).where(eq(transcriptSegments.jobId, jobId)).orderBy(asc(transcriptSegments.seq));
}

type LayoutColumns = Pick<TranscriptSegmentRow, 'startSeconds' | 'endSeconds' | 'speaker' | 'text' | 'kind' | 'page' | 'line'>;

export const layoutSegmentOf = (row: LayoutColumns): LayoutSegment & { end: number | null } => ({
  start: row.startSeconds,
  end: row.endSeconds,
  speaker: row.speaker,
  text: row.text,
  kind: row.kind,
  page: row.page,
  line: row.line,
});

/**
 * Stores a finished transcript: in one transaction the job's segments are replaced (seq from 0),
 * the case's transcript document is created or rewritten (its bytes are the TXT export, its pages
 * the court-reporter layout), the job points at it with a new version, and the first time a
 * 'created' revision is written. After the commit search and embeddings re-index the document.
 */
export async function writeTranscript(
  deps: AppDeps,
  job: TranscriptionJobRow,
  segments: NewSegment[],
  actor: AuditActor | null,
  exhibits?: TranscriptExhibit[],
  options: TranscriptWriteOptions = {},
): Promise<{ transcriptDocumentId: string }> {
  const written = await deps.db.transaction(async (tx) => {
    const locked = await lockJob(tx, job.id);
    const layout = layoutTranscript(locked.kind, segments);
    await tx.delete(transcriptSegments).where(eq(transcriptSegments.jobId, locked.id));
    for (let i = 0; i < segments.length; i += INSERT_BATCH) {
      await tx.insert(transcriptSegments).values(
        segments.slice(i, i + INSERT_BATCH).map((s, j) => ({
          organizationId: locked.organizationId,
          jobId: locked.id,
          seq: i + j,
          startSeconds: s.start,
          endSeconds: s.end,
          speaker: s.speaker,
          text: s.text,
          confidence: s.confidence,
          kind: s.kind,
          page: layout.segmentPages[i + j] ?? 1,
          line: s.line,
          words: s.words,
        })),
      );
    }
    const laidOut = segments.map((s, i) => ({ ...s, page: s.page ?? layout.segmentPages[i] ?? 1 }));
    const doc = await storeTranscriptDocument(tx, deps, locked, laidOut, layout, { exhibits, deponent: options.deponent }, options.pagesReplaced ?? []);
    const version = locked.version + 1;
    await tx.update(transcriptionJobs).set({ transcriptDocumentId: doc.id, version, updatedAt: new Date() }).where(eq(transcriptionJobs.id, locked.id));
    if (doc.created) {
      await tx.insert(transcriptRevisions).values({
        organizationId: locked.organizationId,
        jobId: locked.id,
        version,
        change: 'created',
        details: { segments: segments.length, pages: layout.pages.length, transcript_document_id: doc.id },
        // The worker writes it (no actor): the revision names who started the transcription.
        userId: actor?.userId ?? locked.createdBy,
      });
    }
    return doc;
  });
  await afterDocumentTextChanged(deps, job.organizationId, written.id);
  return { transcriptDocumentId: written.id };
}

/**
 * After an edit (inside its transaction): the stored segments laid out again, the pages a media
 * transcript's segments are on brought up to date, and the transcript document rewritten.
 * The caller re-indexes after its commit (afterDocumentTextChanged).
 */
export async function rebuildTranscriptDocument(
  tx: Tx,
  deps: AppDeps,
  job: TranscriptionJobRow,
  pagesReplaced: readonly PagesReplacedStep[],
): Promise<{ id: string; filename: string }> {
  // Only what the layout needs: word timings (most of a segment's bytes) stay in the table.
  const rows = await tx
    .select({
      id: transcriptSegments.id,
      startSeconds: transcriptSegments.startSeconds,
      endSeconds: transcriptSegments.endSeconds,
      speaker: transcriptSegments.speaker,
      text: transcriptSegments.text,
      kind: transcriptSegments.kind,
      page: transcriptSegments.page,
      line: transcriptSegments.line,
    })
    .from(transcriptSegments)
    .where(eq(transcriptSegments.jobId, job.id))
    .orderBy(asc(transcriptSegments.seq));
  const segments = rows.map(layoutSegmentOf);
  const layout = layoutTranscript(job.kind, segments);
  const moved = rows.map((row, i) => ({ id: row.id, page: layout.segmentPages[i] ?? row.page })).filter((m, i) => m.page !== rows[i]!.page);
  for (let i = 0; i < moved.length; i += 500) {
    const values = sql.join(
      moved.slice(i, i + 500).map((m) => sql`(${m.id}::uuid, ${m.page}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update ${transcriptSegments} set page = v.page from (values ${values}) as v(id, page) where ${transcriptSegments.id} = v.id`);
  }
  const laidOut = segments.map((s, i) => ({ ...s, page: layout.segmentPages[i] ?? s.page }));
  return storeTranscriptDocument(tx, deps, job, laidOut, layout, {}, pagesReplaced);
}

/** The transcript document's row, bytes and pages; creates it when the job has none (or it was deleted). */
async function storeTranscriptDocument(
  tx: Tx,
  deps: AppDeps,
  job: TranscriptionJobRow,
  segments: readonly (LayoutSegment & { end: number | null })[],
  layout: TranscriptLayout,
  extra: { exhibits?: TranscriptExhibit[]; deponent?: string | null },
  pagesReplaced: readonly PagesReplacedStep[],
): Promise<{ id: string; filename: string; created: boolean }> {
  const [source] = await tx.select({ filename: documents.filename }).from(documents).where(eq(documents.id, job.sourceDocumentId));
  const filename = transcriptFilename(source?.filename ?? 'recording', 'txt');
  const bytes = Buffer.from(transcriptTxt(job.kind, segments), 'utf8');
  // Content-addressed: the old bytes stay until the storage clean-up finds no document using them.
  const stored = await deps.blobs.put(Readable.from(bytes));
  const [current] = job.transcriptDocumentId ? await tx.select().from(documents).where(eq(documents.id, job.transcriptDocumentId)) : [];
  // Someone deleted the transcript document: a new one is made, keeping what the old one knew (exhibits).
  const existing = current && !current.deletedAt ? current : undefined;
  const lastEnd = segments.reduce<number | null>((max, s) => (s.end !== null && (max === null || s.end > max) ? s.end : max), null);
  const previous = current?.metadata ?? {};
  const metadata: Record<string, unknown> = {
    ...previous,
    transcription_job_id: job.id,
    source_document_id: job.sourceDocumentId,
    exhibits: extra.exhibits ?? (Array.isArray(previous.exhibits) ? previous.exhibits : []),
    duration_seconds: job.durationSeconds ?? lastEnd,
    kind: job.kind,
    deponent: extra.deponent !== undefined ? extra.deponent : (previous.deponent ?? null),
    page_count: layout.pages.length,
    segment_count: segments.length,
  };
  const now = new Date();
  const fields = {
    filename,
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    detectedType: 'transcript',
    sizeBytes: stored.size,
    sha256: stored.sha256,
    status: 'processed' as const,
    progress: 100,
    failureReason: null,
    pageCount: layout.pages.length,
    metadata,
    processedAt: now,
    updatedAt: now,
  };
  let id: string;
  if (existing) {
    await tx.update(documents).set(fields).where(eq(documents.id, existing.id));
    id = existing.id;
  } else {
    const [row] = await tx
      .insert(documents)
      .values({ ...fields, organizationId: job.organizationId, caseId: job.caseId, uploadedBy: job.createdBy })
      .returning({ id: documents.id });
    if (!row) throw new Error('transcript document insert returned no row');
    id = row.id;
  }
  const pages = layout.pages.map((page) => ({ pageNumber: page.pageNumber, text: pageText(layout, page) }));
  await tx.delete(documentPages).where(eq(documentPages.documentId, id));
  for (let i = 0; i < pages.length; i += INSERT_BATCH) {
    await tx
      .insert(documentPages)
      .values(pages.slice(i, i + INSERT_BATCH).map((p) => ({ organizationId: job.organizationId, documentId: id, pageNumber: p.pageNumber, text: p.text })));
  }
  // What other modules keep about the old text (highlights) follows it, in this transaction.
  for (const step of pagesReplaced) await step(tx, { id, organizationId: job.organizationId, filename }, pages);
  return { id, filename, created: !existing };
}
