import { Counter, Histogram, type Registry } from 'prom-client';
import { bucketBound, bucketsOf, mergeBuckets, quantileFromBuckets, round } from './quantiles.js';

export type LlmCallKind = 'text' | 'embedding';

export interface LlmCall {
  provider: string;
  model: string;
  kind: LlmCallKind;
  durationMs: number;
  ok: boolean;
  inputTokens?: number;
  outputTokens?: number;
}

/** What platform/ai calls after every model request, answered or failed. */
export interface LlmObserver {
  observe(call: LlmCall): void;
}

export interface LlmModelStats {
  provider: string;
  model: string;
  kind: LlmCallKind;
  calls: number;
  errors: number;
  inputTokens: number;
  outputTokens: number;
  latencyMsAvg: number | null;
  latencyMsP95: number | null;
}

type Key = `${string}\u0000${string}\u0000${string}`;

/** LLM calls, tokens, errors and latency per provider and model, as Prometheus metrics. */
export class LlmStats implements LlmObserver {
  private readonly calls: Counter<'provider' | 'model' | 'kind' | 'outcome'>;
  private readonly tokens: Counter<'provider' | 'model' | 'kind' | 'direction'>;
  private readonly duration: Histogram<'provider' | 'model' | 'kind'>;

  constructor(registry: Registry) {
    this.calls = new Counter({
      name: 'llm_calls_total',
      help: 'Language and embedding model calls by provider, model, kind and outcome (ok or error)',
      labelNames: ['provider', 'model', 'kind', 'outcome'] as const,
      registers: [registry],
    });
    this.tokens = new Counter({
      name: 'llm_tokens_total',
      help: 'Tokens sent (input) and received (output) by provider, model and kind',
      labelNames: ['provider', 'model', 'kind', 'direction'] as const,
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'llm_call_duration_seconds',
      help: 'Model call duration by provider, model and kind',
      labelNames: ['provider', 'model', 'kind'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    });
  }

  observe(call: LlmCall): void {
    const labels = { provider: call.provider, model: call.model, kind: call.kind };
    this.calls.inc({ ...labels, outcome: call.ok ? 'ok' : 'error' });
    this.duration.observe(labels, call.durationMs / 1000);
    if (call.inputTokens) this.tokens.inc({ ...labels, direction: 'input' }, call.inputTokens);
    if (call.outputTokens) this.tokens.inc({ ...labels, direction: 'output' }, call.outputTokens);
  }

  async figures(): Promise<LlmModelStats[]> {
    const rows = new Map<Key, LlmModelStats & { sum: number; count: number; buckets: Map<number, number> }>();
    const row = (l: Partial<Record<string, string | number>>) => {
      const provider = String(l.provider ?? '');
      const model = String(l.model ?? '');
      const kind = l.kind === 'embedding' ? 'embedding' : 'text';
      const key: Key = `${provider}\u0000${model}\u0000${kind}`;
      let r = rows.get(key);
      if (!r) {
        r = { provider, model, kind, calls: 0, errors: 0, inputTokens: 0, outputTokens: 0, latencyMsAvg: null, latencyMsP95: null, sum: 0, count: 0, buckets: new Map() };
        rows.set(key, r);
      }
      return r;
    };
    for (const v of (await this.calls.get()).values) {
      const r = row(v.labels);
      r.calls += v.value;
      if (v.labels.outcome === 'error') r.errors += v.value;
    }
    for (const v of (await this.tokens.get()).values) {
      const r = row(v.labels);
      if (v.labels.direction === 'input') r.inputTokens += v.value;
      else r.outputTokens += v.value;
    }
    for (const v of (await this.duration.get()).values) {
      const r = row(v.labels);
      if (v.metricName?.endsWith('_sum')) r.sum += v.value;
      else if (v.metricName?.endsWith('_count')) r.count += v.value;
      else if (v.metricName?.endsWith('_bucket')) mergeBuckets(r.buckets, bucketBound(v.labels), v.value);
    }
    return [...rows.values()]
      .filter((r) => r.calls > 0)
      .map(({ sum, count, buckets, ...r }) => {
        const p95 = quantileFromBuckets(bucketsOf(buckets), 0.95);
        return { ...r, latencyMsAvg: count > 0 ? round((sum / count) * 1000, 1) : null, latencyMsP95: p95 === null ? null : round(p95 * 1000, 1) };
      })
      .sort((a, b) => b.calls - a.calls || a.model.localeCompare(b.model));
  }
}

/** Times a model call and reports it, answered or failed; the call's own error is rethrown. */
export async function observed<T>(
  observer: LlmObserver | undefined,
  call: Omit<LlmCall, 'durationMs' | 'ok' | 'inputTokens' | 'outputTokens'>,
  run: () => Promise<T>,
  tokensOf: (result: T) => { inputTokens?: number; outputTokens?: number },
): Promise<T> {
  if (!observer) return run();
  const started = performance.now();
  try {
    const result = await run();
    observer.observe({ ...call, durationMs: performance.now() - started, ok: true, ...tokensOf(result) });
    return result;
  } catch (err) {
    observer.observe({ ...call, durationMs: performance.now() - started, ok: false });
    throw err;
  }
}
