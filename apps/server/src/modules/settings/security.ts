import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SecuritySettings } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { sessions, type UserRow } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/authenticate.js';
import { appendAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { notFound } from '../../platform/http/errors.js';

const REVOKED_BY_USER = 'revoked_by_user';

/** A session counts as active while it is neither revoked nor past its refresh-token lifetime. */
const activeSessionsOf = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

export async function securitySettings(deps: AppDeps, auth: AuthContext): Promise<SecuritySettings> {
  const { user } = auth;
  const { idleMs, maxMs } = deps.config.session;
  // Idle or too old sessions end on their next use (ASVS 3.3.2); until then they are not listed.
  const live = and(
    activeSessionsOf(user.id),
    gt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${idleMs / 1000})`),
    gt(sessions.createdAt, sql`now() - make_interval(secs => ${maxMs / 1000})`),
  );
  const rows = await deps.db.select().from(sessions).where(live).orderBy(desc(sessions.lastUsedAt));
  return {
    has_password: Boolean(user.passwordHash),
    two_factor_enabled: user.twoFactorEnabled,
    recovery_codes_remaining: user.twoFactorEnabled ? user.recoveryCodeHashes.length : 0,
    auth_provider: user.authProvider,
    password_changed_at: user.passwordChangedAt?.toISOString() ?? null,
    sessions: rows.map((s) => ({
      id: s.id,
      device: s.device,
      ip_address: s.ipAddress,
      user_agent: s.userAgent,
      created_at: s.createdAt.toISOString(),
      last_used_at: s.lastUsedAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      current: s.id === auth.sessionId,
    })),
  };
}

/**
 * Ends one of the caller's own active sessions (its access token stops working at once, its
 * refresh token too). Another user's id, or one already ended, is a 404 so ids reveal nothing.
 * Revoking the current session is allowed: it is the same as signing out.
 */
export async function revokeOwnSession(deps: AppDeps, actor: AuditActor, user: UserRow, sessionId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: REVOKED_BY_USER })
      .where(and(eq(sessions.id, sessionId), activeSessionsOf(user.id)))
      .returning();
    if (!revoked) throw notFound('Session');
    await appendAudit(tx, actor, {
      action: 'session_revoked',
      resourceType: 'authentication',
      resourceId: revoked.id,
      resourceName: revoked.device,
      details: { scope: 'one', count: 1, session_id: revoked.id, device: revoked.device, ip_address: revoked.ipAddress },
    });
    return 1;
  });
}

/** "Sign out everywhere else": every active session of the caller except the one making the call. */
export async function revokeOtherSessions(deps: AppDeps, actor: AuditActor, user: UserRow, currentSessionId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: REVOKED_BY_USER })
      .where(and(activeSessionsOf(user.id), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id });
    await appendAudit(tx, actor, {
      action: 'session_revoked',
      resourceType: 'authentication',
      resourceId: user.id,
      resourceName: user.email,
      details: { scope: 'others', count: revoked.length, session_ids: revoked.map((s) => s.id) },
    });
    return revoked.length;
  });
}
