import { and, eq } from 'drizzle-orm';
import type { Budget, BudgetList, SetBudgetRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { aiBudgets, users, type AiBudgetRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { spentInMonth, checkBudgets } from '../../platform/ai/usage.js';
import type { Caller } from '../../platform/http/caller.js';
import { notFound } from '../../platform/http/errors.js';
import { percentOf } from './report.js';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

async function presentBudget(db: Db, row: AiBudgetRow, userName: string | null): Promise<Budget> {
  const spent = round6(await spentInMonth(db, row, new Date()));
  return {
    id: row.id,
    scope: row.userId ? 'user' : 'firm',
    user_id: row.userId,
    user_name: userName,
    monthly_limit_usd: row.monthlyLimitUsd,
    spent_this_month_usd: spent,
    percent_used: percentOf(spent, row.monthlyLimitUsd),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The firm's budget first, then users' by name; each with what was spent this month. */
export async function listBudgets(db: Db, caller: Caller): Promise<BudgetList> {
  const rows = await db
    .select({ budget: aiBudgets, userName: users.fullName })
    .from(aiBudgets)
    .leftJoin(users, eq(users.id, aiBudgets.userId))
    .where(eq(aiBudgets.organizationId, caller.organizationId));
  rows.sort((a, b) => (a.budget.userId ? 1 : 0) - (b.budget.userId ? 1 : 0) || (a.userName ?? '').localeCompare(b.userName ?? ''));
  return { budgets: await Promise.all(rows.map((r) => presentBudget(db, r.budget, r.userName))) };
}

/**
 * Sets the firm's budget (no user_id) or a user's (one of the firm's: else 404), replacing any
 * earlier limit. Thresholds already passed this month alert at once (a lowered limit is news).
 */
export async function setBudget(deps: AppDeps, caller: Caller, body: SetBudgetRequest): Promise<Budget> {
  const userId = body.user_id ?? null;
  let userName: string | null = null;
  if (userId) {
    const [user] = await deps.db.select().from(users).where(and(eq(users.id, userId), eq(users.organizationId, caller.organizationId)));
    if (!user) throw notFound('User');
    userName = user.fullName;
  }
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(aiBudgets)
      .values({ organizationId: caller.organizationId, scope: userId ?? 'firm', userId, monthlyLimitUsd: body.monthly_limit_usd, updatedBy: caller.userId })
      .onConflictDoUpdate({
        target: [aiBudgets.organizationId, aiBudgets.scope],
        set: { monthlyLimitUsd: body.monthly_limit_usd, updatedBy: caller.userId, updatedAt: new Date() },
      })
      .returning();
    if (!saved) throw new Error('budget upsert returned no row');
    await appendAudit(tx, caller.actor, {
      action: 'organization_billing_changed',
      resourceType: 'billing',
      resourceId: saved.id,
      resourceName: userName ? `AI budget of ${userName}` : 'Firm AI budget',
      details: { monthly_limit_usd: body.monthly_limit_usd, user_id: userId },
    });
    return saved;
  });
  await checkBudgets(deps.db, caller.organizationId, userId, new Date());
  return presentBudget(deps.db, row, userName);
}

export async function deleteBudget(deps: AppDeps, caller: Caller, budgetId: string): Promise<Budget> {
  const [found] = await deps.db
    .select({ budget: aiBudgets, userName: users.fullName })
    .from(aiBudgets)
    .leftJoin(users, eq(users.id, aiBudgets.userId))
    .where(and(eq(aiBudgets.id, budgetId), eq(aiBudgets.organizationId, caller.organizationId)));
  if (!found) throw notFound('Budget');
  const presented = await presentBudget(deps.db, found.budget, found.userName);
  await deps.db.transaction(async (tx) => {
    await tx.delete(aiBudgets).where(eq(aiBudgets.id, budgetId));
    await appendAudit(tx, caller.actor, {
      action: 'organization_billing_changed',
      resourceType: 'billing',
      resourceId: budgetId,
      resourceName: found.userName ? `AI budget of ${found.userName}` : 'Firm AI budget',
      details: { removed: true },
    });
  });
  return presented;
}
