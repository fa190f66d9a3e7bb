import { and, count, eq, isNull } from 'drizzle-orm';
import type { Case, CreateCaseRequest, CreateCaseResponse, UpdateCaseRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { caseMembers, cases, documents, organizations, type CaseRow } from '../../db/schema/index.js';
import { appendAudit, recordAudit } from '../../platform/audit/audit-log.js';
import { AppError, conflict, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayBecomeStatus, checkAtIntake, syncLegacyParties } from '../conflicts/intake.js';
import { assertMayOnCase, loadCase, type CaseAccess } from './access.js';
import { presentCase } from './present.js';

const today = () => new Date().toISOString().slice(0, 10);

async function documentCount(db: DbOrTx, caseId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.caseId, caseId), isNull(documents.deletedAt)));
  return r?.n ?? 0;
}

export async function presentAccess(db: DbOrTx, access: CaseAccess): Promise<Case> {
  return presentCase(access.row, access.level, await documentCount(db, access.row.id));
}

/** Columns a request may set, mapped from the API's snake_case names. */
function columnsFrom(input: UpdateCaseRequest): Partial<typeof cases.$inferInsert> {
  const out: Partial<typeof cases.$inferInsert> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.client_name !== undefined) out.clientName = input.client_name;
  if (input.docket_number !== undefined) out.docketNumber = input.docket_number || null;
  if (input.case_type !== undefined) out.caseType = input.case_type;
  if (input.status !== undefined) out.status = input.status;
  if (input.priority !== undefined) out.priority = input.priority;
  if (input.attorney_name !== undefined) out.attorneyName = input.attorney_name || null;
  if (input.opposing_party !== undefined) out.opposingParty = input.opposing_party || null;
  if (input.opposing_counsel !== undefined) out.opposingCounsel = input.opposing_counsel || null;
  if (input.court !== undefined) out.court = input.court || null;
  if (input.judge !== undefined) out.judge = input.judge || null;
  if (input.jurisdiction !== undefined) out.jurisdiction = input.jurisdiction || null;
  if (input.description !== undefined) out.description = input.description || null;
  if (input.tags !== undefined) out.tags = [...new Set(input.tags)];
  if (input.parties !== undefined) out.parties = input.parties;
  if (input.opened_at !== undefined) out.openedAt = input.opened_at ?? null;
  if (input.closed_at !== undefined) out.closedAt = input.closed_at ?? null;
  return out;
}

/**
 * Opens a matter. Its parties (client, opposing party and counsel, the parties list) are checked
 * against every matter of the firm in the same transaction: no conflict, and the system records
 * the clearance; a conflict, and the matter is 'pending' with the hits in the answer.
 */
export async function createCase(deps: AppDeps, caller: Caller, input: CreateCaseRequest): Promise<CreateCaseResponse> {
  return deps.db.transaction(async (tx) => {
    // The firm row lock makes the case-limit check and the insert one step.
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, caller.organizationId)).for('no key update');
    if (!org) throw notFound('Organization');
    const [open] = await tx
      .select({ n: count() })
      .from(cases)
      .where(and(eq(cases.organizationId, org.id), isNull(cases.archivedAt)));
    if ((open?.n ?? 0) >= org.maxCases) {
      throw conflict(`${org.name} has reached its limit of ${org.maxCases} open cases. Archive a closed matter first.`, 'max_cases_reached');
    }
    const values = columnsFrom(input);
    const status = input.status ?? 'active';
    const [row] = await tx
      .insert(cases)
      .values({
        ...values,
        name: input.name,
        clientName: input.client_name,
        caseType: input.case_type,
        organizationId: org.id,
        status,
        openedAt: values.openedAt ?? today(),
        closedAt: values.closedAt ?? (status === 'closed' ? today() : null),
        createdBy: caller.userId,
      })
      .returning();
    if (!row) throw new Error('case insert failed');
    // The creator works on the matter: it shows in "my cases" and they keep managing its team.
    await tx.insert(caseMembers).values({ organizationId: org.id, caseId: row.id, userId: caller.userId, accessLevel: 'manage', grantedBy: caller.userId });
    await syncLegacyParties(tx, row, caller.userId);
    const intake = await checkAtIntake(tx, caller, row);
    await appendAudit(tx, caller.actor, {
      action: 'case_created',
      resourceType: 'case',
      resourceId: row.id,
      resourceName: row.name,
      details: { client_name: row.clientName, case_type: row.caseType, status: intake.status, priority: row.priority, conflict_check: intake.audit },
    });
    return { ...presentCase({ ...row, status: intake.status, clearanceStatus: intake.clearance }, 'manage', 0), conflict_check: intake.check };
  });
}

/** Reading a matter is itself audited (case_viewed): privileged material was looked at. */
export async function viewCase(deps: AppDeps, caller: Caller, caseId: string): Promise<Case> {
  const access = await loadCase(deps.db, caller, caseId);
  const presented = await presentAccess(deps.db, access);
  await recordAudit(deps.db, caller.actor, { action: 'case_viewed', resourceType: 'case', resourceId: caseId, resourceName: access.row.name });
  return presented;
}

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Changes = Record<string, { from: unknown; to: unknown }>;

function diff(before: CaseRow, after: Partial<typeof cases.$inferInsert>): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key as keyof CaseRow];
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) changes[key] = { from: old ?? null, to: value ?? null };
  }
  return changes;
}

export async function updateCase(deps: AppDeps, caller: Caller, caseId: string, input: UpdateCaseRequest): Promise<Case> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId, { lock: true });
    assertMayOnCase(caller, access, 'editCase');
    const before = access.row;
    const next = columnsFrom(input);
    if (next.status && next.status !== before.status) {
      assertMayBecomeStatus(before, next.status);
      if (next.status === 'closed' && !before.closedAt && next.closedAt === undefined) next.closedAt = today();
      // Re-opening an archived matter brings it back into the working lists.
      if (next.status !== 'closed') next.archivedAt = null;
    }
    const merged = { opened: next.openedAt !== undefined ? next.openedAt : before.openedAt, closed: next.closedAt !== undefined ? next.closedAt : before.closedAt };
    if (merged.opened && merged.closed && merged.opened > merged.closed) {
      throw new AppError(400, 'validation_error', 'The closing date cannot be before the opening date', [
        { field: 'closed_at', message: 'The closing date cannot be before the opening date' },
      ]);
    }
    const changes = diff(before, next);
    if (Object.keys(changes).length === 0) return presentAccess(tx, access);
    const [row] = await tx
      .update(cases)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(cases.id, before.id))
      .returning();
    if (!row) throw notFound('Case');
    // The parties table follows the older fields it was carried over from.
    if (next.clientName !== undefined || next.opposingParty !== undefined || next.opposingCounsel !== undefined || next.parties !== undefined) {
      await syncLegacyParties(tx, row, caller.userId);
    }
    const { status, ...rest } = changes;
    if (status) {
      await appendAudit(tx, caller.actor, {
        action: 'case_status_changed',
        resourceType: 'case',
        resourceId: row.id,
        resourceName: row.name,
        details: { from: status.from, to: status.to },
      });
    }
    // archived_at (and closed_at when not sent) follow from a status change; that row covers them.
    const followsStatus = (k: string) => k === 'archivedAt' || (k === 'closedAt' && input.closed_at === undefined);
    const edited = Object.entries(rest).filter(([k]) => !followsStatus(k));
    if (edited.length > 0) {
      await appendAudit(tx, caller.actor, {
        action: 'case_updated',
        resourceType: 'case',
        resourceId: row.id,
        resourceName: row.name,
        details: {
          changed_fields: edited.map(([k]) => snake(k)),
          changes: Object.fromEntries(edited.map(([k, v]) => [snake(k), v])),
        },
      });
    }
    return presentAccess(tx, { row, level: access.level });
  });
}

/**
 * Archive (default): closes the matter and stamps archived_at; everything in it is kept.
 * Hard delete (administrators only): removes the matter, its events, team and documents.
 */
export async function deleteCase(
  deps: AppDeps,
  caller: Caller,
  caseId: string,
  hard: boolean,
): Promise<{ id: string; outcome: 'archived' | 'deleted'; case: Case | null }> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId, { lock: true });
    const row = access.row;
    if (hard) {
      assertMayOnCase(caller, access, 'deleteCasePermanently');
      const docs = await documentCount(tx, row.id);
      await tx.delete(cases).where(eq(cases.id, row.id));
      await appendAudit(tx, caller.actor, {
        action: 'case_deleted',
        resourceType: 'case',
        resourceId: row.id,
        resourceName: row.name,
        details: { permanent: true, client_name: row.clientName, documents_removed: docs },
      });
      return { id: row.id, outcome: 'deleted' as const, case: null };
    }
    assertMayOnCase(caller, access, 'archiveCase');
    if (row.archivedAt) return { id: row.id, outcome: 'archived' as const, case: await presentAccess(tx, access) };
    const now = new Date();
    const [updated] = await tx
      .update(cases)
      .set({ status: 'closed', closedAt: row.closedAt ?? today(), archivedAt: now, updatedAt: now })
      .where(eq(cases.id, row.id))
      .returning();
    if (!updated) throw notFound('Case');
    await appendAudit(tx, caller.actor, {
      action: 'case_archived',
      resourceType: 'case',
      resourceId: row.id,
      resourceName: row.name,
      details: { previous_status: row.status },
    });
    return { id: row.id, outcome: 'archived' as const, case: await presentAccess(tx, { row: updated, level: access.level }) };
  });
}
