import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { LiveEvent } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { depositionEvents, depositionSessions, type DepositionSessionRow } from '../../db/schema/index.js';

/*
 * The session's event log: every change a participant must see — a segment, an insight,
 * a question's change, the session's own change — numbered 1, 2, 3 … per session without gaps.
 * Numbers are taken from deposition_sessions.last_seq by an UPDATE … RETURNING inside the writer's
 * transaction: the row lock makes concurrent writers (on any app server) wait for each other, and a
 * rolled-back transaction gives its numbers back, so the log never has a hole or a duplicate.
 */

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event before it has its number. */
export type NewLiveEvent = DistributiveOmit<LiveEvent, 'seq'>;

/** The channel the live hub (deps.live) wakes for a session. */
export const liveChannel = (sessionId: string): string => `deposition:${sessionId}`;

/**
 * Takes `count` sequence numbers (and `lines` testimony line numbers) for the session, inside the
 * caller's transaction, and returns the first of each. Locks the session row until commit.
 */
export async function reserveNumbers(tx: Tx, sessionId: string, count: number, lines = 0): Promise<{ firstSeq: number; firstLine: number; row: DepositionSessionRow }> {
  const [row] = await tx
    .update(depositionSessions)
    .set({ lastSeq: sql`${depositionSessions.lastSeq} + ${count}`, lastLine: sql`${depositionSessions.lastLine} + ${lines}` })
    .where(eq(depositionSessions.id, sessionId))
    .returning();
  if (!row) throw new Error(`deposition session ${sessionId} vanished`);
  return { firstSeq: row.lastSeq - count + 1, firstLine: row.lastLine - lines + 1, row };
}

/** Writes events that already have their numbers (from reserveNumbers). */
export async function insertEvents(tx: Tx, sessionId: string, events: LiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(depositionEvents).values(
    events.map((event) => {
      const { type, seq, ...payload } = event;
      return { sessionId, seq, type, payload: payload as Record<string, unknown> };
    }),
  );
}

/** Stamps the number on the event and on what it carries that has one (a segment's or insight's seq, a session's last_seq). */
export function numberEvent(event: NewLiveEvent, seq: number): LiveEvent {
  switch (event.type) {
    case 'segment':
      return { type: 'segment', seq, segment: { ...event.segment, seq } };
    case 'insight':
      return { type: 'insight', seq, insight: { ...event.insight, seq } };
    case 'question':
      return { type: 'question', seq, question: event.question };
    case 'session':
      return { type: 'session', seq, session: { ...event.session, last_seq: seq } };
    case 'line.analysed':
      return { ...event, seq };
  }
}

/**
 * Numbers and stores events in the caller's transaction; after it commits, call
 * `deps.live.notify(liveChannel(session.id), last.seq)`.
 */
export async function appendEvents(tx: Tx, session: Pick<DepositionSessionRow, 'id'>, events: NewLiveEvent[]): Promise<LiveEvent[]> {
  if (events.length === 0) return [];
  const { firstSeq } = await reserveNumbers(tx, session.id, events.length);
  const stored = events.map((event, i) => numberEvent(event, firstSeq + i));
  await insertEvents(tx, session.id, stored);
  return stored;
}

/** Events after `afterSeq`, in order (what a reconnecting participant replays). */
export async function eventsAfter(db: DbOrTx, sessionId: string, afterSeq: number, limit = 1000): Promise<LiveEvent[]> {
  const rows = await db
    .select()
    .from(depositionEvents)
    .where(and(eq(depositionEvents.sessionId, sessionId), gt(depositionEvents.seq, afterSeq)))
    .orderBy(asc(depositionEvents.seq))
    .limit(limit);
  return rows.map((r) => LiveEvent.parse({ ...r.payload, type: r.type, seq: r.seq }));
}

/**
 * A 'session' event carries can_run false (it goes to everyone); the live channel shows each
 * participant their own (mayRunDeposition for their role and level on the case).
 */
export function forParticipant(event: LiveEvent, canRun: boolean): LiveEvent {
  return event.type === 'session' ? { ...event, session: { ...event.session, can_run: canRun } } : event;
}

/**
 * After the transaction that appended events up to `seq` committed: wake every participant on every
 * server. Never throws: the change is stored, and a participant that missed the wake-up catches up
 * from the log on its next event or reconnect.
 */
export async function notifyLive(deps: AppDeps, sessionId: string, seq: number): Promise<void> {
  try {
    await deps.live.notify(liveChannel(sessionId), seq);
  } catch (err) {
    deps.log.warn({ err, session_id: sessionId, seq }, 'could not notify the deposition live channel');
  }
}
