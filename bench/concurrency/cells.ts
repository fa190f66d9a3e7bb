/**
 * One cell of the concurrency benchmark: an endpoint under N concurrent clients (autocannon, each
 * client sending its next request when the last one is answered), after a short warm-up.
 */
import autocannon, { type Options } from 'autocannon';
import type { DbWork, TracedRequest } from '../../apps/server/src/db/db-trace.js';

export interface Endpoint {
  name: string;
  request(api: string, token: string): Options;
}

export interface Cell {
  endpoint: string;
  clients: number;
  variant: string;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts (autocannon's 10 s) and non-2xx answers. */
  errors: number;
}

export interface CellRun {
  variant: string;
  api: string;
  token: string;
  clients: number;
  seconds: number;
  warmupSeconds: number;
  /** Called between warm-up and measurement (e.g. to drop the warm-up's trace). */
  beforeMeasuring?: () => Promise<unknown>;
}

export async function runCell(endpoint: Endpoint, { variant, api, token, clients, seconds, warmupSeconds, beforeMeasuring }: CellRun): Promise<Cell> {
  const options = endpoint.request(api, token);
  if (warmupSeconds > 0) await autocannon({ ...options, connections: clients, duration: warmupSeconds });
  await beforeMeasuring?.();
  const result = await autocannon({ ...options, connections: clients, duration: seconds });
  return {
    endpoint: endpoint.name,
    clients,
    variant,
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const fmt = (n: number) => n.toFixed(n >= 100 ? 0 : 1);

/**
 * A DB_TRACE tally as one line: per request, statements, mutex admissions, and the p50/p99 of the
 * time waiting for PGlite's mutexes and of the time it executed; then the background's share.
 */
export function traceLine(requests: TracedRequest[], background: DbWork, seconds: number): string {
  if (requests.length === 0) return 'no trace (DB_TRACE off, or not PGlite)';
  const of = (pick: (r: TracedRequest) => number) => requests.map(pick).sort((a, b) => a - b);
  const mean = (pick: (r: TracedRequest) => number) => requests.reduce((sum, r) => sum + pick(r), 0) / requests.length;
  const wait = of((r) => r.waitMs);
  const exec = of((r) => r.execMs);
  const total = of((r) => r.totalMs);
  const firsts = requests.flatMap((r) => (r.sinceAcceptMs === null ? [] : [r.sinceAcceptMs])).sort((a, b) => a - b);
  // The database part is PGlite's (tracePglite); on PostgreSQL only the server-side times are known.
  const database = requests.some((r) => r.admissions > 0)
    ? [
        `${fmt(mean((r) => r.roundTrips))} statements and ${fmt(mean((r) => r.admissions))} admissions each`,
        `waiting p50/p99 ${fmt(quantile(wait, 0.5))}/${fmt(quantile(wait, 0.99))} ms`,
        `executing p50/p99 ${fmt(quantile(exec, 0.5))}/${fmt(quantile(exec, 0.99))} ms`,
      ]
    : [];
  return [
    `${requests.length} requests`,
    ...database,
    `in the server p50/p99 ${fmt(quantile(total, 0.5))}/${fmt(quantile(total, 0.99))} ms`,
    `${firsts.length} first requests of a connection: accept to arrival p50/max ${fmt(quantile(firsts, 0.5))}/${fmt(firsts.at(-1) ?? 0)} ms`,
    ...(database.length > 0 ? [`background: ${background.roundTrips} statements, ${fmt(background.execMs / seconds)} ms/s executing`] : []),
  ].join('; ');
}
