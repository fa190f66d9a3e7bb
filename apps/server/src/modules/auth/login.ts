import { eq } from 'drizzle-orm';
import type { TokenResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { hashRecoveryCode } from '../../platform/auth/totp.js';
import { consumeTotp } from '../../platform/auth/consume-totp.js';
import { clearKey, countFailure, pausedFor, throttleKeys, type ThrottleKeys } from '../../platform/auth/sign-in-throttle.js';
import { inMinutes } from '../../platform/auth/address-budget.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { AppError, tooManyRequests, unauthorized } from '../../platform/http/errors.js';
import { actorForUser, signIn } from './sessions.js';
import type { ClientInfo } from './client-info.js';
import { sendUnlockMail } from './unlock.js';

const CHALLENGE_TTL_SECONDS = 5 * 60;
const BAD_CREDENTIALS = 'Incorrect e-mail or password';

/**
 * Password sign-in. Failures are throttled per e-mail address and client IP (and per IP) by
 * platform/auth/sign-in-throttle.ts, so an attacker is slowed down but the owner signing in from
 * elsewhere is not locked out. An unknown address goes through the same steps as a real one — the
 * same password verification (against a dummy hash), the same counting, the same 401 and 429 — so
 * the answers do not tell who has an account. Every failure is audited as login_failed.
 */
export async function loginWithPassword(
  deps: AppDeps,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<TokenResponse> {
  const keys = throttleKeys(email, client.ip);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  await assertNotPaused(deps, keys, user ?? null, email, client);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await recordFailure(deps, keys, user ?? null, email, client, 'bad_password');
    throw unauthorized(BAD_CREDENTIALS, 'invalid_credentials');
  }
  if (!user.isActive) {
    await recordFailure(deps, keys, user, email, client, 'account_deactivated', false);
    throw unauthorized('This account has been deactivated. Contact your firm administrator.', 'account_deactivated');
  }
  if (user.twoFactorEnabled) {
    const challenge = await deps.tokens.signPurpose('2fa_challenge', user.id, CHALLENGE_TTL_SECONDS);
    throw new AppError(401, 'two_factor_required', 'Enter the code from your authenticator app', undefined, { challenge });
  }
  return completeLogin(deps, user, client, keys, { method: 'password' });
}

/** Second step when 2FA is on: a current TOTP code or one unused recovery code. */
export async function loginWithSecondFactor(deps: AppDeps, challenge: string, code: string, client: ClientInfo) {
  const verified = await deps.tokens.verifyPurpose('2fa_challenge', challenge);
  if (!verified) throw unauthorized('The sign-in step expired, please sign in again', 'challenge_expired');
  const [user] = await deps.db.select().from(users).where(eq(users.id, verified.sub));
  if (!user || !user.isActive || !user.twoFactorEnabled || !user.totpSecretEnc) {
    throw unauthorized('The sign-in step expired, please sign in again', 'challenge_expired');
  }
  // Wrong codes count under the same key as wrong passwords: the second step is no way around it.
  const keys = throttleKeys(user.email, client.ip);
  await assertNotPaused(deps, keys, user, user.email, client);
  if (await consumeTotp(deps.db, deps.config.encryptionKey, user, code)) {
    return completeLogin(deps, user, client, keys, { method: 'password+totp' });
  }
  const codeHash = hashRecoveryCode(code);
  if (user.recoveryCodeHashes.includes(codeHash)) {
    const remaining = user.recoveryCodeHashes.filter((h) => h !== codeHash);
    return completeLogin(deps, user, client, keys, { method: 'password+recovery_code', recovery_codes_remaining: remaining.length }, remaining);
  }
  await recordFailure(deps, keys, user, user.email, client, 'bad_two_factor_code');
  throw unauthorized('That code is not valid', 'invalid_two_factor_code');
}

async function completeLogin(
  deps: AppDeps,
  user: UserRow,
  client: ClientInfo,
  keys: ThrottleKeys,
  details: Record<string, unknown>,
  remainingRecoveryCodes?: string[],
): Promise<TokenResponse> {
  return deps.db.transaction(async (tx) => {
    if (remainingRecoveryCodes) {
      await tx.update(users).set({ recoveryCodeHashes: remainingRecoveryCodes }).where(eq(users.id, user.id));
    }
    // The owner got in from here: earlier failures from this address no longer count.
    await clearKey(tx, keys.account);
    return signIn(tx, deps, user, client, details);
  });
}

/** 429 while this address and IP (or this IP) is paused, the same for a known and an unknown address. */
async function assertNotPaused(deps: AppDeps, keys: ThrottleKeys, user: UserRow | null, email: string, client: ClientInfo): Promise<void> {
  const ms = await pausedFor(deps.db, keys);
  if (ms <= 0) return;
  await recordFailure(deps, keys, user, email, client, 'paused', false, 'blocked');
  const seconds = Math.ceil(ms / 1000);
  throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${inMinutes(Math.ceil(seconds / 60))}.`, seconds, 'account_locked');
}

async function recordFailure(
  deps: AppDeps,
  keys: ThrottleKeys,
  user: UserRow | null,
  email: string,
  client: ClientInfo,
  reason: string,
  counts = true,
  outcome: 'failure' | 'blocked' = 'failure',
): Promise<void> {
  const counted = await deps.db.transaction(async (tx) => {
    const result = counts ? await countFailure(tx, keys, deps.config.lockoutThreshold) : null;
    const actor = user
      ? actorForUser(user, client)
      : { organizationId: null, userId: null, userEmail: email, userName: null, sessionId: null, ipAddress: client.ip, userAgent: client.userAgent };
    await appendAudit(tx, actor, {
      action: 'login_failed',
      resourceType: 'authentication',
      resourceId: user?.id ?? null,
      resourceName: email,
      details: { reason, ...(result?.pausedMinutes ? { paused_minutes: result.pausedMinutes } : {}) },
      outcome,
    });
    return result;
  });
  // The pause from this address has just begun: the owner hears of it, with a link that ends it
  // (if it was them). After the commit, and never failing the answer.
  if (counted?.pauseStarted && user?.isActive) await sendUnlockMail(deps, user, keys.account, client);
}
