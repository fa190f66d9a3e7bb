import type { ContradictionFacts, DepositionInsight, LineAnalysis, DepositionSession, SuggestedQuestion, TestimonySegment } from '@app/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documents, users, type DepositionInsightRow, type DepositionQuestionRow, type DepositionSegmentRow, type DepositionSessionRow, type StoredQuote } from '../../db/schema/index.js';

/** What presenting a session needs beyond its row. */
export interface SessionContext {
  caseName: string;
  creatorName: string | null;
  /** The set-up's exhibits that are still documents of the case, in the set-up's order. */
  exhibits: { id: string; filename: string }[];
  /** The viewer may run the session (mayRunDeposition). Live events carry false; the live channel sets it per participant. */
  canRun: boolean;
}

export function presentSession(row: DepositionSessionRow, ctx: SessionContext): DepositionSession {
  const used = new Set(row.exhibitsUsed);
  return {
    id: row.id,
    case_id: row.caseId,
    case_name: ctx.caseName,
    title: row.title,
    deponent: row.deponent,
    examining_attorney: row.examiningAttorney,
    date: row.date,
    location: row.location,
    goals: row.goals.map((g) => ({ id: g.id, text: g.text, status: g.status, supporting_seqs: g.supporting_seqs })),
    outline: row.outline.map((t) => ({ id: t.id, title: t.title, covered: t.covered, evasions: t.evasions })),
    exhibits: ctx.exhibits.map((e) => ({ document_id: e.id, filename: e.filename, used: used.has(e.id) })),
    state: row.state,
    started_at: row.startedAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
    last_seq: row.lastSeq,
    segment_count: row.lastLine,
    created_by: row.createdBy,
    created_by_name: ctx.creatorName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can_run: ctx.canRun,
    analysed_line: row.analysedLine,
  };
}

/**
 * A line as the API shows it, with what the assistant made of it once read (`analysis`, from
 * deposition_line_analyses). `analysedLine` (the session's cursor) also marks lines read before
 * that was recorded.
 */
export const presentSegment = (row: DepositionSegmentRow, analysedLine = 0, analysis: LineAnalysis | null = null): TestimonySegment => ({
  id: row.id,
  line: row.line,
  seq: row.seq,
  kind: row.kind,
  speaker: row.speaker,
  text: row.text,
  source: row.source,
  offset_seconds: row.offsetSeconds,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  analysed: analysis !== null || row.line <= analysedLine,
  analysis,
});

/** The answer's quote first, the source's second, each with the value it states. */
function contradictionFacts(quotes: StoredQuote[]): ContradictionFacts | null {
  const [said, source] = quotes;
  if (!said?.value || !source?.value) return null;
  return {
    testimony_value: said.value,
    source_value: source.value,
    source: source.source,
    document_id: source.document_id,
    filename: source.filename,
    page_number: source.page_number,
    line: source.line,
    quote: source.text,
  };
}

export const presentInsight = (row: DepositionInsightRow): DepositionInsight => ({
  id: row.id,
  seq: row.seq,
  type: row.type,
  line: row.line,
  title: row.title,
  detail: row.detail,
  claim_kind: row.claimKind,
  confidence: row.confidence,
  quotes: row.quotes.map(({ value: _value, ...q }) => q),
  contradiction: row.type === 'contradiction' ? contradictionFacts(row.quotes) : null,
  topic_id: row.topicId,
  goal_id: row.goalId,
  engine: row.engine,
  created_at: row.createdAt.toISOString(),
});

export const presentQuestion = (row: DepositionQuestionRow): SuggestedQuestion => ({
  id: row.id,
  text: row.text,
  reason: row.reason,
  rationale: row.rationale,
  goal_id: row.goalId,
  topic_id: row.topicId,
  insight_id: row.insightId,
  status: row.status,
  engine: row.engine,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The set-up's exhibits that are still live documents of the firm, by id (for many sessions at once). */
export async function exhibitFiles(db: DbOrTx, organizationId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, filename: documents.filename })
    .from(documents)
    .where(and(inArray(documents.id, unique), eq(documents.organizationId, organizationId), isNull(documents.deletedAt)));
  return new Map(rows.map((r) => [r.id, r.filename]));
}

export const exhibitsOf = (row: DepositionSessionRow, files: Map<string, string>): SessionContext['exhibits'] =>
  row.exhibitIds.flatMap((id) => {
    const filename = files.get(id);
    return filename === undefined ? [] : [{ id, filename }];
  });

/** The session as the API shows it, reading what the row does not hold (exhibit names, the creator's name). */
export async function describeSession(db: DbOrTx, row: DepositionSessionRow, caseName: string, canRun: boolean): Promise<DepositionSession> {
  const files = await exhibitFiles(db, row.organizationId, row.exhibitIds);
  let creatorName: string | null = null;
  if (row.createdBy) {
    const [user] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, row.createdBy));
    creatorName = user?.name ?? null;
  }
  return presentSession(row, { caseName, creatorName, exhibits: exhibitsOf(row, files), canRun });
}
