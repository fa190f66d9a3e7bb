import { z } from 'zod';
import { CASE_PRIORITIES, CASE_STATUSES } from '../enums.js';
import { CASE_SELECTOR_PAGE_SIZE } from '../constants.js';
import { ClearanceStatusSchema } from './clearance-status.js';
import { NonEmptyText, OptionalText, Timestamp } from './common.js';

/** Status and priority, with the colour each chip uses. */
export const CaseStatusSchema = z.enum(CASE_STATUSES);
export const CasePrioritySchema = z.enum(CASE_PRIORITIES);
export type ChipColour = 'success' | 'warning' | 'info' | 'error' | 'default';
export const CASE_STATUS_COLOURS: Record<(typeof CASE_STATUSES)[number], ChipColour> = {
  active: 'success',
  pending: 'warning',
  on_hold: 'info',
  closed: 'default',
};
export const CASE_PRIORITY_COLOURS: Record<(typeof CASE_PRIORITIES)[number], ChipColour> = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
  low: 'default',
};
export const CASE_STATUS_LABELS: Record<(typeof CASE_STATUSES)[number], string> = {
  active: 'Active',
  pending: 'Pending',
  on_hold: 'On Hold',
  closed: 'Closed',
};

/** What a user may do within one matter (team tab). Partner and above hold `manage` on every case. */
export const CASE_ACCESS_LEVELS = ['read', 'edit', 'manage'] as const;
export const CaseAccessLevelSchema = z.enum(CASE_ACCESS_LEVELS);
export type CaseAccessLevel = z.infer<typeof CaseAccessLevelSchema>;

export const PARTY_ROLES = [
  'plaintiff',
  'defendant',
  'petitioner',
  'respondent',
  'appellant',
  'appellee',
  'claimant',
  'third_party',
  'witness',
  'expert',
  'regulator',
  'other',
] as const;
export const CaseParty = z.object({
  name: NonEmptyText(200),
  role: z.enum(PARTY_ROLES),
  counsel: OptionalText(200),
  contact: OptionalText(300),
});
export type CaseParty = z.infer<typeof CaseParty>;

const IsoDate = z.iso.date('Use the format YYYY-MM-DD');

export const Case = z.object({
  id: z.uuid(),
  organization_id: z.uuid(),
  name: z.string(),
  client_name: z.string(),
  docket_number: z.string().nullable(),
  case_type: z.string(),
  status: CaseStatusSchema,
  /** Conflict clearance: a matter with conflict hits stays 'pending' (and cannot be active) until a decision is recorded. */
  clearance_status: ClearanceStatusSchema,
  priority: CasePrioritySchema,
  attorney_name: z.string().nullable(),
  opposing_party: z.string().nullable(),
  opposing_counsel: z.string().nullable(),
  court: z.string().nullable(),
  judge: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  parties: z.array(CaseParty),
  opened_at: z.string().nullable().describe('YYYY-MM-DD'),
  closed_at: z.string().nullable().describe('YYYY-MM-DD'),
  archived_at: Timestamp.nullable(),
  created_by: z.uuid().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** The caller's access to this matter (partner and above: manage). */
  access_level: CaseAccessLevelSchema,
  document_count: z.number().int(),
});
export type Case = z.infer<typeof Case>;

const CaseFields = {
  name: NonEmptyText(300),
  client_name: NonEmptyText(300),
  docket_number: OptionalText(100),
  case_type: NonEmptyText(100),
  status: CaseStatusSchema.optional(),
  priority: CasePrioritySchema.optional(),
  attorney_name: OptionalText(200),
  opposing_party: OptionalText(300),
  opposing_counsel: OptionalText(300),
  court: OptionalText(300),
  judge: OptionalText(200),
  jurisdiction: OptionalText(200),
  description: OptionalText(10_000),
  tags: z.array(NonEmptyText(60)).max(30).optional(),
  parties: z.array(CaseParty).max(100).optional(),
  opened_at: IsoDate.nullish(),
  closed_at: IsoDate.nullish(),
};

const datesInOrder = (c: { opened_at?: string | null | undefined; closed_at?: string | null | undefined }) =>
  !c.opened_at || !c.closed_at || c.opened_at <= c.closed_at;
const datesIssue = { path: ['closed_at'], message: 'The closing date cannot be before the opening date' };

export const CreateCaseRequest = z.object(CaseFields).refine(datesInOrder, datesIssue);
export type CreateCaseRequest = z.infer<typeof CreateCaseRequest>;
export const UpdateCaseRequest = z.object(CaseFields).partial().refine(datesInOrder, datesIssue);
export type UpdateCaseRequest = z.infer<typeof UpdateCaseRequest>;

export const CASE_SORTS = ['name', 'updated_at', 'opened_at', 'priority', 'created_at'] as const;
export const CaseListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(CASE_SELECTOR_PAGE_SIZE).default(20),
  status: CaseStatusSchema.optional(),
  priority: CasePrioritySchema.optional(),
  case_type: z.string().trim().max(100).optional(),
  /** Case-insensitive over name, client, docket number, case type, attorney and opposing party. */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(CASE_SORTS).default('updated_at'),
  order: z.enum(['asc', 'desc']).optional(),
  include_archived: z.stringbool().default(false),
});
export type CaseListQuery = z.infer<typeof CaseListQuery>;
export const CaseListResponse = z.object({
  cases: z.array(Case),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CaseListResponse = z.infer<typeof CaseListResponse>;

export const CaseIdParam = z.object({ case_id: z.uuid() });
export const DeleteCaseQuery = z.object({
  /** Administrators only: removes the matter and everything in it for good (audited high risk). */
  hard: z.stringbool().default(false),
});
export const DeleteCaseResponse = z.object({
  id: z.uuid(),
  outcome: z.enum(['archived', 'deleted']),
  case: Case.nullable(),
});

export const CaseStats = z.object({
  total: z.number().int(),
  archived: z.number().int(),
  by_status: z.record(CaseStatusSchema, z.number().int()),
  by_priority: z.record(CasePrioritySchema, z.number().int()),
  opened_last_30_days: z.number().int(),
  upcoming_events_30_days: z.number().int(),
});
export type CaseStats = z.infer<typeof CaseStats>;

export const CaseMember = z.object({
  user_id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  role: z.string(),
  access_level: CaseAccessLevelSchema,
  granted_by: z.uuid().nullable(),
  granted_at: Timestamp,
});
export type CaseMember = z.infer<typeof CaseMember>;
export const CasePermissionsResponse = z.object({
  case_id: z.uuid(),
  members: z.array(CaseMember),
  /** True when the caller may change the team (partner and above, or manage access). */
  can_manage: z.boolean(),
});
export type CasePermissionsResponse = z.infer<typeof CasePermissionsResponse>;
/** Assigns a firm user; `none` removes the assignment. */
export const SetCasePermissionRequest = z.object({
  user_id: z.uuid(),
  access_level: z.enum([...CASE_ACCESS_LEVELS, 'none']),
});
export type SetCasePermissionRequest = z.infer<typeof SetCasePermissionRequest>;

export const UserCasesResponse = z.object({ cases: z.array(Case), total: z.number().int() });

export const SuggestionsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const SuggestionsResponse = z.object({ suggestions: z.array(z.string()) });

export const CASE_EVENT_TYPES = ['hearing', 'deadline', 'deposition', 'filing', 'meeting', 'trial', 'other'] as const;
export const CASE_EVENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const CaseEvent = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  event_type: z.enum(CASE_EVENT_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  starts_at: Timestamp,
  ends_at: Timestamp.nullable(),
  all_day: z.boolean(),
  location: z.string().nullable(),
  status: z.enum(CASE_EVENT_STATUSES),
  created_by: z.uuid().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CaseEvent = z.infer<typeof CaseEvent>;

const Instant = z.iso.datetime({ offset: true });
const EventFields = {
  event_type: z.enum(CASE_EVENT_TYPES),
  title: NonEmptyText(300),
  description: OptionalText(5000),
  starts_at: Instant,
  ends_at: Instant.nullish(),
  all_day: z.boolean().optional(),
  location: OptionalText(300),
  status: z.enum(CASE_EVENT_STATUSES).optional(),
};
const eventInOrder = (e: { starts_at?: string | undefined; ends_at?: string | null | undefined }) =>
  !e.starts_at || !e.ends_at || Date.parse(e.starts_at) <= Date.parse(e.ends_at);
const eventIssue = { path: ['ends_at'], message: 'An event cannot end before it starts' };
export const CreateCaseEventRequest = z.object(EventFields).refine(eventInOrder, eventIssue);
export type CreateCaseEventRequest = z.infer<typeof CreateCaseEventRequest>;
export const UpdateCaseEventRequest = z.object(EventFields).partial().refine(eventInOrder, eventIssue);
export type UpdateCaseEventRequest = z.infer<typeof UpdateCaseEventRequest>;
export const CaseEventParams = z.object({ case_id: z.uuid(), event_id: z.uuid() });
export const CaseEventsQuery = z.object({
  from: Instant.optional(),
  to: Instant.optional(),
  event_type: z.enum(CASE_EVENT_TYPES).optional(),
});
export const CaseEventsResponse = z.object({ events: z.array(CaseEvent), total: z.number().int() });
