import { sql } from 'drizzle-orm';
import { rows as queryRows, type DbOrTx } from '../../db/client.js';
import { epochMs } from '../../db/sql-time.js';
import type { Counted } from '../../platform/policy/case-scope.js';

/*
 * What cost analytics tells a firm-wide read (the dashboard composes it): the AI budgets that
 * crossed a threshold this month and that nobody has acknowledged. Firm-level, not tied to a case.
 */

export interface BudgetCrossing {
  id: string;
  /** The person whose budget it is; null for the firm's own budget. */
  userId: string | null;
  userName: string | null;
  /** The percentage crossed (50, 80, 100 …). */
  threshold: number;
  spentUsd: number;
  limitUsd: number;
  createdAt: Date;
}

/**
 * Per budget, the highest threshold crossed in `period` ('YYYY-MM') and not acknowledged, the
 * highest first (then the newest): how many budgets, and the first `take`.
 */
export async function unacknowledgedBudgetCrossings(db: DbOrTx, organizationId: string, period: string, take: number): Promise<Counted<BudgetCrossing>> {
  const rows = await queryRows<{ id: string; user_id: string | null; user_name: string | null; threshold: number; spent_usd: number; limit_usd: number; created_ms: number; total: number }>(
    db,
    sql`select id, user_id, user_name, threshold, spent_usd, limit_usd, created_ms, (count(*) over ())::int as total from (
          select distinct on (a.budget_id) a.id, a.user_id, u.full_name as user_name, a.threshold, a.spent_usd, a.limit_usd,
            ${epochMs('a.created_at')} as created_ms
          from budget_alerts a left join users u on u.id = a.user_id
          where a.organization_id = ${organizationId} and a.period = ${period} and a.acknowledged_at is null
          order by a.budget_id, a.threshold desc
        ) b
        order by threshold desc, created_ms desc limit ${take}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      userName: r.user_name,
      threshold: r.threshold,
      spentUsd: r.spent_usd,
      limitUsd: r.limit_usd,
      createdAt: new Date(r.created_ms),
    })),
  };
}
