import { desc } from 'drizzle-orm';
import type { RecentActivity } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { auditLogs } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';
import { readableAuditRows } from './filters.js';
import { presentAuditRow } from './present.js';

/**
 * The dashboard's recent activity: the newest rows of the trail the caller may read, behind the
 * same walls as the audit list (a reader sees nothing about a case they cannot see). Reading the
 * trail is itself audited, as the list is, after the read so a view never lists itself.
 */
export async function recentActivityFor(deps: AppDeps, caller: Caller, limit: number): Promise<RecentActivity> {
  const found = await deps.db.select().from(auditLogs).where(readableAuditRows(caller)).orderBy(desc(auditLogs.sequence)).limit(limit);
  await recordAudit(deps.db, caller.actor, {
    action: 'audit_log_viewed',
    resourceType: 'audit',
    details: { view: 'dashboard_recent_activity', page_size: limit, total_count: found.length },
  });
  return { logs: found.map(presentAuditRow) };
}
