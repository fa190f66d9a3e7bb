import { eq } from 'drizzle-orm';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { calendarFeedTokens } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { randomToken, sha256 } from '../../platform/auth/crypto.js';
import type { Caller } from '../../platform/http/caller.js';
import { notFound } from '../../platform/http/errors.js';

/*
 * A person's private feed address. The token in it is the only credential, so it is shown once,
 * when made, and only its SHA-256 is stored; making a new one replaces (and so revokes) the old.
 * Both are audited as the person's integrations: who connected or disconnected a calendar, when.
 */

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/v1/calendar/feed/${token}.ics`;

export async function feedStatus(deps: AppDeps, caller: Caller): Promise<CalendarFeedStatus> {
  const [row] = await deps.db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, caller.userId));
  return {
    active: Boolean(row),
    created_at: row?.createdAt.toISOString() ?? null,
    last_used_at: row?.lastUsedAt?.toISOString() ?? null,
  };
}

async function auditFeed(tx: Tx, caller: Caller, action: 'integration_added' | 'integration_removed', details: Record<string, unknown>) {
  await appendAudit(tx, caller.actor, {
    action,
    resourceType: 'integration',
    resourceId: caller.userId,
    resourceName: 'Calendar feed',
    details: { integration: 'calendar_feed', ...details },
  });
}

/** Makes the caller's feed address, replacing any earlier one. */
export async function createFeed(deps: AppDeps, caller: Caller): Promise<CalendarFeedCreated> {
  const token = randomToken(32);
  return deps.db.transaction(async (tx) => {
    const [previous] = await tx.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, caller.userId)).returning();
    const [row] = await tx
      .insert(calendarFeedTokens)
      .values({ userId: caller.userId, organizationId: caller.organizationId, tokenHash: sha256(token) })
      .returning();
    if (!row) throw new Error('calendar feed insert failed');
    await auditFeed(tx, caller, 'integration_added', { rotated: Boolean(previous) });
    return { url: feedUrl(deps.config.publicUrl, token), created_at: row.createdAt.toISOString(), rotated: Boolean(previous) };
  });
}

/** Stops the caller's feed address from working. */
export async function revokeFeed(deps: AppDeps, caller: Caller): Promise<CalendarFeedStatus> {
  return deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, caller.userId)).returning();
    if (!removed) throw notFound('Calendar feed');
    await auditFeed(tx, caller, 'integration_removed', {});
    return { active: false, created_at: null, last_used_at: null };
  });
}
