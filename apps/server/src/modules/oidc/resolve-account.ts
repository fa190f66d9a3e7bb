import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';
import type { ClientInfo } from '../auth/client-info.js';
import { createOneTimeToken } from '../auth/one-time-tokens.js';
import { acceptInvitationTx, findOpenInvitation } from '../organization/accept-invitation.js';

/** The ticket only has to survive the redirect to the web app and one POST back. */
export const TICKET_TTL_SECONDS = 60;

export type Resolution =
  | { ok: true; user: UserRow; ticket: string; via: 'existing_user' | 'invitation' }
  | { ok: false; reason: string; message: string; user: UserRow | null };

/**
 * Maps a verified Google e-mail to an account: an active user signs in, a pending invitation
 * becomes an account, anything else is refused. A ticket is issued in the same transaction.
 *
 * Decision (SIGNUP_ENABLED): Google sign-in never creates a firm, so it is not sign-up and is
 * not gated by that setting. An unknown e-mail without an invitation is refused whether sign-up
 * is open or closed; existing and invited people sign in either way
 * (google-sign-in-signup-closed.int.test.ts).
 */
export async function resolveAccount(
  deps: AppDeps,
  identity: { email: string; name: string | null },
  client: ClientInfo,
): Promise<Resolution> {
  try {
    return await deps.db.transaction(async (tx): Promise<Resolution> => {
      const [existing] = await tx.select().from(users).where(eq(sql`lower(${users.email})`, identity.email));
      if (existing && !existing.isActive) {
        return {
          ok: false,
          reason: 'account_deactivated',
          message: 'This account has been deactivated. Contact your firm administrator.',
          user: existing,
        };
      }
      // Google proves the address, but an account whose address was never confirmed may belong to
      // someone who typed another person's address: signing the real owner into it would hand
      // them someone else's firm. Only an account with a confirmed address is linked.
      if (existing && !existing.isVerified) {
        return {
          ok: false,
          reason: 'email_unverified',
          message: 'This account has not confirmed its e-mail address yet. Sign in with your password and confirm it first.',
          user: existing,
        };
      }
      if (existing) {
        const ticket = await createOneTimeToken(tx, existing.id, 'oidc_ticket', TICKET_TTL_SECONDS);
        return { ok: true, user: existing, ticket, via: 'existing_user' };
      }
      const invitation = await findOpenInvitation(tx, { email: identity.email });
      if (!invitation) {
        return {
          ok: false,
          reason: 'no_account',
          message: `No account uses ${identity.email}. Ask your firm administrator for an invitation.`,
          user: null,
        };
      }
      const created = await acceptInvitationTx(
        tx,
        invitation,
        { fullName: identity.name ?? identity.email, passwordHash: null, authProvider: 'google' },
        client,
      );
      const ticket = await createOneTimeToken(tx, created.id, 'oidc_ticket', TICKET_TTL_SECONDS);
      return { ok: true, user: created, ticket, via: 'invitation' };
    });
  } catch (error) {
    // Invitation rules (seat limit, taken e-mail) already speak to people; pass them on.
    if (error instanceof AppError) return { ok: false, reason: error.code, message: error.message, user: null };
    throw error;
  }
}
