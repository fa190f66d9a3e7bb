import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { COST_CSV_COLUMNS, type CostGroup, type CostGrouping, type CostPeriodQuery, type CostReport, type CostSeriesPoint, type CostTotals } from '@app/contract';
import type { Db } from '../../db/client.js';
import { aiBudgets, aiUsage, cases, users } from '../../db/schema/index.js';
import { spentInMonth } from '../../platform/ai/usage.js';
import { bucketsOf, resolvePeriod, type Period } from './period.js';

/** Whose calls a report covers: the firm's, or one user's. */
export interface ReportScope {
  organizationId: string;
  userId: string | null;
}

/** Sums rounded once on the server, so the chart and the CSV show the same figures. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

const totalsColumns = {
  calls: sql<number>`count(*)::float8`,
  input_tokens: sql<number>`coalesce(sum(${aiUsage.inputTokens}), 0)::float8`,
  output_tokens: sql<number>`coalesce(sum(${aiUsage.outputTokens}), 0)::float8`,
  audio_seconds: sql<number>`coalesce(sum(${aiUsage.audioSeconds}), 0)::float8`,
  cost_usd: sql<number>`coalesce(sum(${aiUsage.costUsd}), 0)::float8`,
  unpriced_calls: sql<number>`count(*) filter (where not ${aiUsage.priced})::float8`,
};

type RawTotals = { [K in keyof typeof totalsColumns]: number | string };
const totalsOf = (r: RawTotals | undefined): CostTotals => ({
  calls: Number(r?.calls ?? 0),
  input_tokens: Number(r?.input_tokens ?? 0),
  output_tokens: Number(r?.output_tokens ?? 0),
  audio_seconds: round6(Number(r?.audio_seconds ?? 0)),
  cost_usd: round6(Number(r?.cost_usd ?? 0)),
  unpriced_calls: Number(r?.unpriced_calls ?? 0),
});
const zero = (): CostTotals => totalsOf(undefined);

export function usageWhere(scope: ReportScope, period: Pick<Period, 'start' | 'end'>): SQL | undefined {
  return and(
    eq(aiUsage.organizationId, scope.organizationId),
    gte(aiUsage.createdAt, period.start),
    lt(aiUsage.createdAt, period.end),
    scope.userId ? eq(aiUsage.userId, scope.userId) : undefined,
  );
}

const GROUP_COLUMN: Record<CostGrouping, SQL<string | null>> = {
  user: sql<string | null>`${aiUsage.userId}::text`,
  case: sql<string | null>`${aiUsage.caseId}::text`,
  model: sql<string | null>`${aiUsage.model}`,
  feature: sql<string | null>`${aiUsage.feature}`,
  provider: sql<string | null>`${aiUsage.provider}`,
};

async function seriesOf(db: Db, scope: ReportScope, period: Period): Promise<CostSeriesPoint[]> {
  const format = period.interval === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const bucket = sql<string>`to_char(${aiUsage.createdAt} at time zone 'UTC', ${sql.raw(`'${format}'`)})`;
  const rows = await db
    .select({ period: bucket, ...totalsColumns })
    .from(aiUsage)
    .where(usageWhere(scope, period))
    .groupBy(bucket);
  const byPeriod = new Map(rows.map((r) => [r.period, totalsOf(r)]));
  return bucketsOf(period).map((p) => ({ period: p, ...(byPeriod.get(p) ?? zero()) }));
}

/** Names for ids: users and cases are looked up in the firm (rows outlive them: "Deleted user"). */
async function labelsFor(db: Db, organizationId: string, groupBy: CostGrouping, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0 || (groupBy !== 'user' && groupBy !== 'case')) return new Map(keys.map((k) => [k, k]));
  const rows =
    groupBy === 'user'
      ? await db.select({ id: users.id, name: users.fullName }).from(users).where(and(eq(users.organizationId, organizationId), inArray(users.id, keys)))
      : await db.select({ id: cases.id, name: cases.name }).from(cases).where(and(eq(cases.organizationId, organizationId), inArray(cases.id, keys)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const NO_KEY_LABEL: Record<CostGrouping, string> = {
  user: 'No user (system work)',
  case: 'No case',
  model: 'Unknown model',
  feature: 'Unknown feature',
  provider: 'Unknown provider',
};

async function groupsOf(db: Db, scope: ReportScope, period: Period, groupBy: CostGrouping): Promise<CostGroup[]> {
  const key = GROUP_COLUMN[groupBy];
  const rows = await db
    .select({ key, ...totalsColumns })
    .from(aiUsage)
    .where(usageWhere(scope, period))
    .groupBy(key)
    .orderBy(sql`coalesce(sum(${aiUsage.costUsd}), 0) desc`, key);
  const ids = rows.map((r) => r.key).filter((k): k is string => k !== null);
  const labels = await labelsFor(db, scope.organizationId, groupBy, ids);
  const missing = groupBy === 'user' ? 'Deleted user' : 'Deleted case';
  return rows.map((r) => ({ key: r.key, label: r.key === null ? NO_KEY_LABEL[groupBy] : labels.get(r.key) ?? missing, ...totalsOf(r) }));
}

async function budgetOf(db: Db, scope: ReportScope): Promise<CostReport['budget']> {
  const [budget] = await db
    .select()
    .from(aiBudgets)
    .where(and(eq(aiBudgets.organizationId, scope.organizationId), eq(aiBudgets.scope, scope.userId ?? 'firm')));
  if (!budget) return null;
  const spent = round6(await spentInMonth(db, budget, new Date()));
  return { monthly_limit_usd: budget.monthlyLimitUsd, spent_this_month_usd: spent, percent_used: percentOf(spent, budget.monthlyLimitUsd) };
}

export const percentOf = (spent: number, limit: number) => (limit > 0 ? Math.round((spent / limit) * 1000) / 10 : spent > 0 ? 100 : 0);

/** A period's totals, its chart over time and its groups, for the firm or one user. */
export async function costReport(db: Db, scope: ReportScope, query: CostPeriodQuery): Promise<CostReport> {
  const period = resolvePeriod(query);
  const [totals] = await db.select(totalsColumns).from(aiUsage).where(usageWhere(scope, period));
  return {
    from: period.from,
    to: period.to,
    group_by: query.group_by,
    interval: period.interval,
    totals: totalsOf(totals),
    series: await seriesOf(db, scope, period),
    groups: await groupsOf(db, scope, period, query.group_by),
    budget: await budgetOf(db, scope),
  };
}

/** Only dates and numbers go in: no cell needs quoting or the formula guard of the audit export. */
const csvLine = (cells: readonly (string | number)[]) => `${cells.join(',')}\r\n`;

/** The report's chart as CSV: one row per day or month, the columns of COST_CSV_COLUMNS. */
export function reportCsv(report: CostReport): string {
  return [csvLine(COST_CSV_COLUMNS), ...report.series.map((p) => csvLine(COST_CSV_COLUMNS.map((c) => p[c])))].join('');
}

export const reportFileName = (report: CostReport, who: string) => `ai-costs-${who}-${report.from}-to-${report.to}.csv`;
