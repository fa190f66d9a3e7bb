import { z } from 'zod';
import { NonEmptyText, OptionalText, Timestamp } from './common.js';

/**
 * The real-time deposition assistant: a session of a case, its
 * testimony arriving line by line, and what the assistant makes of each answer.
 */

export const DEPOSITION_STATES = ['draft', 'live', 'ended'] as const;
export type DepositionState = (typeof DEPOSITION_STATES)[number];

/** Q and A for examination, colloquy for everything else on the record (objections, the reporter). */
export const TESTIMONY_KINDS = ['question', 'answer', 'colloquy'] as const;
export type TestimonyKind = (typeof TESTIMONY_KINDS)[number];

/** Where a line came from: typed by second chair, pasted, a court reporter's realtime feed, the browser's microphone. */
export const SEGMENT_SOURCES = ['typed', 'pasted', 'realtime', 'microphone'] as const;
export type SegmentSource = (typeof SEGMENT_SOURCES)[number];

export const INSIGHT_TYPES = ['contradiction', 'evasion', 'goal_support', 'exhibit_mentioned'] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];

/** The kinds of claim an answer is checked on. */
export const CLAIM_KINDS = ['date', 'amount', 'quantity', 'name', 'place', 'negation'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const QUESTION_STATUSES = ['suggested', 'asked', 'dismissed'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
/** Why a follow-up was suggested. */
export const QUESTION_REASONS = ['goal', 'topic', 'contradiction', 'evasion', 'exhibit'] as const;

export const GOAL_STATUSES = ['open', 'partly', 'established'] as const;

/** Most segments one POST (or one realtime burst) may carry. */
export const MAX_SEGMENTS_PER_REQUEST = 200;

export const DepositionGoal = z.object({
  id: z.uuid(),
  text: z.string(),
  status: z.enum(GOAL_STATUSES),
  /** The testimony that supports it (answer seqs), strongest first. */
  supporting_seqs: z.array(z.number().int()),
});
export type DepositionGoal = z.infer<typeof DepositionGoal>;

export const OutlineTopic = z.object({
  id: z.uuid(),
  title: z.string(),
  covered: z.boolean(),
  /** Answers like "I don't recall" under this topic. */
  evasions: z.number().int(),
});
export type OutlineTopic = z.infer<typeof OutlineTopic>;

export const SessionExhibit = z.object({
  document_id: z.uuid(),
  filename: z.string(),
  /** Mentioned in the testimony yet. */
  used: z.boolean(),
});
export type SessionExhibit = z.infer<typeof SessionExhibit>;

export const DepositionSession = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  case_name: z.string(),
  title: z.string(),
  deponent: z.string(),
  examining_attorney: z.string().nullable(),
  /** YYYY-MM-DD */
  date: z.string().nullable(),
  location: z.string().nullable(),
  goals: z.array(DepositionGoal),
  outline: z.array(OutlineTopic),
  exhibits: z.array(SessionExhibit),
  state: z.enum(DEPOSITION_STATES),
  started_at: Timestamp.nullable(),
  ended_at: Timestamp.nullable(),
  /** The last event's sequence number (a client resumes the live channel after it). */
  last_seq: z.number().int(),
  segment_count: z.number().int(),
  created_by: z.uuid().nullable(),
  created_by_name: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** Change the set-up, start, stop, add testimony (associate+ with edit access to the case). */
  can_run: z.boolean(),
  /** The last testimony line the assistant has read: lines up to it are analysed, later ones pending. */
  analysed_line: z.number().int().optional(),
});
export type DepositionSession = z.infer<typeof DepositionSession>;

const IsoDate = z.iso.date('Use the format YYYY-MM-DD');
const GoalsInput = z.array(NonEmptyText(500)).max(30);
const OutlineInput = z.array(NonEmptyText(200)).max(60);
const ExhibitsInput = z.array(z.uuid()).max(200);

export const CreateDepositionSessionRequest = z.object({
  case_id: z.uuid(),
  deponent: NonEmptyText(200),
  title: OptionalText(200),
  examining_attorney: OptionalText(200),
  date: IsoDate.nullish(),
  location: OptionalText(300),
  goals: GoalsInput.default([]),
  outline: OutlineInput.default([]),
  exhibit_ids: ExhibitsInput.default([]),
});
export type CreateDepositionSessionRequest = z.infer<typeof CreateDepositionSessionRequest>;

export const UpdateDepositionSessionRequest = z.object({
  deponent: NonEmptyText(200).optional(),
  title: OptionalText(200),
  examining_attorney: OptionalText(200),
  date: IsoDate.nullish(),
  location: OptionalText(300),
  goals: GoalsInput.optional(),
  outline: OutlineInput.optional(),
  exhibit_ids: ExhibitsInput.optional(),
});
export type UpdateDepositionSessionRequest = z.infer<typeof UpdateDepositionSessionRequest>;

export const DepositionSessionListQuery = z.object({
  case_id: z.uuid().optional(),
  state: z.enum(DEPOSITION_STATES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const DepositionSessionList = z.object({
  sessions: z.array(DepositionSession),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type DepositionSessionList = z.infer<typeof DepositionSessionList>;

export const DepositionSessionIdParam = z.object({ session_id: z.uuid() });

/**
 * What the assistant made of one line once it has read it: the flags raised on it and which engine
 * judged it (`local`, or the model's name when a configured model judged the answer).
 */
export const LineAnalysis = z.object({
  contradictions: z.number().int(),
  evasions: z.number().int(),
  goal_supports: z.number().int(),
  engine: z.string(),
});
export type LineAnalysis = z.infer<typeof LineAnalysis>;

export const TestimonySegment = z.object({
  id: z.uuid(),
  /** Order of the line in the testimony, from 1. */
  line: z.number().int(),
  /** The event sequence number it was published with. */
  seq: z.number().int(),
  kind: z.enum(TESTIMONY_KINDS),
  speaker: z.string(),
  text: z.string(),
  source: z.enum(SEGMENT_SOURCES),
  /** Seconds since the session started, when it was taken. */
  offset_seconds: z.number(),
  created_by: z.uuid().nullable(),
  created_at: Timestamp,
  /** The assistant has read this line (false while it is pending; absent on events stored before it was recorded). */
  analysed: z.boolean().optional(),
  /** What the assistant found on this line, once analysed (null before). */
  analysis: LineAnalysis.nullable().optional(),
});
export type TestimonySegment = z.infer<typeof TestimonySegment>;

const SegmentInput = z.object({
  kind: z.enum(TESTIMONY_KINDS),
  text: z.string().trim().min(1, 'A line cannot be empty').max(10_000),
  speaker: OptionalText(100),
  /** When it was said, in seconds since the session started (a feed's own clock); left out, the time it arrives. */
  offset_seconds: z.number().min(0).max(7 * 24 * 3600).optional(),
});
/**
 * One or many lines: `text` is raw testimony ("Q. …", "A. …", "MR. SMITH: Objection." — one per
 * line, continuation lines joined), `segments` already split. Exactly one of them.
 */
export const AddSegmentsRequest = z
  .object({
    text: z.string().max(200_000).optional(),
    segments: z.array(SegmentInput).min(1).max(MAX_SEGMENTS_PER_REQUEST).optional(),
    source: z.enum(SEGMENT_SOURCES).default('typed'),
  })
  .refine((v) => (v.text === undefined) !== (v.segments === undefined), { message: 'Send either text or segments', path: ['text'] });
export type AddSegmentsRequest = z.infer<typeof AddSegmentsRequest>;
/** A short recording from the browser's microphone (MediaRecorder's WebM/Opus or Ogg, or WAV), at most this big. */
export const MAX_MICROPHONE_CHUNK_BYTES = 5 * 1024 * 1024;
/** Who is speaking in the chunk: second chair chooses (speech engines do not tell Q from A). */
export const MicrophoneQuery = z.object({ kind: z.enum(TESTIMONY_KINDS).default('answer') });

export const AddSegmentsResponse = z.object({ segments: z.array(TestimonySegment) });
export type AddSegmentsResponse = z.infer<typeof AddSegmentsResponse>;

export const InsightQuote = z.object({
  source: z.enum(['document', 'testimony']),
  text: z.string(),
  document_id: z.uuid().nullable(),
  filename: z.string().nullable(),
  page_number: z.number().int().nullable(),
  /** The testimony line quoted. */
  line: z.number().int().nullable(),
});
export type InsightQuote = z.infer<typeof InsightQuote>;

/**
 * A contradiction's facts, for a client to show or test without parsing the title: what the
 * witness said, what the source says, and where (a document's page, or a line of this testimony).
 */
export const ContradictionFacts = z.object({
  testimony_value: z.string(),
  source_value: z.string(),
  source: z.enum(['document', 'testimony']),
  document_id: z.uuid().nullable(),
  filename: z.string().nullable(),
  page_number: z.number().int().nullable(),
  line: z.number().int().nullable(),
  /** The source's passage that states the fact. */
  quote: z.string(),
});
export type ContradictionFacts = z.infer<typeof ContradictionFacts>;

export const DepositionInsight = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  type: z.enum(INSIGHT_TYPES),
  /** The answer line it is about. */
  line: z.number().int(),
  title: z.string(),
  detail: z.string(),
  claim_kind: z.enum(CLAIM_KINDS).nullable(),
  /** 0..1 */
  confidence: z.number(),
  quotes: z.array(InsightQuote),
  /** Contradictions only (null otherwise, absent on insights stored before it was recorded). */
  contradiction: ContradictionFacts.nullable().optional(),
  topic_id: z.uuid().nullable(),
  goal_id: z.uuid().nullable(),
  /** `local` (the offline engine) or the model that produced it. */
  engine: z.string(),
  created_at: Timestamp,
});
export type DepositionInsight = z.infer<typeof DepositionInsight>;
export const InsightListQuery = z.object({
  type: z.enum(INSIGHT_TYPES).optional(),
  after_seq: z.coerce.number().int().min(0).optional(),
});
export const DepositionInsightList = z.object({ insights: z.array(DepositionInsight) });
export type DepositionInsightList = z.infer<typeof DepositionInsightList>;

export const SuggestedQuestion = z.object({
  id: z.uuid(),
  text: z.string(),
  reason: z.enum(QUESTION_REASONS),
  /** Why, in a few words ("Goal 2 has no supporting testimony yet"). */
  rationale: z.string(),
  goal_id: z.uuid().nullable(),
  topic_id: z.uuid().nullable(),
  insight_id: z.uuid().nullable(),
  status: z.enum(QUESTION_STATUSES),
  engine: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type SuggestedQuestion = z.infer<typeof SuggestedQuestion>;
export const QuestionListQuery = z.object({ status: z.enum(QUESTION_STATUSES).optional() });
export const SuggestedQuestionList = z.object({ questions: z.array(SuggestedQuestion) });
export type SuggestedQuestionList = z.infer<typeof SuggestedQuestionList>;
export const QuestionParam = z.object({ session_id: z.uuid(), question_id: z.uuid() });
export const UpdateQuestionRequest = z.object({ status: z.enum(QUESTION_STATUSES) });
export type UpdateQuestionRequest = z.infer<typeof UpdateQuestionRequest>;

/** Everything a live view needs after (re)connecting, in one call. */
export const DepositionTranscript = z.object({
  session: DepositionSession,
  segments: z.array(TestimonySegment),
  insights: z.array(DepositionInsight),
  questions: z.array(SuggestedQuestion),
});
export type DepositionTranscript = z.infer<typeof DepositionTranscript>;

/** The live channel's events, in order, each with the session's sequence number. */
export const LiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('segment'), seq: z.number().int(), segment: TestimonySegment }),
  z.object({ type: z.literal('insight'), seq: z.number().int(), insight: DepositionInsight }),
  z.object({ type: z.literal('question'), seq: z.number().int(), question: SuggestedQuestion }),
  z.object({ type: z.literal('session'), seq: z.number().int(), session: DepositionSession }),
  /** The assistant has read a line: sent after that line's insights and questions, with their counts. */
  z.object({ type: z.literal('line.analysed'), seq: z.number().int(), segment_id: z.uuid(), line: z.number().int(), analysis: LineAnalysis }),
]);
export type LiveEvent = z.infer<typeof LiveEvent>;

export const Participant = z.object({ user_id: z.uuid(), name: z.string(), role: z.string() });
/** Server → client frames. */
export const LiveServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), last_seq: z.number().int() }),
  z.object({ type: z.literal('event'), event: LiveEvent }),
  z.object({ type: z.literal('presence'), participants: z.array(Participant) }),
  z.object({ type: z.literal('error'), detail: z.string(), code: z.string() }),
]);
export type LiveServerMessage = z.infer<typeof LiveServerMessage>;
/** Client → server frames; anything else closes the socket with a reason (4400) and changes nothing. */
export const LiveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('resume'), after_seq: z.number().int().min(0) }),
  z.object({ type: z.literal('segments'), text: z.string().max(200_000).optional(), segments: z.array(SegmentInput).max(MAX_SEGMENTS_PER_REQUEST).optional(), source: z.enum(SEGMENT_SOURCES).default('typed') }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessage>;

export const DEPOSITION_EXPORT_FORMATS = ['docx', 'pdf'] as const;
export const DepositionExportQuery = z.object({ format: z.enum(DEPOSITION_EXPORT_FORMATS).default('docx') });

export const DepositionSummary = z.object({
  session_id: z.uuid(),
  questions_asked: z.number().int(),
  answers: z.number().int(),
  contradictions: z.number().int(),
  evasions: z.number().int(),
  goals: z.array(DepositionGoal),
  topics_uncovered: z.array(z.string()),
  exhibits_unused: z.array(z.string()),
  /** A few sentences in words. */
  text: z.string(),
  engine: z.string(),
});
export type DepositionSummary = z.infer<typeof DepositionSummary>;
