import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrganizationRole, Role } from '@app/contract';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Stored lower-cased; unique across firms so sign-in by e-mail is unambiguous. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    role: text('role').$type<Role>().notNull(),
    orgRole: text('org_role').$type<OrganizationRole>().notNull(),
    authProvider: text('auth_provider').notNull().default('email'),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: ts('last_login'),
    avatarUrl: text('avatar_url'),
    phone: text('phone'),
    title: text('title'),
    barNumber: text('bar_number'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    referralSource: text('referral_source'),
    termsAcceptedAt: ts('terms_accepted_at'),
    /** AES-GCM encrypted TOTP secret (platform/auth/crypto). Pending until confirmed. */
    totpSecretEnc: text('totp_secret_enc'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Last accepted TOTP time step: a code is accepted once, never replayed within its window. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** SHA-256 hashes of unused recovery codes. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: ts('locked_until'),
    passwordChangedAt: ts('password_changed_at'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    notificationPreferences: jsonb('notification_preferences').$type<Record<string, unknown>>().notNull().default({}),
    deactivatedAt: ts('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_org_idx').on(t.organizationId)],
);
export type UserRow = typeof users.$inferSelect;
