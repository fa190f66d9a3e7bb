import { asc, eq, inArray } from 'drizzle-orm';
import type { DiscoveryRequest, DiscoveryRequestItem } from '@app/contract';
import type { DbOrTx } from '../../../db/client.js';
import { discoveryRequestItems, users, type DiscoveryRequestItemRow, type DiscoveryRequestRow } from '../../../db/schema/index.js';
import { EMPTY_PROGRESS, progressOf } from './progress.js';

export interface RequestContext {
  caseName: string;
  canEdit: boolean;
}

const presentItem = (row: DiscoveryRequestItemRow): DiscoveryRequestItem => ({
  id: row.id,
  number: row.number,
  text: row.text,
  response: row.response,
  objections: row.objections,
  response_status: row.responseStatus,
});

/**
 * Requests as the caller sees them, with their items, progress and creator, in three queries
 * whatever the number of requests. `created_by` is the creator's name (what the screen shows; a
 * viewer may not list the team).
 */
export async function presentRequests(db: DbOrTx, found: readonly { row: DiscoveryRequestRow; ctx: RequestContext }[]): Promise<DiscoveryRequest[]> {
  const ids = found.map((f) => f.row.id);
  if (ids.length === 0) return [];
  const items = await db.select().from(discoveryRequestItems).where(inArray(discoveryRequestItems.requestId, ids)).orderBy(asc(discoveryRequestItems.number));
  const byRequest = new Map<string, DiscoveryRequestItem[]>();
  for (const item of items) byRequest.set(item.requestId, [...(byRequest.get(item.requestId) ?? []), presentItem(item)]);
  const progress = await progressOf(db, ids);
  const creatorIds = [...new Set(found.map((f) => f.row.createdBy).filter((v): v is string => v !== null))];
  const creators = creatorIds.length ? await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, creatorIds)) : [];
  const names = new Map(creators.map((c) => [c.id, c.name]));
  return found.map(({ row, ctx }) => {
    const list = byRequest.get(row.id) ?? [];
    return {
      id: row.id,
      case_id: row.caseId,
      case_name: ctx.caseName,
      direction: row.direction,
      request_type: row.requestType,
      title: row.title,
      set_number: row.setNumber,
      propounding_party: row.propoundingParty,
      responding_party: row.respondingParty,
      served_date: row.servedDate,
      service_method: row.serviceMethod,
      response_days: row.responseDays,
      due_date: row.dueDate,
      deadline_event_id: row.deadlineEventId,
      status: row.status,
      notes: row.notes,
      items: list,
      item_count: list.length,
      progress: progress.get(row.id) ?? EMPTY_PROGRESS,
      created_by: row.createdBy ? (names.get(row.createdBy) ?? null) : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      can_edit: ctx.canEdit,
    };
  });
}

export async function presentRequest(db: DbOrTx, row: DiscoveryRequestRow, ctx: RequestContext): Promise<DiscoveryRequest> {
  const [one] = await presentRequests(db, [{ row, ctx }]);
  if (!one) throw new Error('request vanished while presenting it');
  return one;
}

export const itemsOf = (db: DbOrTx, requestId: string) =>
  db.select().from(discoveryRequestItems).where(eq(discoveryRequestItems.requestId, requestId)).orderBy(asc(discoveryRequestItems.number));
