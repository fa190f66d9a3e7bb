import { and, asc, desc, eq } from 'drizzle-orm';
import { AUDIO_PRICES_PER_MINUTE, MODEL_PRICES, type AddModelPriceRequest, type ModelPriceEntry, type ModelPriceList } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { modelPrices, users } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';

/**
 * The models this server calls now: its language model ('local' when none), its embedding engine
 * and its speech-to-text model. Only these rows say "In use"; every other price is a reference.
 */
export function modelsInUse(deps: Pick<AppDeps, 'config' | 'ai' | 'speech'>): ReadonlySet<string> {
  const embeddings = deps.config.ai.embeddings;
  const models = new Set<string>([deps.ai.text?.model ?? 'local', embeddings.provider === 'local' ? deps.ai.embeddings.id : embeddings.model]);
  const speech = deps.speech.info();
  if (speech.engine !== 'none' && speech.model) models.add(speech.model);
  return models;
}

/**
 * The price table: every firm row (its history, newest first per model; `current` marks the row a
 * call made now would use) and the published price of each model the firm has not priced.
 */
export async function listPrices(db: Db, caller: Caller, inUse: ReadonlySet<string>, now = new Date()): Promise<ModelPriceList> {
  const rows = await db
    .select({ price: modelPrices, createdByName: users.fullName })
    .from(modelPrices)
    .leftJoin(users, eq(users.id, modelPrices.createdBy))
    .where(eq(modelPrices.organizationId, caller.organizationId))
    .orderBy(asc(modelPrices.model), desc(modelPrices.effectiveFrom), desc(modelPrices.createdAt));
  const currentOf = new Map<string, string>();
  for (const { price } of rows) if (price.effectiveFrom <= now && !currentOf.has(price.model)) currentOf.set(price.model, price.id);
  const firm: ModelPriceEntry[] = rows.map(({ price, createdByName }) => ({
    id: price.id,
    model: price.model,
    input_per_million: price.inputPerMillion,
    output_per_million: price.outputPerMillion,
    per_minute: price.perMinute,
    batch_discount: price.batchDiscount,
    effective_from: price.effectiveFrom.toISOString(),
    source: 'firm',
    current: currentOf.get(price.model) === price.id,
    in_use: currentOf.get(price.model) === price.id && inUse.has(price.model),
    created_by_name: createdByName,
  }));
  const models = new Set([...Object.keys(MODEL_PRICES), ...Object.keys(AUDIO_PRICES_PER_MINUTE)]);
  const published: ModelPriceEntry[] = [...models].sort().map((model) => ({
    id: null,
    model,
    input_per_million: MODEL_PRICES[model]?.input_per_million ?? 0,
    output_per_million: MODEL_PRICES[model]?.output_per_million ?? 0,
    per_minute: AUDIO_PRICES_PER_MINUTE[model] ?? null,
    batch_discount: null,
    effective_from: null,
    source: 'published',
    current: !currentOf.has(model),
    in_use: !currentOf.has(model) && inUse.has(model),
    created_by_name: null,
  }));
  return { prices: [...firm, ...published] };
}

/** A new row (never an update): calls already recorded keep the cost they were written with. */
export async function addPrice(deps: AppDeps, caller: Caller, body: AddModelPriceRequest): Promise<ModelPriceEntry> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(modelPrices)
      .values({
        organizationId: caller.organizationId,
        model: body.model,
        inputPerMillion: body.input_per_million,
        outputPerMillion: body.output_per_million,
        perMinute: body.per_minute ?? null,
        batchDiscount: body.batch_discount ?? null,
        effectiveFrom: body.effective_from ? new Date(body.effective_from) : new Date(),
        createdBy: caller.userId,
      })
      .returning();
    if (!row) throw new Error('price insert returned no row');
    await appendAudit(tx, caller.actor, {
      action: 'organization_billing_changed',
      resourceType: 'billing',
      resourceId: row.id,
      resourceName: `Price of ${row.model}`,
      details: { model: row.model, input_per_million: row.inputPerMillion, output_per_million: row.outputPerMillion, per_minute: row.perMinute, effective_from: row.effectiveFrom.toISOString() },
    });
    const [newer] = await tx
      .select({ id: modelPrices.id })
      .from(modelPrices)
      .where(and(eq(modelPrices.organizationId, caller.organizationId), eq(modelPrices.model, row.model)))
      .orderBy(desc(modelPrices.effectiveFrom), desc(modelPrices.createdAt))
      .limit(1);
    return {
      id: row.id,
      model: row.model,
      input_per_million: row.inputPerMillion,
      output_per_million: row.outputPerMillion,
      per_minute: row.perMinute,
      batch_discount: row.batchDiscount,
      effective_from: row.effectiveFrom.toISOString(),
      source: 'firm',
      current: row.effectiveFrom <= new Date() && newer?.id === row.id,
      in_use: row.effectiveFrom <= new Date() && newer?.id === row.id && modelsInUse(deps).has(row.model),
      created_by_name: caller.name,
    };
  });
}
