import { and, count, eq, gt } from 'drizzle-orm';
import { ROLE_INFO, mayChangePerson, mayGrantRole, type Role } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { invitations, organizations, users, type OrganizationRow } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { AppError, conflict, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';

/**
 * A 403 decided by a user-management rule (not by the route's minimum role). It is thrown inside
 * the transaction, so withDenialAudit records it afterwards, once the rollback is done.
 */
export class RuleDenied extends AppError {
  constructor(detail: string) {
    super(403, 'forbidden', detail);
  }
}

export const LAST_ADMIN_DETAIL = 'The firm must keep at least one administrator';

const ADMIN = ROLE_INFO.admin.label;

/** Only an administrator grants the admin role (by invitation or by role change): contract policy/person. */
export function assertMayGrant(caller: Caller, role: Role): void {
  if (!mayGrantRole(caller.role, role)) throw new RuleDenied(`Only an ${ADMIN} can grant ${ADMIN} access.`);
}

/** Only an administrator changes, deactivates or restores an administrator: contract policy/person. */
export function assertMayManage(caller: Caller, target: { role: Role }): void {
  if (!mayChangePerson(caller.role, target)) throw new RuleDenied(`Only an ${ADMIN} can change or deactivate another ${ADMIN}.`);
}

/** Runs a user-management change; a rule denial is written to the audit trail as permission_denied. */
export async function withDenialAudit<T>(
  deps: AppDeps,
  caller: Caller,
  resource: { resourceType: 'user' | 'organization'; resourceId: string | null },
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (err) {
    if (err instanceof RuleDenied) {
      await recordAudit(deps.db, caller.actor, {
        action: 'permission_denied',
        resourceType: resource.resourceType,
        resourceId: resource.resourceId,
        details: { reason: err.message, role: caller.role },
        outcome: 'blocked',
      });
    }
    throw err;
  }
}

/**
 * Locks the firm's row for the rest of the transaction: seat counting and the last-admin guard
 * read, then write, so two concurrent changes must not both pass the check.
 */
export async function lockOrganization(tx: Tx, organizationId: string): Promise<OrganizationRow> {
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for('no key update');
  if (!org) throw notFound('Organization');
  return org;
}

/** Seats taken: active users plus invitations that can still be accepted. */
export async function seatsInUse(tx: Tx, organizationId: string): Promise<number> {
  const [active] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)));
  const [pending] = await tx
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  return (active?.n ?? 0) + (pending?.n ?? 0);
}

export async function assertSeatAvailable(tx: Tx, org: OrganizationRow): Promise<void> {
  const used = await seatsInUse(tx, org.id);
  if (used >= org.maxUsers) {
    throw conflict(
      `${org.name} has reached its limit of ${org.maxUsers} users (active users plus pending invitations). ` +
        'Deactivate a user or cancel a pending invitation first.',
      'max_users_reached',
    );
  }
}

/** Demoting or deactivating an active administrator must leave another active one. */
export async function assertNotLastAdmin(tx: Tx, organizationId: string, target: { role: string; isActive: boolean }): Promise<void> {
  if (target.role !== 'admin' || !target.isActive) return;
  const [admins] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'admin'), eq(users.isActive, true)));
  if ((admins?.n ?? 0) <= 1) throw conflict(LAST_ADMIN_DETAIL, 'last_admin');
}
