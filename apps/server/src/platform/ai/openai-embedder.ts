import { embedMany, type EmbeddingModel } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { RecordUsage } from './usage.js';
import type { EmbeddingEngine, UsageContext } from './types.js';
import { observed, type LlmObserver } from '../metrics/llm-stats.js';

export interface OpenAiEmbedderConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  dimensions: number | undefined;
}

/** Most OpenAI-compatible servers accept this many inputs per request; larger batches are split. */
const MAX_INPUTS_PER_CALL = 96;

/**
 * Any `/v1/embeddings` endpoint through the `ai` SDK. The id names the model (and the requested
 * size), so switching model re-embeds in the background like switching engine.
 */
export class OpenAiEmbedder implements EmbeddingEngine {
  readonly id: string;
  readonly description: string;
  private readonly embeddingModel: EmbeddingModel;
  private observedDimensions: number | undefined;

  constructor(
    private readonly config: OpenAiEmbedderConfig,
    private readonly record: RecordUsage,
    private readonly observer?: LlmObserver,
  ) {
    this.id = `openai-compatible:${config.model}${config.dimensions ? `:${config.dimensions}` : ''}`;
    this.description = `Model embeddings from ${config.model} at ${new URL(config.baseUrl).host} (OpenAI-compatible /v1/embeddings): finds passages by meaning, including different words.`;
    const provider = createOpenAICompatible({
      name: 'openaiCompatible',
      baseURL: config.baseUrl,
      ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    });
    this.embeddingModel = provider.embeddingModel(config.model);
  }

  /** Known once configured or after the first answer (0 until then). */
  get dimensions(): number {
    return this.config.dimensions ?? this.observedDimensions ?? 0;
  }

  async embed(texts: string[], usage: UsageContext): Promise<number[][]> {
    if (texts.length === 0) return [];
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += MAX_INPUTS_PER_CALL) {
      const batch = texts.slice(i, i + MAX_INPUTS_PER_CALL);
      const result = await observed(
        this.observer,
        { provider: 'openai-compatible', model: this.config.model, kind: 'embedding' },
        () =>
          embedMany({
            model: this.embeddingModel,
            values: batch,
            maxRetries: 2,
            ...(this.config.dimensions ? { providerOptions: { openaiCompatible: { dimensions: this.config.dimensions } } } : {}),
          }),
        (r) => ({ inputTokens: r.usage.tokens }),
      );
      await this.record(usage, { provider: 'openai-compatible', model: this.config.model, inputTokens: result.usage.tokens, outputTokens: 0 });
      for (const e of result.embeddings) out.push(normalise(e));
    }
    this.observedDimensions = out[0]?.length ?? this.observedDimensions;
    return out;
  }
}

/** Cosine search assumes unit vectors; most endpoints return them already, some do not. */
function normalise(v: number[]): number[] {
  const norm = Math.hypot(...v);
  return norm > 0 ? v.map((x) => x / norm) : v;
}
