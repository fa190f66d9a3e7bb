import type { LlmResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { FigureScope } from './scope.js';

/**
 * The configured engines and what their calls cost in time, tokens and errors. The calls are the
 * whole server's (the process counts them without a firm), so a firm's scope lists the engines
 * its documents go to and no calls; its own model use is on /costs.
 */
export async function llmFigures(deps: AppDeps, scope: FigureScope): Promise<LlmResponse> {
  const figures = scope.kind === 'server' ? await deps.metrics.llm.figures() : [];
  const models = figures.map((m) => ({
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
