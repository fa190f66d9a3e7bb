import { and, desc, eq } from 'drizzle-orm';
import type { BudgetAlert, BudgetAlertList } from '@app/contract';
import type { Db } from '../../db/client.js';
import { budgetAlerts, users, type BudgetAlertRow } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { notFound } from '../../platform/http/errors.js';

const present = (row: BudgetAlertRow, userName: string | null): BudgetAlert => ({
  id: row.id,
  budget_id: row.budgetId,
  user_id: row.userId,
  user_name: userName,
  period: row.period,
  threshold: row.threshold,
  spent_usd: row.spentUsd,
  limit_usd: row.limitUsd,
  emailed_at: row.emailedAt?.toISOString() ?? null,
  acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** The firm's budget alerts, newest first (one month's when `period` is given). */
export async function listAlerts(db: Db, caller: Caller, period?: string): Promise<BudgetAlertList> {
  const rows = await db
    .select({ alert: budgetAlerts, userName: users.fullName })
    .from(budgetAlerts)
    .leftJoin(users, eq(users.id, budgetAlerts.userId))
    .where(and(eq(budgetAlerts.organizationId, caller.organizationId), period ? eq(budgetAlerts.period, period) : undefined))
    .orderBy(desc(budgetAlerts.createdAt), desc(budgetAlerts.threshold))
    .limit(200);
  return { alerts: rows.map((r) => present(r.alert, r.userName)) };
}

/** Marks an alert seen (it stays in the list); another firm's id is 404. */
export async function acknowledgeAlert(db: Db, caller: Caller, alertId: string): Promise<BudgetAlert> {
  const [row] = await db
    .update(budgetAlerts)
    .set({ acknowledgedAt: new Date() })
    .where(and(eq(budgetAlerts.id, alertId), eq(budgetAlerts.organizationId, caller.organizationId)))
    .returning();
  if (!row) throw notFound('Budget alert');
  const [user] = row.userId ? await db.select({ name: users.fullName }).from(users).where(eq(users.id, row.userId)) : [];
  return present(row, user?.name ?? null);
}
