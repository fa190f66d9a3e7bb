import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ErrorGroups } from './error-groups.js';
import { LlmStats } from './llm-stats.js';
import { LogRing } from './log-ring.js';

/** Log lines the ring keeps (about a few minutes of a busy server; enough to read an incident). */
export const LOG_RING_CAPACITY = 2000;

/** One registry per app instance (tests build many apps in one process). */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  /**
   * The same durations by firm, for each firm administrator's view of their own people's requests.
   * In a registry of its own that nothing exports: firm ids in the Prometheus scrape would list the
   * firms and their traffic to whoever scrapes, and multiply its series by the number of firms.
   */
  private readonly firmRegistry = new Registry();
  readonly firmDuration = new Histogram({
    name: 'http_request_duration_seconds_by_firm',
    help: 'HTTP request duration of signed-in callers by firm, method, route and status (not exported)',
    labelNames: ['organization', 'method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.firmRegistry],
  });
  /** LLM calls per provider and model (fed by platform/ai). */
  readonly llm = new LlmStats(this.registry);
  /** Errors grouped by fingerprint (fed by the log ring from error-level lines). */
  readonly errors = new ErrorGroups();
  /** Recent structured log lines (fed by the logger built in platform/metrics/logger). */
  readonly logs = new LogRing(LOG_RING_CAPACITY, this.errors);
  /** When the in-process counters started: construction, then each clear. */
  countingSince = new Date();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  install(app: FastifyInstance): void {
    app.addHook('preHandler', async (request, reply) => {
      // Every later line of the request (its errors, "request completed") names the route
      // pattern and the firm, so the log page can group by route and show a firm its own lines.
      const bindings: Record<string, string> = { route: request.routeOptions.url ?? 'unmatched' };
      if (request.caller) bindings.organization_id = request.caller.organizationId;
      request.log = request.log.child(bindings);
      reply.log = request.log;
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, not the raw URL, keeps label cardinality bounded.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      this.requests.inc(labels);
      this.duration.observe(labels, reply.elapsedTime / 1000);
      if (request.caller) this.firmDuration.observe({ ...labels, organization: request.caller.organizationId }, reply.elapsedTime / 1000);
    });
  }

  /** Resets every counter, histogram and error group of this process; the log ring stays. */
  clear(): string[] {
    this.registry.resetMetrics();
    this.firmRegistry.resetMetrics();
    this.errors.clear();
    this.countingSince = new Date();
    return ['http_requests', 'http_request_durations', 'llm_calls', 'llm_tokens', 'llm_durations', 'error_groups', 'process_metrics'];
  }
}
