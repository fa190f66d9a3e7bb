import type { AuditLogEntry } from '@app/contract';
import type { AuditRow } from '../../db/schema/index.js';

/** A stored row as the audit log entry (snake_case, ISO dates). */
export function presentAuditRow(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    organization_id: row.organizationId,
    user_id: row.userId,
    user_email: row.userEmail,
    user_name: row.userName,
    session_id: row.sessionId,
    timestamp: row.timestamp.toISOString(),
    action: row.action,
    resource_type: row.resourceType,
    resource_id: row.resourceId,
    resource_name: row.resourceName,
    details: row.details,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    outcome: row.outcome,
    risk_level: row.riskLevel,
    compliance_tags: row.complianceTags,
    retention_date: row.retentionDate.toISOString(),
    metadata: row.metadata,
    source: row.source,
    sequence: row.sequence,
    case_id: row.caseId,
  };
}
