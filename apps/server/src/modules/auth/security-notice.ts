import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { sendSecurityNotice, type SignInChange } from '../../platform/mail/security-notice.js';
import { describeDevice } from './client-info.js';

export type { SignInChange };

/** Who the reader can turn to; a few names are enough. */
const ADMINS_NAMED = 3;

/**
 * E-mails the user that their sign-in details changed, from where and when. Call it after the
 * transaction that made the change has committed; it never throws (sendSecurityNotice), so a
 * queue outage cannot turn a completed change into an error response.
 */
export async function notifySignInChange(
  deps: AppDeps,
  user: Pick<UserRow, 'id' | 'organizationId' | 'email' | 'fullName'>,
  change: SignInChange,
  client: { ip: string | null; userAgent: string | null },
): Promise<void> {
  let admins: string[] = [];
  try {
    const rows = await deps.db
      .select({ name: users.fullName, email: users.email })
      .from(users)
      .where(and(eq(users.organizationId, user.organizationId), eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, user.id)))
      .orderBy(asc(users.createdAt))
      .limit(ADMINS_NAMED);
    admins = rows.map((a) => `${a.name}, ${a.email}`);
  } catch (err) {
    // The notice still goes out, naming no one: it matters more than the contact list.
    deps.log.warn({ err }, 'firm administrators for a security notice could not be read');
  }
  await sendSecurityNotice(deps.jobs, deps.log, {
    organizationId: user.organizationId,
    to: user.email,
    name: user.fullName,
    change,
    at: new Date(),
    ip: client.ip,
    device: describeDevice(client.userAgent),
    admins,
    siteUrl: deps.config.publicUrl,
  });
}
