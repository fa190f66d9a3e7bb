import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { SubscriptionStatus, SubscriptionType, TwoFactorRequirement } from '@app/contract';
import { createdAt, id, updatedAt } from './columns.js';

export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  domain: text('domain'),
  subscriptionType: text('subscription_type').$type<SubscriptionType>().notNull().default('trial'),
  subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>().notNull().default('trial'),
  maxUsers: integer('max_users').notNull().default(25),
  maxCases: integer('max_cases').notNull().default(100),
  address: text('address'),
  phone: text('phone'),
  website: text('website'),
  twoFactorRequiredFor: text('two_factor_required_for').$type<TwoFactorRequirement>().notNull().default('none'),
  /** The IANA zone the firm's calendar days are counted in (days to a deadline, "today"). */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type OrganizationRow = typeof organizations.$inferSelect;
