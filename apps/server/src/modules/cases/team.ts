import { and, asc, eq } from 'drizzle-orm';
import { ROLE_INFO, atLeastLevel, maxCaseLevel, type CasePermissionsResponse, type SetCasePermissionRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { caseMembers, users } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { fieldError } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { findMember } from '../organization/members.js';
import { assertMayOnCase, canManageTeam, loadCase } from './access.js';

async function membersOf(db: DbOrTx, caseId: string): Promise<CasePermissionsResponse['members']> {
  const rows = await db
    .select({ member: caseMembers, user: users })
    .from(caseMembers)
    .innerJoin(users, eq(users.id, caseMembers.userId))
    .where(eq(caseMembers.caseId, caseId))
    .orderBy(asc(users.fullName));
  return rows.map(({ member, user }) => ({
    user_id: user.id,
    full_name: user.fullName,
    email: user.email,
    role: user.role,
    access_level: member.accessLevel,
    granted_by: member.grantedBy,
    granted_at: member.createdAt.toISOString(),
  }));
}

export async function getCaseTeam(deps: AppDeps, caller: Caller, caseId: string): Promise<CasePermissionsResponse> {
  const access = await loadCase(deps.db, caller, caseId);
  return { case_id: caseId, members: await membersOf(deps.db, caseId), can_manage: canManageTeam(access, caller.role) };
}


/** Assigns a colleague at an access level, changes it, or (level `none`) takes them off the case. */
export async function setCasePermission(
  deps: AppDeps,
  caller: Caller,
  caseId: string,
  input: SetCasePermissionRequest,
): Promise<CasePermissionsResponse> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId, { lock: true });
    assertMayOnCase(caller, access, 'manageTeam');
    const target = await findMember(tx, caller.organizationId, input.user_id);
    const [existing] = await tx
      .select()
      .from(caseMembers)
      .where(and(eq(caseMembers.caseId, caseId), eq(caseMembers.userId, target.id)));
    const audit = { resourceType: 'case' as const, resourceId: caseId, resourceName: access.row.name };
    if (input.access_level === 'none') {
      if (existing) {
        await tx.delete(caseMembers).where(eq(caseMembers.id, existing.id));
        await appendAudit(tx, caller.actor, {
          action: 'case_unassigned',
          ...audit,
          details: { user_id: target.id, user_email: target.email, previous_access_level: existing.accessLevel },
        });
      }
    } else {
      if (!target.isActive) throw fieldError('user_id', `${target.fullName} is deactivated and cannot be assigned.`);
      const cap = maxCaseLevel(target.role);
      if (!atLeastLevel(cap, input.access_level)) {
        throw fieldError('access_level', `A ${ROLE_INFO[target.role].label} can be given at most ${cap} access.`);
      }
      if (existing?.accessLevel !== input.access_level) {
        if (existing) {
          await tx.update(caseMembers).set({ accessLevel: input.access_level, grantedBy: caller.userId }).where(eq(caseMembers.id, existing.id));
        } else {
          await tx.insert(caseMembers).values({
            organizationId: caller.organizationId,
            caseId,
            userId: target.id,
            accessLevel: input.access_level,
            grantedBy: caller.userId,
          });
        }
        await appendAudit(tx, caller.actor, {
          action: 'case_assigned',
          ...audit,
          details: {
            user_id: target.id,
            user_email: target.email,
            access_level: input.access_level,
            previous_access_level: existing?.accessLevel ?? null,
          },
        });
      }
    }
    return { case_id: caseId, members: await membersOf(tx, caseId), can_manage: true };
  });
}
