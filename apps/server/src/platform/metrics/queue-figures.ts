import type { Database } from '../../db/client.js';

export interface QueueStats {
  name: string;
  waiting: number;
  active: number;
  failed: number;
  completed: number;
  oldest_waiting_at: string | null;
  oldest_waiting_seconds: number | null;
}

interface Row {
  name: string;
  waiting: string | number;
  active: string | number;
  failed: string | number;
  completed: string | number;
  oldest: Date | string | null;
}

/**
 * pg-boss's own queues (its clock's `__pgboss__send-it`) are its machinery, not the app's work: an
 * administrator can do nothing about them, so the figures leave them out.
 */
export const isInternalQueue = (name: string) => name.startsWith('__pgboss__');

/**
 * Depth, active, failed and oldest waiting job per queue, read from pg-boss's own tables (the
 * `pgboss` schema of the application database): every queue of the app is listed, idle ones with
 * zeros. Jobs pg-boss has already archived (completed long ago) are not counted. With
 * `organizationId`, only that firm's jobs (every payload names its firm: platform/jobs/registry);
 * jobs of no firm (the schedules) are the server's, not any firm's.
 */
export async function queueFigures(database: Database, organizationId?: string, now = new Date()): Promise<QueueStats[]> {
  const firmJobs = organizationId === undefined ? '' : `and j.data->>'organization_id' = $1`;
  const { rows } = await database.executeSql(
    `select q.name,
            count(j.id) filter (where j.state in ('created', 'retry')) as waiting,
            count(j.id) filter (where j.state = 'active') as active,
            count(j.id) filter (where j.state = 'failed') as failed,
            count(j.id) filter (where j.state = 'completed') as completed,
            min(j.created_on) filter (where j.state in ('created', 'retry')) as oldest
       from pgboss.queue q
       left join pgboss.job j on j.name = q.name ${firmJobs}
      group by q.name
      order by q.name`,
    organizationId === undefined ? [] : [organizationId],
  );
  return (rows as Row[]).filter((r) => !isInternalQueue(r.name)).map((r) => {
    const oldest = r.oldest ? new Date(r.oldest) : null;
    return {
      name: r.name,
      waiting: Number(r.waiting),
      active: Number(r.active),
      failed: Number(r.failed),
      completed: Number(r.completed),
      oldest_waiting_at: oldest ? oldest.toISOString() : null,
      oldest_waiting_seconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null,
    };
  });
}
