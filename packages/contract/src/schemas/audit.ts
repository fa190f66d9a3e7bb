import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES, RESOURCE_TYPES, RISK_LEVELS } from '../enums.js';
import { AUDIT_DEFAULT_PAGE_SIZE, AUDIT_MAX_PAGE_SIZE } from '../constants.js';
import { Timestamp } from './common.js';

export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export const AuditOutcomeSchema = z.enum(AUDIT_OUTCOMES);
export const RiskLevelSchema = z.enum(RISK_LEVELS);
export const ResourceTypeSchema = z.enum(RESOURCE_TYPES);

export const AuditMetadata = z.object({
  client_version: z.string().max(40).optional(),
  browser: z.string().max(200).optional(),
  screen_resolution: z.string().max(40).optional(),
  timezone: z.string().max(64).optional(),
});

export const AuditLogEntry = z.object({
  id: z.uuid(),
  organization_id: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  session_id: z.string().nullable(),
  timestamp: Timestamp,
  action: AuditActionSchema,
  resource_type: ResourceTypeSchema,
  resource_id: z.string().nullable(),
  resource_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  outcome: AuditOutcomeSchema,
  risk_level: RiskLevelSchema,
  compliance_tags: z.array(z.string()),
  retention_date: Timestamp,
  metadata: AuditMetadata,
  source: z.enum(['server', 'client']),
  sequence: z.number().int(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

export const AuditQuery = z.object({
  period_start: z.iso.datetime({ offset: true }).optional(),
  period_end: z.iso.datetime({ offset: true }).optional(),
  user_id: z.uuid().optional(),
  action: z.array(AuditActionSchema).or(AuditActionSchema).optional(),
  resource_type: z.array(ResourceTypeSchema).or(ResourceTypeSchema).optional(),
  risk_level: z.array(RiskLevelSchema).or(RiskLevelSchema).optional(),
  outcome: z.array(AuditOutcomeSchema).or(AuditOutcomeSchema).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).default(AUDIT_DEFAULT_PAGE_SIZE),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditQueryResult = z.object({
  logs: z.array(AuditLogEntry),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type AuditQueryResult = z.infer<typeof AuditQueryResult>;

export const AuditStatisticsRequest = z.object({
  organization_id: z.uuid().optional().describe('Ignored beyond a check: always the caller firm'),
  period_start: z.iso.datetime({ offset: true }).optional(),
  period_end: z.iso.datetime({ offset: true }).optional(),
});

export const AuditStatistics = z.object({
  organization_id: z.uuid(),
  period_start: Timestamp,
  period_end: Timestamp,
  total_events: z.number().int(),
  events_by_action: z.record(z.string(), z.number().int()),
  events_by_user: z.record(z.string(), z.number().int()),
  events_by_risk_level: z.record(z.string(), z.number().int()),
  events_by_day: z.array(
    z.object({ date: z.string(), low: z.number(), medium: z.number(), high: z.number(), critical: z.number() }),
  ),
  failed_logins: z.number().int(),
  document_accesses: z.number().int(),
  case_modifications: z.number().int(),
  high_risk_events: z.number().int(),
  compliance_summary: z.object({
    gdpr_requests: z.number().int(),
    data_exports: z.number().int(),
    failed_access_attempts: z.number().int(),
    security_incidents: z.number().int(),
    policy_violations: z.number().int(),
  }),
});
export type AuditStatistics = z.infer<typeof AuditStatistics>;

export const AuditExportRequest = AuditQuery.omit({ page: true, page_size: true }).extend({
  format: z.enum(['csv', 'json']).default('csv'),
});

/** What the browser may send: it cannot name the firm, the user, the IP or the time. */
export const ClientAuditEvent = z
  .object({
    action: AuditActionSchema,
    resource_type: ResourceTypeSchema,
    resource_id: z.string().max(200).nullish(),
    resource_name: z.string().max(500).nullish(),
    details: z.record(z.string(), z.unknown()).optional(),
    outcome: AuditOutcomeSchema.default('success'),
    metadata: AuditMetadata.optional(),
    session_id: z.string().max(200).nullish(),
    client_timestamp: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type ClientAuditEvent = z.input<typeof ClientAuditEvent>;
export const AuditBatchRequest = z.object({ logs: z.array(ClientAuditEvent).min(1).max(100) });
export const AuditBatchResponse = z.object({ accepted: z.number().int() });

export const AuditVerifyResponse = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  first_broken: z
    .object({ id: z.string().nullable(), sequence: z.number().int(), reason: z.string() })
    .nullable(),
});
export type AuditVerifyResponse = z.infer<typeof AuditVerifyResponse>;
