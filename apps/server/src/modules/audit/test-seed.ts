import type { Role } from '@app/contract';
import type { UserRow } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { recordAudit, type AuditActor, type AuditEvent } from '../../platform/audit/audit-log.js';
import type { TestFirm, TestServer } from '../../test/harness.js';

/** Test helper: the audit actor for one of a test firm's users. */
export function actorFor(user: UserRow): AuditActor {
  return {
    organizationId: user.organizationId,
    userId: user.id,
    userEmail: user.email,
    userName: user.fullName,
    sessionId: null,
    ipAddress: '10.0.0.1',
    userAgent: 'seed',
  };
}

/** Test helper: a firm member as the caller a route would see (for services called directly). */
export function callerFor(firm: TestFirm, role: Role): Caller {
  const user = firm.users[role];
  return { organizationId: firm.organizationId, organizationName: firm.name, userId: user.id, name: user.fullName, role, actor: actorFor(user) };
}

/**
 * Eight events in March 2024 (one a day), far from "now", so the rows a test's own requests add
 * (views, exports) stay outside the period filter.
 */
export async function seedMarch2024(server: TestServer, firm: TestFirm): Promise<void> {
  const u = firm.users;
  const events: [UserRow, AuditEvent][] = [
    [u.partner, { action: 'login', resourceType: 'authentication', resourceName: '=HYPERLINK("http://x","y")' }],
    [u.associate, { action: 'login_failed', resourceType: 'authentication', outcome: 'failure' }],
    [u.partner, { action: 'case_deleted', resourceType: 'case', resourceId: 'c-1', resourceName: 'Smith v. Jones' }],
    [u.associate, { action: 'document_viewed', resourceType: 'document', resourceName: 'Deposition_100%_final.pdf' }],
    [u.paralegal, { action: 'document_downloaded', resourceType: 'document', details: { note: 'privileged memo' } }],
    [u.admin, { action: 'role_changed', resourceType: 'user', resourceId: u.viewer.id }],
    [u.viewer, { action: 'permission_denied', resourceType: 'system', outcome: 'blocked' }],
    [u.partner, { action: 'data_export', resourceType: 'case' }],
  ];
  let day = 1;
  for (const [user, event] of events) {
    const timestamp = new Date(Date.UTC(2024, 2, day++, 10, 0, 0));
    await recordAudit(server.deps.db, actorFor(user), { ...event, timestamp });
  }
}

export const MARCH_2024 = { period_start: '2024-03-01T00:00:00Z', period_end: '2024-03-31T23:59:59Z' };
