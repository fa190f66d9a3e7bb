import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CaseEvent, CaseEventsQuery, CreateCaseEventRequest, UpdateCaseEventRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { caseEvents, cases } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayOnCase, loadCase } from './access.js';
import { presentEvent } from './present.js';

export async function listEvents(deps: AppDeps, caller: Caller, caseId: string, query: z.infer<typeof CaseEventsQuery>): Promise<CaseEvent[]> {
  await loadCase(deps.db, caller, caseId);
  const conditions: SQL[] = [eq(caseEvents.caseId, caseId)];
  if (query.from) conditions.push(gte(caseEvents.startsAt, new Date(query.from)));
  if (query.to) conditions.push(lte(caseEvents.startsAt, new Date(query.to)));
  if (query.event_type) conditions.push(eq(caseEvents.eventType, query.event_type));
  const rows = await deps.db.select().from(caseEvents).where(and(...conditions)).orderBy(asc(caseEvents.startsAt), asc(caseEvents.id));
  return rows.map(presentEvent);
}

export async function getEvent(deps: AppDeps, caller: Caller, caseId: string, eventId: string): Promise<CaseEvent> {
  await loadCase(deps.db, caller, caseId);
  const [row] = await deps.db.select().from(caseEvents).where(and(eq(caseEvents.id, eventId), eq(caseEvents.caseId, caseId)));
  if (!row) throw notFound('Event');
  return presentEvent(row);
}

/** Changes to the timeline are changes to the case: audited as case_updated with what changed. */
async function auditEvent(tx: Tx, caller: Caller, caseName: string, change: string, event: { id: string; caseId: string; eventType: string; title: string }) {
  await appendAudit(tx, caller.actor, {
    action: 'case_updated',
    resourceType: 'case',
    resourceId: event.caseId,
    resourceName: caseName,
    details: { change, event_id: event.id, event_type: event.eventType, title: event.title },
  });
}

async function touchCase(tx: Tx, caseId: string) {
  await tx.update(cases).set({ updatedAt: new Date() }).where(eq(cases.id, caseId));
}

export async function createEvent(deps: AppDeps, caller: Caller, caseId: string, input: CreateCaseEventRequest): Promise<CaseEvent> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId);
    assertMayOnCase(caller, access, 'editEvents');
    const [row] = await tx
      .insert(caseEvents)
      .values({
        organizationId: caller.organizationId,
        caseId,
        eventType: input.event_type,
        title: input.title,
        description: input.description || null,
        startsAt: new Date(input.starts_at),
        endsAt: input.ends_at ? new Date(input.ends_at) : null,
        allDay: input.all_day ?? false,
        location: input.location || null,
        status: input.status ?? 'scheduled',
        createdBy: caller.userId,
      })
      .returning();
    if (!row) throw new Error('event insert failed');
    await touchCase(tx, caseId);
    await auditEvent(tx, caller, access.row.name, 'event_added', row);
    return presentEvent(row);
  });
}

export async function updateEvent(deps: AppDeps, caller: Caller, caseId: string, eventId: string, input: UpdateCaseEventRequest): Promise<CaseEvent> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId);
    const [existing] = await tx.select().from(caseEvents).where(and(eq(caseEvents.id, eventId), eq(caseEvents.caseId, caseId)));
    if (!existing) throw notFound('Event');
    assertMayOnCase(caller, access, 'editEvents');
    const set: Partial<typeof caseEvents.$inferInsert> = { updatedAt: new Date() };
    if (input.event_type !== undefined) set.eventType = input.event_type;
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description || null;
    if (input.starts_at !== undefined) set.startsAt = new Date(input.starts_at);
    if (input.ends_at !== undefined) set.endsAt = input.ends_at ? new Date(input.ends_at) : null;
    if (input.all_day !== undefined) set.allDay = input.all_day;
    if (input.location !== undefined) set.location = input.location || null;
    if (input.status !== undefined) set.status = input.status;
    const starts = set.startsAt ?? existing.startsAt;
    const ends = set.endsAt !== undefined ? set.endsAt : existing.endsAt;
    if (ends && ends < starts) {
      throw new AppError(400, 'validation_error', 'An event cannot end before it starts', [{ field: 'ends_at', message: 'An event cannot end before it starts' }]);
    }
    const [row] = await tx.update(caseEvents).set(set).where(eq(caseEvents.id, eventId)).returning();
    if (!row) throw notFound('Event');
    await touchCase(tx, caseId);
    await auditEvent(tx, caller, access.row.name, 'event_updated', row);
    return presentEvent(row);
  });
}

export async function deleteEvent(deps: AppDeps, caller: Caller, caseId: string, eventId: string): Promise<CaseEvent> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId);
    const [existing] = await tx.select().from(caseEvents).where(and(eq(caseEvents.id, eventId), eq(caseEvents.caseId, caseId)));
    if (!existing) throw notFound('Event');
    assertMayOnCase(caller, access, 'editEvents');
    await tx.delete(caseEvents).where(eq(caseEvents.id, eventId));
    await touchCase(tx, caseId);
    await auditEvent(tx, caller, access.row.name, 'event_removed', existing);
    return presentEvent(existing);
  });
}
