import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sessions, type UserRow } from '../../db/schema/index.js';
import { appendAudit, type AuditActor } from '../audit/audit-log.js';

/** ASVS 3.3.2 limits (config SESSION_IDLE_MINUTES / SESSION_MAX_HOURS), in milliseconds. */
export interface SessionLifetime {
  idleMs: number;
  maxMs: number;
}

export type SessionEndReason = 'idle_timeout' | 'max_lifetime';

/**
 * How often a request writes `last_used_at`. The idle check reads that column, so it is at most
 * this stale: a minute (or a thirtieth of a short idle limit) keeps the write rare while a session
 * is refused no later than the idle limit and never more than this interval before it.
 */
export function touchIntervalMs(lifetime: SessionLifetime): number {
  return Math.max(1000, Math.min(60_000, Math.floor(lifetime.idleMs / 30)));
}

/** The absolute end of a session: `expires_at`, set at sign-in to SESSION_MAX_HOURS later. */
export function sessionExpiry(createdAt: Date, lifetime: SessionLifetime): Date {
  return new Date(createdAt.getTime() + lifetime.maxMs);
}

interface SessionTimes {
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date;
}

/**
 * The absolute end: `expires_at`, or sign-in + the current SESSION_MAX_HOURS if that is sooner
 * (a lowered limit applies to sessions already open, e.g. those from before it existed).
 */
function absoluteEnd(session: SessionTimes, lifetime: SessionLifetime): number {
  return Math.min(session.expiresAt.getTime(), session.createdAt.getTime() + lifetime.maxMs);
}

/** Why a session may no longer be used at `now`, or null while it may. */
export function sessionEndReason(session: SessionTimes, lifetime: SessionLifetime, now = Date.now()): SessionEndReason | null {
  if (absoluteEnd(session, lifetime) <= now) return 'max_lifetime';
  if (now - session.lastUsedAt.getTime() >= lifetime.idleMs) return 'idle_timeout';
  return null;
}

/** The moment the session's current state stops being valid (for memoising it no longer). */
export function sessionDeadline(session: SessionTimes, lifetime: SessionLifetime): number {
  return Math.min(absoluteEnd(session, lifetime), session.lastUsedAt.getTime() + lifetime.idleMs);
}

const MESSAGES: Record<SessionEndReason, string> = {
  idle_timeout: 'The session was unused longer than the idle limit and was ended.',
  max_lifetime: 'The session reached its maximum lifetime and was ended.',
};

type Client = { ip: string | null; userAgent: string | null };

/** The audit actor of something done for `user` from `client` (the auth module's requests use it too). */
export function actorForUser(user: UserRow, client: Client, sessionId: string | null = null): AuditActor {
  return {
    organizationId: user.organizationId,
    userId: user.id,
    userEmail: user.email,
    userName: user.fullName,
    sessionId,
    ipAddress: client.ip,
    userAgent: client.userAgent,
  };
}

/**
 * Revokes a session that ran out and audits it as a logout the system made. Only the request that
 * actually revokes it writes the audit row, so a burst of refused calls records one.
 */
export async function endExpiredSession(db: Db, sessionId: string, user: UserRow, reason: SessionEndReason, client: Client): Promise<void> {
  await db.transaction((tx) => endExpiredSessionIn(tx, sessionId, user, reason, client));
}

/** endExpiredSession inside the caller's transaction (the refresh path holds one). */
export async function endExpiredSessionIn(tx: Tx, sessionId: string, user: UserRow, reason: SessionEndReason, client: Client): Promise<void> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (revoked.length === 0) return;
  await appendAudit(tx, actorForUser(user, client, sessionId), {
    action: 'logout',
    resourceType: 'authentication',
    resourceId: user.id,
    resourceName: user.email,
    details: { reason, automatic: true, message: MESSAGES[reason] },
  });
}
