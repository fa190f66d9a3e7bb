import { z } from 'zod';
import { AnalysisEngine, SourceRef } from './analysis.js';
import { Timestamp } from './common.js';

/*
 * Lawyer analysis (/lawyer-analysis): per case, a lawyer's reading of the file
 * built from the existing analyses (entities, timeline, gaps), the case's events and its documents:
 * strengths, risks, missing evidence, key witnesses, upcoming deadlines and next steps. Stored with
 * the version of its inputs; a new version compared with the last raises alerts.
 */

export const LAWYER_SEVERITIES = ['high', 'medium', 'low'] as const;
export const LawyerSeverity = z.enum(LAWYER_SEVERITIES);
export type LawyerSeverity = z.infer<typeof LawyerSeverity>;

/** One point of the analysis. `key` is stable across versions (what it is about), so versions can be compared. */
export const LawyerFinding = z.object({
  key: z.string(),
  title: z.string(),
  detail: z.string(),
  severity: LawyerSeverity,
  sources: z.array(SourceRef),
});
export type LawyerFinding = z.infer<typeof LawyerFinding>;

export const KeyWitness = z.object({
  name: z.string(),
  /** How often the documents name them. */
  mentions: z.number().int(),
  /** How many documents name them. */
  document_count: z.number().int(),
  sources: z.array(SourceRef),
});
export type KeyWitness = z.infer<typeof KeyWitness>;

export const UpcomingDeadline = z.object({
  event_id: z.uuid(),
  title: z.string(),
  date: z.string().describe('ISO date (YYYY-MM-DD)'),
  /** Negative when it has passed. */
  days_left: z.number().int(),
});
export type UpcomingDeadline = z.infer<typeof UpcomingDeadline>;

export const NEXT_STEP_PRIORITIES = LAWYER_SEVERITIES;
export const NextStep = z.object({
  key: z.string(),
  title: z.string(),
  /** Why it is suggested, in a sentence. */
  reason: z.string(),
  priority: LawyerSeverity,
  due_date: z.string().nullable().describe('ISO date, when a deadline drives it'),
  /** In-app path where to act (the case's events, documents…). */
  link: z.string(),
});
export type NextStep = z.infer<typeof NextStep>;

export const LawyerAnalysis = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  /** A digest of the documents, events and case fields it was built from. */
  inputs_version: z.string(),
  engine: AnalysisEngine,
  /** False when documents, events or the case changed since: POST builds the new version. */
  current: z.boolean(),
  summary: z.string(),
  strengths: z.array(LawyerFinding),
  risks: z.array(LawyerFinding),
  missing_evidence: z.array(LawyerFinding),
  key_witnesses: z.array(KeyWitness),
  upcoming_deadlines: z.array(UpcomingDeadline),
  next_steps: z.array(NextStep),
  document_count: z.number().int(),
  event_count: z.number().int(),
  created_by: z.uuid().nullable(),
  generated_at: Timestamp,
});
export type LawyerAnalysis = z.infer<typeof LawyerAnalysis>;

/** What is stored in lawyer_analyses.content (the row holds id, case, version, engine, author, time). */
export const LawyerAnalysisContent = LawyerAnalysis.omit({ id: true, case_id: true, inputs_version: true, engine: true, current: true, created_by: true, generated_at: true });
export type LawyerAnalysisContent = z.infer<typeof LawyerAnalysisContent>;

export const RunLawyerAnalysisRequest = z.object({
  /** Build again even when the inputs have not changed (e.g. after the model was configured). */
  force: z.boolean().default(false),
});
export type RunLawyerAnalysisRequest = z.infer<typeof RunLawyerAnalysisRequest>;

export const RunLawyerAnalysisResponse = LawyerAnalysis.extend({
  /** True when the stored analysis of the same inputs was returned rather than a new one built. */
  reused: z.boolean(),
  /** Alerts this version raised (new risks, missing evidence, witnesses, deadlines). */
  new_alerts: z.number().int(),
});
export type RunLawyerAnalysisResponse = z.infer<typeof RunLawyerAnalysisResponse>;

export const LawyerAnalysisVersion = z.object({
  id: z.uuid(),
  inputs_version: z.string(),
  engine: AnalysisEngine,
  document_count: z.number().int(),
  risk_count: z.number().int(),
  created_by: z.uuid().nullable(),
  generated_at: Timestamp,
});
export const LawyerAnalysisHistory = z.object({ case_id: z.uuid(), analyses: z.array(LawyerAnalysisVersion) });
export type LawyerAnalysisHistory = z.infer<typeof LawyerAnalysisHistory>;

export const LAWYER_ALERT_KINDS = ['new_risk', 'new_missing_evidence', 'new_key_witness', 'new_deadline', 'risk_resolved'] as const;
export const LawyerAlertKind = z.enum(LAWYER_ALERT_KINDS);
export type LawyerAlertKind = z.infer<typeof LawyerAlertKind>;
export const LAWYER_ALERT_KIND_LABELS: Record<LawyerAlertKind, string> = {
  new_risk: 'New risk',
  new_missing_evidence: 'New missing evidence',
  new_key_witness: 'New key witness',
  new_deadline: 'New deadline',
  risk_resolved: 'Risk resolved',
};

export const LawyerAlert = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  analysis_id: z.uuid(),
  kind: LawyerAlertKind,
  severity: LawyerSeverity,
  title: z.string(),
  detail: z.string(),
  acknowledged_at: Timestamp.nullable(),
  acknowledged_by: z.uuid().nullable(),
  created_at: Timestamp,
});
export type LawyerAlert = z.infer<typeof LawyerAlert>;

export const LawyerAlertsQuery = z.object({
  /** Also list the alerts already acknowledged. */
  include_acknowledged: z.stringbool().default(false),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type LawyerAlertsQuery = z.input<typeof LawyerAlertsQuery>;
export const LawyerAlertList = z.object({ case_id: z.uuid(), alerts: z.array(LawyerAlert), unacknowledged: z.number().int() });
export type LawyerAlertList = z.infer<typeof LawyerAlertList>;

export const LawyerAlertParams = z.object({ case_id: z.uuid(), alert_id: z.uuid() });

export const NextStepsResponse = z.object({
  case_id: z.uuid(),
  analysis_id: z.uuid(),
  engine: AnalysisEngine,
  current: z.boolean(),
  next_steps: z.array(NextStep),
  generated_at: Timestamp,
});
export type NextStepsResponse = z.infer<typeof NextStepsResponse>;
