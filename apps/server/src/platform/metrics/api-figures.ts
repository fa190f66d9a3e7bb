import type { Histogram } from 'prom-client';
import { bucketBound, bucketsOf, mergeBuckets, quantileFromBuckets, round } from './quantiles.js';

export interface RouteStats {
  method: string;
  route: string;
  requests: number;
  p50_seconds: number | null;
  p95_seconds: number | null;
  p99_seconds: number | null;
  mean_seconds: number | null;
  client_errors: number;
  server_errors: number;
  error_rate: number;
}

interface Acc {
  count: number;
  sum: number;
  clientErrors: number;
  serverErrors: number;
  buckets: Map<number, number>;
}

const empty = (): Acc => ({ count: 0, sum: 0, clientErrors: 0, serverErrors: 0, buckets: new Map() });

function figures(acc: Acc): Omit<RouteStats, 'method' | 'route'> {
  const b = bucketsOf(acc.buckets);
  return {
    requests: acc.count,
    p50_seconds: round(quantileFromBuckets(b, 0.5)),
    p95_seconds: round(quantileFromBuckets(b, 0.95)),
    p99_seconds: round(quantileFromBuckets(b, 0.99)),
    mean_seconds: acc.count > 0 ? round(acc.sum / acc.count) : null,
    client_errors: acc.clientErrors,
    server_errors: acc.serverErrors,
    error_rate: acc.count > 0 ? Number((acc.serverErrors / acc.count).toFixed(4)) : 0,
  };
}

/**
 * Latency percentiles and error counts per route, from the request-duration histogram (labelled
 * method, route pattern and status): the statuses of a route are merged into one histogram. With
 * `organizationId`, from the by-firm histogram (also labelled `organization`), that firm's only.
 */
export async function routeFigures(
  duration: Histogram<'method' | 'route' | 'status'> | Histogram<'organization' | 'method' | 'route' | 'status'>,
  organizationId?: string,
): Promise<{ routes: RouteStats[]; totals: Omit<RouteStats, 'method' | 'route'> }> {
  const byRoute = new Map<string, Acc & { method: string; route: string }>();
  const all = empty();
  const values: { labels: Partial<Record<string, string | number>>; value: number; metricName?: string }[] = (await duration.get()).values;
  for (const v of values) {
    if (organizationId !== undefined && v.labels.organization !== organizationId) continue;
    const method = String(v.labels.method ?? '');
    const route = String(v.labels.route ?? '');
    const key = `${method} ${route}`;
    let acc = byRoute.get(key);
    if (!acc) {
      acc = { ...empty(), method, route };
      byRoute.set(key, acc);
    }
    const status = Number(v.labels.status ?? 0);
    if (v.metricName?.endsWith('_count')) {
      acc.count += v.value;
      all.count += v.value;
      if (status >= 500) {
        acc.serverErrors += v.value;
        all.serverErrors += v.value;
      } else if (status >= 400) {
        acc.clientErrors += v.value;
        all.clientErrors += v.value;
      }
    } else if (v.metricName?.endsWith('_sum')) {
      acc.sum += v.value;
      all.sum += v.value;
    } else if (v.metricName?.endsWith('_bucket')) {
      const le = bucketBound(v.labels);
      mergeBuckets(acc.buckets, le, v.value);
      mergeBuckets(all.buckets, le, v.value);
    }
  }
  const routes = [...byRoute.values()]
    .filter((a) => a.count > 0)
    .map((a) => ({ method: a.method, route: a.route, ...figures(a) }))
    .sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
  return { routes, totals: figures(all) };
}
