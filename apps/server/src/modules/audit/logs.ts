import { count, desc } from 'drizzle-orm';
import type { AuditFilters, AuditQueryResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { auditWhere } from './filters.js';
import { presentAuditRow } from './present.js';

export interface Paging {
  page: number;
  page_size: number;
}

/**
 * One page of the trail the caller may read (their firm's, less rows about cases they cannot see), newest first. "Newest" is the chain sequence: it is the order the
 * rows were committed in, and unlike the timestamp it has no ties.
 */
export async function listAuditLogs(
  db: Db,
  caller: Caller,
  filters: AuditFilters,
  paging: Paging,
): Promise<AuditQueryResult> {
  const where = auditWhere(caller, filters);
  const [total] = await db.select({ n: count() }).from(auditLogs).where(where);
  const totalCount = total?.n ?? 0;
  const offset = (paging.page - 1) * paging.page_size;
  const rows =
    offset < totalCount
      ? await db.select().from(auditLogs).where(where).orderBy(desc(auditLogs.sequence)).limit(paging.page_size).offset(offset)
      : [];
  return {
    logs: rows.map(presentAuditRow),
    total_count: totalCount,
    page: paging.page,
    page_size: paging.page_size,
    has_more: offset + rows.length < totalCount,
  };
}
