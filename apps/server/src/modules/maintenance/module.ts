import type { Module } from '../../deps.js';
import { MAINTENANCE_CRON, maintainTables } from './table-maintenance.js';

/**
 * Table maintenance for PGlite (see table-maintenance.ts). PostgreSQL runs its own autovacuum
 * daemon, so nothing is scheduled there. No routes.
 */
export const maintenanceModule: Module = {
  name: 'maintenance',
  routes: () => undefined,
  workers: async (deps) => {
    if (deps.database.kind !== 'pglite') return;
    await deps.jobs.work('database.maintain', async () => {
      const done = await maintainTables(deps.database);
      if (done.vacuumed.length || done.analyzed.length) deps.log.info(done, 'table maintenance');
    });
    await deps.jobs.schedule('database.maintain', MAINTENANCE_CRON, {});
    // And once at start-up: the counters restart from zero, but never-analysed tables are caught.
    await deps.jobs.send('database.maintain', {});
  },
};
