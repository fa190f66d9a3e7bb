/**
 * Just enough of the Prometheus text exposition format to show a few figures on the system page:
 * total requests, request-latency percentiles (estimated from the histogram buckets, as
 * Prometheus's histogram_quantile does), server errors and process memory.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)(\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

function parseValue(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
}

export function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[3] ?? '').matchAll(LABEL)) {
      if (key !== undefined && value !== undefined) labels[key] = value.replace(/\\"/g, '"').replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
    }
    const value = parseValue(match[4] ?? '');
    if (!Number.isNaN(value)) samples.push({ name: match[1] ?? '', labels, value });
  }
  return samples;
}

const sum = (samples: readonly Sample[]) => samples.reduce((total, s) => total + s.value, 0);

/**
 * The q-quantile (0–1) of a histogram summed over all label sets, interpolating linearly inside
 * the bucket where it falls. Null when nothing was observed.
 */
export function histogramQuantile(samples: readonly Sample[], metric: string, q: number): number | null {
  const byBound = new Map<number, number>();
  for (const s of samples) {
    if (s.name !== `${metric}_bucket` || s.labels.le === undefined) continue;
    const bound = parseValue(s.labels.le);
    byBound.set(bound, (byBound.get(bound) ?? 0) + s.value);
  }
  const buckets = [...byBound.entries()].sort((a, b) => a[0] - b[0]);
  const total = buckets.at(-1)?.[1] ?? 0;
  if (total <= 0) return null;
  const rank = q * total;
  let previousBound = 0;
  let previousCount = 0;
  for (const [bound, count] of buckets) {
    if (count >= rank) {
      // Beyond the last finite bound there is nothing to interpolate to: report that bound.
      if (!Number.isFinite(bound)) return previousBound;
      const inBucket = count - previousCount;
      return inBucket > 0 ? previousBound + ((bound - previousBound) * (rank - previousCount)) / inBucket : bound;
    }
    previousBound = bound;
    previousCount = count;
  }
  return previousBound;
}

export interface KeyMetrics {
  requests: number | null;
  serverErrors: number | null;
  p50Seconds: number | null;
  p95Seconds: number | null;
  p99Seconds: number | null;
  residentMemoryBytes: number | null;
  heapUsedBytes: number | null;
  eventLoopLagP99Seconds: number | null;
}

const first = (samples: readonly Sample[], name: string) => samples.find((s) => s.name === name)?.value ?? null;

export function keyMetrics(text: string): KeyMetrics {
  const samples = parsePrometheus(text);
  const requests = samples.filter((s) => s.name === 'http_requests_total');
  return {
    requests: requests.length ? sum(requests) : null,
    serverErrors: requests.length ? sum(requests.filter((s) => (s.labels.status ?? '').startsWith('5'))) : null,
    p50Seconds: histogramQuantile(samples, 'http_request_duration_seconds', 0.5),
    p95Seconds: histogramQuantile(samples, 'http_request_duration_seconds', 0.95),
    p99Seconds: histogramQuantile(samples, 'http_request_duration_seconds', 0.99),
    residentMemoryBytes: first(samples, 'process_resident_memory_bytes'),
    heapUsedBytes: sum(samples.filter((s) => s.name === 'nodejs_heap_size_used_bytes')) || null,
    eventLoopLagP99Seconds: first(samples, 'nodejs_eventloop_lag_p99_seconds'),
  };
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 1) return `${Math.round(seconds * 1000)} ms`;
  return `${seconds.toFixed(2)} s`;
}
