import type { Role, TwoFactorRequirement } from '@app/contract';
import { AppError, conflict } from '../http/errors.js';

/** ASVS 4.3.1: whether the firm's setting covers someone with this role. */
export function twoFactorRequiredFor(requirement: TwoFactorRequirement, role: Role): boolean {
  return requirement === 'everyone' || (requirement === 'admins' && role === 'admin');
}

/** Covered by the firm's rule and not enrolled yet: the session is restricted to enrolment. */
export function needsTwoFactorSetup(user: { role: Role; twoFactorEnabled: boolean }, requirement: TwoFactorRequirement): boolean {
  return !user.twoFactorEnabled && twoFactorRequiredFor(requirement, user.role);
}

export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';

/**
 * What a restricted session may still call: who am I, the enrolment itself and the security page
 * (sign-out and refresh are public routes, never restricted). `METHOD route-pattern`.
 */
const ENROLMENT_ROUTES = new Set(['GET /api/v1/auth/me', 'POST /api/v1/auth/2fa/setup', 'POST /api/v1/auth/2fa/confirm', 'GET /api/v1/settings/security']);

export function allowedWhileRestricted(method: string, routeUrl: string | undefined): boolean {
  return ENROLMENT_ROUTES.has(`${method} ${routeUrl ?? ''}`);
}

export function twoFactorSetupRequired(): AppError {
  return new AppError(
    403,
    TWO_FACTOR_SETUP_REQUIRED,
    'Your firm requires two-factor sign-in. Set up two-factor authentication to continue.',
  );
}

const DISABLE_ROUTE = 'POST /api/v1/auth/2fa/disable';

/**
 * Turning 2FA off while the firm requires it would only lock the session into enrolment again,
 * so it is refused up front. Checked here, with the rest of the firm's 2FA rule, on the route.
 */
export function refusalToDisable(method: string, routeUrl: string | undefined, user: { role: Role }, requirement: TwoFactorRequirement): AppError | null {
  if (`${method} ${routeUrl ?? ''}` !== DISABLE_ROUTE || !twoFactorRequiredFor(requirement, user.role)) return null;
  return conflict(
    'Your firm requires two-factor sign-in, so it cannot be turned off. An administrator can change this under Organization → Sign-in security.',
    'two_factor_required_by_firm',
  );
}
