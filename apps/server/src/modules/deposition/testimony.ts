import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { acceptsTestimony, MAX_SEGMENTS_PER_REQUEST, type AddSegmentsRequest, type TestimonySegment } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { depositionSegments, depositionSessions, type DepositionSessionRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { conflict, fieldError, tooManyRequests } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { insertEvents, notifyLive, numberEvent } from './events.js';
import { parseTestimony, type ParsedSegment } from './parse-lines.js';
import { presentSegment } from './present.js';
import { triggerAnalysis } from './run-assistant.js';
import { loadSessionFor } from './sessions.js';

/*
 * Testimony arriving: the one path for HTTP POST …/segments and the live channel's
 * {type:'segments'} frame. Lines are stored as they arrive, numbered after the session's last line,
 * with their events and one audit row for the batch, in one transaction; then the participants are
 * woken and the assistant runs without the caller waiting for it.
 */

/**
 * Flood control per session: a bucket of RATE_BURST_LINES refilled at RATE_LINES_PER_SECOND, i.e.
 * 50 lines a second averaged over 10 seconds (a court reporter writes a few lines a second; a paste
 * of 200 lines is fine, a script pushing thousands is slowed). A request that does not fit is
 * refused whole with 429 and Retry-After — nothing of it is stored, and nothing accepted is ever
 * dropped.
 *
 * The bucket lives on the session row (rate_tokens, rate_at) and is drawn from by the same UPDATE
 * that numbers the lines, under the row lock the transaction already holds: every app server draws
 * from the one bucket (N servers must not give N times the limit), at no extra round trip.
 * Time is the database's (statement_timestamp(), taken after the lock), so servers' clocks do not
 * matter; a refusal throws inside the transaction, whose rollback puts the tokens and numbers back.
 */
export const RATE_LINES_PER_SECOND = 50;
export const RATE_WINDOW_SECONDS = 10;
export const RATE_BURST_LINES = RATE_LINES_PER_SECOND * RATE_WINDOW_SECONDS;

/** The tokens in the bucket at `at`, refilled up to `now` (SQL; both sides on the database's clock). */
function refilled(now: SQL): SQL {
  return sql`least(${RATE_BURST_LINES}::float8, coalesce(${depositionSessions.rateTokens}, ${RATE_BURST_LINES}::float8)
    + greatest(0, extract(epoch from (${now} - coalesce(${depositionSessions.rateAt}, ${now}))))::float8 * ${RATE_LINES_PER_SECOND})`;
}

/**
 * Numbers `lines` testimony lines (and their events) and takes them from the session's bucket, in
 * the caller's transaction, which must hold the session row's lock. Refuses (429) when the bucket
 * has too few: the caller's transaction then rolls back, numbers and tokens with it.
 */
async function reserveTestimony(tx: Tx, sessionId: string, lines: number): Promise<{ firstSeq: number; firstLine: number }> {
  const now = sql`statement_timestamp()`;
  const [row] = await tx
    .update(depositionSessions)
    .set({
      lastSeq: sql`${depositionSessions.lastSeq} + ${lines}`,
      lastLine: sql`${depositionSessions.lastLine} + ${lines}`,
      rateTokens: sql`${refilled(now)} - ${lines}`,
      // Never backwards (a clock stepped back must not refill the bucket twice).
      rateAt: sql`greatest(${now}, ${depositionSessions.rateAt})`,
    })
    .where(eq(depositionSessions.id, sessionId))
    .returning({ lastSeq: depositionSessions.lastSeq, lastLine: depositionSessions.lastLine, rateTokens: depositionSessions.rateTokens });
  if (!row) throw new Error(`deposition session ${sessionId} vanished`);
  const left = row.rateTokens ?? 0;
  if (left < 0) throw rateLimited(Math.ceil(-left / RATE_LINES_PER_SECOND));
  return { firstSeq: row.lastSeq - lines + 1, firstLine: row.lastLine - lines + 1 };
}

/**
 * Before any transaction: refuses a request the bucket, as the unlocked read saw it, certainly
 * cannot take, so a flood's refused requests cost no lock. Only a shortcut — reserveTestimony
 * decides — and lenient by CLOCK_SLACK_SECONDS, so this server's clock running behind the
 * database's never refuses what the bucket would take.
 */
const CLOCK_SLACK_SECONDS = 2;
function precheck(session: DepositionSessionRow, lines: number): void {
  if (session.rateTokens === null || session.rateAt === null) return;
  const elapsed = Math.max(0, (Date.now() - session.rateAt.getTime()) / 1000) + CLOCK_SLACK_SECONDS;
  const available = Math.min(RATE_BURST_LINES, session.rateTokens + elapsed * RATE_LINES_PER_SECOND);
  if (available < lines) throw rateLimited(Math.ceil((lines - available) / RATE_LINES_PER_SECOND));
}

const rateLimited = (seconds: number) => {
  const wait = Math.max(1, seconds);
  return tooManyRequests(
    `This session is taking testimony faster than ${RATE_LINES_PER_SECOND} lines a second; nothing of this request was stored. Send it again in ${wait} s.`,
    wait,
    'deposition_rate_limited',
  );
};

/** A line to store: parsed from text, or sent as a segment with, perhaps, the feed's own time. */
type IncomingSegment = ParsedSegment & { offsetSeconds?: number };

/** The segments a request carries, before numbering. */
function segmentsOf(request: AddSegmentsRequest, previous: { kind: TestimonySegment['kind']; speaker: string } | undefined): IncomingSegment[] {
  if (request.segments) {
    return request.segments.map((s) => ({
      kind: s.kind,
      text: s.text.trim(),
      ...(s.speaker ? { speaker: s.speaker } : {}),
      ...(s.offset_seconds !== undefined ? { offsetSeconds: s.offset_seconds } : {}),
    }));
  }
  const parsed = parseTestimony(request.text ?? '', previous);
  if (parsed.length === 0) throw fieldError('text', 'No testimony in the text: write one line per question or answer ("Q. …", "A. …")');
  if (parsed.length > MAX_SEGMENTS_PER_REQUEST) throw fieldError('text', `At most ${MAX_SEGMENTS_PER_REQUEST} lines at a time (this text has ${parsed.length}); send the rest in another request`);
  for (const s of parsed) if (s.text.length > 10_000) throw fieldError('text', 'A line is longer than 10,000 characters');
  return parsed;
}

function speakerFor(session: DepositionSessionRow, s: ParsedSegment): string {
  if (s.speaker !== undefined && (s.speaker !== '' || s.kind === 'colloquy')) return s.speaker;
  if (s.kind === 'question') return session.examiningAttorney || 'Q';
  if (s.kind === 'answer') return session.deponent;
  return '';
}

/**
 * Stores testimony for a live session the caller may run (409 when it is not live; 429 on a flood)
 * and answers the stored segments. The assistant runs afterwards; its failures are logged only.
 */
export async function addTestimony(deps: AppDeps, caller: Caller, sessionId: string, request: AddSegmentsRequest): Promise<TestimonySegment[]> {
  // Checks that need no lock first, so a refused request costs no transaction.
  const probe = await loadSessionFor(deps, caller, sessionId, 'runDepositions');
  if (!acceptsTestimony(probe.session.state)) throw notLive(probe.session);
  const [last] = request.text !== undefined
    ? await deps.db.select({ kind: depositionSegments.kind, speaker: depositionSegments.speaker }).from(depositionSegments).where(eq(depositionSegments.sessionId, sessionId)).orderBy(desc(depositionSegments.line)).limit(1)
    : [];
  const parsed = segmentsOf(request, last);
  precheck(probe.session, parsed.length);
  const stored = await deps.db.transaction(async (tx) => {
    const { session, caseName } = await loadSessionFor(deps, caller, sessionId, 'runDepositions', { db: tx, lock: true });
    if (!acceptsTestimony(session.state)) throw notLive(session);
    const { firstSeq, firstLine } = await reserveTestimony(tx, session.id, parsed.length);
    const now = new Date();
    const offset = session.startedAt ? Math.max(0, (now.getTime() - session.startedAt.getTime()) / 1000) : 0;
    const rows = await tx
      .insert(depositionSegments)
      .values(
        parsed.map((s, i) => ({
          organizationId: session.organizationId,
          sessionId: session.id,
          line: firstLine + i,
          seq: firstSeq + i,
          kind: s.kind,
          speaker: speakerFor(session, s),
          text: s.text,
          source: request.source,
          offsetSeconds: Math.round((s.offsetSeconds ?? offset) * 1000) / 1000,
          createdBy: caller.userId,
          createdAt: now,
        })),
      )
      .returning();
    rows.sort((a, b) => a.line - b.line);
    const segments = rows.map((row) => presentSegment(row));
    await insertEvents(
      tx,
      session.id,
      segments.map((segment) => numberEvent({ type: 'segment', segment }, segment.seq)),
    );
    await appendAudit(tx, caller.actor, {
      action: 'case_updated',
      resourceType: 'case',
      resourceId: session.caseId,
      resourceName: caseName,
      details: {
        change: 'deposition_testimony_added',
        session_id: session.id,
        count: segments.length,
        first_line: segments[0]?.line ?? null,
        last_line: segments.at(-1)?.line ?? null,
        source: request.source,
      },
    });
    return { segments, lastSeq: firstSeq + parsed.length - 1 };
  });
  await notifyLive(deps, sessionId, stored.lastSeq);
  void triggerAnalysis(deps, sessionId);
  return stored.segments;
}

export const notLive = (session: DepositionSessionRow) =>
  conflict(
    session.state === 'draft' ? 'This deposition has not started; start it before adding testimony.' : 'This deposition has ended; it takes no more testimony.',
    'deposition_not_live',
  );
