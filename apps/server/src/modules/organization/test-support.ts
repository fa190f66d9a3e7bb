import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { ROLE_INFO, type AuditAction, type Role } from '@app/contract';
import { auditLogs, invitations, type AuditRow } from '../../db/schema/index.js';
import type { TestServer } from '../../test/harness.js';

/** The firm's audit rows for one action, oldest first (integration tests only). */
export function auditRowsFor(server: TestServer, organizationId: string, action: AuditAction): Promise<AuditRow[]> {
  return server.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.action, action)))
    .orderBy(asc(auditLogs.sequence));
}

/**
 * A pending invitation written straight to the table, valid for a week (integration tests of what
 * happens when the invitee arrives, e.g. through Google, without going through the invite e-mail).
 */
export async function insertPendingInvitation(server: TestServer, organizationId: string, email: string, role: Role): Promise<void> {
  await server.deps.db.insert(invitations).values({
    organizationId,
    email,
    role,
    orgRole: ROLE_INFO[role].organizationRole,
    tokenHash: `test-${randomUUID()}`,
    status: 'pending',
    expiresAt: new Date(Date.now() + 7 * 86_400_000),
  });
}
