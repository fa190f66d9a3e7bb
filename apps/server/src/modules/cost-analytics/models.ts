import { sql } from 'drizzle-orm';
import type { CostPeriodQuery, ModelUsageResponse } from '@app/contract';
import type { Db } from '../../db/client.js';
import { aiUsage } from '../../db/schema/index.js';
import { priceAt } from '../../platform/ai/usage.js';
import type { Caller } from '../../platform/http/caller.js';
import { resolvePeriod } from './period.js';
import { usageWhere } from './report.js';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Per model and provider over the period, with the price a call made now would pay. */
export async function modelsUsage(db: Db, caller: Caller, query: Pick<CostPeriodQuery, 'from' | 'to'>): Promise<ModelUsageResponse> {
  const period = resolvePeriod({ ...query, interval: 'month' });
  const rows = await db
    .select({
      model: aiUsage.model,
      provider: aiUsage.provider,
      calls: sql<number>`count(*)::float8`,
      input_tokens: sql<number>`coalesce(sum(${aiUsage.inputTokens}), 0)::float8`,
      output_tokens: sql<number>`coalesce(sum(${aiUsage.outputTokens}), 0)::float8`,
      audio_seconds: sql<number>`coalesce(sum(${aiUsage.audioSeconds}), 0)::float8`,
      cost_usd: sql<number>`coalesce(sum(${aiUsage.costUsd}), 0)::float8`,
      unpriced_calls: sql<number>`count(*) filter (where not ${aiUsage.priced})::float8`,
    })
    .from(aiUsage)
    .where(usageWhere({ organizationId: caller.organizationId, userId: null }, period))
    .groupBy(aiUsage.model, aiUsage.provider)
    .orderBy(sql`coalesce(sum(${aiUsage.costUsd}), 0) desc`, aiUsage.model);
  const now = new Date();
  const models = await Promise.all(
    rows.map(async (r) => {
      const price = await priceAt(db, caller.organizationId, r.model, now);
      return {
        model: r.model,
        provider: r.provider,
        calls: Number(r.calls),
        input_tokens: Number(r.input_tokens),
        output_tokens: Number(r.output_tokens),
        audio_seconds: round6(Number(r.audio_seconds)),
        cost_usd: round6(Number(r.cost_usd)),
        unpriced_calls: Number(r.unpriced_calls),
        current_price: price
          ? { input_per_million: price.inputPerMillion, output_per_million: price.outputPerMillion, per_minute: price.perMinute, source: price.source }
          : null,
      };
    }),
  );
  return { from: period.from, to: period.to, models };
}
