import type { ClientAuditEvent } from '@app/contract';
import type { z } from 'zod';
import type { AuditEvent } from '../../platform/audit/audit-log.js';

type ParsedClientEvent = z.output<typeof ClientAuditEvent>;

/**
 * A browser-reported event as an audit event: the risk comes from the action's fixed risk rule
 * (a client cannot lower it), the time is the server's, and the browser's own clock is kept
 * only as metadata. High- and critical-risk actions are recorded like any other.
 */
export function clientEventToAudit(event: ParsedClientEvent): AuditEvent {
  const metadata: Record<string, unknown> = { ...event.metadata };
  if (event.client_timestamp) metadata.client_timestamp = event.client_timestamp;
  return {
    action: event.action,
    resourceType: event.resource_type,
    resourceId: event.resource_id ?? null,
    resourceName: event.resource_name ?? null,
    details: event.details ?? {},
    outcome: event.outcome,
    metadata,
    source: 'client',
  };
}
