import { and, eq, sql, type SQL } from 'drizzle-orm';
import { derived, hasMinimumRole, type CaseAccessLevel, type Role } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseMembers, cases, type CaseRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';

/**
 * Matter-level policy (spec §6): partner and above reach every case of the firm with full rights;
 * everyone else reaches only the cases they are assigned to, at their assigned level. A case the
 * caller cannot reach answers 404 exactly like another firm's case, so its existence is not revealed.
 */
export interface CaseAccess {
  row: CaseRow;
  level: CaseAccessLevel;
}

const LEVEL_RANK: Record<CaseAccessLevel, number> = { read: 0, edit: 1, manage: 2 };

/** A role caps what an assignment can grant: a viewer only reads, a paralegal at most edits. */
export function roleCap(role: Role): CaseAccessLevel {
  if (hasMinimumRole(role, 'associate')) return 'manage';
  return hasMinimumRole(role, 'paralegal') ? 'edit' : 'read';
}

export function effectiveLevel(role: Role, assigned: CaseAccessLevel | null): CaseAccessLevel | null {
  if (derived.canAccessAllCases(role)) return 'manage';
  if (!assigned) return null;
  const cap = roleCap(role);
  return LEVEL_RANK[assigned] <= LEVEL_RANK[cap] ? assigned : cap;
}

/** The SQL condition "the caller may see this case" (undefined: every case of the firm). */
export function visibleCases(caller: Caller): SQL {
  const firm = eq(cases.organizationId, caller.organizationId);
  if (derived.canAccessAllCases(caller.role)) return firm;
  return and(
    firm,
    sql`exists (select 1 from ${caseMembers} where ${caseMembers.caseId} = ${cases.id} and ${caseMembers.userId} = ${caller.userId})`,
  ) as SQL;
}

export async function loadCase(db: DbOrTx, caller: Caller, caseId: string, opts: { lock?: boolean } = {}): Promise<CaseAccess> {
  const query = db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.organizationId, caller.organizationId)));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound('Case');
  let assigned: CaseAccessLevel | null = null;
  if (!derived.canAccessAllCases(caller.role)) {
    const [member] = await db
      .select({ level: caseMembers.accessLevel })
      .from(caseMembers)
      .where(and(eq(caseMembers.caseId, caseId), eq(caseMembers.userId, caller.userId)));
    assigned = member?.level ?? null;
  }
  const level = effectiveLevel(caller.role, assigned);
  if (!level) throw notFound('Case');
  return { row, level };
}

export function assertCanEdit(access: CaseAccess): void {
  if (LEVEL_RANK[access.level] < LEVEL_RANK.edit) throw forbidden('You have read-only access to this case.');
}

export function canManageTeam(access: CaseAccess, role: Role): boolean {
  return access.level === 'manage' && hasMinimumRole(role, 'associate');
}

export function assertCanManageTeam(access: CaseAccess, role: Role): void {
  if (!canManageTeam(access, role)) throw forbidden('Only a partner or a team member with manage access can change who works on this case.');
}
