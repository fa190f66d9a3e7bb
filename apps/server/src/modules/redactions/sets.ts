import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mayApproveRedactions, mayEditRedactions, redactionSetLocked, type CreateRedactionSetRequest, type RedactionSet, type RedactionSetListResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { productionRedactionSets, productions, redactions, redactionSets, users, type RedactionSetRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { conflict, forbidden, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayOnCase, loadCase, loadCaseAs, type CaseAccess } from '../cases/access.js';
import { presentSet } from './present.js';

/*
 * Redaction sets: a case's redactions for one purpose. A set is drafted (redactions added and
 * removed), then approved by a lawyer; an approved set is locked, so a production burns in exactly
 * what was approved. Reopening it (to change it) is refused while a production burning it in is
 * being made.
 */

const creator = alias(users, 'creator');
const approver = alias(users, 'approver');

/** The sets' rows with their people's names and redaction counts. */
async function withNames(db: DbOrTx, rows: RedactionSetRow[]): Promise<RedactionSet[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db.select({ id: redactions.setId, n: count() }).from(redactions).where(inArray(redactions.setId, ids)).groupBy(redactions.setId);
  const people = await db
    .select({ id: redactionSets.id, createdBy: creator.fullName, approvedBy: approver.fullName })
    .from(redactionSets)
    .leftJoin(creator, eq(creator.id, redactionSets.createdBy))
    .leftJoin(approver, eq(approver.id, redactionSets.approvedBy))
    .where(inArray(redactionSets.id, ids));
  const n = new Map(counts.map((c) => [c.id, Number(c.n)]));
  const names = new Map(people.map((p) => [p.id, p]));
  return rows.map((row) => presentSet(row, { count: n.get(row.id) ?? 0, createdBy: names.get(row.id)?.createdBy ?? null, approvedBy: row.approvedBy ? (names.get(row.id)?.approvedBy ?? null) : null }));
}

export const presentSetRow = async (db: DbOrTx, row: RedactionSetRow): Promise<RedactionSet> => (await withNames(db, [row]))[0]!;

/** The set and the caller's access to its case: another firm's set, or one of a case out of reach, is a 404. */
export async function loadSet(db: DbOrTx, caller: Caller, setId: string, opts: { lock?: boolean } = {}): Promise<{ set: RedactionSetRow; access: CaseAccess }> {
  const query = db
    .select()
    .from(redactionSets)
    .where(and(eq(redactionSets.id, setId), eq(redactionSets.organizationId, caller.organizationId)));
  const [set] = opts.lock ? await query.for('no key update') : await query;
  if (!set) throw notFound('Redaction set');
  const access = await loadCaseAs(db, caller, set.caseId, 'Redaction set');
  assertMayOnCase(caller, access, 'readDiscovery');
  return { set, access };
}

/** A set whose redactions the caller may change now: edit rights on the case and a draft set (locked for the change). */
export async function loadDraftSet(tx: Tx, caller: Caller, setId: string): Promise<{ set: RedactionSetRow; access: CaseAccess }> {
  const loaded = await loadSet(tx, caller, setId, { lock: true });
  assertMayOnCase(caller, loaded.access, 'manageDiscovery');
  const locked = redactionSetLocked(loaded.set.status);
  if (locked) throw conflict(locked, 'redaction_set_approved');
  return loaded;
}

/** A change to a set's redactions is a change to the set: its updated_at moves. */
export const touchSet = (tx: Tx, setId: string) => tx.update(redactionSets).set({ updatedAt: new Date() }).where(eq(redactionSets.id, setId));

export async function listSets(deps: AppDeps, caller: Caller, caseId: string): Promise<RedactionSetListResponse> {
  const access = await loadCase(deps.db, caller, caseId);
  assertMayOnCase(caller, access, 'readDiscovery');
  const rows = await deps.db
    .select()
    .from(redactionSets)
    .where(and(eq(redactionSets.caseId, caseId), eq(redactionSets.organizationId, caller.organizationId)))
    .orderBy(asc(redactionSets.createdAt), asc(redactionSets.id));
  return { sets: await withNames(deps.db, rows), can_edit: mayEditRedactions(caller.role, access.level), can_approve: mayApproveRedactions(caller.role, access.level) };
}

async function auditSet(tx: Tx, caller: Caller, access: CaseAccess, change: string, set: RedactionSetRow, details: Record<string, unknown> = {}) {
  await appendAudit(tx, caller.actor, {
    action: 'case_updated',
    resourceType: 'case',
    resourceId: access.row.id,
    resourceName: access.row.name,
    details: { change, redaction_set_id: set.id, name: set.name, ...details },
  });
}

export async function createSet(deps: AppDeps, caller: Caller, caseId: string, input: CreateRedactionSetRequest): Promise<RedactionSet> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId);
    assertMayOnCase(caller, access, 'manageDiscovery');
    const [row] = await tx
      .insert(redactionSets)
      .values({ organizationId: caller.organizationId, caseId, name: input.name, purpose: input.purpose ?? null, createdBy: caller.userId })
      .returning();
    if (!row) throw new Error('redaction set insert returned no row');
    await auditSet(tx, caller, access, 'redaction_set_created', row, { purpose: row.purpose });
    return presentSetRow(tx, row);
  });
}

export async function approveSet(deps: AppDeps, caller: Caller, setId: string): Promise<RedactionSet> {
  return deps.db.transaction(async (tx) => {
    const { set, access } = await loadSet(tx, caller, setId, { lock: true });
    if (!mayApproveRedactions(caller.role, access.level)) throw forbidden('Approving redactions needs associate access or higher and edit access to the case.');
    if (set.status === 'approved') throw conflict('This redaction set is already approved.', 'redaction_set_approved');
    const now = new Date();
    const [row] = await tx.update(redactionSets).set({ status: 'approved', approvedBy: caller.userId, approvedAt: now, updatedAt: now }).where(eq(redactionSets.id, set.id)).returning();
    const [n] = await tx.select({ n: count() }).from(redactions).where(eq(redactions.setId, set.id));
    await auditSet(tx, caller, access, 'redaction_set_approved', row!, { redaction_count: Number(n?.n ?? 0) });
    return presentSetRow(tx, row!);
  });
}

export async function reopenSet(deps: AppDeps, caller: Caller, setId: string): Promise<RedactionSet> {
  return deps.db.transaction(async (tx) => {
    const { set, access } = await loadSet(tx, caller, setId, { lock: true });
    if (!mayApproveRedactions(caller.role, access.level)) throw forbidden('Reopening redactions needs associate access or higher and edit access to the case.');
    if (set.status !== 'approved') throw conflict('This redaction set is not approved; it can be changed as it is.', 'redaction_set_draft');
    const [busy] = await tx
      .select({ name: productions.name })
      .from(productionRedactionSets)
      .innerJoin(productions, eq(productions.id, productionRedactionSets.productionId))
      .where(and(eq(productionRedactionSets.setId, set.id), inArray(productions.status, ['queued', 'running'])))
      .limit(1);
    if (busy) throw conflict(`The production "${busy.name}" is being made with this set; reopen it once the production has finished.`, 'redaction_set_in_use');
    const [row] = await tx.update(redactionSets).set({ status: 'draft', approvedBy: null, approvedAt: null, updatedAt: new Date() }).where(eq(redactionSets.id, set.id)).returning();
    await auditSet(tx, caller, access, 'redaction_set_reopened', row!);
    return presentSetRow(tx, row!);
  });
}
