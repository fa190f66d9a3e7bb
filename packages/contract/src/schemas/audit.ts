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
  /** When the browser says the event happened; the row's own timestamp is always server time. */
  client_timestamp: z.string().max(40).optional(),
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

/** Filters shared by the log view and the export (paging and format are added per use). */
const AuditFilterFields = z.object({
  period_start: z.iso.datetime({ offset: true }).optional(),
  period_end: z.iso.datetime({ offset: true }).optional(),
  user_id: z.uuid().optional(),
  action: z.array(AuditActionSchema).or(AuditActionSchema).optional(),
  resource_type: z.array(ResourceTypeSchema).or(ResourceTypeSchema).optional(),
  risk_level: z.array(RiskLevelSchema).or(RiskLevelSchema).optional(),
  outcome: z.array(AuditOutcomeSchema).or(AuditOutcomeSchema).optional(),
  search: z.string().trim().max(200).optional(),
});

/** A period that ends before it starts is a caller mistake: answer 400 on period_end. */
const periodInOrder = (q: { period_start?: string | undefined; period_end?: string | undefined }) =>
  !q.period_start || !q.period_end || Date.parse(q.period_start) <= Date.parse(q.period_end);
const periodIssue = { path: ['period_end'], message: 'period_end must not be before period_start' };

export const AuditQuery = AuditFilterFields.extend({
  page: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).default(AUDIT_DEFAULT_PAGE_SIZE),
}).refine(periodInOrder, periodIssue);
export type AuditFilters = z.output<typeof AuditFilterFields>;
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditQueryResult = z.object({
  logs: z.array(AuditLogEntry),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type AuditQueryResult = z.infer<typeof AuditQueryResult>;

export const AuditStatisticsRequest = z
  .object({
    organization_id: z.uuid().optional().describe('Must be the caller firm when given (another firm answers 404)'),
    period_start: z.iso.datetime({ offset: true }).optional().describe('Default: 30 days before period_end'),
    period_end: z.iso.datetime({ offset: true }).optional().describe('Default: now'),
  })
  .refine(periodInOrder, periodIssue);

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

export const AuditExportRequest = AuditFilterFields.extend({
  format: z.enum(['csv', 'json']).default('csv'),
}).refine(periodInOrder, periodIssue);

/** An audit row is kept for 7 years: one client event must not be able to bloat it. */
const MAX_CLIENT_DETAILS_CHARS = 8192;

/**
 * What the browser may send: it cannot name the firm, the user, the IP, the risk or the time
 * (strict: such keys answer 400). `session_id` is accepted for compatibility but the server
 * records the session of the access token instead.
 */
export const ClientAuditEvent = z
  .object({
    action: AuditActionSchema,
    resource_type: ResourceTypeSchema,
    resource_id: z.string().max(200).nullish(),
    resource_name: z.string().max(500).nullish(),
    details: z
      .record(z.string(), z.unknown())
      .refine((d) => JSON.stringify(d).length <= MAX_CLIENT_DETAILS_CHARS, 'details must be at most 8 KB of JSON')
      .optional(),
    outcome: AuditOutcomeSchema.default('success'),
    metadata: AuditMetadata.strict().optional(),
    session_id: z.string().max(200).nullish(),
    client_timestamp: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type ClientAuditEvent = z.input<typeof ClientAuditEvent>;
export const AuditBatchRequest = z.object({ logs: z.array(ClientAuditEvent).min(1).max(100) }).strict();
export const AuditBatchResponse = z.object({ accepted: z.number().int() });

export const AuditVerifyResponse = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  first_broken: z
    .object({ id: z.string().nullable(), sequence: z.number().int(), reason: z.string() })
    .nullable(),
});
export type AuditVerifyResponse = z.infer<typeof AuditVerifyResponse>;
