import { SIGNUP_CLOSED_DETAIL } from '@app/contract';
import type { Config } from '../../config.js';
import { forbidden } from '../../platform/http/errors.js';

/**
 * SIGNUP_ENABLED=false closes self-service sign-up (security.md, "Open sign-up"): nobody can
 * create a new firm; people join an existing firm by invitation only.
 *
 * Only POST /auth/signup creates firms. Google sign-in never does (modules/oidc/resolve-account.ts
 * signs in an existing account or accepts an invitation, and refuses anything else), so it needs
 * no gate of its own and keeps working for existing and invited people when sign-up is closed.
 */
export function assertSignupOpen(config: Pick<Config, 'signupEnabled'>): void {
  if (!config.signupEnabled) throw forbidden(SIGNUP_CLOSED_DETAIL, 'signup_closed');
}
