import { z } from 'zod';
import { Timestamp } from './common.js';
import { TranscriptionEngineInfo } from './transcription.js';

/**
 * AI usage and prices. Every model or embedding call writes one usage row; cost analytics reads them.
 * Prices are US dollars per million tokens, as the providers publish them; the local engine is free.
 */
export const AI_PROVIDERS = ['local', 'openai-compatible', 'anthropic'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
export const AI_FEATURES = ['embedding', 'summary', 'classification', 'analysis', 'search', 'transcription'] as const;
export type AiFeature = (typeof AI_FEATURES)[number];

export interface ModelPrice {
  input_per_million: number;
  output_per_million: number;
}
/** Keyed by model id; a model not listed costs 0 and is flagged `priced: false` in usage. */
export const MODEL_PRICES: Record<string, ModelPrice> = {
  'gpt-4o': { input_per_million: 2.5, output_per_million: 10 },
  'gpt-4o-mini': { input_per_million: 0.15, output_per_million: 0.6 },
  'gpt-4.1': { input_per_million: 2, output_per_million: 8 },
  'gpt-4.1-mini': { input_per_million: 0.4, output_per_million: 1.6 },
  'text-embedding-3-small': { input_per_million: 0.02, output_per_million: 0 },
  'text-embedding-3-large': { input_per_million: 0.13, output_per_million: 0 },
  'claude-3-5-haiku-latest': { input_per_million: 0.8, output_per_million: 4 },
  'claude-sonnet-4-5': { input_per_million: 3, output_per_million: 15 },
  'claude-opus-4-1': { input_per_million: 15, output_per_million: 75 },
  'local-hash-v1': { input_per_million: 0, output_per_million: 0 },
  local: { input_per_million: 0, output_per_million: 0 },
};

export function costUsd(model: string, inputTokens: number, outputTokens: number): { cost: number; priced: boolean } {
  const price = MODEL_PRICES[model];
  if (!price) return { cost: 0, priced: false };
  return { cost: (inputTokens * price.input_per_million + outputTokens * price.output_per_million) / 1_000_000, priced: true };
}

/**
 * Speech-to-text is priced per minute of audio (US dollars), as the providers publish it; usage is
 * priced in apps/server platform/ai/usage.ts (a firm's own table first, whisper.cpp on the firm's machine free).
 */
export const AUDIO_PRICES_PER_MINUTE: Record<string, number> = {
  'whisper-1': 0.006,
  'gpt-4o-transcribe': 0.006,
  'gpt-4o-mini-transcribe': 0.003,
};

export const AiUsageRecord = z.object({
  id: z.uuid(),
  provider: z.string(),
  model: z.string(),
  feature: z.string(),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  cost_usd: z.number(),
  priced: z.boolean(),
  user_id: z.uuid().nullable(),
  case_id: z.uuid().nullable(),
  created_at: Timestamp,
});
export type AiUsageRecord = z.infer<typeof AiUsageRecord>;

/** What the system page and the search screen show about the engines in use. */
export const AiEnginesStatus = z.object({
  text: z.object({ provider: z.string(), model: z.string(), description: z.string() }),
  embeddings: z.object({
    engine: z.string(),
    dimensions: z.number().int(),
    description: z.string(),
    /** pgvector in use, or the exact in-process fallback. */
    vector_index: z.enum(['pgvector', 'exact']),
    pending_chunks: z.number().int(),
    embedded_chunks: z.number().int(),
  }),
  /** The speech-to-text engine: named on the system page with what stops it, if anything. */
  transcription: TranscriptionEngineInfo,
  warnings: z.array(z.string()),
});
export type AiEnginesStatus = z.infer<typeof AiEnginesStatus>;
