import { asc, eq } from 'drizzle-orm';
import type { DepositionSummary, DepositionTranscript, LineAnalysis } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import {
  depositionInsights,
  depositionLineAnalyses,
  depositionQuestions,
  depositionSegments,
  type DepositionInsightRow,
  type DepositionQuestionRow,
  type DepositionSegmentRow,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { exhibitFiles } from './present.js';
import { presentInsight, presentQuestion, presentSegment } from './present.js';
import { summarise } from './assistant/index.js';
import { loadSessionFor, sessionFor, type LoadedSession } from './sessions.js';
import { auditTestimonyRead } from './read-audit.js';

/** Everything recorded in a session: testimony in line order, insights in seq order, questions oldest first. */
export interface SessionRecord {
  loaded: LoadedSession;
  segments: DepositionSegmentRow[];
  insights: DepositionInsightRow[];
  questions: DepositionQuestionRow[];
  /** What the assistant made of each line it read, by segment id. */
  analyses: Map<string, LineAnalysis>;
}

export async function loadRecord(deps: AppDeps, caller: Caller, sessionId: string): Promise<SessionRecord> {
  const loaded = await loadSessionFor(deps, caller, sessionId, 'followDepositions');
  const id = loaded.session.id;
  const [segments, insights, questions, analysed] = await Promise.all([
    deps.db.select().from(depositionSegments).where(eq(depositionSegments.sessionId, id)).orderBy(asc(depositionSegments.line)),
    deps.db.select().from(depositionInsights).where(eq(depositionInsights.sessionId, id)).orderBy(asc(depositionInsights.seq)),
    deps.db.select().from(depositionQuestions).where(eq(depositionQuestions.sessionId, id)).orderBy(asc(depositionQuestions.createdAt), asc(depositionQuestions.key)),
    deps.db.select({ segmentId: depositionLineAnalyses.segmentId, analysis: depositionLineAnalyses.analysis }).from(depositionLineAnalyses).where(eq(depositionLineAnalyses.sessionId, id)),
  ]);
  return { loaded, segments, insights, questions, analyses: new Map(analysed.map((a) => [a.segmentId, a.analysis])) };
}

/** Everything a live view needs after (re)connecting: it then follows the live channel after session.last_seq. */
export async function getTranscript(deps: AppDeps, caller: Caller, sessionId: string): Promise<DepositionTranscript> {
  const record = await loadRecord(deps, caller, sessionId);
  const transcript = await presentTranscript(deps, caller, record);
  await auditTestimonyRead(deps, caller, record.loaded, 'deposition_transcript', { segments: record.segments.length });
  return transcript;
}

export async function presentTranscript(deps: AppDeps, caller: Caller, record: SessionRecord): Promise<DepositionTranscript> {
  // last_seq is read with the session row, before the lists: every event up to it is in them, and a
  // client resuming after it may see something twice (by id) but never miss anything.
  return {
    session: await sessionFor(deps.db, caller, record.loaded),
    segments: record.segments.map((s) => presentSegment(s, record.loaded.session.analysedLine, record.analyses.get(s.id) ?? null)),
    insights: record.insights.map(presentInsight),
    questions: record.questions.map(presentQuestion),
  };
}

/** Counts and lists are computed here; the words come from the assistant. */
export async function summaryOf(deps: AppDeps, record: SessionRecord): Promise<DepositionSummary> {
  const { session } = record.loaded;
  const files = await exhibitFiles(deps.db, session.organizationId, session.exhibitIds);
  const used = new Set(session.exhibitsUsed);
  const counts = {
    questions_asked: record.segments.filter((s) => s.kind === 'question').length,
    answers: record.segments.filter((s) => s.kind === 'answer').length,
    contradictions: record.insights.filter((i) => i.type === 'contradiction').length,
    evasions: record.insights.filter((i) => i.type === 'evasion').length,
  };
  let text: string;
  try {
    text = summarise(session, record.segments, record.insights, record.questions);
  } catch (err) {
    deps.log.error({ err, session_id: session.id }, 'the deposition assistant could not summarise the session');
    text = `${counts.questions_asked} questions, ${counts.answers} answers, ${counts.contradictions} contradictions and ${counts.evasions} evasive answers recorded.`;
  }
  const engines = [...new Set(record.insights.map((i) => i.engine))];
  return {
    session_id: session.id,
    ...counts,
    goals: session.goals.map((g) => ({ ...g })),
    topics_uncovered: session.outline.filter((t) => !t.covered).map((t) => t.title),
    exhibits_unused: session.exhibitIds.filter((id) => !used.has(id) && files.has(id)).map((id) => files.get(id)!),
    text,
    engine: engines.find((e) => e !== 'local') ?? 'local',
  };
}

export async function getSummary(deps: AppDeps, caller: Caller, sessionId: string): Promise<DepositionSummary> {
  const record = await loadRecord(deps, caller, sessionId);
  const summary = await summaryOf(deps, record);
  await auditTestimonyRead(deps, caller, record.loaded, 'deposition_summary', { segments: record.segments.length });
  return summary;
}
