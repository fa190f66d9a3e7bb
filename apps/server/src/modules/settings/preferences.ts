import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PREFERENCES,
  NotificationPreferences,
  Preferences,
} from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { appendAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { unauthorized } from '../../platform/http/errors.js';

type Value = string | boolean | null;

/** One jsonb column of users holding a flat object of choices, read merged over defaults. */
export interface Section<T extends Record<string, Value>> {
  name: 'preferences' | 'notifications';
  column: 'preferences' | 'notificationPreferences';
  defaults: T;
  fields: { [K in keyof T]: z.ZodType<T[K]> };
}

export const preferencesSection: Section<Preferences> = {
  name: 'preferences',
  column: 'preferences',
  defaults: DEFAULT_PREFERENCES,
  fields: Preferences.shape,
};

export const notificationsSection: Section<NotificationPreferences> = {
  name: 'notifications',
  column: 'notificationPreferences',
  defaults: DEFAULT_NOTIFICATIONS,
  fields: NotificationPreferences.shape,
};

/**
 * Only the user's explicit choices are stored; everything else comes from the defaults, so a
 * changed default reaches everyone who never chose. A stored value that no longer passes its
 * schema (an option since removed) falls back to the default instead of breaking the page.
 */
export function effective<T extends Record<string, Value>>(section: Section<T>, stored: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(section.defaults).map(([key, fallback]) => {
      const parsed = section.fields[key]?.safeParse(stored[key]);
      return [key, parsed?.success ? parsed.data : fallback];
    }),
  ) as T;
}

/** Applies a partial update; audits the names of the fields that actually changed (not values). */
export async function updateSection<T extends Record<string, Value>>(
  deps: AppDeps,
  actor: AuditActor,
  userId: string,
  section: Section<T>,
  input: Partial<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
    if (!user) throw unauthorized();
    const stored = storedChoices(section, user);
    const current = effective(section, stored);
    // Walk the schema's keys, not the body's: the audit lists fields in a stable order.
    const given = Object.keys(section.defaults)
      .filter((key) => input[key] !== undefined)
      .map((key) => [key, input[key]] as const);
    const changed = given.filter(([key, value]) => current[key] !== value).map(([key]) => key);
    if (changed.length === 0) return current;
    const next = { ...stored, ...Object.fromEntries(given) };
    await tx
      .update(users)
      .set({ [section.column]: next, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await appendAudit(tx, actor, {
      action: 'user_updated',
      resourceType: 'user',
      resourceId: user.id,
      resourceName: user.email,
      details: { section: section.name, fields: changed },
    });
    return effective(section, next);
  });
}

/** The valid explicit choices in the column; stale or unknown keys are dropped on the next write. */
function storedChoices<T extends Record<string, Value>>(section: Section<T>, user: UserRow): Record<string, unknown> {
  const raw = user[section.column];
  return Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => key in section.defaults && section.fields[key]?.safeParse(value).success),
  );
}
