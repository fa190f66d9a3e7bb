import { and, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { AUDIO_PRICES_PER_MINUTE, BUDGET_THRESHOLDS, MODEL_PRICES } from '@app/contract';
import type { Db } from '../../db/client.js';
import { aiBudgets, aiUsage, budgetAlerts, modelPrices, users, type AiBudgetRow } from '../../db/schema/index.js';
import type { JobQueue } from '../jobs/queue.js';
import { enqueueMail, linkEmail } from '../mail/enqueue.js';
import type { UsageContext } from './types.js';

export interface ModelCall {
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
}

export type RecordUsage = (usage: UsageContext, call: ModelCall) => Promise<void>;

/** The price that applies to one model at one moment. */
export interface EffectivePrice {
  inputPerMillion: number;
  outputPerMillion: number;
  perMinute: number | null;
  source: 'firm' | 'published';
}

/**
 * The firm's newest model_prices row effective at `at`, else the contract's published price, else
 * null (the call is recorded at 0 and flagged unpriced). Looked up per call, so a price added later
 * never reprices a row already written.
 */
export async function priceAt(db: Db, organizationId: string, model: string, at: Date): Promise<EffectivePrice | null> {
  const [row] = await db
    .select()
    .from(modelPrices)
    .where(and(eq(modelPrices.organizationId, organizationId), eq(modelPrices.model, model), lte(modelPrices.effectiveFrom, at)))
    .orderBy(desc(modelPrices.effectiveFrom), desc(modelPrices.createdAt))
    .limit(1);
  if (row) return { inputPerMillion: row.inputPerMillion, outputPerMillion: row.outputPerMillion, perMinute: row.perMinute, source: 'firm' };
  const published = MODEL_PRICES[model];
  const perMinute = AUDIO_PRICES_PER_MINUTE[model];
  if (!published && perMinute === undefined) return null;
  return { inputPerMillion: published?.input_per_million ?? 0, outputPerMillion: published?.output_per_million ?? 0, perMinute: perMinute ?? null, source: 'published' };
}

/**
 * Where budget alerts are e-mailed from, per database: server.ts registers the job queue at
 * start-up, in every process role. The recorders take only a Db (the speech path's callers pass
 * one), so this keeps their signatures; without a registration the alert row is still written and
 * the e-mail is left undone (emailed_at stays null).
 */
const budgetMail = new WeakMap<Db, { jobs: JobQueue; publicUrl: string }>();
export function registerBudgetMail(db: Db, jobs: JobQueue, publicUrl: string): void {
  budgetMail.set(db, { jobs, publicUrl });
}

/**
 * One ai_usage row per model or embedding call, priced from the firm's table or the contract's.
 * Written on the main connection (not the caller's transaction): a call that happened costs money
 * even if the work around it rolls back. Then the budgets are checked.
 */
export function usageRecorder(db: Db): RecordUsage {
  return async (usage, call) => {
    const inputTokens = Math.max(0, Math.round(call.inputTokens));
    const outputTokens = Math.max(0, Math.round(call.outputTokens));
    const now = new Date();
    const price = await priceAt(db, usage.organizationId, call.model, now);
    const cost = price ? (inputTokens * price.inputPerMillion + outputTokens * price.outputPerMillion) / 1_000_000 : 0;
    await db.insert(aiUsage).values({
      organizationId: usage.organizationId,
      userId: usage.userId,
      caseId: usage.caseId,
      provider: call.provider,
      model: call.model,
      feature: usage.feature,
      inputTokens,
      outputTokens,
      costUsd: cost,
      priced: price !== null,
      createdAt: now,
    });
    if (cost > 0) await checkBudgets(db, usage.organizationId, usage.userId, now);
  };
}

export interface AudioCall {
  /** The engine's provider (`openai-compatible`, `whisper-cpp`). */
  provider: string;
  model: string;
  /** Seconds of audio sent: what hosted engines bill. */
  seconds: number;
  /** On the firm's own machine: free. */
  local: boolean;
}

/**
 * One ai_usage row per transcription call (one window), priced per minute of audio (the firm's
 * table, else the contract's); speech has no tokens, so both token counts are 0 and audio_seconds
 * says how much was sent.
 */
export function audioUsageRecorder(db: Db): (usage: UsageContext, call: AudioCall) => Promise<void> {
  return async (usage, call) => {
    const seconds = Math.max(0, call.seconds);
    const now = new Date();
    const price = call.local ? null : await priceAt(db, usage.organizationId, call.model, now);
    const perMinute = price?.perMinute ?? null;
    const cost = call.local || perMinute === null ? 0 : (seconds / 60) * perMinute;
    await db.insert(aiUsage).values({
      organizationId: usage.organizationId,
      userId: usage.userId,
      caseId: usage.caseId,
      provider: call.provider,
      model: call.model,
      feature: usage.feature,
      inputTokens: 0,
      outputTokens: 0,
      audioSeconds: seconds,
      costUsd: cost,
      priced: call.local || perMinute !== null,
      createdAt: now,
    });
    if (cost > 0) await checkBudgets(db, usage.organizationId, usage.userId, now);
  };
}

/** The UTC calendar month of `at`: its 'YYYY-MM' key and bounds. */
export function monthOf(at: Date): { period: string; start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { period: start.toISOString().slice(0, 7), start, end };
}

/** What a budget's scope spent in a month (the firm's: every call; a user's: theirs). */
export async function spentInMonth(db: Db, budget: Pick<AiBudgetRow, 'organizationId' | 'userId'>, at: Date): Promise<number> {
  const { start, end } = monthOf(at);
  const [row] = await db
    .select({ spent: sql<number>`coalesce(sum(${aiUsage.costUsd}), 0)::float8` })
    .from(aiUsage)
    .where(
      and(
        eq(aiUsage.organizationId, budget.organizationId),
        gte(aiUsage.createdAt, start),
        lt(aiUsage.createdAt, end),
        budget.userId ? eq(aiUsage.userId, budget.userId) : undefined,
      ),
    );
  return Number(row?.spent ?? 0);
}

/**
 * After a priced call: each budget that covers it (the firm's, the caller's) gets one alert per
 * threshold reached this month. The unique key (budget, month, threshold) makes concurrent calls
 * insert it once, and only the call that inserted it sends the e-mail.
 */
export async function checkBudgets(db: Db, organizationId: string, userId: string | null, at: Date): Promise<void> {
  const scopes = userId ? ['firm', userId] : ['firm'];
  const budgets = await db
    .select()
    .from(aiBudgets)
    .where(and(eq(aiBudgets.organizationId, organizationId), inArray(aiBudgets.scope, scopes)));
  const { period } = monthOf(at);
  for (const budget of budgets) {
    const spent = await spentInMonth(db, budget, at);
    const reached = BUDGET_THRESHOLDS.filter((t) => spent > 0 && spent >= (budget.monthlyLimitUsd * t) / 100);
    if (reached.length === 0) continue;
    const inserted = await db
      .insert(budgetAlerts)
      .values(reached.map((threshold) => ({ organizationId, budgetId: budget.id, userId: budget.userId, period, threshold, spentUsd: spent, limitUsd: budget.monthlyLimitUsd })))
      .onConflictDoNothing()
      .returning();
    // Several thresholds crossed by one call: one e-mail naming the highest.
    const highest = inserted.sort((a, b) => b.threshold - a.threshold)[0];
    if (highest) await mailBudgetAlert(db, budget, highest.threshold, spent, period, inserted.map((a) => a.id));
  }
}

async function mailBudgetAlert(db: Db, budget: AiBudgetRow, threshold: number, spent: number, period: string, alertIds: string[]): Promise<void> {
  const route = budgetMail.get(db);
  if (!route) return;
  const recipients = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.organizationId, budget.organizationId),
        eq(users.isActive, true),
        budget.userId ? or(eq(users.role, 'admin'), eq(users.id, budget.userId)) : eq(users.role, 'admin'),
      ),
    );
  const owner = budget.userId ? recipients.find((r) => r.id === budget.userId)?.fullName ?? 'A user' : null;
  const whose = owner ? `${owner}'s AI budget` : "The firm's AI budget";
  const body =
    `${whose} for ${period} has reached ${threshold} %: $${spent.toFixed(2)} spent of $${budget.monthlyLimitUsd.toFixed(2)}. ` +
    'AI features keep working; this is a notice, not a stop.';
  for (const r of recipients) {
    await enqueueMail(route.jobs, budget.organizationId, {
      to: r.email,
      subject: `AI budget ${threshold} % reached (${period})`,
      ...linkEmail({
        greeting: `Hello ${r.fullName},`,
        body,
        linkLabel: 'See AI costs',
        link: `${route.publicUrl}/organization#ai-costs`,
        footer: 'You receive this because you administer the firm or the budget is yours. Each threshold is reported once a month.',
      }),
    });
  }
  await db.update(budgetAlerts).set({ emailedAt: new Date() }).where(inArray(budgetAlerts.id, alertIds));
}
