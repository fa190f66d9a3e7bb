import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';
import type { ResourceType } from '@app/contract';

/*
 * The case an audit row is about, recorded beside the row (audit_logs.case_id) so that reading the
 * trail can apply the case visibility rule (ethical walls). Writers name the case the way they
 * always have — the case as the resource, `details.case_id`, a search's `details.filters.case_id` —
 * or, for a row about a document that does not say, the case the document lives in is looked up in
 * the same transaction. Migration 0023 applies the same derivation to rows written before.
 */

/** What of an audit event names its case (audit-log.ts's AuditEvent has these fields). */
export interface CaseNamingEvent {
  resourceType: ResourceType;
  resourceId?: string | null;
  details?: Record<string, unknown>;
  caseId?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asUuid = (value: unknown): string | null => (typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The case the event itself names, or null (explicit `caseId` first, then its resource and details). */
export function namedCaseId(event: CaseNamingEvent): string | null {
  if (event.caseId !== undefined) return event.caseId;
  if (event.resourceType === 'case') return asUuid(event.resourceId);
  const details = event.details ?? {};
  return asUuid(details.case_id) ?? (isRecord(details.filters) ? asUuid(details.filters.case_id) : null);
}

/** Each event's case: as named, else for a document of the firm the document's case. */
export async function casesOfEvents(tx: Tx, organizationId: string | null, events: readonly CaseNamingEvent[]): Promise<(string | null)[]> {
  const named = events.map(namedCaseId);
  const documentIds = new Set<string>();
  events.forEach((event, i) => {
    const id = event.resourceType === 'document' && named[i] === null ? asUuid(event.resourceId) : null;
    if (id) documentIds.add(id);
  });
  if (documentIds.size === 0 || !organizationId) return named;
  const found = await tx
    .select({ id: documents.id, caseId: documents.caseId })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), inArray(documents.id, [...documentIds])));
  const caseOf = new Map(found.map((d) => [d.id, d.caseId]));
  return events.map((event, i) => named[i] ?? (event.resourceType === 'document' ? (caseOf.get(asUuid(event.resourceId) ?? '') ?? null) : null));
}
