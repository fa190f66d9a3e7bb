import { Readable } from 'node:stream';
import { and, desc, lte } from 'drizzle-orm';
import type { AuditFilters } from '@app/contract';
import type { Db } from '../../db/client.js';
import { auditLogs, type AuditRow } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { auditWhere } from './filters.js';
import { presentAuditRow } from './present.js';
import { csvLine } from './csv.js';

const PAGE = 500;

export type ExportFormat = 'csv' | 'json';

const CSV_COLUMNS = [
  'id',
  'sequence',
  'timestamp',
  'organization_id',
  'user_id',
  'user_email',
  'user_name',
  'session_id',
  'action',
  'resource_type',
  'resource_id',
  'resource_name',
  'outcome',
  'risk_level',
  'ip_address',
  'user_agent',
  'source',
  'case_id',
  'compliance_tags',
  'retention_date',
  'details',
  'metadata',
] as const;

/**
 * Rows newest first, a page at a time, never past `upToSequence`: the trail is append-only, so
 * that bound makes the export a consistent snapshot however long the download takes, and
 * memory stays flat however long the trail is.
 */
async function* rowsUpTo(db: Db, caller: Caller, filters: AuditFilters, upToSequence: number): AsyncGenerator<AuditRow> {
  let bound = upToSequence;
  for (;;) {
    const page = await db
      .select()
      .from(auditLogs)
      .where(and(auditWhere(caller, filters), lte(auditLogs.sequence, bound)))
      .orderBy(desc(auditLogs.sequence))
      .limit(PAGE);
    yield* page;
    const last = page.at(-1);
    if (page.length < PAGE || !last) return;
    bound = last.sequence - 1;
  }
}

async function* csvChunks(rows: AsyncGenerator<AuditRow>): AsyncGenerator<string> {
  yield csvLine(CSV_COLUMNS);
  for await (const row of rows) {
    const entry = presentAuditRow(row);
    yield csvLine(CSV_COLUMNS.map((c) => (c === 'compliance_tags' ? entry.compliance_tags.join(';') : entry[c])));
  }
}

async function* jsonChunks(rows: AsyncGenerator<AuditRow>, organizationId: string): AsyncGenerator<string> {
  const head = { organization_id: organizationId, exported_at: new Date().toISOString() };
  yield `${JSON.stringify(head).slice(0, -1)},"logs":[`;
  let first = true;
  for await (const row of rows) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(presentAuditRow(row))}`;
    first = false;
  }
  yield '\n]}\n';
}

/** The rows the caller may read (the same walls as the list), every one with its `source`. */
export function exportStream(
  db: Db,
  caller: Caller,
  filters: AuditFilters,
  format: ExportFormat,
  upToSequence: number,
): Readable {
  const rows = rowsUpTo(db, caller, filters, upToSequence);
  return Readable.from(format === 'csv' ? csvChunks(rows) : jsonChunks(rows, caller.organizationId));
}

export const exportContentType = (format: ExportFormat) =>
  format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8';

export const exportFileName = (format: ExportFormat, at: Date) =>
  `audit-log-${at.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.${format}`;
