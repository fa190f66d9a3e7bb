import {
  OkResponse,
  TwoFactorConfirmRequest,
  TwoFactorConfirmResponse,
  TwoFactorDisableRequest,
  TwoFactorRecoveryCodesRequest,
  TwoFactorSetupResponse,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { requireAuth } from '../../platform/auth/authenticate.js';
import { actorOf } from '../../platform/http/actor.js';
import { confirmSetup, disableTwoFactor, regenerateRecoveryCodes, startSetup } from './two-factor.js';

const tags = ['auth'];

/**
 * Wrong codes answer 400 with a field error, not 401: the web client treats a 401 on a signed-in
 * call as an expired session and signs the user out.
 */
export function twoFactorRoutes(app: App, deps: AppDeps): void {
  // Codes are six digits: the same per-IP ceiling as sign-in keeps guessing impractical.
  const rateLimit = { max: deps.config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  app.post('/auth/2fa/setup', {
    config: { permission: 'profile:manage', rateLimit },
    schema: { tags, summary: 'Start two-factor enrolment (secret, otpauth URI, QR code)', response: { 200: TwoFactorSetupResponse } },
    handler: (req) => startSetup(deps, requireAuth(req).user.id),
  });

  app.post('/auth/2fa/confirm', {
    config: { permission: 'profile:manage', rateLimit },
    schema: {
      tags,
      summary: 'Confirm enrolment with a code; returns the recovery codes once',
      body: TwoFactorConfirmRequest,
      response: { 200: TwoFactorConfirmResponse },
    },
    handler: (req) => confirmSetup(deps, actorOf(req), requireAuth(req).user.id, req.body.code),
  });

  app.post('/auth/2fa/disable', {
    config: { permission: 'profile:manage', rateLimit },
    schema: {
      tags,
      summary: 'Turn two-factor off (password, if the account has one, and a TOTP or recovery code)',
      body: TwoFactorDisableRequest,
      response: { 200: OkResponse },
    },
    handler: async (req) => {
      await disableTwoFactor(deps, actorOf(req), requireAuth(req).user, req.body.password, req.body.code);
      return { ok: true as const, message: 'Two-factor authentication is off.' };
    },
  });

  app.post('/auth/2fa/recovery-codes', {
    config: { permission: 'profile:manage', rateLimit },
    schema: {
      tags,
      summary: 'Replace the recovery codes (needs a current authenticator code)',
      body: TwoFactorRecoveryCodesRequest,
      response: { 200: TwoFactorConfirmResponse },
    },
    handler: (req) => regenerateRecoveryCodes(deps, actorOf(req), requireAuth(req).user.id, req.body.code),
  });
}
