import { eq } from 'drizzle-orm';
import type { TokenResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { AppError, unauthorized } from '../../platform/http/errors.js';
import type { ClientInfo } from '../auth/client-info.js';
import { consumeOneTimeToken } from '../auth/one-time-tokens.js';
import { actorForUser, signIn } from '../auth/sessions.js';

const CHALLENGE_TTL_SECONDS = 5 * 60;

type Outcome =
  | { kind: 'session'; response: TokenResponse }
  | { kind: 'invalid' }
  | { kind: 'deactivated' }
  | { kind: 'two_factor'; user: UserRow };

/**
 * Trades the one-time ticket from the callback redirect for a session. The ticket is spent even
 * when the answer is a refusal, so a leaked URL is worth nothing the second time.
 */
export async function exchangeTicket(deps: AppDeps, ticket: string, client: ClientInfo): Promise<TokenResponse> {
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const userId = await consumeOneTimeToken(tx, ticket, 'oidc_ticket');
    if (!userId) return { kind: 'invalid' };
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return { kind: 'invalid' };
    if (!user.isActive) {
      await appendAudit(tx, actorForUser(user, client), {
        action: 'login_failed',
        resourceType: 'authentication',
        resourceId: user.id,
        resourceName: user.email,
        details: { method: 'google', reason: 'account_deactivated' },
        outcome: 'failure',
      });
      return { kind: 'deactivated' };
    }
    // Google proves the e-mail, not the second factor the user chose to require.
    if (user.twoFactorEnabled) return { kind: 'two_factor', user };
    return { kind: 'session', response: await signIn(tx, deps, user, client, { method: 'google' }) };
  });

  switch (outcome.kind) {
    case 'session':
      return outcome.response;
    case 'invalid':
      throw unauthorized('This Google sign-in link is invalid, expired or was already used. Please sign in again.', 'invalid_ticket');
    case 'deactivated':
      throw unauthorized('This account has been deactivated. Contact your firm administrator.', 'account_deactivated');
    case 'two_factor': {
      const challenge = await deps.tokens.signPurpose('2fa_challenge', outcome.user.id, CHALLENGE_TTL_SECONDS);
      throw new AppError(401, 'two_factor_required', 'Enter the code from your authenticator app', undefined, { challenge });
    }
  }
}
