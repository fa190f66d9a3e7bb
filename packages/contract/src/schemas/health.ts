import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptime_seconds: z.number(),
  started_at: z.string(),
});
export const DependencyCheck = z.object({ ok: z.boolean(), latency_ms: z.number(), error: z.string().optional() });
/**
 * An optional dependency (the malware scanner, CLAMAV_URL): `configured: false` when the firm runs
 * without one, which is not a failure. Reported, but never a reason for `not_ready`: uploads wait
 * for a scanner that is down (their scan is retried), while a 503 would take every app server out
 * of the proxy's rotation.
 */
export const OptionalDependencyCheck = DependencyCheck.extend({ configured: z.boolean() });
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: DependencyCheck, storage: DependencyCheck, queue: DependencyCheck, malware_scanner: OptionalDependencyCheck }),
  /** The required checks that failed (these make the answer 503). */
  failed: z.array(z.string()),
  /** The configured optional dependencies that are not answering (the answer stays 200). */
  degraded: z.array(z.string()),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
