import { sql, type SQL } from 'drizzle-orm';
import type { DocumentsMetricsResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';

const HOUR_MS = 3_600_000;

/** Raw-SQL rows; both drivers (node-postgres and PGlite) answer `{ rows }`. */
async function queryRows<T>(db: AppDeps['db'], query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/**
 * The caller's firm's documents: counts by status, how many were processed in the last hour and
 * day (and per hour, for the chart), and failures by reason. Deleted documents are left out.
 */
export async function documentFigures(deps: AppDeps, organizationId: string, now = new Date()): Promise<DocumentsMetricsResponse> {
  const since = new Date(now.getTime() - 24 * HOUR_MS);
  // 24 hourly slots ending with the current hour, zeros included, so the chart's axis is steady.
  const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const firstSlot = new Date(currentHour - 23 * HOUR_MS);
  const [byStatus, perHour, failures, processed] = await Promise.all([
    queryRows<{ status: string; count: string | number }>(
      deps.db,
      sql`select status, count(*) as count from documents
           where organization_id = ${organizationId} and deleted_at is null
           group by status order by count(*) desc, status`,
    ),
    queryRows<{ hour: string | number; count: string | number }>(
      deps.db,
      // Hours since the epoch: independent of the session's time zone.
      sql`select floor(extract(epoch from processed_at) / 3600)::int as hour, count(*) as count from documents
           where organization_id = ${organizationId} and deleted_at is null and status = 'processed'
             and processed_at >= ${firstSlot.toISOString()}::timestamptz
           group by 1`,
    ),
    queryRows<{ reason: string | null; count: string | number }>(
      deps.db,
      sql`select failure_reason as reason, count(*) as count from documents
           where organization_id = ${organizationId} and deleted_at is null and status = 'failed'
           group by failure_reason order by count(*) desc limit 20`,
    ),
    queryRows<{ last_hour: string | number; last_day: string | number }>(
      deps.db,
      sql`select count(*) filter (where processed_at > ${new Date(now.getTime() - HOUR_MS).toISOString()}::timestamptz) as last_hour,
                 count(*) as last_day
            from documents
           where organization_id = ${organizationId} and deleted_at is null and status = 'processed'
             and processed_at > ${since.toISOString()}::timestamptz`,
    ),
  ]);
  const counts = new Map(perHour.map((r) => [Number(r.hour) * HOUR_MS, Number(r.count)]));
  const processed_per_hour = Array.from({ length: 24 }, (_, i) => {
    const hour = currentHour - (23 - i) * HOUR_MS;
    return { hour: new Date(hour).toISOString(), count: counts.get(hour) ?? 0 };
  });
  const last24 = Number(processed[0]?.last_day ?? 0);
  return {
    by_status: byStatus.map((r) => ({ status: r.status, count: Number(r.count) })),
    total: byStatus.reduce((n, r) => n + Number(r.count), 0),
    processed_last_hour: Number(processed[0]?.last_hour ?? 0),
    processed_last_24h: last24,
    processing_rate_per_hour: Number((last24 / 24).toFixed(2)),
    failures_by_reason: failures.map((r) => ({ reason: r.reason ?? 'No reason recorded', count: Number(r.count) })),
    processed_per_hour,
  };
}
