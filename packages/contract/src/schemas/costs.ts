import { z } from 'zod';
import { Timestamp } from './common.js';

/*
 * Cost analytics (/cost-analytics): what the firm's AI calls cost, read from
 * ai_usage (each row priced when the call was made), over a period, grouped and charted over time;
 * monthly budgets for the firm and per user with alerts at 50, 80 and 100 %; the firm's price table
 * with its history (a new price only prices later calls).
 */

export const COST_GROUPINGS = ['user', 'case', 'model', 'feature', 'provider'] as const;
export const CostGrouping = z.enum(COST_GROUPINGS);
export type CostGrouping = z.infer<typeof CostGrouping>;

export const COST_INTERVALS = ['day', 'month'] as const;
export const CostInterval = z.enum(COST_INTERVALS);
export type CostInterval = z.infer<typeof CostInterval>;

/** Percent of a monthly limit at which an alert fires (once each per budget per month). */
export const BUDGET_THRESHOLDS = [50, 80, 100] as const;

/** YYYY-MM-DD (a UTC calendar day). */
const Day = z.iso.date('Use a date like 2026-01-31');

/**
 * A period of whole UTC days, `from` to `to` inclusive; both default to the current month so far.
 * `to` before `from` is a 400 on `to`.
 */
export const CostPeriodQuery = z
  .object({
    from: Day.optional(),
    to: Day.optional(),
    group_by: CostGrouping.default('model'),
    interval: CostInterval.default('day'),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], message: 'The end of the period must not be before its start' });
export type CostPeriodQuery = z.infer<typeof CostPeriodQuery>;

export const CostTotals = z.object({
  calls: z.number().int(),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  audio_seconds: z.number(),
  cost_usd: z.number(),
  /** Calls whose model had no price (counted at 0). */
  unpriced_calls: z.number().int(),
});
export type CostTotals = z.infer<typeof CostTotals>;

/** One bucket of the chart over time: a day (YYYY-MM-DD) or a month (YYYY-MM). */
export const CostSeriesPoint = CostTotals.extend({ period: z.string() });
export type CostSeriesPoint = z.infer<typeof CostSeriesPoint>;

/** One group (a user, a case, a model, a feature or a provider) and what it cost. */
export const CostGroup = CostTotals.extend({
  /** The grouped value: an id for users and cases, else the name; null for calls without one. */
  key: z.string().nullable(),
  label: z.string(),
});
export type CostGroup = z.infer<typeof CostGroup>;

export const CostReport = z.object({
  from: z.string(),
  to: z.string(),
  group_by: CostGrouping,
  interval: CostInterval,
  totals: CostTotals,
  series: z.array(CostSeriesPoint),
  groups: z.array(CostGroup),
  /** The budget this report is measured against this month (the firm's, or the user's), if any. */
  budget: z
    .object({ monthly_limit_usd: z.number(), spent_this_month_usd: z.number(), percent_used: z.number() })
    .nullable(),
});
export type CostReport = z.infer<typeof CostReport>;

export const CostUserParam = z.object({ user_id: z.uuid() });

export const ModelUsage = CostTotals.extend({
  model: z.string(),
  provider: z.string(),
  /** The price that applies to a call made now (the firm's row, or the published one). */
  current_price: z
    .object({ input_per_million: z.number(), output_per_million: z.number(), per_minute: z.number().nullable(), source: z.enum(['firm', 'published']) })
    .nullable(),
});
export type ModelUsage = z.infer<typeof ModelUsage>;
export const ModelUsageResponse = z.object({ from: z.string(), to: z.string(), models: z.array(ModelUsage) });
export type ModelUsageResponse = z.infer<typeof ModelUsageResponse>;

export const BudgetAlert = z.object({
  id: z.uuid(),
  budget_id: z.uuid(),
  /** Null: the firm's budget. */
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  period: z.string(),
  threshold: z.number().int(),
  spent_usd: z.number(),
  limit_usd: z.number(),
  emailed_at: Timestamp.nullable(),
  acknowledged_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type BudgetAlert = z.infer<typeof BudgetAlert>;
export const BudgetAlertList = z.object({ alerts: z.array(BudgetAlert) });
export type BudgetAlertList = z.infer<typeof BudgetAlertList>;
export const BudgetAlertsQuery = z.object({ period: z.string().regex(/^\d{4}-\d{2}$/, 'Use a month like 2026-01').optional() });
export const BudgetAlertIdParam = z.object({ alert_id: z.uuid() });

export const Budget = z.object({
  id: z.uuid(),
  /** 'firm' or 'user'. */
  scope: z.enum(['firm', 'user']),
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  monthly_limit_usd: z.number(),
  spent_this_month_usd: z.number(),
  percent_used: z.number(),
  updated_at: Timestamp,
});
export type Budget = z.infer<typeof Budget>;
export const BudgetList = z.object({ budgets: z.array(Budget) });
export type BudgetList = z.infer<typeof BudgetList>;
/** Sets (creates or replaces) the firm's budget (no user_id) or a user's. */
export const SetBudgetRequest = z.object({
  user_id: z.uuid().nullable().optional(),
  monthly_limit_usd: z.number().min(0, 'A budget cannot be below zero').max(10_000_000),
});
export type SetBudgetRequest = z.infer<typeof SetBudgetRequest>;
export const BudgetIdParam = z.object({ budget_id: z.uuid() });

export const ModelPriceEntry = z.object({
  id: z.uuid().nullable(),
  model: z.string(),
  input_per_million: z.number(),
  output_per_million: z.number(),
  per_minute: z.number().nullable(),
  batch_discount: z.number().nullable(),
  effective_from: Timestamp.nullable(),
  /** 'firm': a row of the firm's table; 'published': the contract's default. */
  source: z.enum(['firm', 'published']),
  /** The row that prices a call made now (false for superseded and future rows). */
  current: z.boolean(),
  /** The model this server is set up to call now (language model, embeddings or speech); only on its current row. */
  in_use: z.boolean(),
  created_by_name: z.string().nullable(),
});
export type ModelPriceEntry = z.infer<typeof ModelPriceEntry>;
export const ModelPriceList = z.object({ prices: z.array(ModelPriceEntry) });
export type ModelPriceList = z.infer<typeof ModelPriceList>;
export const AddModelPriceRequest = z.object({
  model: z.string().trim().min(1, 'Required').max(120),
  input_per_million: z.number().min(0, 'A price cannot be below zero').max(100_000),
  output_per_million: z.number().min(0, 'A price cannot be below zero').max(100_000),
  per_minute: z.number().min(0, 'A price cannot be below zero').max(1_000).nullable().optional(),
  batch_discount: z.number().min(0).max(1).nullable().optional(),
  /** Defaults to now; a past date never changes costs already recorded. */
  effective_from: z.iso.datetime({ offset: true }).optional(),
});
export type AddModelPriceRequest = z.infer<typeof AddModelPriceRequest>;

/** A CSV file's header row (the series of a report); the web and e2e read the same columns. */
export const COST_CSV_COLUMNS = ['period', 'calls', 'input_tokens', 'output_tokens', 'audio_seconds', 'cost_usd'] as const;
