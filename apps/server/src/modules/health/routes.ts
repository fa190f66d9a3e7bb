import { HealthResponse, ReadinessResponse } from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { readiness } from './checks.js';

const tags = ['health'];

export function healthRoutes(app: App, deps: AppDeps): void {
  const liveness = {
    config: { permission: 'public' as const },
    schema: { tags, summary: 'Liveness: the process is up (version, uptime)', response: { 200: HealthResponse } },
    handler: async () => ({
      status: 'ok' as const,
      version: deps.config.version,
      uptime_seconds: Math.round((Date.now() - deps.startedAt.getTime()) / 10) / 100,
      started_at: deps.startedAt.toISOString(),
    }),
  };
  // The API names /health/ with the slash; probes commonly call it without.
  app.get('/health/', liveness);
  app.get('/health', { ...liveness, schema: { ...liveness.schema, hide: true } });

  app.get('/health/ready', {
    config: { permission: 'public' },
    schema: {
      tags,
      summary: 'Readiness: database, storage and queue (503 naming what failed)',
      response: { 200: ReadinessResponse, 503: ReadinessResponse },
    },
    handler: async (_req, reply) => {
      const result = await readiness(deps);
      return reply.status(result.failed.length === 0 ? 200 : 503).send(result);
    },
  });

  /*
   * Public on purpose: Prometheus scrapes without a user session (an access token lives 30
   * minutes), and the content is operational only: route patterns (never ids, firm ids or tenant
   * data, see platform/metrics), status codes, durations and process figures. It is still the
   * whole server's traffic, which is the server operator's to read, not every firm's: the shipped
   * reverse proxy (deploy/Caddyfile) answers 404 for it from outside, Prometheus scrapes it on the
   * internal network, and the system page reads the signed-in, scoped /metrics/summary instead.
   * A server exposed without that proxy should restrict this path the same way.
   */
  app.get('/metrics', {
    config: { permission: 'public' },
    schema: { tags, summary: 'Prometheus metrics (text exposition format)' },
    handler: async (_req, reply) => {
      const text = await deps.metrics.registry.metrics();
      return reply.header('content-type', deps.metrics.registry.contentType).header('cache-control', 'no-store').send(text);
    },
  });
}
