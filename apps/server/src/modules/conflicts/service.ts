import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  mayApproveWaiver,
  mayReadConflicts,
  mayRecordClearance,
  mayRunConflictCheck,
  type CaseConflictsResponse,
  type ConflictCheck,
  type ConflictSearchRequest,
  type ConflictSearchResponse,
  type RecordClearanceRequest,
} from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { cases, conflictClearances, users } from '../../db/schema/index.js';
import { appendAudit, recordAudit } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';
import { fieldError, forbidden, notFound } from '../../platform/http/errors.js';
import { loadCase, type CaseAccess } from '../cases/access.js';
import { blockingCount, findConflicts } from './check.js';
import { caseCheckNames } from './intake.js';
import { guessKind } from './name-form.js';
import { latestCheck, presentCheck, presentClearance, presentHits, storeCheck, userNames } from './store.js';

const today = () => new Date().toISOString().slice(0, 10);

/** Partners and administrators of the firm, active: who may approve a waiver. */
async function approvers(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({ id: users.id, full_name: users.fullName, role: users.role, active: users.isActive })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.role, ['partner', 'admin'])));
  return rows.filter((r) => r.active && mayApproveWaiver(r.role)).map(({ id, full_name, role }) => ({ id, full_name, role }));
}

async function conflictsOf(db: DbOrTx, caller: Caller, access: CaseAccess): Promise<CaseConflictsResponse> {
  const check = await latestCheck(db, access.row.id);
  const decisions = await db.select().from(conflictClearances).where(eq(conflictClearances.caseId, access.row.id)).orderBy(desc(conflictClearances.createdAt));
  const names = await userNames(db, decisions.flatMap((d) => [d.approverId, d.decidedBy]));
  return {
    case_id: access.row.id,
    clearance_status: access.row.clearanceStatus,
    latest_check: check ? await presentCheck(db, caller, check) : null,
    clearances: decisions.map((d) => presentClearance(d, names)),
    approvers: await approvers(db, caller.organizationId),
    can_check: mayRunConflictCheck(caller.role),
    can_clear: mayRecordClearance(caller.role, access.level),
  };
}

async function loadForConflicts(db: DbOrTx, caller: Caller, caseId: string, opts: { lock?: boolean } = {}): Promise<CaseAccess> {
  const access = await loadCase(db, caller, caseId, opts);
  if (!mayReadConflicts(caller.role, access.level)) throw forbidden();
  return access;
}

/** The case's latest check, its clearance history and who may approve a waiver. */
export async function caseConflicts(deps: AppDeps, caller: Caller, caseId: string): Promise<CaseConflictsResponse> {
  return conflictsOf(deps.db, caller, await loadForConflicts(deps.db, caller, caseId));
}

/** Runs the check again over all the case's parties (e.g. after other matters were opened); audited. */
export async function rerunCheck(deps: AppDeps, caller: Caller, caseId: string): Promise<ConflictCheck> {
  return deps.db.transaction(async (tx) => {
    const access = await loadForConflicts(tx, caller, caseId);
    const names = await caseCheckNames(tx, caseId);
    const hits = await findConflicts(tx, caller.organizationId, names, caseId);
    const check = await storeCheck(tx, { organizationId: caller.organizationId, caseId, trigger: 'manual', names: names.map(({ name, role }) => ({ name, role })), hits, runBy: caller.userId });
    await appendAudit(tx, caller.actor, {
      action: 'case_updated',
      resourceType: 'case',
      resourceId: caseId,
      resourceName: access.row.name,
      details: { change: 'conflict_check_run', trigger: 'manual', check_id: check.id, names_checked: names.length, hits: hits.length, blocking_hits: check.blockingCount },
    });
    return presentCheck(tx, caller, check);
  });
}

/** A check before the matter exists (the intake form): nothing stored but the audit row of what was searched. */
export async function searchConflicts(deps: AppDeps, caller: Caller, input: ConflictSearchRequest): Promise<ConflictSearchResponse> {
  const names = input.parties.map((p) => ({ name: p.name, role: p.role, kind: p.kind ?? guessKind(p.name), aliases: p.aliases ?? [], parentName: p.parent_name ?? null }));
  const hits = await findConflicts(deps.db, caller.organizationId, names, null);
  await recordAudit(deps.db, caller.actor, {
    action: 'search_performed',
    resourceType: 'search',
    resourceName: 'Conflict check',
    details: { kind: 'conflict_check', names: names.map((n) => ({ name: n.name, role: n.role })), hits: hits.length, blocking_hits: blockingCount(hits) },
  });
  return { hits: await presentHits(deps.db, caller, hits), blocking_count: blockingCount(hits) };
}

/**
 * Records a clearance decision. Cleared or waived: a matter pending only for its check becomes
 * active. Declined: the matter is closed and stays so. A waiver needs the client's consent and an
 * approver who is a partner or administrator of the firm (400 otherwise).
 */
export async function recordClearance(deps: AppDeps, caller: Caller, caseId: string, input: RecordClearanceRequest): Promise<CaseConflictsResponse> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId, { lock: true });
    if (!mayRecordClearance(caller.role, access.level)) throw forbidden('Recording a conflict clearance needs an associate or above with edit access to the matter.');
    let approverName: string | null = null;
    if (input.decision === 'waived') {
      const [approver] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, input.approver_id ?? ''), eq(users.organizationId, caller.organizationId)));
      if (!approver || !approver.isActive || !mayApproveWaiver(approver.role)) throw fieldError('approver_id', 'The approver must be an active partner or administrator of the firm');
      approverName = approver.fullName;
    }
    const check = await latestCheck(tx, caseId);
    const row = access.row;
    const [decision] = await tx
      .insert(conflictClearances)
      .values({
        organizationId: caller.organizationId,
        caseId,
        checkId: check?.id ?? null,
        decision: input.decision,
        clientConsent: input.decision === 'waived' ? input.client_consent === true : false,
        approverId: input.decision === 'waived' ? (input.approver_id ?? null) : null,
        notes: input.notes || null,
        decidedBy: caller.userId,
      })
      .returning();
    if (!decision) throw new Error('clearance insert failed');
    const status = input.decision === 'declined' ? 'closed' : row.status === 'pending' ? 'active' : row.status;
    const [updated] = await tx
      .update(cases)
      .set({ clearanceStatus: input.decision, status, closedAt: status === 'closed' ? (row.closedAt ?? today()) : row.closedAt, updatedAt: new Date() })
      .where(eq(cases.id, caseId))
      .returning();
    if (!updated) throw notFound('Case');
    await appendAudit(tx, caller.actor, {
      action: 'case_updated',
      resourceType: 'case',
      resourceId: caseId,
      resourceName: row.name,
      details: {
        change: 'conflict_clearance_recorded',
        decision: input.decision,
        clearance_id: decision.id,
        check_id: check?.id ?? null,
        blocking_hits: check?.blockingCount ?? 0,
        client_consent: decision.clientConsent,
        approver_id: decision.approverId,
        approver_name: approverName,
        notes: decision.notes,
      },
    });
    if (status !== row.status) {
      await appendAudit(tx, caller.actor, {
        action: 'case_status_changed',
        resourceType: 'case',
        resourceId: caseId,
        resourceName: row.name,
        details: { from: row.status, to: status, reason: `conflict clearance: ${input.decision}` },
      });
    }
    return conflictsOf(tx, caller, { row: updated, level: access.level });
  });
}
