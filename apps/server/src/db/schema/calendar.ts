import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';
import { caseEvents, cases } from './cases.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/** A person's private iCalendar feed: only the token's SHA-256 is kept (migration 0038). */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('calendar_feed_tokens_hash_key').on(t.tokenHash)],
);
export type CalendarFeedTokenRow = typeof calendarFeedTokens.$inferSelect;

/** Deadline reminders already e-mailed: one per deadline, person, reminder and due date. */
export const deadlineRemindersSent = pgTable(
  'deadline_reminders_sent',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => caseEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'deadline_reminders_sent_pk', columns: [t.eventId, t.userId, t.daysBefore, t.dueDate] }),
    index('deadline_reminders_sent_org_idx').on(t.organizationId, t.sentAt),
    check('deadline_reminders_sent_days_check', sql`${t.daysBefore} IN (7, 3, 1)`),
  ],
);
