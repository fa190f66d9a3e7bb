import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import type { ClientInfo } from '../auth/client-info.js';
import { actorForUser } from '../auth/sessions.js';
import { takeFlow } from './flow-store.js';
import { readIdentity } from './identity.js';
import type { ProviderClient } from './provider-client.js';
import { resolveAccount } from './resolve-account.js';

/** The product's wording for a Google sign-in failure, for every failure we cannot explain better. */
export const GENERIC_FAILURE = 'Google login failed. Please try again.';

interface Refusal {
  reason: string;
  message: string;
  email?: string;
  user?: UserRow | null;
}

/**
 * Finishes a sign-in the provider sent back. Always answers with a URL in the web app: the
 * callback page with a one-time ticket, or the login page with a message a person can act on.
 */
export async function finishGoogleSignIn(
  deps: AppDeps,
  provider: ProviderClient,
  rawQuery: string,
  client: ClientInfo,
): Promise<string> {
  const params = new URLSearchParams(rawQuery);
  const state = params.get('state');
  if (!state) return refuse(deps, client, { reason: 'missing_state', message: GENERIC_FAILURE });
  const flow = await takeFlow(deps.db, state);
  if (!flow) {
    return refuse(deps, client, {
      reason: 'unknown_state',
      message: 'This Google sign-in expired or was already used. Please try again.',
    });
  }
  const providerError = params.get('error');
  if (providerError) {
    const message = providerError === 'access_denied' ? 'Google sign-in was cancelled.' : GENERIC_FAILURE;
    return refuse(deps, client, { reason: `provider_${providerError}`, message });
  }

  let identity;
  try {
    identity = await readIdentity(provider, flow, rawQuery);
  } catch (error) {
    deps.log.warn({ err: error }, 'Google sign-in: the code exchange or ID token check failed');
    return refuse(deps, client, { reason: 'code_exchange_failed', message: GENERIC_FAILURE });
  }
  const email = identity.email;
  if (!email) return refuse(deps, client, { reason: 'no_email', message: GENERIC_FAILURE });
  if (!identity.emailVerified) {
    return refuse(deps, client, { reason: 'email_not_verified', message: 'Your Google e-mail address is not verified.', email });
  }

  const resolution = await resolveAccount(deps, { email, name: identity.name }, client);
  if (!resolution.ok) return refuse(deps, client, { ...resolution, email });
  const target = new URL(`${deps.config.publicUrl}/login/callback`);
  target.searchParams.set('ticket', resolution.ticket);
  if (flow.returnTo) target.searchParams.set('return_to', flow.returnTo);
  return target.href;
}

/** Audits the refusal when we know who tried, and points the browser at the login page. */
async function refuse(deps: AppDeps, client: ClientInfo, refusal: Refusal): Promise<string> {
  if (refusal.email) {
    const actor = refusal.user
      ? actorForUser(refusal.user, client)
      : { organizationId: null, userId: null, userEmail: refusal.email, userName: null, sessionId: null, ipAddress: client.ip, userAgent: client.userAgent };
    await recordAudit(deps.db, actor, {
      action: 'login_failed',
      resourceType: 'authentication',
      resourceId: refusal.user?.id ?? null,
      resourceName: refusal.email,
      details: { method: 'google', reason: refusal.reason },
      outcome: 'failure',
    });
  }
  return failureUrl(deps, refusal.message);
}

export function failureUrl(deps: AppDeps, message: string): string {
  const target = new URL(`${deps.config.publicUrl}/login`);
  target.searchParams.set('error', 'google');
  target.searchParams.set('message', message);
  return target.href;
}
