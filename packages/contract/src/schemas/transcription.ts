import { z } from 'zod';
import { Timestamp } from './common.js';

/**
 * Transcription: a job turns a case's media document (or a court reporter's
 * transcript) into a transcript document of the same case, made of time-coded segments.
 */

/**
 * The engines behind TRANSCRIPTION_ENGINE; `none` transcribes nothing (imports still work);
 * `pocketsphinx` is the offline recogniser Debian ships with its US-English model.
 */
export const TRANSCRIPTION_ENGINES = ['none', 'openai-compatible', 'whisper-cpp', 'pocketsphinx'] as const;
export type TranscriptionEngineName = (typeof TRANSCRIPTION_ENGINES)[number];

/** `media`: audio or video through an engine; `import`: a court reporter's page:line transcript (text or PDF). */
export const TRANSCRIPTION_KINDS = ['media', 'import'] as const;
export type TranscriptionKind = (typeof TRANSCRIPTION_KINDS)[number];

export const TRANSCRIPTION_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type TranscriptionState = (typeof TRANSCRIPTION_STATES)[number];
export const TranscriptionStateSchema = z.enum(TRANSCRIPTION_STATES);

/** Where a running job is; the screen shows these words. */
export const TRANSCRIPTION_STAGES = ['queued', 'decoding', 'transcribing', 'parsing', 'indexing', 'done'] as const;
export type TranscriptionStage = (typeof TRANSCRIPTION_STAGES)[number];

export const TRANSCRIPT_FORMATS = ['txt', 'srt', 'vtt', 'docx', 'json'] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];

/** A court reporter's page holds 25 numbered lines. */
export const TRANSCRIPT_LINES_PER_PAGE = 25;

/** The media a transcription accepts (by detected type); anything else is refused with a reason. */
export const TRANSCRIBABLE_TYPES = ['wav', 'mp3', 'm4a', 'aac', 'flac', 'ogg', 'opus', 'oga', 'mp4', 'mov', 'qt', 'webm', 'mkv', 'm4v', 'avi', 'wma', 'amr', 'spx'] as const;

export const TranscriptionEngineInfo = z.object({
  engine: z.enum(TRANSCRIPTION_ENGINES),
  /** What it is, in words for the screen ("Whisper-compatible server at …, model whisper-1"). */
  description: z.string(),
  model: z.string().nullable(),
  /** False when nothing is configured or the configured engine cannot run (missing model file …). */
  available: z.boolean(),
  /**
   * Why it is not available. Administrators get how to fix it (settings, paths, URLs); everyone
   * else gets who to ask, since the setup is no business of the people reading transcripts.
   */
  problem: z.string().nullable(),
  /** What accuracy to expect, so nobody takes a rough draft for a certified transcript; null without an engine. */
  accuracy: z.string().nullable(),
});
export type TranscriptionEngineInfo = z.infer<typeof TranscriptionEngineInfo>;

export const CreateTranscriptionRequest = z.object({
  case_id: z.uuid(),
  /** A media document of the case (kind media) or a text/PDF transcript (kind import). */
  document_id: z.uuid(),
  /** Defaults from the document's type: text and PDF are imports, audio and video are media. */
  kind: z.enum(TRANSCRIPTION_KINDS).optional(),
  /** ISO 639-1, or omitted to let the engine detect it. */
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2}$/, 'Use a two-letter language code such as en')
    .optional(),
  speaker_count: z.number().int().min(1).max(20).optional(),
});
export type CreateTranscriptionRequest = z.infer<typeof CreateTranscriptionRequest>;

export const TranscriptionJob = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  case_name: z.string(),
  kind: z.enum(TRANSCRIPTION_KINDS),
  /** The media (or imported file) document. */
  document_id: z.uuid(),
  filename: z.string(),
  /** The transcript document, once one exists. */
  transcript_document_id: z.uuid().nullable(),
  engine: z.string(),
  model: z.string().nullable(),
  language: z.string().nullable(),
  speaker_count: z.number().int().nullable(),
  state: TranscriptionStateSchema,
  stage: z.enum(TRANSCRIPTION_STAGES),
  percent: z.number().int().min(0).max(100),
  /** Minutes of media transcribed and in all (null for imports and before probing). */
  minutes_done: z.number().nullable(),
  minutes_total: z.number().nullable(),
  /** Why it failed, in words a paralegal understands. */
  failure_reason: z.string().nullable(),
  created_by: z.uuid().nullable(),
  created_by_name: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  finished_at: Timestamp.nullable(),
  can_cancel: z.boolean(),
  can_retry: z.boolean(),
});
export type TranscriptionJob = z.infer<typeof TranscriptionJob>;

export const TranscriptionJobIdParam = z.object({ job_id: z.uuid() });

export const TranscriptionJobListQuery = z.object({
  case_id: z.uuid().optional(),
  state: TranscriptionStateSchema.optional(),
  /** The transcript document (what search hits carry) → its job. */
  transcript_document_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type TranscriptionJobListQuery = z.infer<typeof TranscriptionJobListQuery>;

export const TranscriptionJobList = z.object({
  jobs: z.array(TranscriptionJob),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  engine: TranscriptionEngineInfo,
});
export type TranscriptionJobList = z.infer<typeof TranscriptionJobList>;

export const TranscriptWord = z.object({ start: z.number(), end: z.number(), word: z.string() });
export type TranscriptWord = z.infer<typeof TranscriptWord>;

/** Q and A for examination, colloquy for everything else said on the record. */
export const SEGMENT_KINDS = ['speech', 'question', 'answer', 'colloquy'] as const;

export const TranscriptSegment = z.object({
  id: z.uuid(),
  /** Order in the transcript, from 0. */
  seq: z.number().int(),
  /** Seconds from the start of the media; null for an imported transcript without audio. */
  start: z.number().nullable(),
  end: z.number().nullable(),
  speaker: z.string(),
  text: z.string(),
  confidence: z.number().nullable(),
  kind: z.enum(SEGMENT_KINDS),
  /** A court reporter's page and line (imports), or the transcript document's page the segment is on. */
  page: z.number().int(),
  line: z.number().int().nullable(),
  words: z.array(TranscriptWord).nullable(),
  edited: z.boolean(),
});
export type TranscriptSegment = z.infer<typeof TranscriptSegment>;

export const TranscriptExhibit = z.object({
  label: z.string(),
  /** The case document it was matched to, when one matches. */
  document_id: z.uuid().nullable(),
  filename: z.string().nullable(),
  /** Segment seqs that mention it. */
  segments: z.array(z.number().int()),
});

export const Transcript = z.object({
  job: TranscriptionJob,
  segments: z.array(TranscriptSegment),
  speakers: z.array(z.string()),
  exhibits: z.array(TranscriptExhibit),
  /** Seconds, when from media. */
  duration: z.number().nullable(),
  /** Whether the media can be played (a playable original or rendition exists). */
  has_media: z.boolean(),
  media_type: z.enum(['audio', 'video']).nullable(),
  version: z.number().int(),
  can_edit: z.boolean(),
});
export type Transcript = z.infer<typeof Transcript>;

export const UpdateSegmentRequest = z
  .object({
    text: z.string().trim().min(1, 'A segment cannot be empty').max(20_000).optional(),
    speaker: z.string().trim().min(1, 'Required').max(100).optional(),
  })
  .refine((v) => v.text !== undefined || v.speaker !== undefined, { message: 'Change the text or the speaker', path: ['text'] });
export type UpdateSegmentRequest = z.infer<typeof UpdateSegmentRequest>;

export const SegmentParam = z.object({ job_id: z.uuid(), segment_id: z.uuid() });

export const RenameSpeakerRequest = z.object({
  from: z.string().trim().min(1, 'Required').max(100),
  to: z.string().trim().min(1, 'Required').max(100),
});
export type RenameSpeakerRequest = z.infer<typeof RenameSpeakerRequest>;

export const TranscriptRevision = z.object({
  version: z.number().int(),
  change: z.enum(['created', 'segment_edited', 'speaker_renamed']),
  /** What changed, e.g. the segment seq with the text before and after, or the speaker names. */
  details: z.record(z.string(), z.unknown()),
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  created_at: Timestamp,
});
export const TranscriptRevisionList = z.object({ revisions: z.array(TranscriptRevision) });

export const TranscriptDownloadQuery = z.object({ format: z.enum(TRANSCRIPT_FORMATS).default('txt') });

/** A short-lived link the audio/video element can load (it cannot send a bearer token). */
export const MediaLink = z.object({ url: z.string(), expires_at: Timestamp, content_type: z.string() });
export const MediaQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
