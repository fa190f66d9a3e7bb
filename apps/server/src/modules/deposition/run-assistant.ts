import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { rows, type Tx } from '../../db/client.js';
import type { LineAnalysis } from '@app/contract';
import { cases, depositionInsights, depositionLineAnalyses, depositionQuestions, depositionSegments, depositionSessions, type DepositionQuestionRow, type DepositionSegmentRow, type DepositionSessionRow } from '../../db/schema/index.js';
import { analyseTestimony, type AssistantOutput, type NewQuestion } from './assistant/index.js';
import { insertEvents, notifyLive, numberEvent, reserveNumbers, type NewLiveEvent } from './events.js';
import { describeSession, presentInsight, presentQuestion } from './present.js';

/*
 * Runs the assistant (D2's assistant/index.ts) over the testimony the session has not had analysed
 * yet, and stores what it found. One run at a time per session: in this process a promise chain per
 * session; across app servers on PostgreSQL a transaction-level advisory lock held for the whole run.
 * A run reads every line after analysed_line (lines stored meanwhile are picked up by the next round),
 * so lines are analysed in order and never twice. After a crash, lines past the cursor are analysed
 * when the server starts (module workers) or when the session is next touched (loadSessionFor).
 */

/** Most lines one round hands the assistant; a longer backlog (after a crash) goes in several rounds. */
const LINES_PER_ROUND = 200;
/** How long a server waits for another server's run on the same session before giving up this turn. */
const BUSY_RETRY_MS = 100;
const BUSY_RETRIES = 100;

interface SessionRuns {
  current: Promise<void> | null;
  again: boolean;
}
const runs = new WeakMap<AppDeps, Map<string, SessionRuns>>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function runsOf(deps: AppDeps): Map<string, SessionRuns> {
  let map = runs.get(deps);
  if (!map) {
    map = new Map();
    runs.set(deps, map);
  }
  return map;
}

/**
 * Analyse whatever the session has not had analysed; never throws (errors are logged). A call while
 * a run is in progress makes that run go round once more instead of starting another. The promise
 * settles when the session is caught up (tests await it; requests do not).
 */
export function triggerAnalysis(deps: AppDeps, sessionId: string): Promise<void> {
  const map = runsOf(deps);
  const existing = map.get(sessionId);
  if (existing?.current) {
    existing.again = true;
    return existing.current;
  }
  const state: SessionRuns = existing ?? { current: null, again: false };
  map.set(sessionId, state);
  state.current = (async () => {
    do {
      state.again = false;
      try {
        await catchUp(deps, sessionId);
      } catch (err) {
        deps.log.error({ err, session_id: sessionId }, 'deposition assistant run failed');
      }
    } while (state.again);
  })().finally(() => {
    state.current = null;
    map.delete(sessionId);
    // A trigger that arrived between the last round and here is not lost.
    if (state.again) void triggerAnalysis(deps, sessionId);
  });
  return state.current;
}

/** Settles when this server's runs for the session (or all sessions) have finished. */
export async function analysisSettled(deps: AppDeps, sessionId?: string): Promise<void> {
  const map = runsOf(deps);
  const pending = sessionId ? [map.get(sessionId)?.current] : [...map.values()].map((s) => s.current);
  await Promise.allSettled(pending.filter((p): p is Promise<void> => p !== null && p !== undefined));
}

async function readSession(deps: AppDeps, sessionId: string): Promise<DepositionSessionRow | undefined> {
  const [row] = await deps.db.select().from(depositionSessions).where(and(eq(depositionSessions.id, sessionId), isNull(depositionSessions.deletedAt)));
  return row;
}

async function catchUp(deps: AppDeps, sessionId: string): Promise<void> {
  let busy = 0;
  for (;;) {
    const session = await readSession(deps, sessionId);
    if (!session || session.analysedLine >= session.lastLine) return;
    let head = 0;
    const outcome = await guarded(deps, sessionId, (write) => analyseRound(deps, sessionId, write, (seq) => (head = seq)));
    // Only now is the round committed (on PostgreSQL the advisory lock's transaction encloses it):
    // a wake-up sent earlier would have participants read the log before its events were there.
    if (head > 0) await notifyLive(deps, sessionId, head);
    if (outcome === 'busy') {
      // Another server is analysing this session: wait for it, then look again.
      if (++busy > BUSY_RETRIES) return;
      await sleep(BUSY_RETRY_MS);
    } else if (outcome === 'stale') {
      continue;
    } else if (outcome === 'missing') {
      return;
    }
  }
}

type Writer = <T>(body: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * PGlite is one process: the in-process chain is the only writer, and an open transaction would hold
 * the single connection the assistant's searches need. PostgreSQL: hold the session's advisory lock
 * in a transaction for the whole round, so a second server never analyses the same lines; the
 * assistant reads through the pool meanwhile.
 */
async function guarded<T>(deps: AppDeps, sessionId: string, round: (write: Writer) => Promise<T>): Promise<T | 'busy'> {
  if (deps.database.kind === 'pglite') return round((body) => deps.db.transaction(body));
  return deps.db.transaction(async (outer) => {
    const [lock] = await rows<{ ok: boolean }>(outer, sql`select pg_try_advisory_xact_lock(hashtext(${'deposition-assistant:' + sessionId})) as ok`);
    if (!lock?.ok) return 'busy' as const;
    return round((body) => outer.transaction(body));
  });
}

/** Reads the lines after the cursor, asks the assistant, stores the outcome. */
async function analyseRound(deps: AppDeps, sessionId: string, write: Writer, stored: (lastSeq: number) => void): Promise<'done' | 'stale' | 'missing'> {
  const session = await readSession(deps, sessionId);
  if (!session) return 'missing';
  if (session.analysedLine >= session.lastLine) return 'done';
  const [caseRow] = await deps.db.select({ name: cases.name }).from(cases).where(eq(cases.id, session.caseId));
  const segments = await deps.db.select().from(depositionSegments).where(eq(depositionSegments.sessionId, sessionId)).orderBy(asc(depositionSegments.line));
  const newLines = segments.filter((s) => s.line > session.analysedLine).slice(0, LINES_PER_ROUND);
  const lastAnalysed = newLines.at(-1)?.line;
  if (lastAnalysed === undefined) return 'done'; // numbers taken by a transaction that has not committed yet
  const upTo = segments.filter((s) => s.line <= lastAnalysed);
  const output = await analyseTestimony({
    deps,
    session,
    caseName: caseRow?.name ?? '',
    segments: upTo,
    newLines,
    usage: { organizationId: session.organizationId, userId: newLines.at(-1)?.createdBy ?? null, caseId: session.caseId, feature: 'analysis' },
  });
  const lastSeq = await write((tx) => storeOutcome(tx, session, caseRow?.name ?? '', newLines, output));
  if (lastSeq === null) return 'stale';
  if (lastSeq > 0) stored(lastSeq);
  return 'done';
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One transaction: insights, questions (by key: a new one is added, a suggested one follows the
 * assistant's wording, an asked or dismissed one stays as it is; an opening one whose topic, exhibit
 * or goal the testimony has just met is retired, see retiredKeys), the session's goals, outline,
 * exhibits used and cursor, and their events. Returns the last seq (0: nothing to publish), or null
 * when the cursor moved since the round read it (another run stored these lines).
 */
async function storeOutcome(tx: Tx, read: DepositionSessionRow, caseName: string, lines: Pick<DepositionSegmentRow, 'id' | 'line'>[], output: AssistantOutput): Promise<number | null> {
  const lastAnalysed = lines.at(-1)?.line ?? read.analysedLine;
  const [current] = await tx.select().from(depositionSessions).where(eq(depositionSessions.id, read.id)).for('no key update');
  if (!current || current.deletedAt || current.analysedLine !== read.analysedLine) return null;

  const keys = [...new Set(output.questions.map((q) => q.key))];
  const existing = keys.length > 0
    ? await tx.select().from(depositionQuestions).where(and(eq(depositionQuestions.sessionId, read.id), inArray(depositionQuestions.key, keys)))
    : [];
  const byKey = new Map(existing.map((q) => [q.key, q]));
  const retiring = retiredKeys(current, output);
  const seen = new Set<string>();
  const fresh: NewQuestion[] = [];
  const reworded: { row: DepositionQuestionRow; next: NewQuestion }[] = [];
  for (const q of output.questions) {
    if (seen.has(q.key)) continue;
    seen.add(q.key);
    const row = byKey.get(q.key);
    if (!row) fresh.push(q);
    else if (row.status === 'suggested' && !retiring.has(q.key) && (row.text !== q.text || row.rationale !== q.rationale || row.goalId !== q.goalId || row.topicId !== q.topicId)) reworded.push({ row, next: q });
  }

  const setupChanged = !sameJson(current.goals, output.goals) || !sameJson(current.outline, output.outline) || !sameJson([...current.exhibitsUsed].sort(), [...output.exhibitsUsed].sort());
  const now = new Date();
  // Suggestions whose purpose the testimony has just met leave the queue (Restore brings one back).
  const retired: DepositionQuestionRow[] = [];
  for (const [status, keysOf] of [['asked', retiring.asked], ['dismissed', retiring.dismissed]] as const) {
    if (keysOf.length === 0) continue;
    retired.push(
      ...(await tx
        .update(depositionQuestions)
        .set({ status, updatedAt: now })
        .where(and(eq(depositionQuestions.sessionId, read.id), inArray(depositionQuestions.key, keysOf), eq(depositionQuestions.status, 'suggested')))
        .returning()),
    );
  }
  const analysed = lineAnalyses(lines, output);
  await markAnalysed(tx, read, analysed);
  const eventCount = output.insights.length + fresh.length + reworded.length + retired.length + analysed.length + (setupChanged ? 1 : 0);
  await tx
    .update(depositionSessions)
    .set({ analysedLine: lastAnalysed, ...(setupChanged ? { goals: output.goals, outline: output.outline, exhibitsUsed: output.exhibitsUsed, updatedAt: now } : {}) })
    .where(eq(depositionSessions.id, read.id));
  if (eventCount === 0) return 0;
  const { firstSeq, row } = await reserveNumbers(tx, read.id, eventCount);
  let seq = firstSeq;
  const numbered: { seq: number; event: NewLiveEvent }[] = [];

  const insightRows = output.insights.length > 0
    ? await tx
        .insert(depositionInsights)
        .values(output.insights.map((insight) => ({ ...insight, organizationId: read.organizationId, sessionId: read.id, seq: seq++ })))
        .returning()
    : [];
  insightRows.sort((a, b) => a.seq - b.seq);
  for (const insight of insightRows) numbered.push({ seq: insight.seq, event: { type: 'insight', insight: presentInsight(insight) } });

  // A question names the insight it follows from by the id the assistant gave it (stored above, or earlier).
  const insightId = (ref: string | null): string | null => (ref !== null && UUID.test(ref) ? ref : null);
  if (fresh.length > 0) {
    const inserted = await tx
      .insert(depositionQuestions)
      .values(fresh.map((q) => ({ ...q, insightId: insightId(q.insightId), organizationId: read.organizationId, sessionId: read.id, status: 'suggested' as const })))
      .returning();
    const order = new Map(fresh.map((q, i) => [q.key, i]));
    inserted.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
    for (const q of inserted) numbered.push({ seq: seq++, event: { type: 'question', question: presentQuestion(q) } });
  }
  for (const { row: old, next } of reworded) {
    const [q] = await tx
      .update(depositionQuestions)
      .set({ text: next.text, rationale: next.rationale, goalId: next.goalId, topicId: next.topicId, insightId: insightId(next.insightId) ?? old.insightId, engine: next.engine, updatedAt: now })
      .where(eq(depositionQuestions.id, old.id))
      .returning();
    if (q) numbered.push({ seq: seq++, event: { type: 'question', question: presentQuestion(q) } });
  }
  retired.sort((a, b) => a.key.localeCompare(b.key));
  for (const q of retired) numbered.push({ seq: seq++, event: { type: 'question', question: presentQuestion(q) } });
  // After the line's insights and questions: a client that sees it has everything found on the line.
  for (const a of analysed) numbered.push({ seq: seq++, event: { type: 'line.analysed', segment_id: a.id, line: a.line, analysis: a.analysis } });
  if (setupChanged) numbered.push({ seq: seq++, event: { type: 'session', session: await describeSession(tx, row, caseName, false) } });
  await insertEvents(
    tx,
    read.id,
    numbered.map(({ seq: s, event }) => numberEvent(event, s)),
  );
  return row.lastSeq;
}

/**
 * The opening suggestions (keys goal:/topic:/exhibit: from the assistant's follow-ups) whose purpose
 * this round's outcome has just met: a topic now covered and an exhibit now used count as asked (a
 * question touched the topic; the exhibit was named on the record), a goal now established is
 * dismissed (its question is no longer needed). Only transitions in this round, so a suggestion the
 * user restored afterwards stays.
 */
export function retiredKeys(
  before: Pick<DepositionSessionRow, 'goals' | 'outline' | 'exhibitsUsed'>,
  after: Pick<AssistantOutput, 'goals' | 'outline' | 'exhibitsUsed'>,
): { asked: string[]; dismissed: string[]; has(key: string): boolean } {
  const covered = new Set(before.outline.filter((t) => t.covered).map((t) => t.id));
  const established = new Set(before.goals.filter((g) => g.status === 'established').map((g) => g.id));
  const asked = [
    ...after.outline.filter((t) => t.covered && !covered.has(t.id)).map((t) => `topic:${t.id}`),
    ...after.exhibitsUsed.filter((id) => !before.exhibitsUsed.includes(id)).map((id) => `exhibit:${id}`),
  ];
  const dismissed = after.goals.filter((g) => g.status === 'established' && !established.has(g.id)).map((g) => `goal:${g.id}`);
  const all = new Set([...asked, ...dismissed]);
  return { asked, dismissed, has: (key) => all.has(key) };
}

/** What the round found on each line it read: flags counted from its insights, the engine that judged it. */
export function lineAnalyses(lines: Pick<DepositionSegmentRow, 'id' | 'line'>[], output: Pick<AssistantOutput, 'insights' | 'judgedBy'>): { id: string; line: number; analysis: LineAnalysis }[] {
  return lines.map(({ id, line }) => {
    const on = output.insights.filter((i) => i.line === line);
    const count = (type: string) => on.filter((i) => i.type === type).length;
    return { id, line, analysis: { contradictions: count('contradiction'), evasions: count('evasion'), goal_supports: count('goal_support'), engine: output.judgedBy?.[id] ?? 'local' } };
  });
}

/** Stores what the round made of each line it read, in the round's transaction (with the cursor). */
async function markAnalysed(tx: Tx, session: Pick<DepositionSessionRow, 'id' | 'organizationId'>, analysed: { id: string; line: number; analysis: LineAnalysis }[]): Promise<void> {
  if (analysed.length === 0) return;
  await tx
    .insert(depositionLineAnalyses)
    .values(analysed.map((a) => ({ segmentId: a.id, organizationId: session.organizationId, sessionId: session.id, line: a.line, analysis: a.analysis })))
    .onConflictDoUpdate({ target: depositionLineAnalyses.segmentId, set: { analysis: sql`excluded.analysis` } });
}

/** Sessions with testimony the assistant has not seen (a crash between storing and analysing). */
export async function recoverPendingAnalyses(deps: AppDeps): Promise<number> {
  const pending = await deps.db
    .select({ id: depositionSessions.id })
    .from(depositionSessions)
    .where(and(isNull(depositionSessions.deletedAt), lt(depositionSessions.analysedLine, depositionSessions.lastLine)));
  for (const { id } of pending) void triggerAnalysis(deps, id);
  return pending.length;
}

/** Lines after the cursor (for callers that want to know whether a run is due). */
export const needsAnalysis = (row: Pick<DepositionSessionRow, 'analysedLine' | 'lastLine'>): boolean => row.analysedLine < row.lastLine;
