import { sql } from 'drizzle-orm';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';
import { epochMs, isoDaySql, utcWeekSql } from '../../db/sql-time.js';
import { inCaseScope, type CaseScope, type Counted } from '../../platform/policy/case-scope.js';

/*
 * What the documents module tells a firm-wide read (the dashboard composes these): its documents
 * by status and week of processing, and the ones that failed. Deleted documents are never counted.
 */

export interface DocumentGroup {
  status: string;
  /** The Monday (UTC, 'YYYY-MM-DD') of the week it was processed in, when that is on or after `processedSince`. */
  week: string | null;
  n: number;
}

/**
 * The scope's documents grouped by status and processing week, in one pass (an index-only scan of
 * documents_dashboard_idx): enough for every document tile and the processed-per-week chart.
 */
export function documentGroups(db: DbOrTx, scope: CaseScope, processedSince: Date): Promise<DocumentGroup[]> {
  return queryRows<DocumentGroup>(
    db,
    sql`select status, ${isoDaySql(sql`wk`)} as week, n from (
          select status, case when status = 'processed' and processed_at >= ${processedSince.toISOString()} then ${utcWeekSql('processed_at')} end as wk, count(*)::int as n
          from documents where organization_id = ${scope.organizationId}${inCaseScope(scope, 'case_id')} and deleted_at is null
          group by 1, 2) g`,
  );
}

export interface FailedDocument {
  id: string;
  caseId: string;
  caseName: string;
  filename: string;
  failureReason: string | null;
  failedAt: Date;
  createdAt: Date;
}

/** Documents whose processing failed, the latest failure first: how many, and the first `take`. */
export async function failedDocuments(db: DbOrTx, scope: CaseScope, take: number): Promise<Counted<FailedDocument>> {
  const rows = await queryRows<{ id: string; case_id: string; case_name: string; filename: string; failure_reason: string | null; failed_ms: number; created_ms: number; total: number }>(
    db,
    sql`select d.id, d.case_id, c.name as case_name, d.filename, d.failure_reason,
          ${epochMs('d.updated_at')} as failed_ms, ${epochMs('d.created_at')} as created_ms, (count(*) over ())::int as total
        from documents d join cases c on c.id = d.case_id
        where d.organization_id = ${scope.organizationId}${inCaseScope(scope, 'd.case_id')}
          and d.status = 'failed' and d.deleted_at is null
        order by d.updated_at desc, d.id limit ${take}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      caseId: r.case_id,
      caseName: r.case_name,
      filename: r.filename,
      failureReason: r.failure_reason,
      failedAt: new Date(r.failed_ms),
      createdAt: new Date(r.created_ms),
    })),
  };
}
