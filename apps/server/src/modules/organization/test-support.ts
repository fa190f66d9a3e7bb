import { and, asc, eq } from 'drizzle-orm';
import type { AuditAction } from '@app/contract';
import { auditLogs, type AuditRow } from '../../db/schema/index.js';
import type { TestServer } from '../../test/harness.js';

/** The firm's audit rows for one action, oldest first (integration tests only). */
export function auditRowsFor(server: TestServer, organizationId: string, action: AuditAction): Promise<AuditRow[]> {
  return server.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.action, action)))
    .orderBy(asc(auditLogs.sequence));
}
