import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { mayManageCustodians, type CreateCustodianRequest, type Custodian, type CustodianListResponse, type UpdateCustodianRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { cases, custodians, documents, type CustodianRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { fieldError, forbidden, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { loadCase, loadCaseAs, type CaseAccess } from '../cases/access.js';
import { requestDedup } from './dedup-work.js';

/**
 * Custodians of a case: the people and sources (a mailbox, a shared drive) its documents were
 * collected from. Names are unique per case whatever their letter case; removing a custodian
 * leaves its documents without one (never deletes them).
 */

const READ_ONLY = 'You have read-only access to this case.';

export function assertMayManage(caller: Caller, access: CaseAccess): void {
  if (!mayManageCustodians(caller.role, access.level)) throw forbidden(READ_ONLY);
}

function present(row: CustodianRow, documentCount: number): Custodian {
  return {
    id: row.id,
    case_id: row.caseId,
    name: row.name,
    kind: row.kind,
    email: row.email,
    notes: row.notes,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    document_count: documentCount,
  };
}

async function documentCount(db: DbOrTx, custodianId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.custodianId, custodianId), isNull(documents.deletedAt)));
  return Number(row?.n ?? 0);
}

export async function listCustodians(deps: AppDeps, caller: Caller, caseId: string): Promise<CustodianListResponse> {
  const access = await loadCase(deps.db, caller, caseId);
  const rows = await deps.db
    // Qualified by hand: inside the subquery an unqualified "id" would be the document's.
    .select({ row: custodians, n: sql<number>`(select count(*) from documents d where d.custodian_id = "custodians"."id" and d.deleted_at is null)` })
    .from(custodians)
    .where(and(eq(custodians.caseId, caseId), eq(custodians.organizationId, caller.organizationId)))
    .orderBy(asc(sql`lower(${custodians.name})`), asc(custodians.id));
  return {
    custodians: rows.map((r) => present(r.row, Number(r.n))),
    can_manage: mayManageCustodians(caller.role, access.level),
    dedup_scope: access.row.dedupScope,
  };
}

/** A custodian of a case the caller reaches; another firm's, or one of a case out of reach, answers 404. */
export async function loadCustodian(db: DbOrTx, caller: Caller, caseId: string, custodianId: string): Promise<{ row: CustodianRow; access: CaseAccess }> {
  const access = await loadCaseAs(db, caller, caseId, 'Custodian');
  const [row] = await db
    .select()
    .from(custodians)
    .where(and(eq(custodians.id, custodianId), eq(custodians.caseId, caseId), eq(custodians.organizationId, caller.organizationId)));
  if (!row) throw notFound('Custodian');
  return { row, access };
}

/** The unique (case, lower(name)) index is the rule; this gives its 400 a field and words first. */
async function assertNameFree(tx: Tx, caseId: string, name: string, except?: string): Promise<void> {
  const conditions = [eq(custodians.caseId, caseId), sql`lower(${custodians.name}) = lower(${name})`];
  if (except) conditions.push(ne(custodians.id, except));
  const [taken] = await tx.select({ id: custodians.id }).from(custodians).where(and(...conditions));
  if (taken) throw fieldError('name', `This case already has a custodian named "${name}"`);
}

async function audit(tx: Tx, caller: Caller, caseRow: { id: string; name: string }, change: string, row: CustodianRow, extra: Record<string, unknown> = {}) {
  await appendAudit(tx, caller.actor, {
    action: 'case_updated',
    resourceType: 'case',
    resourceId: caseRow.id,
    resourceName: caseRow.name,
    details: { change, case_id: caseRow.id, custodian_id: row.id, custodian_name: row.name, kind: row.kind, ...extra },
  });
}

export async function createCustodian(deps: AppDeps, caller: Caller, caseId: string, input: CreateCustodianRequest): Promise<Custodian> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId, { lock: true });
    assertMayManage(caller, access);
    await assertNameFree(tx, caseId, input.name);
    const [row] = await tx
      .insert(custodians)
      .values({ organizationId: caller.organizationId, caseId, name: input.name, kind: input.kind, email: input.email ?? null, notes: input.notes ?? null, createdBy: caller.userId })
      .returning();
    if (!row) throw new Error('custodian insert failed');
    await audit(tx, caller, access.row, 'custodian_created', row);
    return present(row, 0);
  });
}

export async function updateCustodian(deps: AppDeps, caller: Caller, caseId: string, custodianId: string, input: UpdateCustodianRequest): Promise<Custodian> {
  return deps.db.transaction(async (tx) => {
    const { row, access } = await loadCustodian(tx, caller, caseId, custodianId);
    assertMayManage(caller, access);
    await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId)).for('no key update');
    if (input.name !== undefined) await assertNameFree(tx, caseId, input.name, row.id);
    const set: Partial<typeof custodians.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) set.name = input.name;
    if (input.kind !== undefined) set.kind = input.kind;
    if (input.email !== undefined) set.email = input.email;
    if (input.notes !== undefined) set.notes = input.notes;
    const [updated] = await tx.update(custodians).set(set).where(eq(custodians.id, row.id)).returning();
    if (!updated) throw notFound('Custodian');
    const changed = Object.keys(input).filter((k) => input[k as keyof UpdateCustodianRequest] !== undefined);
    await audit(tx, caller, access.row, 'custodian_updated', updated, { fields: changed, ...(updated.name !== row.name ? { previous_name: row.name } : {}) });
    return present(updated, await documentCount(tx, updated.id));
  });
}

/** Its documents keep everything but the custodian (ON DELETE SET NULL); de-duplication is worked out again. */
export async function deleteCustodian(deps: AppDeps, caller: Caller, caseId: string, custodianId: string): Promise<Custodian> {
  const result = await deps.db.transaction(async (tx) => {
    const { row, access } = await loadCustodian(tx, caller, caseId, custodianId);
    assertMayManage(caller, access);
    const n = await documentCount(tx, row.id);
    await tx.delete(custodians).where(eq(custodians.id, row.id));
    await audit(tx, caller, access.row, 'custodian_deleted', row, { documents_left_without_custodian: n });
    return present(row, n);
  });
  if (result.document_count > 0) await requestDedup(deps, caller.organizationId, caseId);
  return result;
}
