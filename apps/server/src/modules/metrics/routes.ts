import {
  ApiMetricsResponse,
  AvailableMetrics,
  DocumentsMetricsResponse,
  LlmResponse,
  MetricDetail,
  MetricNameParam,
  MetricsClearResponse,
  MetricsExportJson,
  MetricsExportQuery,
  MetricsHealth,
  MetricsSummary,
  QueuesResponse,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { queueFigures } from '../../platform/metrics/queue-figures.js';
import { allMetricsJson, availableMetrics, metricDetail } from './catalog.js';
import { documentFigures } from './document-figures.js';
import { engineeringRoutes } from './engineering-routes.js';
import { llmFigures } from './llm-figures.js';
import { assertOnSystem, firmOf, scopeOf } from './scope.js';
import { health, scopedRoutes, summary } from './status.js';

const tags = ['metrics'];
const config = { permission: 'system:view' } as const;

/**
 * System status for administrators. Reads are not audited one by one: the
 * page polls them every 10 s and the trail would fill with views; export and clear are.
 * The server's operator reads the whole server; any other administrator their own firm
 * (scope.ts). The Prometheus registry (available, one metric, export) is every firm's traffic and
 * the clear resets what every firm sees: operator only, 403 for anyone else.
 */
export function routes(app: App, deps: AppDeps): void {
  app.get('/metrics/summary', {
    config,
    schema: { tags, summary: 'Headline figures: status, requests, error rate, p95, LLM calls, queues, documents, error groups', response: { 200: MetricsSummary } },
    handler: (req) => summary(deps, scopeOf(req, deps)),
  });
  app.get('/metrics/health', {
    config,
    schema: { tags, summary: 'Readiness of database, storage and queue, with plain reasons when not healthy', response: { 200: MetricsHealth } },
    handler: (req) => health(deps, scopeOf(req, deps)),
  });
  app.get('/metrics/available', {
    config,
    schema: { tags, summary: 'The names of every metric this server exposes (operator only)', response: { 200: AvailableMetrics } },
    handler: async (req) => {
      await assertOnSystem(req, deps, 'view_server_figures');
      return availableMetrics(deps);
    },
  });
  app.get('/metrics/metric/:metric_name', {
    config,
    schema: { tags, summary: 'One metric with its samples, operator only (404 for an unknown name lists the available ones)', params: MetricNameParam, response: { 200: MetricDetail } },
    handler: async (req) => {
      await assertOnSystem(req, deps, 'view_server_figures');
      return metricDetail(deps, req.params.metric_name);
    },
  });
  app.get('/metrics/queues', {
    config,
    schema: { tags, summary: 'Job queues: waiting, active, failed, completed and the oldest waiting job', response: { 200: QueuesResponse } },
    handler: async (req) => {
      const queues = await queueFigures(deps.database, firmOf(scopeOf(req, deps)));
      const sum = (k: 'waiting' | 'active' | 'failed' | 'completed') => queues.reduce((n, q) => n + q[k], 0);
      return { queues, totals: { waiting: sum('waiting'), active: sum('active'), failed: sum('failed'), completed: sum('completed') } };
    },
  });
  app.get('/metrics/llm', {
    config,
    schema: { tags, summary: 'Language and embedding model calls, tokens, errors and latency per provider and model', response: { 200: LlmResponse } },
    handler: (req) => llmFigures(deps, scopeOf(req, deps)),
  });
  app.get('/metrics/documents', {
    config,
    schema: { tags, summary: "The firm's documents by status, processing rate and failures by reason", response: { 200: DocumentsMetricsResponse } },
    handler: (req) => documentFigures(deps, callerOf(req).organizationId),
  });
  app.get('/metrics/api', {
    config,
    schema: { tags, summary: 'Latency percentiles and error rates per API route', response: { 200: ApiMetricsResponse } },
    handler: (req) => scopedRoutes(deps, scopeOf(req, deps)),
  });
  app.get('/metrics/export', {
    config,
    schema: {
      tags,
      summary: 'Every metric as Prometheus text (format=prometheus, the default) or JSON (format=json), operator only (audited)',
      querystring: MetricsExportQuery,
      // The Prometheus text is sent as a string with its own content type; only JSON is serialised.
      response: { 200: MetricsExportJson },
    },
    handler: async (req, reply) => {
      await assertOnSystem(req, deps, 'export_metrics');
      const caller = callerOf(req);
      const format = req.query.format;
      await recordAudit(deps.db, caller.actor, {
        action: 'data_export',
        resourceType: 'system',
        resourceName: 'metrics',
        details: { format },
      });
      if (format === 'json') return { generated_at: new Date().toISOString(), metrics: await allMetricsJson(deps) };
      const text = await deps.metrics.registry.metrics();
      return reply.header('content-type', deps.metrics.registry.contentType).header('cache-control', 'no-store').send(text as never);
    },
  });
  app.post('/metrics/clear', {
    config,
    schema: { tags, summary: "Reset this server's in-process counters, histograms and error groups, operator only (audited)", response: { 200: MetricsClearResponse } },
    handler: async (req) => {
      await assertOnSystem(req, deps, 'clear_metrics');
      const caller = callerOf(req);
      const cleared = deps.metrics.clear();
      const cleared_at = deps.metrics.countingSince.toISOString();
      await recordAudit(deps.db, caller.actor, {
        action: 'system_config_changed',
        resourceType: 'system',
        resourceName: 'metrics',
        details: { change: 'metrics cleared', cleared },
      });
      return { cleared_at, cleared };
    },
  });
  engineeringRoutes(app, deps);
}
