import { z } from 'zod';
import { Timestamp } from './common.js';

/*
 * The dashboard (/dashboard/stats, /insights, /all-case-insights): figures and
 * insights computed from the cases the caller may see (partners and above: the firm's; associates
 * and below: the cases they are members of). Every insight says why it is there and where to act.
 */

export const INSIGHT_KINDS = [
  /** A deadline event in the next 7 days with no filing answering it. */
  'deadline_without_filing',
  /** A discovery request whose response is due in the next 7 days (or overdue) and not yet served. */
  'discovery_response_due',
  /** A document whose processing failed (with the reason). */
  'document_failed',
  /** An open case with no activity (documents, events, changes) for 30 days. */
  'case_inactive',
  /** An AI budget threshold crossed this month (partners and above). */
  'budget_threshold',
  /** A lawyer-analysis alert not yet acknowledged. */
  'lawyer_alert',
] as const;
export const InsightKind = z.enum(INSIGHT_KINDS);
export type InsightKind = z.infer<typeof InsightKind>;

export const INSIGHT_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export const InsightSeverity = z.enum(INSIGHT_SEVERITIES);
export type InsightSeverity = z.infer<typeof InsightSeverity>;

/** Days ahead a deadline or a discovery response counts as coming up. */
export const DASHBOARD_HORIZON_DAYS = 7;
/** Days without activity after which an open case is flagged. */
export const CASE_INACTIVE_DAYS = 30;

export const Insight = z.object({
  /** Stable across reads (kind and subject), so the web can key and dismiss it. */
  id: z.string(),
  kind: InsightKind,
  severity: InsightSeverity,
  title: z.string(),
  /** Why it is listed, in a sentence a partner understands. */
  reason: z.string(),
  /** The in-app path where to act (e.g. /cases/{id}?event={event_id}). */
  link: z.string(),
  case_id: z.uuid().nullable(),
  case_name: z.string().nullable(),
  /** The date it concerns (a deadline, a due date, a failure), if any. */
  due_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type Insight = z.infer<typeof Insight>;

export const InsightsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  case_id: z.uuid().optional(),
});
export type InsightsQuery = z.infer<typeof InsightsQuery>;

export const InsightsResponse = z.object({
  insights: z.array(Insight),
  /** All insights for the caller, before the limit. */
  total: z.number().int(),
  generated_at: Timestamp,
});
export type InsightsResponse = z.infer<typeof InsightsResponse>;

/** Per case: its insights, for the cases that have any (most urgent case first). */
export const CaseInsights = z.object({
  case_id: z.uuid(),
  case_name: z.string(),
  insights: z.array(Insight),
});
export const AllCaseInsightsResponse = z.object({ cases: z.array(CaseInsights), generated_at: Timestamp });
export type AllCaseInsightsResponse = z.infer<typeof AllCaseInsightsResponse>;

/** One week of a chart: weeks start on Monday (UTC), oldest first. */
export const WeekPoint = z.object({ week_start: z.string().describe('YYYY-MM-DD'), value: z.number().int() });
export type WeekPoint = z.infer<typeof WeekPoint>;

export const DashboardStatsQuery = z.object({
  /** How many weeks the charts cover (this week included). */
  weeks: z.coerce.number().int().min(1).max(52).default(12),
});

export const DashboardStats = z.object({
  cases: z.object({ total: z.number().int(), open: z.number().int(), inactive: z.number().int() }),
  documents: z.object({
    total: z.number().int(),
    processed_this_week: z.number().int(),
    failed: z.number().int(),
    processing: z.number().int(),
  }),
  deadlines: z.object({
    /** Open deadline events in the next 7 days. */
    next_7_days: z.number().int(),
    /** Of those, the ones with no filing answering them. */
    without_filing: z.number().int(),
    overdue: z.number().int(),
  }),
  discovery: z.object({ responses_due_7_days: z.number().int(), overdue: z.number().int() }),
  charts: z.object({
    documents_processed_per_week: z.array(WeekPoint),
    /** Open deadlines falling in each week (the coming weeks, this one first). */
    open_deadlines_per_week: z.array(WeekPoint),
    /** Audit events on the caller's visible cases per week. */
    activity_per_week: z.array(WeekPoint),
  }),
  generated_at: Timestamp,
});
export type DashboardStats = z.infer<typeof DashboardStats>;
