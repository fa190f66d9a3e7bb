import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  effectiveCaseLevel,
  mayManageDiscovery,
  type CreateDiscoveryRequestRequest,
  type DiscoveryRequest,
  type DiscoveryRequestList,
  type DiscoveryRequestListQuery,
  type UpdateDiscoveryRequestRequest,
} from '@app/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { changedColumns } from '../../../db/changed-columns.js';
import { caseMembers, cases, discoveryRequestItems, discoveryRequests, type DiscoveryRequestRow } from '../../../db/schema/index.js';
import { appendAudit } from '../../../platform/audit/audit-log.js';
import { notFound } from '../../../platform/http/errors.js';
import type { Caller } from '../../../platform/http/caller.js';
import { visibleCasesSql } from '../../../platform/policy/case-policy.js';
import { caseOr404 } from '../../cases/access.js';
import { loadDiscoveryCase, type DiscoveryAction, type DiscoveryCase } from '../access.js';
import { deleteDeadlineEvent, syncDeadlineEvent } from './deadline-event.js';
import { computeResponseDeadline, keepResponseComputation } from './response-deadline.js';
import { itemUnchanged, numberItems, planItems, type NumberedItem } from './items.js';
import { itemsOf, presentRequest, presentRequests } from './present.js';

/*
 * Discovery requests (/discovery/requests): a set of numbered requests served on or by
 * the firm, its response deadline (computed by the contract's rule and kept on the case's
 * calendar), status and per-item responses. Every change is a change of the case: audited as
 * `case_updated` with what changed (as the case timeline and deposition sessions are), in the
 * transaction that makes it.
 */

export interface LoadedRequest {
  row: DiscoveryRequestRow;
  access: DiscoveryCase;
}

/**
 * The request for a caller: another firm's, a deleted one and one on a case the caller cannot see
 * are all 404 "Discovery request not found" (never "Case not found", which would confirm it
 * exists); too low a role or level is 403 with the policy's message.
 */
export async function loadRequestFor(db: DbOrTx, caller: Caller, requestId: string, action: DiscoveryAction, opts: { lock?: boolean } = {}): Promise<LoadedRequest> {
  const query = db
    .select()
    .from(discoveryRequests)
    .where(and(eq(discoveryRequests.id, requestId), eq(discoveryRequests.organizationId, caller.organizationId), isNull(discoveryRequests.deletedAt)));
  const [row] = opts.lock ? await query.for('no key update') : await query;
  if (!row) throw notFound('Discovery request');
  return { row, access: await caseOr404('Discovery request', loadDiscoveryCase(db, caller, row.caseId, action)) };
}

const contextOf = (access: DiscoveryCase) => ({ caseName: access.row.name, canEdit: access.canEdit });

export async function getRequest(deps: AppDeps, caller: Caller, requestId: string): Promise<DiscoveryRequest> {
  const { row, access } = await loadRequestFor(deps.db, caller, requestId, 'readDiscovery');
  return presentRequest(deps.db, row, contextOf(access));
}

/** The requests of the cases the caller can see: open ones first, soonest deadline first. */
export async function listRequests(deps: AppDeps, caller: Caller, query: z.infer<typeof DiscoveryRequestListQuery>): Promise<DiscoveryRequestList> {
  // A case_id the caller cannot reach is a 404, as everywhere else, rather than an empty list.
  if (query.case_id) await loadDiscoveryCase(deps.db, caller, query.case_id, 'readDiscovery');
  const filters: SQL[] = [eq(discoveryRequests.organizationId, caller.organizationId), isNull(discoveryRequests.deletedAt), visibleCasesSql(caller)];
  if (query.case_id) filters.push(eq(discoveryRequests.caseId, query.case_id));
  if (query.status) filters.push(eq(discoveryRequests.status, query.status));
  if (query.direction) filters.push(eq(discoveryRequests.direction, query.direction));
  const where = and(...filters);
  const found = await deps.db
    .select({ row: discoveryRequests, caseName: cases.name, assigned: caseMembers.accessLevel })
    .from(discoveryRequests)
    .innerJoin(cases, eq(cases.id, discoveryRequests.caseId))
    .leftJoin(caseMembers, and(eq(caseMembers.caseId, discoveryRequests.caseId), eq(caseMembers.userId, caller.userId)))
    .where(where)
    .orderBy(sql`${discoveryRequests.status} <> 'open'`, asc(discoveryRequests.dueDate), asc(discoveryRequests.createdAt), asc(discoveryRequests.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [total] = await deps.db.select({ n: count() }).from(discoveryRequests).innerJoin(cases, eq(cases.id, discoveryRequests.caseId)).where(where);
  const requests = await presentRequests(
    deps.db,
    found.map((f) => {
      // The case is visible (the query says so): 'read' is the floor.
      const level = effectiveCaseLevel(caller.role, f.assigned) ?? 'read';
      return { row: f.row, ctx: { caseName: f.caseName, canEdit: mayManageDiscovery(caller.role, level) } };
    }),
  );
  return { requests, total: Number(total?.n ?? 0), page: query.page, page_size: query.page_size };
}

type Change = 'discovery_request_created' | 'discovery_request_updated' | 'discovery_request_deleted';

async function auditRequest(tx: Tx, caller: Caller, row: DiscoveryRequestRow, caseName: string, change: Change, extra: Record<string, unknown> = {}) {
  await appendAudit(tx, caller.actor, {
    action: 'case_updated',
    resourceType: 'case',
    resourceId: row.caseId,
    resourceName: caseName,
    details: {
      change,
      request_id: row.id,
      title: row.title,
      set_number: row.setNumber,
      direction: row.direction,
      status: row.status,
      due_date: row.dueDate,
      deadline_event_id: row.deadlineEventId,
      ...extra,
    },
  });
}

async function touchCase(tx: Tx, caseId: string) {
  await tx.update(cases).set({ updatedAt: new Date() }).where(eq(cases.id, caseId));
}

const itemValues = (requestId: string, item: NumberedItem) => ({
  requestId,
  number: item.number,
  text: item.text,
  response: item.response ?? null,
  objections: item.objections ?? null,
  responseStatus: item.responseStatus ?? 'pending',
});

export async function createRequest(deps: AppDeps, caller: Caller, input: CreateDiscoveryRequestRequest): Promise<DiscoveryRequest> {
  const items = numberItems(input.items);
  return deps.db.transaction(async (tx) => {
    const access = await loadDiscoveryCase(tx, caller, input.case_id, 'manageDiscovery');
    const deadline = await computeResponseDeadline(tx, caller.organizationId, access.row, {
      servedDate: input.served_date,
      responseDays: input.response_days,
      method: input.service_method,
      requestType: input.request_type,
    });
    const [inserted] = await tx
      .insert(discoveryRequests)
      .values({
        organizationId: caller.organizationId,
        caseId: input.case_id,
        direction: input.direction,
        requestType: input.request_type,
        title: input.title,
        setNumber: input.set_number,
        propoundingParty: input.propounding_party || null,
        respondingParty: input.responding_party || null,
        servedDate: input.served_date,
        serviceMethod: input.service_method,
        responseDays: input.response_days,
        dueDate: deadline.dueDate,
        notes: input.notes || null,
        createdBy: caller.userId,
      })
      .returning();
    if (!inserted) throw new Error('discovery request insert failed');
    await tx.insert(discoveryRequestItems).values(items.map((item) => itemValues(inserted.id, item)));
    const eventId = await syncDeadlineEvent(tx, inserted, caller.userId, deadline);
    await keepResponseComputation(tx, eventId, inserted, deadline);
    const [row] = await tx.update(discoveryRequests).set({ deadlineEventId: eventId }).where(eq(discoveryRequests.id, inserted.id)).returning();
    if (!row) throw new Error('discovery request vanished');
    await touchCase(tx, row.caseId);
    await auditRequest(tx, caller, row, access.row.name, 'discovery_request_created', { item_count: items.length });
    return presentRequest(tx, row, contextOf(access));
  });
}

/** Replaces the item list; returns whether anything changed. */
async function replaceItems(tx: Tx, requestId: string, input: NonNullable<UpdateDiscoveryRequestRequest['items']>): Promise<boolean> {
  const next = numberItems(input);
  const existing = await itemsOf(tx, requestId);
  const plan = planItems(existing, next);
  const rowsById = new Map(existing.map((r) => [r.id, r]));
  const updates = plan.update.filter(({ id, item }) => {
    const row = rowsById.get(id);
    return !row || !itemUnchanged(row, item);
  });
  // Removed numbers go first: a new item may not reuse a number still held by an old row.
  if (plan.remove.length) await tx.delete(discoveryRequestItems).where(inArray(discoveryRequestItems.id, plan.remove));
  for (const { id, item } of updates) {
    const set: Partial<typeof discoveryRequestItems.$inferInsert> = { text: item.text, updatedAt: new Date() };
    if (item.response !== undefined) set.response = item.response;
    if (item.objections !== undefined) set.objections = item.objections;
    if (item.responseStatus !== undefined) set.responseStatus = item.responseStatus;
    await tx.update(discoveryRequestItems).set(set).where(eq(discoveryRequestItems.id, id));
  }
  if (plan.insert.length) await tx.insert(discoveryRequestItems).values(plan.insert.map((item) => itemValues(requestId, item)));
  return plan.remove.length + updates.length + plan.insert.length > 0;
}

/** Fields whose change moves or renames the deadline on the calendar. */
const DEADLINE_FIELDS = new Set(['title', 'set_number', 'served_date', 'service_method', 'response_days', 'status', 'responding_party']);

export async function updateRequest(deps: AppDeps, caller: Caller, requestId: string, input: UpdateDiscoveryRequestRequest): Promise<DiscoveryRequest> {
  return deps.db.transaction(async (tx) => {
    const { row: old, access } = await loadRequestFor(tx, caller, requestId, 'manageDiscovery', { lock: true });
    const simple = changedColumns(old, [
      ['title', 'title', input.title],
      ['set_number', 'setNumber', input.set_number],
      ['served_date', 'servedDate', input.served_date],
      ['service_method', 'serviceMethod', input.service_method],
      ['response_days', 'responseDays', input.response_days],
      ['status', 'status', input.status],
    ]);
    const optional = changedColumns(
      old,
      [
        ['propounding_party', 'propoundingParty', input.propounding_party],
        ['responding_party', 'respondingParty', input.responding_party],
        ['notes', 'notes', input.notes],
      ],
      { blankAsNull: true },
    );
    const set: Partial<typeof discoveryRequests.$inferInsert> = { ...simple.set, ...optional.set };
    const changed = [...simple.changed, ...optional.changed];
    // The deadline is counted again when what it counts from changes (a stored date made by the
    // older count stays until then: recounting every request at once could move a date someone
    // already relies on without anyone touching the request).
    const recount = set.servedDate !== undefined || set.responseDays !== undefined || set.serviceMethod !== undefined;
    const deadline = recount
      ? await computeResponseDeadline(tx, caller.organizationId, access.row, {
          servedDate: set.servedDate ?? old.servedDate,
          responseDays: set.responseDays ?? old.responseDays,
          method: set.serviceMethod ?? old.serviceMethod,
          requestType: old.requestType,
        })
      : null;
    if (deadline && deadline.dueDate !== old.dueDate) set.dueDate = deadline.dueDate;
    if (input.items !== undefined && (await replaceItems(tx, requestId, input.items))) changed.push('items');
    if (changed.length === 0) return presentRequest(tx, old, contextOf(access));

    let [row] = await tx
      .update(discoveryRequests)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(discoveryRequests.id, requestId))
      .returning();
    if (!row) throw notFound('Discovery request');
    if (changed.some((f) => DEADLINE_FIELDS.has(f)) || !row.deadlineEventId) {
      const eventId = await syncDeadlineEvent(tx, row, caller.userId, deadline);
      if (deadline) await keepResponseComputation(tx, eventId, row, deadline);
      if (eventId !== row.deadlineEventId) [row] = await tx.update(discoveryRequests).set({ deadlineEventId: eventId }).where(eq(discoveryRequests.id, requestId)).returning();
      if (!row) throw notFound('Discovery request');
    }
    await touchCase(tx, row.caseId);
    await auditRequest(tx, caller, row, access.row.name, 'discovery_request_updated', {
      fields: changed,
      ...(set.dueDate ? { previous_due_date: old.dueDate } : {}),
      ...(set.status ? { previous_status: old.status } : {}),
    });
    return presentRequest(tx, row, contextOf(access));
  });
}

/**
 * Soft delete: the request leaves lists and its deadline leaves the calendar; its coding rows stay
 * (a production made for it still names it) until the case itself goes.
 */
export async function deleteRequest(deps: AppDeps, caller: Caller, requestId: string): Promise<DiscoveryRequest> {
  return deps.db.transaction(async (tx) => {
    const { row: old, access } = await loadRequestFor(tx, caller, requestId, 'manageDiscovery', { lock: true });
    const view = await presentRequest(tx, old, contextOf(access));
    await deleteDeadlineEvent(tx, old);
    const now = new Date();
    const [row] = await tx
      .update(discoveryRequests)
      .set({ deletedAt: now, updatedAt: now, deadlineEventId: null })
      .where(eq(discoveryRequests.id, requestId))
      .returning();
    if (!row) throw notFound('Discovery request');
    await touchCase(tx, row.caseId);
    await auditRequest(tx, caller, row, access.row.name, 'discovery_request_deleted', { deleted_event_id: old.deadlineEventId });
    return { ...view, deadline_event_id: null, updated_at: now.toISOString() };
  });
}
