import { doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/*
 * Cost analytics. Usage rows (ai_usage) carry the cost computed when the call was
 * made, so a price changed here never rewrites past costs: these rows only price future calls.
 */

/**
 * A firm's price for one model from `effective_from` on. The newest row at or before a call's time
 * prices it; a model with no row uses the contract's published table. Rows are never updated:
 * a change is a new row, so the history is the table itself.
 */
export const modelPrices = pgTable(
  'model_prices',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    /** US dollars per million tokens (text and embedding models). */
    inputPerMillion: doublePrecision('input_per_million').notNull().default(0),
    outputPerMillion: doublePrecision('output_per_million').notNull().default(0),
    /** US dollars per minute of audio (speech-to-text models); null for token-priced models. */
    perMinute: doublePrecision('per_minute'),
    /** The provider's batch price as a fraction of the interactive one (0.5 = half price); null: no batch pricing. */
    batchDiscount: doublePrecision('batch_discount'),
    effectiveFrom: ts('effective_from').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('model_prices_org_model_idx').on(t.organizationId, t.model, t.effectiveFrom)],
);
export type ModelPriceRow = typeof modelPrices.$inferSelect;

/** A monthly AI budget for the firm (`scope` 'firm') or for one user (`scope` = the user's id). */
export const aiBudgets = pgTable(
  'ai_budgets',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 'firm', or the user id the budget is for (text so one unique index covers both). */
    scope: text('scope').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    monthlyLimitUsd: doublePrecision('monthly_limit_usd').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ai_budgets_org_scope_key').on(t.organizationId, t.scope)],
);
export type AiBudgetRow = typeof aiBudgets.$inferSelect;

/** A budget threshold crossed in one month: the unique key makes each fire (and e-mail) once. */
export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => aiBudgets.id, { onDelete: 'cascade' }),
    /** Null for the firm's budget. */
    userId: uuid('user_id'),
    /** The calendar month, 'YYYY-MM' (UTC). */
    period: text('period').notNull(),
    /** 50, 80 or 100 (percent of the limit). */
    threshold: integer('threshold').notNull(),
    spentUsd: doublePrecision('spent_usd').notNull(),
    limitUsd: doublePrecision('limit_usd').notNull(),
    emailedAt: ts('emailed_at'),
    acknowledgedAt: ts('acknowledged_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('budget_alerts_once_key').on(t.budgetId, t.period, t.threshold), index('budget_alerts_org_idx').on(t.organizationId, t.createdAt)],
);
export type BudgetAlertRow = typeof budgetAlerts.$inferSelect;
