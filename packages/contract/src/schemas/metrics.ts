import { z } from 'zod';
import { Timestamp } from './common.js';
import { ReadinessResponse } from './health.js';

/*
 * System status (metrics and engineering endpoints; administrators only).
 * In-process figures (requests, LLM calls, errors, log lines) count since the server started or
 * since the last clear, on this server process; queue and document figures come from the database.
 * The server's operator reads them for the whole server; any other firm administrator reads their
 * own firm's (their people's requests, their firm's jobs, errors and log lines), and the figures of
 * the process itself and of model calls are left out (null, or empty lists): see policy/system.ts.
 */

/** A Prometheus metric name (letters, digits, `_` and `:`; not starting with a digit). */
export const MetricName = z
  .string()
  .max(200)
  .regex(/^[a-zA-Z_:][a-zA-Z0-9_:]*$/, 'A metric name has letters, digits, _ and : only and does not start with a digit');

export const MetricNameParam = z.object({ metric_name: MetricName });

export const AvailableMetric = z.object({
  name: z.string(),
  help: z.string(),
  type: z.string(),
});
export const AvailableMetrics = z.object({ metrics: z.array(AvailableMetric) });
export type AvailableMetrics = z.infer<typeof AvailableMetrics>;

export const MetricSample = z.object({
  labels: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Null where the process has no reading yet (Prometheus writes NaN). */
  value: z.number().nullable(),
  /** Histograms list `_bucket`, `_sum` and `_count` samples under one metric. */
  sample_name: z.string().optional(),
});
export const MetricDetail = AvailableMetric.extend({ samples: z.array(MetricSample) });
export type MetricDetail = z.infer<typeof MetricDetail>;

export const QueueFigures = z.object({
  name: z.string(),
  /** Created or retrying, not yet picked up. */
  waiting: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
  /** Created time of the oldest waiting job; null when none waits. */
  oldest_waiting_at: Timestamp.nullable(),
  oldest_waiting_seconds: z.number().nullable(),
});
export const QueuesResponse = z.object({
  queues: z.array(QueueFigures),
  totals: z.object({ waiting: z.number().int(), active: z.number().int(), failed: z.number().int(), completed: z.number().int() }),
});
export type QueuesResponse = z.infer<typeof QueuesResponse>;

export const LLM_CALL_KINDS = ['text', 'embedding'] as const;
export const LlmModelFigures = z.object({
  provider: z.string(),
  model: z.string(),
  kind: z.enum(LLM_CALL_KINDS),
  calls: z.number().int(),
  errors: z.number().int(),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  /** Milliseconds; null before the first call. */
  latency_ms_avg: z.number().nullable(),
  latency_ms_p95: z.number().nullable(),
});
export const LlmResponse = z.object({
  /** The configured engines: `local` means the offline engines, which make no LLM calls. */
  configured: z.object({ text: z.string(), embeddings: z.string() }),
  models: z.array(LlmModelFigures),
  totals: z.object({ calls: z.number().int(), errors: z.number().int(), input_tokens: z.number().int(), output_tokens: z.number().int() }),
});
export type LlmResponse = z.infer<typeof LlmResponse>;

export const DocumentsMetricsResponse = z.object({
  /** The caller's firm's documents (not deleted) by status. */
  by_status: z.array(z.object({ status: z.string(), count: z.number().int() })),
  total: z.number().int(),
  processed_last_hour: z.number().int(),
  processed_last_24h: z.number().int(),
  /** Documents per hour over the last 24 hours. */
  processing_rate_per_hour: z.number(),
  failures_by_reason: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  /** Processed documents per hour, oldest first, the last 24 hours (for a chart). */
  processed_per_hour: z.array(z.object({ hour: Timestamp, count: z.number().int() })),
});
export type DocumentsMetricsResponse = z.infer<typeof DocumentsMetricsResponse>;

export const RouteFigures = z.object({
  method: z.string(),
  route: z.string(),
  requests: z.number().int(),
  /** Seconds, estimated from the histogram buckets; null before any request. */
  p50_seconds: z.number().nullable(),
  p95_seconds: z.number().nullable(),
  p99_seconds: z.number().nullable(),
  mean_seconds: z.number().nullable(),
  client_errors: z.number().int(),
  server_errors: z.number().int(),
  /** Server errors (5xx) over requests, 0..1. */
  error_rate: z.number(),
});
export type RouteFigures = z.infer<typeof RouteFigures>;
export const ApiMetricsResponse = z.object({
  routes: z.array(RouteFigures),
  totals: RouteFigures.omit({ method: true, route: true }),
});
export type ApiMetricsResponse = z.infer<typeof ApiMetricsResponse>;

export const ProcessFigures = z.object({
  version: z.string(),
  node_version: z.string(),
  uptime_seconds: z.number(),
  started_at: Timestamp,
  resident_memory_bytes: z.number(),
  heap_used_bytes: z.number(),
  heap_total_bytes: z.number(),
  cpu_user_seconds: z.number(),
  cpu_system_seconds: z.number(),
  event_loop_lag_p99_seconds: z.number().nullable(),
  database: z.enum(['pglite', 'postgres']),
});

export const SystemStatus = z.enum(['healthy', 'degraded', 'down']);

/** What the figures cover: the whole server (its operator) or the caller's firm. */
export const SystemScopeSchema = z.enum(['server', 'firm']);

export const MetricsSummary = z.object({
  status: SystemStatus,
  scope: SystemScopeSchema,
  generated_at: Timestamp,
  /** When the in-process counters started: the server start or the last clear. */
  counting_since: Timestamp,
  /** This server process; null for a firm's scope. */
  process: ProcessFigures.nullable(),
  requests: z.number().int(),
  server_errors: z.number().int(),
  error_rate: z.number(),
  p95_seconds: z.number().nullable(),
  llm_calls: z.number().int(),
  llm_errors: z.number().int(),
  queue_waiting: z.number().int(),
  queue_failed: z.number().int(),
  documents_failed: z.number().int(),
  documents_in_progress: z.number().int(),
  error_groups: z.number().int(),
});
export type MetricsSummary = z.infer<typeof MetricsSummary>;

export const MetricsHealth = z.object({
  status: SystemStatus,
  readiness: ReadinessResponse,
  /** Plain reasons for anything not healthy (empty when healthy). */
  reasons: z.array(z.string()),
  /** Null for a firm's scope. */
  process: ProcessFigures.nullable(),
});
export type MetricsHealth = z.infer<typeof MetricsHealth>;

export const EXPORT_FORMATS = ['prometheus', 'json'] as const;
export const MetricsExportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('prometheus') });
export const MetricsExportJson = z.object({ generated_at: Timestamp, metrics: z.array(MetricDetail) });
export type MetricsExportJson = z.infer<typeof MetricsExportJson>;

export const MetricsClearResponse = z.object({
  cleared_at: Timestamp,
  /** What was reset (log lines are kept: they are a record, not a counter). */
  cleared: z.array(z.string()),
});
export type MetricsClearResponse = z.infer<typeof MetricsClearResponse>;

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export const LogLevel = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof LogLevel>;

export const LogLine = z.object({
  time: Timestamp,
  level: LogLevel,
  msg: z.string(),
  /** The other structured fields of the line (request id, route, status, error type…). */
  fields: z.record(z.string(), z.unknown()),
});
export type LogLine = z.infer<typeof LogLine>;

export const RecentLogsQuery = z.object({
  /** The lowest level shown. */
  level: LogLevel.optional(),
  /** Text the message or fields contain (case-insensitive). */
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const RecentLogsResponse = z.object({
  lines: z.array(LogLine),
  /** Lines the ring holds (it keeps the most recent `capacity`). */
  held: z.number().int(),
  capacity: z.number().int(),
});
export type RecentLogsResponse = z.infer<typeof RecentLogsResponse>;

export const ErrorGroup = z.object({
  /** Stable for the same error type, message shape and origin (numbers and ids masked). */
  fingerprint: z.string(),
  type: z.string(),
  message: z.string(),
  count: z.number().int(),
  first_seen: Timestamp,
  last_seen: Timestamp,
  /** The first lines of the latest stack, when there was one. */
  stack: z.string().nullable(),
  route: z.string().nullable(),
});
export type ErrorGroup = z.infer<typeof ErrorGroup>;
export const ErrorsResponse = z.object({ groups: z.array(ErrorGroup), total: z.number().int() });
export type ErrorsResponse = z.infer<typeof ErrorsResponse>;

export const EngineeringOverview = z.object({
  summary: MetricsSummary,
  slowest_routes: z.array(RouteFigures),
  recent_errors: z.array(ErrorGroup),
  queues: QueuesResponse.shape.queues,
});
export type EngineeringOverview = z.infer<typeof EngineeringOverview>;

export const EngineeringPerformance = z.object({
  /** Null for a firm's scope (as is the database round trip, and the model list is empty). */
  process: ProcessFigures.nullable(),
  database_ping_ms: z.number().nullable(),
  /** Routes by p95, slowest first. */
  routes: z.array(RouteFigures),
  llm: z.array(LlmModelFigures),
});
export type EngineeringPerformance = z.infer<typeof EngineeringPerformance>;
