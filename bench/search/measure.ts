/**
 * Latency sampling: `concurrency` async clients in this process call the same function back to back
 * until the sample target or the time cap is reached; each call is timed on its own.
 */

export interface CellResult {
  /** Samples taken (fewer than asked when the time cap stopped the cell). */
  n: number;
  p50: number;
  p95: number;
  p99: number;
  /** Why the engine could not answer (not built yet, endpoint missing, …). */
  error?: string;
}

export interface SamplingOptions {
  samples: number;
  warmup: number;
  /** Stop starting new calls after this long (slow baselines); in-flight calls still finish. */
  maxSeconds: number;
  /** Never fewer than this many samples, whatever the cap. */
  minSamples: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  // Nearest-rank: the value below which p % of the samples fall.
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0]?.slice(0, 120) ?? 'error';

export async function measureCell(call: () => Promise<unknown>, concurrency: number, options: SamplingOptions): Promise<CellResult> {
  try {
    for (let i = 0; i < options.warmup; i++) await call();
  } catch (err) {
    return { n: 0, p50: Number.NaN, p95: Number.NaN, p99: Number.NaN, error: describe(err) };
  }
  const latencies: number[] = [];
  const deadline = performance.now() + options.maxSeconds * 1000;
  let started = 0;
  let failure: string | undefined;
  const client = async () => {
    while (!failure && started < options.samples && (started < options.minSamples || performance.now() < deadline)) {
      started++;
      const t0 = performance.now();
      try {
        await call();
      } catch (err) {
        failure = describe(err);
        return;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  if (failure) return { n: latencies.length, p50: Number.NaN, p95: Number.NaN, p99: Number.NaN, error: failure };
  latencies.sort((a, b) => a - b);
  return { n: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}
