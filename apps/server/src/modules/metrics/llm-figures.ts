import type { LlmResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';

/** The configured engines and what their calls cost in time, tokens and errors. */
export async function llmFigures(deps: AppDeps): Promise<LlmResponse> {
  const models = (await deps.metrics.llm.figures()).map((m) => ({
    provider: m.provider,
    model: m.model,
    kind: m.kind,
    calls: m.calls,
    errors: m.errors,
    input_tokens: m.inputTokens,
    output_tokens: m.outputTokens,
    latency_ms_avg: m.latencyMsAvg,
    latency_ms_p95: m.latencyMsP95,
  }));
  const sum = (k: 'calls' | 'errors' | 'input_tokens' | 'output_tokens') => models.reduce((n, m) => n + m[k], 0);
  const text = deps.config.ai.text;
  const embeddings = deps.config.ai.embeddings;
  return {
    configured: {
      text: text.provider === 'local' ? 'local (offline rule-based engines, no LLM calls)' : `${text.provider}: ${text.model}`,
      embeddings: embeddings.provider === 'local' ? 'local (offline hashed embeddings, no model calls)' : `${embeddings.provider}: ${embeddings.model}`,
    },
    models,
    totals: { calls: sum('calls'), errors: sum('errors'), input_tokens: sum('input_tokens'), output_tokens: sum('output_tokens') },
  };
}
