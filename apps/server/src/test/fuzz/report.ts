import type { Operation } from './openapi.js';
import type { FuzzStats } from './runner.js';

/**
 * Prints to the test's standard output (vitest shows it with the file's results), so the seed and
 * the summary are in the CI log next to a failure.
 */
export function say(line: string): void {
  // eslint-disable-next-line no-console -- the seed and the summary are this gate's output
  console.log(line);
}

export function summary(label: string, seed: number, operations: readonly Operation[], stats: FuzzStats): string {
  const ops = [...stats.perOperation.entries()];
  const covered = ops.filter(([, s]) => s.sent > 0).length;
  const reached2xx = ops.filter(([, s]) => [...s.statuses].some((c) => c >= 200 && c < 300)).length;
  const statuses = [...stats.byStatus.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const uncovered = ops.filter(([, s]) => s.sent === 0).map(([k]) => k);
  const lines = [
    `openapi-fuzz on ${label}, FUZZ_SEED=${seed}`,
    `  requests sent: ${stats.sent} in ${(stats.elapsedMs / 1000).toFixed(1)} s (${Math.round((stats.sent * 1000) / Math.max(1, stats.elapsedMs))}/s)`,
    `  operations covered: ${covered} of ${operations.length} (${reached2xx} also answered 2xx at least once)`,
    `  answers by status: ${statuses}`,
    `  requests per server: ${[...stats.perTarget.entries()].map(([name, n]) => `${name} ${n}`).join(', ')}`,
    `  health checks passed during the run: ${[...stats.healthChecks.entries()].map(([name, n]) => `${name} ${n}`).join(', ')}`,
    `  slowest answer: ${stats.slowest.ms} ms, ${stats.slowest.what}; longest event-loop stall: ${stats.longestStallMs} ms`,
    `  access tokens re-issued after the fuzz ended their session: ${stats.tokenRenewals}`,
    `  failures: ${stats.failureCount}`,
  ];
  if (uncovered.length) lines.push(`  not covered: ${uncovered.join(', ')}`);
  const no2xx = ops.filter(([, s]) => s.sent > 0 && ![...s.statuses].some((c) => c >= 200 && c < 300)).map(([k, s]) => `${k} (${[...s.statuses].sort().join('/')})`);
  if (no2xx.length) lines.push(`  never answered 2xx: ${no2xx.join(', ')}`);
  if (stats.unsendable.length) lines.push(`  refused by the injector (not sent): ${stats.unsendable.join('; ')}`);
  return lines.join('\n');
}
