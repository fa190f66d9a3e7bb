import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';

/** What a sign-up form carried besides the e-mail and password: the firm is created from it. */
export interface PendingSignupDetails {
  full_name: string;
  organization_name: string;
  organization_domain: string | null;
  phone: string | null;
  title: string | null;
  bar_number: string | null;
  marketing_consent: boolean;
  referral_source: string | null;
}

/**
 * A sign-up waiting for its e-mail address to be confirmed. It is not an account: it holds no
 * address (an invitation or another sign-up for the same address goes ahead), cannot sign in and
 * creates no firm until the link mailed to the address is opened (modules/auth/pending-signup.ts).
 * token_hash is null until the background job has mailed the link.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: id(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').unique(),
    passwordHash: text('password_hash').notNull(),
    details: jsonb('details').$type<PendingSignupDetails>().notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('pending_signups_email_idx').on(t.email)],
);
export type PendingSignupRow = typeof pendingSignups.$inferSelect;

/**
 * Failed sign-ins, counted per e-mail address and client address together and per client address
 * alone (platform/auth/sign-in-throttle.ts); keys are hashes, so no address is stored in clear.
 * A row is forgotten when expires_at passes without a new failure.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: ts('locked_until'),
  expiresAt: ts('expires_at').notNull(),
});
