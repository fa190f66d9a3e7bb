import { and, count, eq } from 'drizzle-orm';
import type { Organization, ProcessingLimits, TwoFactorRequirement, UpdateOrganizationRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { organizations, users, type OrganizationRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { lockOrganization } from './policy.js';

/** The limit's column on the firm's row, by its name in the API and the audit trail. */
const LIMIT_COLUMNS = {
  max_pages: 'maxDocumentPages',
  max_ocr_pages: 'maxOcrPages',
  max_family_documents: 'maxFamilyDocuments',
  max_text_mb: 'maxTextMb',
  max_mailbox_items: 'maxMailboxItems',
} as const satisfies Record<keyof ProcessingLimits, keyof OrganizationRow>;

export const processingLimitsOf = (row: Pick<OrganizationRow, (typeof LIMIT_COLUMNS)[keyof ProcessingLimits]>): ProcessingLimits => ({
  max_pages: row.maxDocumentPages,
  max_ocr_pages: row.maxOcrPages,
  max_family_documents: row.maxFamilyDocuments,
  max_text_mb: row.maxTextMb,
  max_mailbox_items: row.maxMailboxItems,
});

export function presentOrganization(row: OrganizationRow, userCount: number): Organization {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    subscription_type: row.subscriptionType,
    subscription_status: row.subscriptionStatus,
    max_users: row.maxUsers,
    max_cases: row.maxCases,
    address: row.address,
    phone: row.phone,
    website: row.website,
    two_factor_required_for: row.twoFactorRequiredFor,
    time_zone: row.timeZone,
    processing_limits: processingLimitsOf(row),
    user_count: userCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function activeUserCount(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)));
  return row?.n ?? 0;
}

export async function getOrganization(db: DbOrTx, organizationId: string): Promise<Organization> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw notFound('Organization');
  return presentOrganization(org, await activeUserCount(db, organizationId));
}

/** Active users the new rule covers who have not enrolled yet (their next call asks them to). */
async function usersLeftToEnrol(db: DbOrTx, organizationId: string, requirement: TwoFactorRequirement): Promise<number> {
  if (requirement === 'none') return 0;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.isActive, true),
        eq(users.twoFactorEnabled, false),
        requirement === 'admins' ? eq(users.role, 'admin') : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Column for each editable field: the request's names are the audit trail's names. */
const EDITABLE = { name: 'name', domain: 'domain', address: 'address', phone: 'phone', website: 'website' } as const;
type Editable = keyof typeof EDITABLE;

/**
 * Admin-only edit of the firm's details; the audit row lists each changed field, before and after.
 * The two-factor rule is a security setting, audited apart as organization_security_changed.
 */
export async function updateOrganization(deps: AppDeps, caller: Caller, input: UpdateOrganizationRequest): Promise<Organization> {
  return deps.db.transaction(async (tx) => {
    const before = await lockOrganization(tx, caller.organizationId);
    const changes: Partial<Record<string, { from: string | number | null; to: string | number | null }>> = {};
    const set: Partial<Pick<OrganizationRow, Editable | 'timeZone' | (typeof LIMIT_COLUMNS)[keyof ProcessingLimits]>> = {};
    for (const field of Object.keys(EDITABLE) as Editable[]) {
      // An emptied optional field clears it; the schema already refuses an empty name.
      const next = input[field] === '' ? null : input[field];
      if (next === undefined || next === before[field] || (field === 'name' && next === null)) continue;
      changes[field] = { from: before[field], to: next };
      Object.assign(set, { [field]: next });
    }
    // The firm's time zone (what "today" and days to a deadline are counted in) is never emptied.
    if (input.time_zone !== undefined && input.time_zone !== before.timeZone) {
      changes.time_zone = { from: before.timeZone, to: input.time_zone };
      set.timeZone = input.time_zone;
    }
    // Processing limits are firm settings too: each changed one is listed as processing_limits.<name>.
    for (const [name, column] of Object.entries(LIMIT_COLUMNS) as [keyof ProcessingLimits, (typeof LIMIT_COLUMNS)[keyof ProcessingLimits]][]) {
      const next = input.processing_limits?.[name];
      if (next === undefined || next === before[column]) continue;
      changes[`processing_limits.${name}`] = { from: before[column], to: next };
      set[column] = next;
    }
    const requirement = input.two_factor_required_for;
    const securityChanged = requirement !== undefined && requirement !== before.twoFactorRequiredFor;
    let row = before;
    if (Object.keys(changes).length > 0 || securityChanged) {
      const [updated] = await tx
        .update(organizations)
        .set({ ...set, ...(securityChanged ? { twoFactorRequiredFor: requirement } : {}), updatedAt: new Date() })
        .where(eq(organizations.id, before.id))
        .returning();
      if (!updated) throw notFound('Organization');
      row = updated;
    }
    if (Object.keys(changes).length > 0) {
      await appendAudit(tx, caller.actor, {
        action: 'organization_settings_changed',
        resourceType: 'organization',
        resourceId: row.id,
        resourceName: row.name,
        details: { changed_fields: Object.keys(changes), changes },
      });
    }
    if (securityChanged) {
      // Its own action (organization security changes): an auditor filters on it.
      await appendAudit(tx, caller.actor, {
        action: 'organization_security_changed',
        resourceType: 'organization',
        resourceId: row.id,
        resourceName: row.name,
        details: {
          setting: 'two_factor_required_for',
          from: before.twoFactorRequiredFor,
          to: requirement,
          users_without_two_factor: await usersLeftToEnrol(tx, row.id, requirement),
        },
      });
    }
    return presentOrganization(row, await activeUserCount(tx, row.id));
  });
}
