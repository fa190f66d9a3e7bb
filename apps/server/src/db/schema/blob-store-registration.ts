import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/**
 * Which blob store this installation's documents are in: the random id the first process found
 * (or wrote) in the store's marker. At most one row (`slot` is always 'primary'). A process whose
 * store carries another id does not see the same files as the others and refuses to start.
 */
export const blobStoreRegistration = pgTable('blob_store_registration', {
  slot: text('slot').primaryKey(),
  storeId: text('store_id').notNull(),
  /** `local` or `s3`, and where: for the refusal message, so an administrator sees both sides. */
  description: text('description').notNull(),
  registeredAt: ts('registered_at').notNull().defaultNow(),
});
