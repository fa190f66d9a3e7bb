import type { Module } from '../../deps.js';
import { applyAuditRetention } from './audit-retention.js';
import { purgeDeletedFiles } from './deleted-files.js';

/** pg-boss cron (UTC), daily in the quiet hours; the file purge an hour after the audit trail. */
export const AUDIT_RETENTION_CRON = '23 3 * * *';
export const DELETED_FILES_CRON = '23 4 * * *';

/**
 * Retention: the audit trail's retention_date enforced behind checkpoints, and the
 * files of deleted documents purged after their grace period. Two jobs, so a failure of one (a
 * store that is down) neither blocks nor repeats the other. pg-boss fires each schedule once
 * however many workers run. No routes: the results are in the audit trail.
 */
export const retentionModule: Module = {
  name: 'retention',
  routes: () => undefined,
  workers: async (deps) => {
    await deps.jobs.work('retention.audit_trail', async () => {
      const chains = await applyAuditRetention(deps);
      if (chains.length) deps.log.info({ chains }, 'audit retention applied');
    });
    await deps.jobs.work('retention.deleted_files', async () => {
      await purgeDeletedFiles(deps);
    });
    await deps.jobs.schedule('retention.audit_trail', AUDIT_RETENTION_CRON, {});
    await deps.jobs.schedule('retention.deleted_files', DELETED_FILES_CRON, {});
  },
};
