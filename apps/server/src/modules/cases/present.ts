import { sql } from 'drizzle-orm';
import type { Case, CaseAccessLevel, CaseEvent } from '@app/contract';
import type { CaseEventRow, CaseRow } from '../../db/schema/index.js';

/** Live documents of the case, counted in the same query as the case row. */
/**
 * Written with explicit aliases: in a select list drizzle renders columns unqualified, so
 * `${documents.caseId} = ${cases.id}` would become `"case_id" = "id"` and compare the subquery's own columns.
 */
export const documentCountSql = sql<number>`(select count(*)::int from "documents" d where d."case_id" = "cases"."id" and d."deleted_at" is null)`;

export function presentCase(row: CaseRow, level: CaseAccessLevel, documentCount: number): Case {
  return {
    id: row.id,
    organization_id: row.organizationId,
    name: row.name,
    client_name: row.clientName,
    docket_number: row.docketNumber,
    case_type: row.caseType,
    status: row.status,
    clearance_status: row.clearanceStatus,
    priority: row.priority,
    attorney_name: row.attorneyName,
    opposing_party: row.opposingParty,
    opposing_counsel: row.opposingCounsel,
    court: row.court,
    judge: row.judge,
    jurisdiction: row.jurisdiction,
    description: row.description,
    tags: row.tags,
    parties: row.parties,
    opened_at: row.openedAt,
    closed_at: row.closedAt,
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    access_level: level,
    document_count: Number(documentCount),
  };
}

export function presentEvent(row: CaseEventRow): CaseEvent {
  return {
    id: row.id,
    case_id: row.caseId,
    event_type: row.eventType,
    title: row.title,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    all_day: row.allDay,
    location: row.location,
    status: row.status,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
