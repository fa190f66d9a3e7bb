import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { encryptSecret } from '../../platform/auth/crypto.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpEnrolment } from '../../platform/auth/totp.js';
import { consumeTotp } from '../../platform/auth/consume-totp.js';
import { appendAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { conflict, fieldError, unauthorized } from '../../platform/http/errors.js';
import { notifySignInChange } from '../auth/security-notice.js';

const BAD_CODE = 'That code is not valid. Enter the current 6-digit code from your authenticator app.';

/**
 * Starts enrolment: a fresh secret is stored encrypted in totp_secret_enc while
 * two_factor_enabled stays false ("pending"). Calling it again replaces the pending secret, so a
 * user who lost the QR code simply starts over. Nothing is audited until the secret is confirmed.
 */
export async function startSetup(deps: AppDeps, userId: string) {
  const secret = newTotpSecret();
  const user = await deps.db.transaction(async (tx) => {
    const current = await lockUser(tx, userId);
    if (current.twoFactorEnabled) {
      throw conflict('Two-factor authentication is already on. Turn it off first to enrol a new device.', 'two_factor_already_enabled');
    }
    await tx
      .update(users)
      .set({ totpSecretEnc: encryptSecret(deps.config.encryptionKey, secret), totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return current;
  });
  const { otpauthUrl, qrCodeDataUrl } = await totpEnrolment(user.email, secret);
  return { secret, otpauth_url: otpauthUrl, qr_code_data_url: qrCodeDataUrl };
}

/** Proves the authenticator holds the pending secret, turns 2FA on and hands out the recovery codes (once). */
export async function confirmSetup(deps: AppDeps, actor: AuditActor, userId: string, code: string) {
  const { user, codes } = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already on.', 'two_factor_already_enabled');
    if (!user.totpSecretEnc) {
      throw conflict('Start the set-up first: there is no pending authenticator to confirm.', 'two_factor_not_pending');
    }
    if (!(await consumeTotp(tx, deps.config.encryptionKey, user, code))) throw fieldError('code', BAD_CODE);
    const { codes, hashes } = newRecoveryCodes();
    await tx.update(users).set({ twoFactorEnabled: true, recoveryCodeHashes: hashes, updatedAt: new Date() }).where(eq(users.id, userId));
    await appendAudit(tx, actor, {
      action: 'two_factor_enabled',
      resourceType: 'user',
      resourceId: user.id,
      resourceName: user.email,
      details: { method: 'totp', recovery_codes_issued: codes.length },
    });
    return { user, codes };
  });
  await notifySignInChange(deps, user, 'two_factor_enabled', clientOf(actor));
  return { recovery_codes: codes };
}

/**
 * Turns 2FA off. Password accounts must give the password and a code (TOTP or an unused recovery
 * code): a stolen access token alone cannot strip the second factor. Google-only accounts have no
 * password to give, so the code alone suffices for them; Google already re-proved who they are.
 * Failed attempts are audited (outside the refused transaction, so the row survives).
 */
export async function disableTwoFactor(deps: AppDeps, actor: AuditActor, caller: UserRow, password: string | undefined, code: string) {
  if (caller.passwordHash) {
    if (!password) throw fieldError('password', 'Enter your password to turn off two-factor authentication');
    if (!(await verifyPassword(caller.passwordHash, password))) {
      await auditFailure(deps, actor, caller, 'two_factor_disabled', 'bad_password');
      throw fieldError('password', 'Password is incorrect');
    }
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, caller.id);
    if (!user.twoFactorEnabled || !user.totpSecretEnc) {
      throw conflict('Two-factor authentication is not on.', 'two_factor_not_enabled');
    }
    const method = await secondFactorMethod(tx, deps, user, code);
    if (!method) return null;
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, totpSecretEnc: null, totpLastStep: null, recoveryCodeHashes: [], updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await appendAudit(tx, actor, {
      action: 'two_factor_disabled',
      resourceType: 'user',
      resourceId: user.id,
      resourceName: user.email,
      details: { method, password_checked: Boolean(caller.passwordHash) },
    });
    return method;
  });
  if (!outcome) {
    await auditFailure(deps, actor, caller, 'two_factor_disabled', 'bad_two_factor_code');
    throw fieldError('code', 'That code is not valid. Enter a current authenticator code or an unused recovery code.');
  }
  await notifySignInChange(deps, caller, 'two_factor_disabled', clientOf(actor));
}

/**
 * Replaces all recovery codes. Only a live TOTP code unlocks this: accepting a recovery code would
 * let someone holding one leaked code mint ten fresh ones.
 */
export async function regenerateRecoveryCodes(deps: AppDeps, actor: AuditActor, userId: string, code: string) {
  const { user, codes } = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user.twoFactorEnabled || !user.totpSecretEnc) {
      throw conflict('Two-factor authentication is not on.', 'two_factor_not_enabled');
    }
    if (!(await consumeTotp(tx, deps.config.encryptionKey, user, code))) throw fieldError('code', BAD_CODE);
    const { codes, hashes } = newRecoveryCodes();
    await tx.update(users).set({ recoveryCodeHashes: hashes, updatedAt: new Date() }).where(eq(users.id, userId));
    // No dedicated audit action exists for this; it is a change to the user's security settings.
    await appendAudit(tx, actor, {
      action: 'user_updated',
      resourceType: 'user',
      resourceId: user.id,
      resourceName: user.email,
      details: { fields: ['recovery_codes'], recovery_codes_issued: codes.length, replaced_unused: user.recoveryCodeHashes.length },
    });
    return { user, codes };
  });
  await notifySignInChange(deps, user, 'recovery_codes_replaced', clientOf(actor));
  return { recovery_codes: codes };
}

/** Where the request came from, for the notice (the audit actor already carries it). */
const clientOf = (actor: AuditActor) => ({ ip: actor.ipAddress, userAgent: actor.userAgent });

/** 'totp' or 'recovery_code' when the code is good; a recovery code is spent by the caller's update. */
async function secondFactorMethod(tx: Tx, deps: AppDeps, user: UserRow, code: string): Promise<'totp' | 'recovery_code' | null> {
  if (await consumeTotp(tx, deps.config.encryptionKey, user, code)) return 'totp';
  return user.recoveryCodeHashes.includes(hashRecoveryCode(code)) ? 'recovery_code' : null;
}

/** Row lock: two concurrent confirms/disables must not both succeed on the same state. */
async function lockUser(tx: Tx, userId: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  if (!user) throw unauthorized();
  return user;
}

async function auditFailure(deps: AppDeps, actor: AuditActor, user: UserRow, action: 'two_factor_disabled', reason: string) {
  await deps.db.transaction((tx) =>
    appendAudit(tx, actor, {
      action,
      resourceType: 'user',
      resourceId: user.id,
      resourceName: user.email,
      details: { reason },
      outcome: 'failure',
    }),
  );
}
