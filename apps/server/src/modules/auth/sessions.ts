import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TokenResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { organizations, refreshTokens, sessions, users, type UserRow } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../platform/auth/crypto.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { unauthorized } from '../../platform/http/errors.js';
import { actorForUser, endExpiredSessionIn, sessionEndReason, sessionExpiry } from '../../platform/auth/session-lifetime.js';
import { needsTwoFactorSetup } from '../../platform/auth/two-factor-policy.js';
import { presentUser } from './present-user.js';
import { describeDevice, type ClientInfo } from './client-info.js';
import { isOperatorAccount } from '../../platform/auth/operator.js';

/** Where the auth module's requests take their audit actor from (one definition, in platform/auth). */
export { actorForUser };

/** Starts a session (a refresh-token family) and returns the login response. */
export async function issueSession(
  tx: Tx,
  deps: AppDeps,
  user: UserRow,
  client: ClientInfo,
): Promise<{ response: TokenResponse; sessionId: string }> {
  const now = new Date();
  // ASVS 3.3.2: the absolute limit, however often the session refreshes (SESSION_MAX_HOURS).
  const expiresAt = sessionExpiry(now, deps.config.session);
  const [session] = await tx
    .insert(sessions)
    .values({
      userId: user.id,
      organizationId: user.organizationId,
      device: describeDevice(client.userAgent),
      ipAddress: client.ip,
      userAgent: client.userAgent,
      expiresAt,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert failed');
  const [updated] = await tx
    .update(users)
    .set({ lastLogin: now, failedLoginCount: 0, lockedUntil: null })
    .where(eq(users.id, user.id))
    .returning();
  const response = await tokensFor(tx, deps, updated ?? user, session.id, expiresAt);
  return { response, sessionId: session.id };
}

/**
 * Signs a user in, in the caller's transaction: a new session and its `login` audit row, whose
 * details say how (password, Google, an accepted invitation).
 */
export async function signIn(tx: Tx, deps: AppDeps, user: UserRow, client: ClientInfo, details: Record<string, unknown>): Promise<TokenResponse> {
  const { response, sessionId } = await issueSession(tx, deps, user, client);
  await appendAudit(tx, actorForUser(user, client, sessionId), {
    action: 'login',
    resourceType: 'authentication',
    resourceId: user.id,
    resourceName: user.email,
    details,
  });
  return response;
}

async function tokensFor(tx: Tx, deps: AppDeps, user: UserRow, sessionId: string, expiresAt: Date): Promise<TokenResponse> {
  const refresh = randomToken(32);
  await tx.insert(refreshTokens).values({ sessionId, tokenHash: sha256(refresh), expiresAt });
  const [org] = await tx
    .select({ name: organizations.name, twoFactorRequiredFor: organizations.twoFactorRequiredFor })
    .from(organizations)
    .where(eq(organizations.id, user.organizationId));
  const access = await deps.tokens.sign({ sub: user.id, sid: sessionId, org: user.organizationId, role: user.role });
  const setupRequired = org ? needsTwoFactorSetup(user, org.twoFactorRequiredFor) : false;
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: deps.config.accessTokenTtlSeconds,
    user: { ...presentUser(user, org?.name ?? null), two_factor_setup_required: setupRequired, operator: isOperatorAccount(deps.config, user) },
  };
}

type RefreshOutcome = { ok: true; response: TokenResponse } | { ok: false; detail: string };

/**
 * Rotates a refresh token: the old one is spent and a new one issued in the same family. A spent
 * token presented again means it was copied, so the whole family is revoked and audited.
 */
export async function refreshSession(deps: AppDeps, presented: string, client: ClientInfo): Promise<TokenResponse> {
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [found] = await tx
      .select({ token: refreshTokens, session: sessions, user: users })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .for('no key update');
    if (!found) return { ok: false, detail: 'Invalid refresh token' };
    const { token, session, user } = found;
    if (token.usedAt) {
      if (!session.revokedAt) {
        await revokeSessionRow(tx, session.id, 'refresh_token_reuse');
        await appendAudit(tx, actorForUser(user, client, session.id), {
          action: 'security_alert',
          resourceType: 'authentication',
          resourceId: session.id,
          details: { reason: 'refresh_token_reuse', message: 'A spent refresh token was presented; the session family was revoked.' },
          outcome: 'blocked',
          riskLevel: 'high',
        });
      }
      return { ok: false, detail: 'Refresh token was already used; the session has been ended for safety' };
    }
    const now = new Date();
    if (session.revokedAt || !user.isActive) return { ok: false, detail: 'Session has ended, please sign in again' };
    const ended = sessionEndReason(session, deps.config.session, now.getTime());
    if (ended) {
      // Revoked and audited in this transaction, which commits: the refusal is the outcome.
      await endExpiredSessionIn(tx, session.id, user, ended, client);
      return { ok: false, detail: 'Session expired, please sign in again' };
    }
    if (token.expiresAt <= now) return { ok: false, detail: 'Session has ended, please sign in again' };
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, token.id));
    // A refresh is the browser's timer, not the person: it does not move last_used_at, so an
    // open but untouched tab still reaches the idle limit (ASVS 3.3.2).
    await tx.update(sessions).set({ ipAddress: client.ip, userAgent: client.userAgent }).where(eq(sessions.id, session.id));
    return { ok: true, response: await tokensFor(tx, deps, user, session.id, session.expiresAt) };
  });
  if (!outcome.ok) throw unauthorized(outcome.detail, 'invalid_refresh_token');
  return outcome.response;
}

async function revokeSessionRow(tx: DbOrTx, sessionId: string, reason: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export const revokeSession = revokeSessionRow;

/** Ends every session of a user (deactivation, password reset), optionally keeping one. */
export async function revokeUserSessions(tx: DbOrTx, userId: string, reason: string, keepSessionId?: string): Promise<number> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/** The session a refresh token belongs to, for logout without a valid access token. */
export async function sessionOfRefreshToken(tx: DbOrTx, presented: string): Promise<string | null> {
  const [found] = await tx
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)));
  return found?.sessionId ?? null;
}
