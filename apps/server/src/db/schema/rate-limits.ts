import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/**
 * Request counters shared by every app server on one database: a limit such as
 * "30 sign-ins a minute" holds for the installation, not per process. One row per limited key and
 * window; the row is reset in place when its window has passed.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: ts('reset_at').notNull(),
});
