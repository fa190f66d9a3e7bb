import { z } from 'zod';
import {
  AuthProvidersResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LogoutRequest,
  OkResponse,
  RefreshRequest,
  ResetPasswordRequest,
  SignupRequest,
  SignupResendRequest,
  UnlockSignInRequest,
  TokenResponse,
  TwoFactorLoginRequest,
  UpdateMeRequest,
  User,
  VerifyEmailRequest,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { requireAuth } from '../../platform/auth/authenticate.js';
import { actorOf } from '../../platform/http/actor.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { clientInfo } from './client-info.js';
import { loginWithPassword, loginWithSecondFactor } from './login.js';
import { refreshSession, revokeSession, sessionOfRefreshToken } from './sessions.js';
import { changePassword, forgotPassword, resendVerification, resetPassword, updateProfile, verifyEmail } from './account.js';
import { requestSignup, requestSignupResend, SIGNUP_ACCEPTED } from './pending-signup.js';
import { unlockSignIn } from './unlock.js';
import { presentUser } from './present-user.js';
import { assertSignupOpen } from './signup-gate.js';
import { isOperatorAccount } from '../../platform/auth/operator.js';

const tags = ['auth'];

export function authRoutes(app: App, deps: AppDeps): void {
  const perIpLimit = { max: deps.config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  app.post('/auth/login', {
    config: { permission: 'public', rateLimit: perIpLimit },
    schema: { tags, summary: 'Sign in with e-mail and password', body: LoginRequest, response: { 200: TokenResponse } },
    handler: (req) => loginWithPassword(deps, req.body.email, req.body.password, clientInfo(req)),
  });

  app.post('/auth/login/two-factor', {
    config: { permission: 'public', rateLimit: perIpLimit },
    schema: { tags, summary: 'Complete sign-in with a TOTP or recovery code', body: TwoFactorLoginRequest, response: { 200: TokenResponse } },
    handler: (req) => loginWithSecondFactor(deps, req.body.challenge, req.body.code, clientInfo(req)),
  });

  app.post('/auth/refresh', {
    config: { permission: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Rotate a refresh token', body: RefreshRequest, response: { 200: TokenResponse } },
    handler: (req) => refreshSession(deps, req.body.refresh_token, clientInfo(req)),
  });

  app.post('/auth/logout', {
    config: { permission: 'public' },
    schema: { tags, summary: 'End this session', body: LogoutRequest, response: { 200: OkResponse } },
    handler: async (req) => {
      await deps.db.transaction(async (tx) => {
        const sessionId = req.auth?.sessionId ?? (req.body?.refresh_token ? await sessionOfRefreshToken(tx, req.body.refresh_token) : null);
        if (!sessionId) return;
        await revokeSession(tx, sessionId, 'logout');
        if (req.auth) {
          await appendAudit(tx, actorOf(req), { action: 'logout', resourceType: 'authentication', resourceId: req.auth.user.id });
        }
      });
      return { ok: true as const, message: 'Successfully logged out' };
    },
  });

  app.post('/auth/signup', {
    config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Sign up a firm: e-mails a link that creates the firm and its administrator (the same answer for any address)',
      body: SignupRequest,
      response: { 202: OkResponse },
    },
    // Before the body is validated: a closed installation answers the same 403 whatever is posted.
    onRequest: async () => assertSignupOpen(deps.config),
    handler: async (req, reply) => {
      await requestSignup(deps, req.body, clientInfo(req));
      return reply.status(202).send({ ok: true as const, message: SIGNUP_ACCEPTED });
    },
  });

  app.post('/auth/signup/resend', {
    config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Send the sign-up confirmation link again (the same answer for any address)', body: SignupResendRequest, response: { 202: OkResponse } },
    onRequest: async () => assertSignupOpen(deps.config),
    handler: async (req, reply) => {
      await requestSignupResend(deps, req.body.email, clientInfo(req));
      return reply.status(202).send({ ok: true as const, message: SIGNUP_ACCEPTED });
    },
  });

  app.get('/auth/me', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: 'The signed-in user', response: { 200: User } },
    handler: async (req) => {
      const auth = requireAuth(req);
      return { ...presentUser(auth.user, auth.organizationName), two_factor_setup_required: auth.twoFactorSetupRequired, operator: isOperatorAccount(deps.config, auth.user) };
    },
  });

  app.put('/auth/me', {
    config: { permission: 'profile:manage' },
    schema: { tags, summary: 'Update my profile', body: UpdateMeRequest, response: { 200: User } },
    handler: async (req) => {
      const auth = requireAuth(req);
      const user = await updateProfile(deps, actorOf(req), auth.user.id, req.body);
      return { ...presentUser(user, auth.organizationName), operator: isOperatorAccount(deps.config, user) };
    },
  });

  app.post('/auth/change-password', {
    config: { permission: 'profile:manage', rateLimit: perIpLimit },
    schema: {
      tags,
      summary: 'Change my password (signs out my other sessions)',
      body: ChangePasswordRequest,
      response: { 200: z.object({ ok: z.literal(true), sessions_revoked: z.number().int() }) },
    },
    handler: async (req) => {
      const auth = requireAuth(req);
      const result = await changePassword(deps, actorOf(req), auth.user, auth.sessionId, req.body.current_password, req.body.new_password);
      return { ok: true as const, ...result };
    },
  });

  app.post('/auth/forgot-password', {
    config: { permission: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags, summary: 'E-mail a password reset link', body: ForgotPasswordRequest, response: { 200: OkResponse } },
    handler: async (req) => {
      await forgotPassword(deps, req.body.email, clientInfo(req));
      return { ok: true as const, message: 'If an account exists for that address, we have sent a link to reset the password.' };
    },
  });

  app.post('/auth/reset-password', {
    config: { permission: 'public', rateLimit: perIpLimit },
    schema: { tags, summary: 'Set a new password with a reset link', body: ResetPasswordRequest, response: { 200: OkResponse } },
    handler: async (req) => {
      await resetPassword(deps, req.body.token, req.body.new_password, clientInfo(req));
      return { ok: true as const, message: 'Your password has been reset. Sign in with the new password.' };
    },
  });

  app.post('/auth/verify-email', {
    config: { permission: 'public', rateLimit: perIpLimit },
    schema: { tags, summary: 'Confirm an e-mail address (a sign-up link creates the firm)', body: VerifyEmailRequest, response: { 200: OkResponse } },
    handler: async (req) => {
      const outcome = await verifyEmail(deps, req.body.token, clientInfo(req));
      return {
        ok: true as const,
        message:
          outcome === 'signup_completed'
            ? "Your e-mail address is confirmed and your firm's account is ready. Sign in to start."
            : 'Your e-mail address is confirmed.',
      };
    },
  });

  app.post('/auth/unlock-sign-in', {
    config: { permission: 'public', rateLimit: perIpLimit },
    schema: { tags, summary: 'Lift a sign-in pause with the link mailed to the account owner', body: UnlockSignInRequest, response: { 200: OkResponse } },
    handler: async (req) => {
      await unlockSignIn(deps, req.body.token, clientInfo(req));
      return { ok: true as const, message: 'Sign-in is open again. Sign in with your password.' };
    },
  });

  app.post('/auth/verify-email/resend', {
    config: { permission: 'profile:manage', rateLimit: { max: 5, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Send the confirmation e-mail again', response: { 200: OkResponse } },
    handler: async (req) => {
      await resendVerification(deps, requireAuth(req).user);
      return { ok: true as const, message: 'Confirmation e-mail sent.' };
    },
  });

  app.get('/auth/providers', {
    config: { permission: 'public' },
    schema: { tags, summary: 'Sign-in options this server offers', response: { 200: AuthProvidersResponse } },
    handler: async () => ({
      password: true as const,
      signup: deps.config.signupEnabled,
      providers: deps.config.oidc
        ? [{ id: 'google' as const, name: 'Google', start_url: '/api/v1/auth/google/start' }]
        : [],
    }),
  });
}
