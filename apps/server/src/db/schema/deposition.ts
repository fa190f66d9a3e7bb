import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ClaimKind, DepositionState, InsightType, QuestionStatus, SegmentSource, TestimonyKind } from '@app/contract';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { cases } from './cases.js';
import { users } from './users.js';

export interface StoredGoal {
  id: string;
  text: string;
  status: 'open' | 'partly' | 'established';
  supporting_seqs: number[];
}
export interface StoredTopic {
  id: string;
  title: string;
  covered: boolean;
  evasions: number;
}
export interface StoredQuote {
  source: 'document' | 'testimony';
  text: string;
  document_id: string | null;
  filename: string | null;
  page_number: number | null;
  line: number | null;
  /** A contradiction's value as this quote states it ("October 30, 2023"): JSON only, no column. */
  value?: string;
}

/** A deposition of a case: its set-up, state and the head of its event log. */
export const depositionSessions = pgTable(
  'deposition_sessions',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    deponent: text('deponent').notNull(),
    examiningAttorney: text('examining_attorney'),
    /** YYYY-MM-DD */
    date: text('date'),
    location: text('location'),
    /** The goals with what the assistant found for each (it rewrites status and supporting lines). */
    goals: jsonb('goals').$type<StoredGoal[]>().notNull().default([]),
    outline: jsonb('outline').$type<StoredTopic[]>().notNull().default([]),
    exhibitIds: jsonb('exhibit_ids').$type<string[]>().notNull().default([]),
    /** Exhibits mentioned in the testimony so far. */
    exhibitsUsed: jsonb('exhibits_used').$type<string[]>().notNull().default([]),
    state: text('state').$type<DepositionState>().notNull().default('draft'),
    startedAt: ts('started_at'),
    endedAt: ts('ended_at'),
    /** The last event's sequence number: events are numbered 1, 2, … per session without gaps. */
    lastSeq: integer('last_seq').notNull().default(0),
    /** The last testimony line number. */
    lastLine: integer('last_line').notNull().default(0),
    /**
     * The assistant has looked at every line up to here. It runs in process right after lines are
     * stored (for latency); after a crash, lines past this cursor are analysed when the session is next touched.
     */
    analysedLine: integer('analysed_line').notNull().default(0),
    /**
     * The testimony flood limit's bucket (modules/deposition/testimony.ts): lines left, and when
     * that was counted (the database's clock). Null: a full bucket. On the row, not in a server's
     * memory, so every app server draws from the one bucket under the row lock that numbers lines.
     */
    rateTokens: doublePrecision('rate_tokens'),
    rateAt: ts('rate_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('deposition_sessions_case_idx').on(t.caseId, t.createdAt), index('deposition_sessions_org_idx').on(t.organizationId, t.createdAt)],
);
export type DepositionSessionRow = typeof depositionSessions.$inferSelect;

/** One line of testimony, stored as it arrives. */
export const depositionSegments = pgTable(
  'deposition_segments',
  {
    id: id(),
    organizationId: uuid('organization_id').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => depositionSessions.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<TestimonyKind>().notNull(),
    speaker: text('speaker').notNull(),
    text: text('text').notNull(),
    source: text('source').$type<SegmentSource>().notNull(),
    offsetSeconds: doublePrecision('offset_seconds').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('deposition_segments_line_key').on(t.sessionId, t.line)],
);
export type DepositionSegmentRow = typeof depositionSegments.$inferSelect;

/** What the assistant found about one answer. */
export const depositionInsights = pgTable(
  'deposition_insights',
  {
    id: id(),
    organizationId: uuid('organization_id').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => depositionSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').$type<InsightType>().notNull(),
    line: integer('line').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    claimKind: text('claim_kind').$type<ClaimKind>(),
    confidence: doublePrecision('confidence').notNull(),
    quotes: jsonb('quotes').$type<StoredQuote[]>().notNull().default([]),
    topicId: uuid('topic_id'),
    goalId: uuid('goal_id'),
    engine: text('engine').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('deposition_insights_session_idx').on(t.sessionId, t.seq)],
);
export type DepositionInsightRow = typeof depositionInsights.$inferSelect;

/** A follow-up question; `key` keeps the assistant from suggesting the same one twice. */
export const depositionQuestions = pgTable(
  'deposition_questions',
  {
    id: id(),
    organizationId: uuid('organization_id').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => depositionSessions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    text: text('text').notNull(),
    reason: text('reason').$type<'goal' | 'topic' | 'contradiction' | 'evasion' | 'exhibit'>().notNull(),
    rationale: text('rationale').notNull(),
    goalId: uuid('goal_id'),
    topicId: uuid('topic_id'),
    insightId: uuid('insight_id'),
    status: text('status').$type<QuestionStatus>().notNull().default('suggested'),
    engine: text('engine').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('deposition_questions_key').on(t.sessionId, t.key)],
);
export type DepositionQuestionRow = typeof depositionQuestions.$inferSelect;

/**
 * The session's ordered event log (segments, insights, question changes, session changes): what a
 * reconnecting participant replays after its last seq, and what other app servers read when
 * PostgreSQL NOTIFY tells them a new seq exists.
 */
export const depositionEvents = pgTable(
  'deposition_events',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => depositionSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').$type<'segment' | 'insight' | 'question' | 'session' | 'line.analysed'>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.seq] })],
);
