import { describe, expect, it } from 'vitest';
import { formatBytes, formatSeconds, histogramQuantile, keyMetrics, parsePrometheus } from './prometheus';

// A trimmed copy of what prom-client serves at /api/v1/metrics.
const TEXT = `# HELP process_resident_memory_bytes Resident memory size in bytes.
# TYPE process_resident_memory_bytes gauge
process_resident_memory_bytes 157286400
# HELP nodejs_heap_size_used_bytes Process heap size used from Node.js in bytes.
# TYPE nodejs_heap_size_used_bytes gauge
nodejs_heap_size_used_bytes 52428800
nodejs_eventloop_lag_p99_seconds 0.012
# TYPE http_requests_total counter
http_requests_total{method="GET",route="/api/v1/auth/me",status="200"} 90
http_requests_total{method="POST",route="/api/v1/audit/logs",status="200"} 6
http_requests_total{method="GET",route="/api/v1/cases/:id",status="500"} 3
http_requests_total{method="GET",route="/api/v1/x",status="503"} 1
# TYPE http_request_duration_seconds histogram
http_request_duration_seconds_bucket{le="0.005",method="GET",route="/a",status="200"} 40
http_request_duration_seconds_bucket{le="0.01",method="GET",route="/a",status="200"} 60
http_request_duration_seconds_bucket{le="0.1",method="GET",route="/a",status="200"} 80
http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/a",status="200"} 80
http_request_duration_seconds_bucket{le="0.005",method="POST",route="/b",status="200"} 0
http_request_duration_seconds_bucket{le="0.01",method="POST",route="/b",status="200"} 0
http_request_duration_seconds_bucket{le="0.1",method="POST",route="/b",status="200"} 10
http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/b",status="200"} 20
http_request_duration_seconds_sum{method="GET",route="/a",status="200"} 0.9
http_request_duration_seconds_count{method="GET",route="/a",status="200"} 80
`;

describe('parsePrometheus', () => {
  it('reads names, labels and values and skips comments', () => {
    const samples = parsePrometheus(TEXT);
    expect(samples.find((s) => s.name === 'process_resident_memory_bytes')?.value).toBe(157286400);
    const errored = samples.find((s) => s.name === 'http_requests_total' && s.labels.status === '500');
    expect(errored?.labels).toEqual({ method: 'GET', route: '/api/v1/cases/:id', status: '500' });
    expect(samples.some((s) => s.name.startsWith('#'))).toBe(false);
  });

  it('understands +Inf, escaped quotes and timestamps', () => {
    const [a, b] = parsePrometheus('x_bucket{le="+Inf"} 4\ny{msg="say \\"hi\\""} 2 1700000000000');
    expect(a?.labels.le).toBe('+Inf');
    expect(b?.labels.msg).toBe('say "hi"');
    expect(b?.value).toBe(2);
  });
});

describe('histogramQuantile', () => {
  const samples = parsePrometheus(TEXT);

  it('sums buckets across label sets and interpolates inside the bucket', () => {
    // 100 observations in total: 40 ≤ 5 ms, 60 ≤ 10 ms, 90 ≤ 100 ms, 100 ≤ +Inf.
    expect(histogramQuantile(samples, 'http_request_duration_seconds', 0.5)).toBeCloseTo(0.0075, 6);
    expect(histogramQuantile(samples, 'http_request_duration_seconds', 0.2)).toBeCloseTo(0.0025, 6);
  });

  it('reports the last finite bound for a quantile in the +Inf bucket', () => {
    expect(histogramQuantile(samples, 'http_request_duration_seconds', 0.99)).toBe(0.1);
  });

  it('is null when nothing was observed', () => {
    expect(histogramQuantile([], 'http_request_duration_seconds', 0.5)).toBeNull();
  });
});

describe('keyMetrics', () => {
  it('extracts requests, 5xx errors, latency and memory', () => {
    const m = keyMetrics(TEXT);
    expect(m.requests).toBe(100);
    expect(m.serverErrors).toBe(4);
    expect(m.p50Seconds).toBeCloseTo(0.0075, 6);
    expect(m.residentMemoryBytes).toBe(157286400);
    expect(m.heapUsedBytes).toBe(52428800);
    expect(m.eventLoopLagP99Seconds).toBe(0.012);
  });

  it('leaves unknown figures empty instead of inventing zeros', () => {
    const m = keyMetrics('');
    expect(m.requests).toBeNull();
    expect(m.p95Seconds).toBeNull();
    expect(m.residentMemoryBytes).toBeNull();
  });
});

describe('formatting', () => {
  it('formats bytes and seconds for people', () => {
    expect(formatBytes(157286400)).toBe('150.0 MB');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(null)).toBe('—');
    expect(formatSeconds(0.0075)).toBe('8 ms');
    expect(formatSeconds(1.5)).toBe('1.50 s');
  });
});
