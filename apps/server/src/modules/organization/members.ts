import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ROLE_INFO, type ChangeRoleRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { users, type OrganizationRow, type UserRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { revokeUserSessions } from '../auth/sessions.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayGrant, assertMayManage, assertNotLastAdmin, assertSeatAvailable, lockOrganization, withDenialAudit } from './policy.js';
import { containsPattern } from '../../db/like-patterns.js';

export interface MemberFilter {
  /** Matches name, e-mail or title, case-insensitively. */
  q?: string;
  includeInactive?: boolean;
}


/** The firm's people, for the organization page and the team directory alike. */
export async function listMembers(db: DbOrTx, organizationId: string, filter: MemberFilter = {}): Promise<UserRow[]> {
  const conditions: (SQL | undefined)[] = [eq(users.organizationId, organizationId)];
  if (!filter.includeInactive) conditions.push(eq(users.isActive, true));
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.title, pattern)));
  }
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.fullName), asc(users.email));
}

/** A user of the caller's firm; another firm's id is indistinguishable from an unknown one. */
export async function findMember(db: DbOrTx, organizationId: string, userId: string, lock = false): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
  const [user] = lock ? await query.for('no key update') : await query;
  if (!user) throw notFound('User');
  return user;
}

/** Loads the target under the firm lock, inside a transaction whose rule denials get audited. */
function manageMember<T>(
  deps: AppDeps,
  caller: Caller,
  userId: string,
  change: (tx: Tx, target: UserRow, org: OrganizationRow) => Promise<T>,
) {
  return withDenialAudit(deps, caller, { resourceType: 'user', resourceId: userId }, () =>
    deps.db.transaction(async (tx) => {
      const org = await lockOrganization(tx, caller.organizationId);
      const target = await findMember(tx, org.id, userId, true);
      return change(tx, target, org);
    }),
  );
}

export function changeRole(deps: AppDeps, caller: Caller, userId: string, input: ChangeRoleRequest): Promise<UserRow> {
  return manageMember(deps, caller, userId, async (tx, target) => {
    assertMayManage(caller, target);
    assertMayGrant(caller, input.role);
    const orgRole = input.org_role ?? ROLE_INFO[input.role].organizationRole;
    if (target.role === input.role && target.orgRole === orgRole) return target;
    if (input.role !== 'admin') await assertNotLastAdmin(tx, caller.organizationId, target);
    const [updated] = await tx
      .update(users)
      .set({ role: input.role, orgRole, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    if (!updated) throw notFound('User');
    await appendAudit(tx, caller.actor, {
      action: 'role_changed',
      resourceType: 'user',
      resourceId: target.id,
      resourceName: target.email,
      details: { from: target.role, to: input.role, org_role_from: target.orgRole, org_role_to: orgRole },
    });
    return updated;
  });
}

/** "Remove" keeps the account and its history: it can no longer sign in, and every session ends now. */
export function deactivateUser(deps: AppDeps, caller: Caller, userId: string): Promise<UserRow> {
  return manageMember(deps, caller, userId, async (tx, target) => {
    if (target.id === caller.userId) throw conflict('You cannot deactivate your own account', 'cannot_deactivate_self');
    assertMayManage(caller, target);
    if (!target.isActive) return target;
    await assertNotLastAdmin(tx, caller.organizationId, target);
    const now = new Date();
    const [updated] = await tx
      .update(users)
      .set({ isActive: false, deactivatedAt: now, updatedAt: now })
      .where(eq(users.id, target.id))
      .returning();
    if (!updated) throw notFound('User');
    const revoked = await revokeUserSessions(tx, target.id, 'user_deactivated');
    await appendAudit(tx, caller.actor, {
      action: 'user_deactivated',
      resourceType: 'user',
      resourceId: target.id,
      resourceName: target.email,
      details: { role: target.role, sessions_revoked: revoked },
    });
    return updated;
  });
}

export function reactivateUser(deps: AppDeps, caller: Caller, userId: string): Promise<UserRow> {
  return manageMember(deps, caller, userId, async (tx, target, org) => {
    assertMayManage(caller, target);
    if (target.isActive) return target;
    await assertSeatAvailable(tx, org);
    const [updated] = await tx
      .update(users)
      .set({ isActive: true, deactivatedAt: null, failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    if (!updated) throw notFound('User');
    await appendAudit(tx, caller.actor, {
      action: 'user_activated',
      resourceType: 'user',
      resourceId: target.id,
      resourceName: target.email,
      details: { role: target.role },
    });
    return updated;
  });
}
