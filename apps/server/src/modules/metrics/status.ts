import type { MetricsHealth, MetricsSummary } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { routeFigures } from '../../platform/metrics/api-figures.js';
import { queueFigures } from '../../platform/metrics/queue-figures.js';
import { readiness } from '../health/checks.js';
import { documentFigures } from './document-figures.js';
import { processFigures } from './process-figures.js';
import { firmOf, type FigureScope } from './scope.js';
import { errorGroupsFor } from './firm-view.js';

/** Above this share of 5xx answers the system is degraded. */
const DEGRADED_ERROR_RATE = 0.05;
/** A job waiting longer than this means its workers are stuck or too few. */
const DEGRADED_WAIT_SECONDS = 15 * 60;

/**
 * Request figures of the scope: the whole server's, or the firm's own people's. Model calls and
 * the process are server-wide only: a firm's model use and its cost are on /costs.
 */
export const scopedRoutes = (deps: AppDeps, scope: FigureScope) =>
  scope.kind === 'server' ? routeFigures(deps.metrics.duration) : routeFigures(deps.metrics.firmDuration, scope.organizationId);
export const scopedProcess = (deps: AppDeps, scope: FigureScope) => (scope.kind === 'server' ? processFigures(deps) : Promise.resolve(null));
const scopedLlm = (deps: AppDeps, scope: FigureScope) => (scope.kind === 'server' ? deps.metrics.llm.figures() : Promise.resolve([]));
/** Error groups the scope sees: all of them for the operator, the firm's view of them otherwise. */
export const scopedErrorGroups = (deps: AppDeps, scope: FigureScope) =>
  scope.kind === 'server' ? errorGroupsFor(deps.metrics.errors.list(), null) : errorGroupsFor(deps.metrics.errors.list(), scope.organizationId);

export async function summary(deps: AppDeps, scope: FigureScope): Promise<MetricsSummary> {
  const [api, queues, llm, documents, proc, ready] = await Promise.all([
    scopedRoutes(deps, scope),
    queueFigures(deps.database, firmOf(scope)),
    scopedLlm(deps, scope),
    documentFigures(deps, scope.organizationId),
    scopedProcess(deps, scope),
    readiness(deps),
  ]);
  const count = (status: string) => documents.by_status.find((s) => s.status === status)?.count ?? 0;
  const stuck = queues.some((q) => (q.oldest_waiting_seconds ?? 0) > DEGRADED_WAIT_SECONDS);
  const status = ready.failed.length > 0 ? 'down' : api.totals.error_rate > DEGRADED_ERROR_RATE || stuck ? 'degraded' : 'healthy';
  return {
    status,
    scope: scope.kind,
    generated_at: new Date().toISOString(),
    counting_since: deps.metrics.countingSince.toISOString(),
    process: proc,
    requests: api.totals.requests,
    server_errors: api.totals.server_errors,
    error_rate: api.totals.error_rate,
    p95_seconds: api.totals.p95_seconds,
    llm_calls: llm.reduce((n, m) => n + m.calls, 0),
    llm_errors: llm.reduce((n, m) => n + m.errors, 0),
    queue_waiting: queues.reduce((n, q) => n + q.waiting, 0),
    queue_failed: queues.reduce((n, q) => n + q.failed, 0),
    documents_failed: count('failed'),
    documents_in_progress: count('uploaded') + count('queued') + count('processing'),
    error_groups: scopedErrorGroups(deps, scope).length,
  };
}

/** Readiness plus the plain reasons anything is not healthy. */
export async function health(deps: AppDeps, scope: FigureScope): Promise<MetricsHealth> {
  const [ready, api, queues, proc] = await Promise.all([readiness(deps), scopedRoutes(deps, scope), queueFigures(deps.database, firmOf(scope)), scopedProcess(deps, scope)]);
  const reasons: string[] = ready.failed.map((name) => `${name} is not ready (${ready.checks[name as keyof typeof ready.checks].error ?? 'failed'})`);
  if (ready.degraded.includes('malware_scanner')) {
    reasons.push(`the malware scanner is not answering (${ready.checks.malware_scanner.error ?? 'failed'}): uploads wait to be scanned`);
  }
  if (api.totals.error_rate > DEGRADED_ERROR_RATE) reasons.push(`${(api.totals.error_rate * 100).toFixed(1)} % of requests answered with a server error`);
  for (const q of queues) {
    if ((q.oldest_waiting_seconds ?? 0) > DEGRADED_WAIT_SECONDS) reasons.push(`queue ${q.name}: a job has waited ${Math.round((q.oldest_waiting_seconds ?? 0) / 60)} minutes`);
  }
  const status = ready.failed.length > 0 ? 'down' : reasons.length > 0 ? 'degraded' : 'healthy';
  return { status, readiness: ready, reasons, process: proc };
}
