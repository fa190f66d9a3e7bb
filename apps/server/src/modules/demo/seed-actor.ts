import { systemActor, type AuditActor } from '../../platform/audit/audit-log.js';

/** Who the audit trail names for what the demo seed creates: the system, not a signed-in person. */
export const seedActor = (organizationId: string): AuditActor => systemActor(organizationId, 'demo-seed');
