import { desc, eq } from 'drizzle-orm';
import { acceptsTestimony, MAX_SEGMENTS_PER_REQUEST, type AddSegmentsRequest, type TestimonySegment } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { depositionSegments, type DepositionSessionRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { conflict, fieldError, tooManyRequests } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { insertEvents, notifyLive, numberEvent, reserveNumbers } from './events.js';
import { parseTestimony, type ParsedSegment } from './parse-lines.js';
import { presentSegment } from './present.js';
import { triggerAnalysis } from './run-assistant.js';
import { loadSessionFor } from './sessions.js';

/*
 * Testimony arriving (issue 16): the one path for HTTP POST …/segments and the live channel's
 * {type:'segments'} frame. Lines are stored as they arrive, numbered after the session's last line,
 * with their events and one audit row for the batch, in one transaction; then the participants are
 * woken and the assistant runs without the caller waiting for it.
 */

/**
 * Flood control per session: a bucket of RATE_BURST_LINES refilled at RATE_LINES_PER_SECOND, i.e.
 * 50 lines a second averaged over 10 seconds (a court reporter writes a few lines a second; a paste
 * of 200 lines is fine, a script pushing thousands is slowed). A request that does not fit is
 * refused whole with 429 and Retry-After — nothing of it is stored, and nothing accepted is ever
 * dropped. Per app server (each server counts what it accepts).
 */
export const RATE_LINES_PER_SECOND = 50;
export const RATE_WINDOW_SECONDS = 10;
export const RATE_BURST_LINES = RATE_LINES_PER_SECOND * RATE_WINDOW_SECONDS;

interface Bucket {
  tokens: number;
  at: number;
}
const buckets = new WeakMap<AppDeps, Map<string, Bucket>>();

function bucketOf(deps: AppDeps, sessionId: string): Bucket {
  let map = buckets.get(deps);
  if (!map) {
    map = new Map();
    buckets.set(deps, map);
  }
  const now = Date.now();
  let bucket = map.get(sessionId);
  if (!bucket) {
    bucket = { tokens: RATE_BURST_LINES, at: now };
    map.set(sessionId, bucket);
  }
  bucket.tokens = Math.min(RATE_BURST_LINES, bucket.tokens + ((now - bucket.at) / 1000) * RATE_LINES_PER_SECOND);
  bucket.at = now;
  if (map.size > 10_000) for (const [id, b] of map) if (b.tokens >= RATE_BURST_LINES && id !== sessionId) map.delete(id);
  return bucket;
}

/** Takes `lines` from the session's bucket, or refuses the whole request. Returns the refund. */
function admit(deps: AppDeps, sessionId: string, lines: number): () => void {
  const bucket = bucketOf(deps, sessionId);
  if (bucket.tokens < lines) {
    const wait = Math.max(1, Math.ceil((lines - bucket.tokens) / RATE_LINES_PER_SECOND));
    throw tooManyRequests(
      `This session is taking testimony faster than ${RATE_LINES_PER_SECOND} lines a second; nothing of this request was stored. Send it again in ${wait} s.`,
      wait,
      'deposition_rate_limited',
    );
  }
  bucket.tokens -= lines;
  return () => {
    bucket.tokens = Math.min(RATE_BURST_LINES, bucket.tokens + lines);
  };
}

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
  const refund = admit(deps, sessionId, parsed.length);
  let stored: { segments: TestimonySegment[]; lastSeq: number };
  try {
    stored = await deps.db.transaction(async (tx) => {
      const { session, caseName } = await loadSessionFor(deps, caller, sessionId, 'runDepositions', { db: tx, lock: true });
      if (!acceptsTestimony(session.state)) throw notLive(session);
      const { firstSeq, firstLine } = await reserveNumbers(tx, session.id, parsed.length, parsed.length);
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
      const segments = rows.map(presentSegment);
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
  } catch (error) {
    refund();
    throw error;
  }
  await notifyLive(deps, sessionId, stored.lastSeq);
  void triggerAnalysis(deps, sessionId);
  return stored.segments;
}

export const notLive = (session: DepositionSessionRow) =>
  conflict(
    session.state === 'draft' ? 'This deposition has not started; start it before adding testimony.' : 'This deposition has ended; it takes no more testimony.',
    'deposition_not_live',
  );
