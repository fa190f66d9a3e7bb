import { z } from 'zod';
import { Timestamp } from './common.js';

/**
 * Analysis results (the analysis endpoints and a document's analyze). Every result says which engine made it:
 * `local` is the offline rule-based and extractive engine; a model adapter names its provider.
 */
export const AnalysisEngine = z.string().describe('`local`, or `<provider>:<model>` when a model improved the result');

export const DOCUMENT_KINDS = ['contract', 'pleading', 'motion', 'correspondence', 'email', 'transcript', 'invoice', 'other'] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKind>;
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  contract: 'Contract',
  pleading: 'Pleading',
  motion: 'Motion',
  correspondence: 'Correspondence',
  email: 'E-mail',
  transcript: 'Transcript',
  invoice: 'Invoice',
  other: 'Other',
};

export const ENTITY_TYPES = ['person', 'organization', 'place', 'money', 'date', 'citation'] as const;
export const EntityType = z.enum(ENTITY_TYPES);
export type EntityType = z.infer<typeof EntityType>;

/** The part a person plays in the matter, read from the papers' structure (caption, signature, judge's line). */
export const PERSON_ROLES = ['judge', 'counsel', 'party', 'witness', 'other'] as const;
export const PersonRole = z.enum(PERSON_ROLES);
export type PersonRole = z.infer<typeof PersonRole>;

/** Where something was found: document, page and the exact words. */
export const SourceRef = z.object({
  document_id: z.uuid(),
  filename: z.string(),
  page_number: z.number().int(),
  quote: z.string(),
  start: z.number().int().optional(),
  end: z.number().int().optional(),
});
export type SourceRef = z.infer<typeof SourceRef>;

export const ExtractedEntity = z.object({
  type: EntityType,
  /** Canonical text (e.g. "550 U.S. 544", "$1,250,000.00", "2023-03-14"). */
  value: z.string(),
  /** For money: the amount in the currency's units; for dates: ISO date. */
  normalized: z.string().nullable(),
  count: z.number().int(),
  sources: z.array(SourceRef),
  /** People only: judge, counsel, party, witness or other. */
  role: PersonRole.optional(),
});
export type ExtractedEntity = z.infer<typeof ExtractedEntity>;

export const DocumentAnalysis = z.object({
  document_id: z.uuid(),
  engine: AnalysisEngine,
  summary: z.string(),
  document_type: DocumentKind,
  /** 0–1. */
  type_confidence: z.number(),
  entities: z.array(ExtractedEntity),
  key_dates: z.array(z.object({ date: z.string(), label: z.string(), page_number: z.number().int(), quote: z.string() })),
  amounts: z.array(z.object({ value: z.string(), amount: z.number(), currency: z.string(), page_number: z.number().int(), quote: z.string() })),
  citations: z.array(z.object({ value: z.string(), kind: z.enum(['case', 'statute', 'rule', 'regulation']), page_number: z.number().int(), quote: z.string() })),
  generated_at: Timestamp,
});
export type DocumentAnalysis = z.infer<typeof DocumentAnalysis>;

export const CaseAnalysis = z.object({
  case_id: z.uuid(),
  engine: AnalysisEngine,
  summary: z.string(),
  key_people: z.array(ExtractedEntity),
  key_organizations: z.array(ExtractedEntity),
  document_mix: z.array(z.object({ document_type: DocumentKind, count: z.number().int() })),
  document_count: z.number().int(),
  generated_at: Timestamp,
});
export type CaseAnalysis = z.infer<typeof CaseAnalysis>;

export const TimelineEntry = z.object({
  id: z.string(),
  date: z.string().describe('ISO date (YYYY-MM-DD)'),
  title: z.string(),
  /** document: found in a document's text; event: a case event (hearing, deadline…). */
  kind: z.enum(['document', 'event']),
  source: SourceRef.nullable(),
  event_id: z.uuid().nullable(),
  event_type: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;
export const TimelineResponse = z.object({ case_id: z.uuid(), engine: AnalysisEngine, entries: z.array(TimelineEntry), generated_at: Timestamp });
export type TimelineResponse = z.infer<typeof TimelineResponse>;

export const EntitiesResponse = z.object({ case_id: z.uuid(), engine: AnalysisEngine, entities: z.array(ExtractedEntity), generated_at: Timestamp });
export type EntitiesResponse = z.infer<typeof EntitiesResponse>;

export const GAP_KINDS = ['correspondence_gap', 'missing_exhibit', 'missing_attachment', 'party_without_documents', 'deadline_without_filing'] as const;
export const GapKind = z.enum(GAP_KINDS);
export const GAP_KIND_LABELS: Record<(typeof GAP_KINDS)[number], string> = {
  correspondence_gap: 'Period without correspondence',
  missing_exhibit: 'Exhibit referred to but not present',
  missing_attachment: 'Attachment referred to but not present',
  party_without_documents: 'Party with no documents',
  deadline_without_filing: 'Deadline without a filing',
};
export const CaseGap = z.object({
  kind: GapKind,
  title: z.string(),
  detail: z.string(),
  severity: z.enum(['low', 'medium', 'high']),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  sources: z.array(SourceRef),
});
export type CaseGap = z.infer<typeof CaseGap>;
export const GapsResponse = z.object({ case_id: z.uuid(), engine: AnalysisEngine, gaps: z.array(CaseGap), generated_at: Timestamp });
export type GapsResponse = z.infer<typeof GapsResponse>;


/** Advanced analysis: the same analyses as queued tasks with progress. */
export const ANALYSIS_KINDS = ['document', 'case', 'timeline', 'entities', 'gaps'] as const;
export const AnalysisKind = z.enum(ANALYSIS_KINDS);
export type AnalysisKind = z.infer<typeof AnalysisKind>;
export const AnalysisTaskRequest = z.object({
  kind: AnalysisKind,
  /** A document id for kind=document, a case id otherwise. */
  target_id: z.uuid(),
  /** Ignore a stored result and analyse again. */
  force: z.boolean().default(false),
});
export type AnalysisTaskRequest = z.infer<typeof AnalysisTaskRequest>;
export const AnalysisBatchRequest = z.object({ tasks: z.array(AnalysisTaskRequest).min(1).max(100) });
export const ANALYSIS_TASK_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const AnalysisTask = z.object({
  task_id: z.uuid(),
  kind: AnalysisKind,
  target_id: z.uuid(),
  status: z.enum(ANALYSIS_TASK_STATUSES),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  result: z.unknown().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type AnalysisTask = z.infer<typeof AnalysisTask>;
export const AnalysisBatchResponse = z.object({ tasks: z.array(AnalysisTask) });
export const TaskIdParam = z.object({ task_id: z.uuid() });

/** POST /documents/{document_id}/analyze: analyse again even when a stored result is current. */
export const AnalyzeDocumentRequest = z.object({ force: z.boolean().default(false) });
export type AnalyzeDocumentRequest = z.infer<typeof AnalyzeDocumentRequest>;
