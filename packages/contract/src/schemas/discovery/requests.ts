import { z } from 'zod';
import { NonEmptyText, OptionalText, Timestamp } from '../common.js';

/** Requests served on the firm or by it: their numbered items, response deadlines and review progress. */

/** received: the other side asked us (we respond and produce); served: we asked them. */
export const DISCOVERY_DIRECTIONS = ['received', 'served'] as const;
export type DiscoveryDirection = (typeof DISCOVERY_DIRECTIONS)[number];

export const DISCOVERY_REQUEST_TYPES = ['production', 'interrogatories', 'admissions'] as const;
export type DiscoveryRequestType = (typeof DISCOVERY_REQUEST_TYPES)[number];

export const DISCOVERY_REQUEST_STATUSES = ['open', 'responded', 'objected', 'withdrawn'] as const;
export type DiscoveryRequestStatus = (typeof DISCOVERY_REQUEST_STATUSES)[number];

/**
 * How the request was served. Service by mail adds 3 days to the response period (FRCP 6(d));
 * the others do not (e-mail service no longer adds days since the 2016 amendment).
 */
export const SERVICE_METHODS = ['email', 'mail', 'hand', 'electronic_filing', 'other'] as const;
export type ServiceMethod = (typeof SERVICE_METHODS)[number];
export const MAIL_SERVICE_EXTRA_DAYS = 3;
/** FRCP 34(b)(2)(A): 30 days to respond unless the parties or the court say otherwise. */
export const DEFAULT_RESPONSE_DAYS = 30;
/** The requests table warns this many days before a response is due. */
export const DUE_SOON_DAYS = 7;

export const ITEM_RESPONSE_STATUSES = ['pending', 'answered', 'objected', 'partial'] as const;
export type ItemResponseStatus = (typeof ITEM_RESPONSE_STATUSES)[number];

export const MAX_REQUEST_ITEMS = 500;

const IsoDate = z.iso.date('Use a date like 2026-11-25');

export const DiscoveryRequestItemInput = z.object({
  /** The item's number in the set ("Request for Production No. 4"); defaults to its position. */
  number: z.number().int().min(1).max(10_000).optional(),
  text: NonEmptyText(10_000),
  response: OptionalText(20_000),
  objections: OptionalText(20_000),
  response_status: z.enum(ITEM_RESPONSE_STATUSES).optional(),
});
export type DiscoveryRequestItemInput = z.infer<typeof DiscoveryRequestItemInput>;

export const CreateDiscoveryRequestRequest = z.object({
  case_id: z.uuid(),
  direction: z.enum(DISCOVERY_DIRECTIONS).default('received'),
  request_type: z.enum(DISCOVERY_REQUEST_TYPES).default('production'),
  title: NonEmptyText(300),
  set_number: z.number().int().min(1).max(99).default(1),
  propounding_party: OptionalText(300),
  responding_party: OptionalText(300),
  served_date: IsoDate,
  service_method: z.enum(SERVICE_METHODS).default('email'),
  /** Days to respond from service (before the mail-service days); 30 unless agreed otherwise. */
  response_days: z.number().int().min(1).max(365).default(DEFAULT_RESPONSE_DAYS),
  notes: OptionalText(10_000),
  items: z.array(DiscoveryRequestItemInput).min(1, 'A request needs at least one numbered item').max(MAX_REQUEST_ITEMS),
});
export type CreateDiscoveryRequestRequest = z.infer<typeof CreateDiscoveryRequestRequest>;

export const UpdateDiscoveryRequestRequest = z
  .object({
    title: NonEmptyText(300),
    set_number: z.number().int().min(1).max(99),
    propounding_party: OptionalText(300),
    responding_party: OptionalText(300),
    served_date: IsoDate,
    service_method: z.enum(SERVICE_METHODS),
    response_days: z.number().int().min(1).max(365),
    status: z.enum(DISCOVERY_REQUEST_STATUSES),
    notes: OptionalText(10_000),
    /** The whole list: items keep their ids by number; responses and objections are per item. */
    items: z.array(DiscoveryRequestItemInput).min(1, 'A request needs at least one numbered item').max(MAX_REQUEST_ITEMS),
  })
  .partial();
export type UpdateDiscoveryRequestRequest = z.infer<typeof UpdateDiscoveryRequestRequest>;

export const DiscoveryRequestItem = z.object({
  id: z.uuid(),
  number: z.number().int(),
  text: z.string(),
  response: z.string().nullable(),
  objections: z.string().nullable(),
  response_status: z.enum(ITEM_RESPONSE_STATUSES),
});
export type DiscoveryRequestItem = z.infer<typeof DiscoveryRequestItem>;

/** Review progress of a request: the case's documents and how far coding has got for this request. */
export const ReviewProgress = z.object({
  total: z.number().int(),
  reviewed: z.number().int(),
  responsive: z.number().int(),
  not_responsive: z.number().int(),
  privileged: z.number().int(),
});
export type ReviewProgress = z.infer<typeof ReviewProgress>;

export const DiscoveryRequest = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  case_name: z.string(),
  direction: z.enum(DISCOVERY_DIRECTIONS),
  request_type: z.enum(DISCOVERY_REQUEST_TYPES),
  title: z.string(),
  set_number: z.number().int(),
  propounding_party: z.string().nullable(),
  responding_party: z.string().nullable(),
  served_date: z.string(),
  service_method: z.enum(SERVICE_METHODS),
  response_days: z.number().int(),
  /** served_date + response_days (+3 for mail service), moved to the next weekday if it falls on a weekend. */
  due_date: z.string(),
  /** The deadline on the case's calendar (a case event of type 'deadline'). */
  deadline_event_id: z.uuid().nullable(),
  status: z.enum(DISCOVERY_REQUEST_STATUSES),
  notes: z.string().nullable(),
  items: z.array(DiscoveryRequestItem),
  item_count: z.number().int(),
  progress: ReviewProgress,
  created_by: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** The caller may change it (paralegal and above with edit access to the case). */
  can_edit: z.boolean(),
});
export type DiscoveryRequest = z.infer<typeof DiscoveryRequest>;

export const DiscoveryRequestListQuery = z.object({
  case_id: z.uuid().optional(),
  status: z.enum(DISCOVERY_REQUEST_STATUSES).optional(),
  direction: z.enum(DISCOVERY_DIRECTIONS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export const DiscoveryRequestList = z.object({
  requests: z.array(DiscoveryRequest),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type DiscoveryRequestList = z.infer<typeof DiscoveryRequestList>;

export const DiscoveryRequestIdParam = z.object({ request_id: z.uuid() });
