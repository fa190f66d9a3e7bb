import type { AppDeps } from '../../deps.js';

/** This server process: version, uptime, memory, CPU and event-loop lag. */
export async function processFigures(deps: AppDeps) {
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  const lag = deps.metrics.registry.getSingleMetric('nodejs_eventloop_lag_p99_seconds');
  const lagValue = lag ? (await lag.get()).values[0]?.value : undefined;
  return {
    version: deps.config.version,
    node_version: process.version,
    uptime_seconds: Math.round((Date.now() - deps.startedAt.getTime()) / 10) / 100,
    started_at: deps.startedAt.toISOString(),
    resident_memory_bytes: memory.rss,
    heap_used_bytes: memory.heapUsed,
    heap_total_bytes: memory.heapTotal,
    cpu_user_seconds: cpu.user / 1e6,
    cpu_system_seconds: cpu.system / 1e6,
    event_loop_lag_p99_seconds: typeof lagValue === 'number' && Number.isFinite(lagValue) ? lagValue : null,
    database: deps.database.kind,
  };
}
