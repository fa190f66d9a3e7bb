import { eq, sql } from 'drizzle-orm';
import type { BatchCostSavings } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { batchJobs } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';

/**
 * What each provider's batch API takes off its interactive price (their published batch pricing:
 * OpenAI's Batch API and Anthropic's Message Batches are both half price). The offline engine
 * costs nothing, so it has nothing to save.
 */
const BATCH_DISCOUNT: Record<string, number> = { 'openai-compatible': 50, anthropic: 50, local: 0 };

const round = (usd: number) => Math.round(usd * 1_000_000) / 1_000_000;

export async function costSavings(deps: AppDeps, caller: Caller): Promise<BatchCostSavings> {
  const [row] = await deps.db
    .select({ cost: sql<number>`coalesce(sum(${batchJobs.interactiveCostUsd}), 0)::float8`, jobs: sql<number>`count(*)::int` })
    .from(batchJobs)
    .where(eq(batchJobs.organizationId, caller.organizationId));
  const interactive = Number(row?.cost ?? 0);
  const text = deps.ai.text;
  if (!text) {
    return {
      engine: 'offline',
      provider: 'local',
      batch_discount_percent: 0,
      interactive_cost_usd: round(interactive),
      batch_price_cost_usd: round(interactive),
      potential_savings_usd: 0,
      realised_savings_usd: 0,
      jobs_counted: Number(row?.jobs ?? 0),
      message: 'Batch tasks run on the offline engine, which makes no paid calls: batching saves nothing (0.00 USD).',
    };
  }
  const discount = BATCH_DISCOUNT[text.provider] ?? 0;
  const batchPrice = interactive * (1 - discount / 100);
  return {
    engine: `${text.provider}:${text.model}`,
    provider: text.provider,
    batch_discount_percent: discount,
    interactive_cost_usd: round(interactive),
    batch_price_cost_usd: round(batchPrice),
    potential_savings_usd: round(interactive - batchPrice),
    realised_savings_usd: 0,
    jobs_counted: Number(row?.jobs ?? 0),
    message:
      discount > 0
        ? `${text.provider} offers batch pricing at ${discount} % off. Batch tasks call the interactive API today, so nothing has been saved yet; at batch prices they would have cost ${round(interactive - batchPrice).toFixed(2)} USD less.`
        : `${text.provider} offers no batch pricing: batching saves nothing (0.00 USD).`,
  };
}
