import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES, RESOURCE_TYPES, RISK_LEVELS, type AuditAction, type ResourceType } from '../enums.js';
import { AUDIT_CLIENT_BATCH_MAX, AUDIT_DEFAULT_PAGE_SIZE, AUDIT_MAX_PAGE_SIZE } from '../constants.js';
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
  /** Who recorded the row: the server where it happened, or a browser reporting what it saw. */
  source: z.enum(['server', 'client']),
  sequence: z.number().int(),
  /** The case the row is about (what decides who may read it), or null for firm-level rows. */
  case_id: z.uuid().nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

/** The dashboard's recent activity: the newest rows of the trail the caller may read. */
export const RecentActivityQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(8) });
export const RecentActivity = z.object({ logs: z.array(AuditLogEntry) });
export type RecentActivity = z.infer<typeof RecentActivity>;

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
 * What a browser may report: only what the browser alone witnesses — a sign-in it completed, a
 * sign-in it saw fail (sent once someone is signed in), a page its route guard refused. Everything
 * else (changes, exports, views of records, security alerts, role changes) is recorded by the server
 * where it happens; a client claiming such an event would put words in the server's mouth, so the
 * schema refuses it (400 on the action). Client rows are stored with `source: 'client'` and shown
 * as reported by the browser everywhere the trail is read or exported.
 */
export const CLIENT_AUDIT_ACTIONS = ['login', 'login_failed', 'permission_denied'] as const satisfies readonly AuditAction[];
/** The resources those events are about: the sign-in, or the page (the system). */
export const CLIENT_AUDIT_RESOURCE_TYPES = ['authentication', 'system'] as const satisfies readonly ResourceType[];
export type ClientAuditAction = (typeof CLIENT_AUDIT_ACTIONS)[number];
export type ClientAuditResourceType = (typeof CLIENT_AUDIT_RESOURCE_TYPES)[number];

/**
 * What the browser may send: it cannot name the firm, the user, the IP, the risk or the time
 * (strict: such keys answer 400). `session_id` is accepted for compatibility but the server
 * records the session of the access token instead.
 */
export const ClientAuditEvent = z
  .object({
    action: z.enum(CLIENT_AUDIT_ACTIONS, { error: `A browser may report only ${CLIENT_AUDIT_ACTIONS.join(', ')}` }),
    resource_type: z.enum(CLIENT_AUDIT_RESOURCE_TYPES),
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
export const AuditBatchRequest = z.object({ logs: z.array(ClientAuditEvent).min(1).max(AUDIT_CLIENT_BATCH_MAX) }).strict();
export const AuditBatchResponse = z.object({ accepted: z.number().int() });

export const AuditVerifyResponse = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  first_broken: z
    .object({ id: z.string().nullable(), sequence: z.number().int(), reason: z.string() })
    .nullable(),
});
export type AuditVerifyResponse = z.infer<typeof AuditVerifyResponse>;
