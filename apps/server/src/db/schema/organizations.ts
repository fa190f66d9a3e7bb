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
  /** Processing limits per document (PROCESSING_LIMITS in the contract; the pipeline's limits.ts). */
  maxDocumentPages: integer('max_document_pages').notNull().default(5000),
  maxOcrPages: integer('max_ocr_pages').notNull().default(500),
  maxFamilyDocuments: integer('max_family_documents').notNull().default(1000),
  maxTextMb: integer('max_text_mb').notNull().default(50),
  /** Items (messages, calendar items, contacts) one uploaded mailbox may hold; its own ceiling, far above an e-mail's attachments. */
  maxMailboxItems: integer('max_mailbox_items').notNull().default(250000),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type OrganizationRow = typeof organizations.$inferSelect;
