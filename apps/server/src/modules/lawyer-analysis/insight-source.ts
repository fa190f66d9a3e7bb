import { sql } from 'drizzle-orm';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';
import { epochMs } from '../../db/sql-time.js';
import { inCaseScope, type CaseScope, type Counted } from '../../platform/policy/case-scope.js';

/*
 * What lawyer analysis tells a firm-wide read (the dashboard composes it): the alerts it raised on
 * the scope's cases that nobody has acknowledged.
 */

export interface OpenLawyerAlert {
  id: string;
  caseId: string;
  caseName: string;
  /** As stored: 'critical' | 'high' | 'medium' | 'low'. */
  severity: string;
  title: string;
  detail: string;
  createdAt: Date;
}

const SEVERITY_ORDER = sql.raw(`case a.severity when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`);

/** Unacknowledged alerts, the most severe then the newest first: how many, and the first `take`. */
export async function openLawyerAlerts(db: DbOrTx, scope: CaseScope, take: number): Promise<Counted<OpenLawyerAlert>> {
  const rows = await queryRows<{ id: string; case_id: string; case_name: string; severity: string; title: string; detail: string; created_ms: number; total: number }>(
    db,
    sql`select a.id, a.case_id, c.name as case_name, a.severity, a.title, a.detail, ${epochMs('a.created_at')} as created_ms, (count(*) over ())::int as total
        from lawyer_alerts a join cases c on c.id = a.case_id
        where a.organization_id = ${scope.organizationId}${inCaseScope(scope, 'a.case_id')} and a.acknowledged_at is null
        order by ${SEVERITY_ORDER}, a.created_at desc, a.id limit ${take}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({ id: r.id, caseId: r.case_id, caseName: r.case_name, severity: r.severity, title: r.title, detail: r.detail, createdAt: new Date(r.created_ms) })),
  };
}
