import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { InvitationStatus, OrganizationRole, Role } from '@app/contract';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    orgRole: text('org_role').$type<OrganizationRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** pending | accepted | canceled; "expired" is pending past expires_at (computed on read). */
    /** 'expired' is never stored: a pending invitation past expires_at reads as expired. */
    status: text('status').$type<Exclude<InvitationStatus, 'expired'>>().notNull().default('pending'),
    message: text('message'),
    invitedBy: uuid('invited_by').references(() => users.id),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('invitations_org_idx').on(t.organizationId), index('invitations_email_idx').on(t.email)],
);
export type InvitationRow = typeof invitations.$inferSelect;
