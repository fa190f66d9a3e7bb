import type { AiFeature } from '@app/contract';

/** Who a model call is for: every call writes one ai_usage row with these. */
export interface UsageContext {
  organizationId: string;
  userId: string | null;
  caseId: string | null;
  feature: AiFeature;
}

/** A configured language model (OpenAI-compatible or Anthropic). Absent when none is configured. */
export interface TextModel {
  readonly provider: string;
  readonly model: string;
  /** Returns the model's text; records usage; throws on provider errors (callers fall back to local). */
  generate(input: { system: string; prompt: string; maxOutputTokens?: number }, usage: UsageContext): Promise<string>;
}

/** Turns passages into vectors. The offline default needs no model; an adapter calls an endpoint. */
export interface EmbeddingEngine {
  /** Stored with each chunk; changing it re-embeds in the background. E.g. `local-hash-v1`. */
  readonly id: string;
  readonly dimensions: number;
  /** What it is, in words for the UI and API. */
  readonly description: string;
  embed(texts: string[], usage: UsageContext): Promise<number[][]>;
}

export interface AiServices {
  text: TextModel | null;
  embeddings: EmbeddingEngine;
}
