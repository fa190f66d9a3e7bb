import { z } from 'zod';
import { ROLES, ORGANIZATION_ROLES } from '../roles.js';
import { AUTH_PROVIDERS } from '../enums.js';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { Email, NonEmptyText, OptionalText, Timestamp } from './common.js';

export const RoleSchema = z.enum(ROLES);
export const OrganizationRoleSchema = z.enum(ORGANIZATION_ROLES);

export const User = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: RoleSchema,
  org_role: OrganizationRoleSchema,
  organization: z.string().nullable().describe('Organization (firm) name'),
  organization_id: z.uuid(),
  permissions: z.array(z.string()),
  two_factor_enabled: z.boolean(),
  auth_provider: z.enum(AUTH_PROVIDERS),
  is_verified: z.boolean(),
  is_active: z.boolean(),
  last_login: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  avatar_url: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  bar_number: z.string().nullable(),
  /**
   * Only on the signed-in user (sign-in, refresh, GET /auth/me): the firm requires two-factor
   * sign-in of this user, who has not enrolled yet, so every other call answers 403
   * `two_factor_setup_required` until they do (ASVS 4.3.1).
   */
  two_factor_setup_required: z.boolean().optional(),
  /**
   * Only on the signed-in user: the server lists this account's (verified) e-mail as an operator's
   * (OPERATOR_EMAILS), so as an administrator they see and run the server-wide monitoring.
   */
  operator: z.boolean().optional(),
});
export type User = z.infer<typeof User>;

export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'Password must be at most 256 characters');

export const LoginRequest = z.object({
  email: Email,
  password: z.string().min(1, 'Required').max(256),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().describe('seconds'),
  user: User,
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** 401 body when the password was right but a second factor is needed. */
export const TwoFactorRequired = z.object({
  detail: z.string(),
  code: z.literal('two_factor_required'),
  challenge: z.string(),
});
export type TwoFactorRequired = z.infer<typeof TwoFactorRequired>;

export const TwoFactorLoginRequest = z.object({
  challenge: z.string().min(1, 'Required'),
  code: z.string().trim().min(6, 'Enter the 6-digit code or a recovery code').max(32),
});

export const SignupRequest = z.object({
  email: Email,
  password: Password,
  full_name: NonEmptyText(200),
  organization_name: NonEmptyText(200),
  organization_domain: OptionalText(253),
  phone: OptionalText(40),
  bar_number: OptionalText(60),
  title: OptionalText(120),
  terms_accepted: z.literal(true, { error: 'You must accept the terms of service' }),
  privacy_accepted: z.literal(true, { error: 'You must accept the privacy policy' }),
  marketing_consent: z.boolean().default(false),
  referral_source: OptionalText(200),
});
export type SignupRequest = z.input<typeof SignupRequest>;

export const RefreshRequest = z.object({ refresh_token: z.string().min(1, 'Required') });
export const LogoutRequest = z.object({ refresh_token: z.string().optional() }).optional();

export const UpdateMeRequest = z
  .object({
    full_name: NonEmptyText(200),
    phone: OptionalText(40),
    title: OptionalText(120),
    bar_number: OptionalText(60),
    avatar_url: z
      .string()
      .max(400_000, 'Avatar image is too large')
      .refine((v) => v.startsWith('data:image/') || /^https:\/\//.test(v), 'Avatar must be an image')
      .nullish(),
  })
  .partial();
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;

export const ChangePasswordRequest = z.object({
  current_password: z.string().min(1, 'Required'),
  new_password: Password,
});
export const ForgotPasswordRequest = z.object({ email: Email });
export const ResetPasswordRequest = z.object({ token: z.string().min(1, 'Required'), new_password: Password });
export const VerifyEmailRequest = z.object({ token: z.string().min(1, 'Required') });
/** "Send the link again" on the check-your-e-mail screen after sign-up. */
export const SignupResendRequest = z.object({ email: Email });
/** The link mailed to an account's owner when sign-in from one address was paused after failures. */
export const UnlockSignInRequest = z.object({ token: z.string().min(1, 'Required') });

export const AuthProvidersResponse = z.object({
  providers: z.array(z.object({ id: z.literal('google'), name: z.string(), start_url: z.string() })),
  password: z.literal(true),
  /** Whether POST /auth/signup creates firms here (SIGNUP_ENABLED); the web app hides sign-up when false. */
  signup: z.boolean(),
});

export const DemoAccount = z.object({
  role: RoleSchema,
  email: z.string(),
  password: z.string(),
  full_name: z.string(),
  label: z.string(),
  description: z.string(),
});
export const DemoAccountsResponse = z.object({ organization: z.string(), accounts: z.array(DemoAccount) });

/** Google sign-in ends by redirecting to the web app with a one-time ticket it trades for tokens. */
export const OidcExchangeRequest = z.object({ ticket: z.string().min(1, 'Required') });

export const InvitationPreview = z.object({
  email: z.string(),
  role: RoleSchema,
  organization: z.string(),
  invited_by: z.string().nullable(),
  expires_at: Timestamp,
});
export const AcceptInvitationRequest = z.object({
  token: z.string().min(1, 'Required'),
  full_name: NonEmptyText(200),
  password: Password,
});

export const TwoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code_data_url: z.string(),
});
export const TwoFactorConfirmRequest = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code') });
export const TwoFactorConfirmResponse = z.object({ recovery_codes: z.array(z.string()) });
/**
 * `password` is required for accounts that have one; Google-only accounts (no password) prove
 * themselves with the code alone (SecuritySettings.has_password tells the web which form to show).
 */
export const TwoFactorDisableRequest = z.object({
  password: z.string().max(1024).optional(),
  code: z.string().trim().min(6, 'Enter the 6-digit code or a recovery code').max(32),
});
/** Regenerating recovery codes needs a current authenticator code (not a recovery code). */
export const TwoFactorRecoveryCodesRequest = TwoFactorConfirmRequest;
