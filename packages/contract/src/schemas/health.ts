import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptime_seconds: z.number(),
  started_at: z.string(),
});
export const DependencyCheck = z.object({ ok: z.boolean(), latency_ms: z.number(), error: z.string().optional() });
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: DependencyCheck, storage: DependencyCheck, queue: DependencyCheck }),
  failed: z.array(z.string()),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
