import { eq, sql } from 'drizzle-orm';
import type { TokenResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { hashRecoveryCode } from '../../platform/auth/totp.js';
import { consumeTotp } from '../../platform/auth/consume-totp.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { AppError, tooManyRequests, unauthorized } from '../../platform/http/errors.js';
import { actorForUser, signIn } from './sessions.js';
import type { ClientInfo } from './client-info.js';

const CHALLENGE_TTL_SECONDS = 5 * 60;
const MAX_LOCK_MINUTES = 60;
const BAD_CREDENTIALS = 'Incorrect e-mail or password';

/**
 * Password sign-in. Each account locks after LOCKOUT_THRESHOLD consecutive failures, for a time
 * that doubles with every further failure (1, 2, 4 ... 60 minutes); the per-IP limit is the
 * route's rate limit. Every failure is audited as login_failed.
 */
export async function loginWithPassword(
  deps: AppDeps,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<TokenResponse> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (user && lockedFor(user) > 0) {
    await recordFailure(deps, user, email, client, 'account_locked', false, 'blocked');
    assertNotLocked(user);
  }
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await recordFailure(deps, user ?? null, email, client, 'bad_password');
    throw unauthorized(BAD_CREDENTIALS, 'invalid_credentials');
  }
  if (!user.isActive) {
    await recordFailure(deps, user, email, client, 'account_deactivated', false);
    throw unauthorized('This account has been deactivated. Contact your firm administrator.', 'account_deactivated');
  }
  if (user.twoFactorEnabled) {
    const challenge = await deps.tokens.signPurpose('2fa_challenge', user.id, CHALLENGE_TTL_SECONDS);
    throw new AppError(401, 'two_factor_required', 'Enter the code from your authenticator app', undefined, { challenge });
  }
  return completeLogin(deps, user, client, { method: 'password' });
}

/** Second step when 2FA is on: a current TOTP code or one unused recovery code. */
export async function loginWithSecondFactor(deps: AppDeps, challenge: string, code: string, client: ClientInfo) {
  const verified = await deps.tokens.verifyPurpose('2fa_challenge', challenge);
  if (!verified) throw unauthorized('The sign-in step expired, please sign in again', 'challenge_expired');
  const [user] = await deps.db.select().from(users).where(eq(users.id, verified.sub));
  if (!user || !user.isActive || !user.twoFactorEnabled || !user.totpSecretEnc) {
    throw unauthorized('The sign-in step expired, please sign in again', 'challenge_expired');
  }
  assertNotLocked(user);
  if (await consumeTotp(deps.db, deps.config.encryptionKey, user, code)) {
    return completeLogin(deps, user, client, { method: 'password+totp' });
  }
  const codeHash = hashRecoveryCode(code);
  if (user.recoveryCodeHashes.includes(codeHash)) {
    const remaining = user.recoveryCodeHashes.filter((h) => h !== codeHash);
    return completeLogin(deps, user, client, { method: 'password+recovery_code', recovery_codes_remaining: remaining.length }, remaining);
  }
  await recordFailure(deps, user, user.email, client, 'bad_two_factor_code');
  throw unauthorized('That code is not valid', 'invalid_two_factor_code');
}

async function completeLogin(
  deps: AppDeps,
  user: UserRow,
  client: ClientInfo,
  details: Record<string, unknown>,
  remainingRecoveryCodes?: string[],
): Promise<TokenResponse> {
  return deps.db.transaction(async (tx) => {
    if (remainingRecoveryCodes) {
      await tx.update(users).set({ recoveryCodeHashes: remainingRecoveryCodes }).where(eq(users.id, user.id));
    }
    return signIn(tx, deps, user, client, details);
  });
}

const lockedFor = (user: UserRow) => Math.max(0, (user.lockedUntil?.getTime() ?? 0) - Date.now());

function assertNotLocked(user: UserRow): void {
  if (lockedFor(user) > 0) {
    const seconds = Math.ceil(lockedFor(user) / 1000);
    const minutes = Math.ceil(seconds / 60);
    throw tooManyRequests(
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      seconds,
      'account_locked',
    );
  }
}

async function recordFailure(
  deps: AppDeps,
  user: UserRow | null,
  email: string,
  client: ClientInfo,
  reason: string,
  countsTowardLockout = true,
  outcome: 'failure' | 'blocked' = 'failure',
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    let lockedMinutes: number | null = null;
    if (user && countsTowardLockout) {
      const [updated] = await tx
        .update(users)
        .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
        .where(eq(users.id, user.id))
        .returning({ failed: users.failedLoginCount });
      const failed = updated?.failed ?? 0;
      if (failed >= deps.config.lockoutThreshold) {
        lockedMinutes = Math.min(2 ** (failed - deps.config.lockoutThreshold), MAX_LOCK_MINUTES);
        await tx
          .update(users)
          .set({ lockedUntil: new Date(Date.now() + lockedMinutes * 60_000) })
          .where(eq(users.id, user.id));
      }
    }
    const actor = user
      ? actorForUser(user, client)
      : { organizationId: null, userId: null, userEmail: email, userName: null, sessionId: null, ipAddress: client.ip, userAgent: client.userAgent };
    await appendAudit(tx, actor, {
      action: 'login_failed',
      resourceType: 'authentication',
      resourceId: user?.id ?? null,
      resourceName: email,
      details: { reason, ...(lockedMinutes ? { locked_minutes: lockedMinutes } : {}) },
      outcome,
    });
  });
}

