import type { Redaction, RedactionSet } from '@app/contract';
import type { RedactionRow, RedactionSetRow } from '../../db/schema/index.js';

export interface SetNames {
  createdBy: string | null;
  approvedBy: string | null;
  count: number;
}

export function presentSet(row: RedactionSetRow, names: SetNames): RedactionSet {
  return {
    id: row.id,
    case_id: row.caseId,
    name: row.name,
    purpose: row.purpose,
    status: row.status,
    redaction_count: names.count,
    approved_by: names.approvedBy,
    approved_at: row.approvedAt?.toISOString() ?? null,
    created_by: names.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentRedaction(row: RedactionRow, authorName: string | null): Redaction {
  const box = row.x !== null && row.y !== null && row.width !== null && row.height !== null ? { x: row.x, y: row.y, width: row.width, height: row.height } : null;
  return {
    id: row.id,
    set_id: row.setId,
    document_id: row.documentId,
    page_number: row.pageNumber,
    box,
    start: row.start,
    end: row.end,
    quote: row.quote,
    reason: row.reason,
    source: row.source,
    author_id: row.authorId,
    author_name: authorName,
    created_at: row.createdAt.toISOString(),
  };
}
