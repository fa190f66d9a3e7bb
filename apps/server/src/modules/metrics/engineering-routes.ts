import { EngineeringOverview, EngineeringPerformance, ErrorsResponse, RecentLogsQuery, RecentLogsResponse } from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { queueFigures } from '../../platform/metrics/queue-figures.js';
import { logLineFor } from './firm-view.js';
import { dashboardHtml } from './dashboard-html.js';
import { llmFigures } from './llm-figures.js';
import { firmOf, scopeOf } from './scope.js';
import { scopedErrorGroups, scopedProcess, scopedRoutes, summary } from './status.js';

const tags = ['engineering'];
const config = { permission: 'system:view' } as const;

const bySlowest = <T extends { p95_seconds: number | null }>(routes: T[]) => [...routes].sort((a, b) => (b.p95_seconds ?? 0) - (a.p95_seconds ?? 0));

/**
 * Engineering views over the same collectors: overview, performance, errors, recent logs, an HTML
 * page; each in the caller's scope (the whole server for its operator, else the caller's firm).
 */
export function engineeringRoutes(app: App, deps: AppDeps): void {
  app.get('/engineering/overview', {
    config,
    schema: { tags, summary: 'Summary, the slowest routes, the latest error groups and the queues in one answer', response: { 200: EngineeringOverview } },
    handler: async (req) => {
      const scope = scopeOf(req, deps);
      const [head, api, queues] = await Promise.all([summary(deps, scope), scopedRoutes(deps, scope), queueFigures(deps.database, firmOf(scope))]);
      return { summary: head, slowest_routes: bySlowest(api.routes).slice(0, 10), recent_errors: scopedErrorGroups(deps, scope).slice(0, 10), queues };
    },
  });
  app.get('/engineering/performance', {
    config,
    schema: { tags, summary: 'Process figures, database round trip, routes by p95 and model latency', response: { 200: EngineeringPerformance } },
    handler: async (req) => {
      const scope = scopeOf(req, deps);
      const started = performance.now();
      // The shared database's round trip is the server's figure, like the process's.
      const database_ping_ms =
        scope.kind === 'server'
          ? await deps.database.ping().then(
              () => Math.round((performance.now() - started) * 100) / 100,
              () => null,
            )
          : null;
      const [proc, api, llm] = await Promise.all([scopedProcess(deps, scope), scopedRoutes(deps, scope), llmFigures(deps, scope)]);
      return { process: proc, database_ping_ms, routes: bySlowest(api.routes), llm: llm.models };
    },
  });
  app.get('/engineering/errors', {
    config,
    schema: { tags, summary: 'Recent errors grouped by fingerprint, most recently seen first, with counts', response: { 200: ErrorsResponse } },
    handler: (req) => {
      const groups = scopedErrorGroups(deps, scopeOf(req, deps));
      return { groups, total: groups.reduce((n, g) => n + g.count, 0) };
    },
  });
  app.get('/engineering/logs/recent', {
    config,
    schema: { tags, summary: 'The most recent structured log lines, newest first (level and text filters)', querystring: RecentLogsQuery, response: { 200: RecentLogsResponse } },
    handler: (req) => {
      const org = firmOf(scopeOf(req, deps)) ?? null;
      const lines = deps.metrics.logs.recent({
        ...(req.query.level ? { minLevel: req.query.level } : {}),
        ...(req.query.q ? { text: req.query.q } : {}),
        limit: req.query.limit,
        // Lines from another firm's requests are not a firm administrator's to read (firm-view.ts).
        keep: (line) => logLineFor(line, org) !== null,
      });
      return {
        lines: lines.map((line) => logLineFor(line, org) ?? line).map((l) => ({ time: l.time.toISOString(), level: l.level, msg: l.msg, fields: l.fields })),
        held: deps.metrics.logs.held,
        capacity: deps.metrics.logs.capacity,
      };
    },
  });
  app.get('/engineering/dashboard/html', {
    config,
    schema: { tags, summary: 'A self-contained HTML page of the system status (no scripts, no external files)' },
    handler: async (req, reply) => {
      const scope = scopeOf(req, deps);
      const [head, api, queues, llm] = await Promise.all([summary(deps, scope), scopedRoutes(deps, scope), queueFigures(deps.database, firmOf(scope)), llmFigures(deps, scope)]);
      const html = dashboardHtml({ summary: head, routes: bySlowest(api.routes).slice(0, 20), queues, llm: llm.models, errors: scopedErrorGroups(deps, scope).slice(0, 20) });
      return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  });
}
