import { and, eq } from 'drizzle-orm';
import { effectiveCaseLevel, mayOnCase, seesEveryCase, type CaseAccessLevel, type CaseAction, type Role } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseMembers, cases, type CaseRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { assertCaseAction } from '../../platform/policy/case-policy.js';
import type { Caller } from '../../platform/http/caller.js';

/**
 * Loading a case for a caller (the rules are the contract's policy/case.ts): partner and above
 * reach every case of the firm with full rights;
 * everyone else reaches only the cases they are assigned to, at their assigned level. A case the
 * caller cannot reach answers 404 exactly like another firm's case, so its existence is not revealed.
 */
export interface CaseAccess {
  row: CaseRow;
  level: CaseAccessLevel;
}

export async function loadCase(db: DbOrTx, caller: Caller, caseId: string, opts: { lock?: boolean } = {}): Promise<CaseAccess> {
  const query = db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.organizationId, caller.organizationId)));
  const [row] = opts.lock ? await query.for('no key update') : await query;
  if (!row) throw notFound('Case');
  let assigned: CaseAccessLevel | null = null;
  if (!seesEveryCase(caller.role)) {
    const [member] = await db
      .select({ level: caseMembers.accessLevel })
      .from(caseMembers)
      .where(and(eq(caseMembers.caseId, caseId), eq(caseMembers.userId, caller.userId)));
    assigned = member?.level ?? null;
  }
  const level = effectiveCaseLevel(caller.role, assigned);
  if (!level) throw notFound('Case');
  return { row, level };
}

/**
 * Reaches the case a record lives in (`reach`: loadCase, or a module's loader built on it) and
 * answers the record's own 404 when the case is out of reach: "Case not found" would tell someone
 * without access that the record exists. Only not-found is turned: a lost connection, a timeout or
 * a broken query is rethrown unchanged and answers 5xx (logged), never "not found", and a 403 from
 * the policy stays a 403.
 */
export async function caseOr404<T>(what: string, reach: Promise<T>): Promise<T> {
  try {
    return await reach;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw notFound(what);
    throw error;
  }
}

/** loadCase for a record inside the case: its 404 is the record's (caseOr404). */
export const loadCaseAs = (db: DbOrTx, caller: Caller, caseId: string, what: string, opts: { lock?: boolean } = {}): Promise<CaseAccess> =>
  caseOr404(what, loadCase(db, caller, caseId, opts));

/** 403 unless the caller may do this on the case (contract policy/case.ts). */
export const assertMayOnCase = (caller: Caller, access: CaseAccess, action: CaseAction): void => assertCaseAction(caller, access.level, action);

/** Whether the caller may change who works on the case (shown to the web as `can_manage`). */
export const canManageTeam = (access: CaseAccess, role: Role): boolean => mayOnCase(role, access.level, 'manageTeam');
