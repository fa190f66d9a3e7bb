import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TranscriptionKind, TranscriptionStage, TranscriptionState, TranscriptWord } from '@app/contract';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { cases } from './cases.js';
import { documents } from './documents.js';
import { users } from './users.js';

export type SegmentKind = 'speech' | 'question' | 'answer' | 'colloquy';

/**
 * One transcription of a media document, or one import of a court reporter's transcript. The
 * transcript it makes is a document of the case (detected type `transcript`) whose segments are
 * below; this row is the work and its progress.
 */
export const transcriptionJobs = pgTable(
  'transcription_jobs',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TranscriptionKind>().notNull(),
    sourceDocumentId: uuid('source_document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    transcriptDocumentId: uuid('transcript_document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The engine and model at creation (imports: `import`). */
    engine: text('engine').notNull(),
    model: text('model'),
    language: text('language'),
    speakerCount: integer('speaker_count'),
    state: text('state').$type<TranscriptionState>().notNull().default('queued'),
    stage: text('stage').$type<TranscriptionStage>().notNull().default('queued'),
    percent: integer('percent').notNull().default(0),
    /** Seconds of media in all (from the probe) and transcribed so far. */
    durationSeconds: doublePrecision('duration_seconds'),
    secondsDone: doublePrecision('seconds_done').notNull().default(0),
    failureReason: text('failure_reason'),
    /** ffprobe's findings: container, codecs, whether Chromium plays the original. */
    media: jsonb('media').$type<Record<string, unknown>>().notNull().default({}),
    /** sha256 (in the blob store) of a browser-playable rendition, when the original is not playable. */
    renditionSha256: text('rendition_sha256'),
    renditionContentType: text('rendition_content_type'),
    /** Bumped on every edit of the transcript (revisions carry the same number). */
    version: integer('version').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('transcription_jobs_org_idx').on(t.organizationId, t.createdAt),
    index('transcription_jobs_case_idx').on(t.caseId, t.createdAt),
    index('transcription_jobs_transcript_idx').on(t.transcriptDocumentId),
  ],
);
export type TranscriptionJobRow = typeof transcriptionJobs.$inferSelect;

/**
 * A finished window of a media job: its merged-in segments are written with it, so after a crash
 * the job carries on from the next window and nothing is transcribed twice.
 */
export const transcriptionWindows = pgTable(
  'transcription_windows',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => transcriptionJobs.id, { onDelete: 'cascade' }),
    windowIndex: integer('window_index').notNull(),
    startSeconds: doublePrecision('start_seconds').notNull(),
    endSeconds: doublePrecision('end_seconds').notNull(),
    /** The engine's raw segments (absolute seconds) for this window, before the seam merge. */
    segments: jsonb('segments').$type<unknown[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('transcription_windows_key').on(t.jobId, t.windowIndex)],
);

/** One utterance of a transcript, in order. */
export const transcriptSegments = pgTable(
  'transcript_segments',
  {
    id: id(),
    organizationId: uuid('organization_id').notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => transcriptionJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    startSeconds: doublePrecision('start_seconds'),
    endSeconds: doublePrecision('end_seconds'),
    speaker: text('speaker').notNull(),
    text: text('text').notNull(),
    confidence: doublePrecision('confidence'),
    kind: text('kind').$type<SegmentKind>().notNull().default('speech'),
    /** The court reporter's page and line (imports), else the transcript document's page. */
    page: integer('page').notNull().default(1),
    line: integer('line'),
    words: jsonb('words').$type<TranscriptWord[] | null>(),
    edited: boolean('edited').notNull().default(false),
  },
  (t) => [uniqueIndex('transcript_segments_job_seq_key').on(t.jobId, t.seq)],
);
export type TranscriptSegmentRow = typeof transcriptSegments.$inferSelect;

/** Who changed what in a transcript, one row per edit (the audit row says it too). */
export const transcriptRevisions = pgTable(
  'transcript_revisions',
  {
    id: id(),
    organizationId: uuid('organization_id').notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => transcriptionJobs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    change: text('change').$type<'created' | 'segment_edited' | 'speaker_renamed'>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('transcript_revisions_job_idx').on(t.jobId, t.version)],
);
