import { and, eq, isNull } from 'drizzle-orm';
import type { AnalysisKind, CaseAnalysis, DocumentAnalysis, EntitiesResponse, GapsResponse, TimelineResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { cases, documents } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { cachedResult, fingerprint } from './cache.js';
import { analyseCase, caseEntities } from './case-analysis.js';
import { analyseDocumentLocally, refineWithModel } from './document-analysis.js';
import { findGaps } from './gaps.js';
import { caseDocuments, caseEventsOf, materialFor, type CaseMaterial } from './load.js';
import { buildTimeline } from './timeline.js';

export type AnalysisResult = DocumentAnalysis | CaseAnalysis | TimelineResponse | EntitiesResponse | GapsResponse;

export interface RunContext {
  organizationId: string;
  userId: string | null;
  force: boolean;
  /** Called with 0–100 as documents are read (advanced-analysis tasks report it). */
  onProgress?: (percent: number) => Promise<void>;
}

export interface RunOutcome<T> {
  result: T;
  cached: boolean;
  /** The case the subject belongs to (for audit rows and usage records). */
  caseId: string;
  subjectName: string;
}

/**
 * The case analyses' rules, in their fingerprint: a stored result made by older rules (before
 * people had roles, when document-text deadlines raised alerts) is rebuilt, not served forever.
 */
const CASE_RULES = 'local|case-rules-2';

/** The engine a fresh document analysis would be made by (part of its fingerprint). */
const documentEngine = (deps: AppDeps) => (deps.ai.text ? `${deps.ai.text.provider}:${deps.ai.text.model}` : 'local');

function progressReporter(total: number, onProgress?: (percent: number) => Promise<void>) {
  let done = 0;
  let reported = -1;
  return async () => {
    done += 1;
    const percent = Math.min(95, Math.floor((done / Math.max(total, 1)) * 95));
    // Every 5 %: a task over hundreds of documents should not write a row per document.
    if (onProgress && percent - reported >= 5) {
      reported = percent;
      await onProgress(percent);
    }
  };
}

/**
 * One analysis of a subject of the firm (the caller's access was checked by the route or at task
 * submission; here only the firm is). Stored results are re-used while their inputs are unchanged.
 */
export async function runDocumentAnalysis(deps: AppDeps, ctx: RunContext, documentId: string): Promise<RunOutcome<DocumentAnalysis>> {
  const [doc] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.organizationId, ctx.organizationId), isNull(documents.deletedAt)));
  if (!doc) throw notFound('Document');
  if (doc.status !== 'processed') throw conflict(`The document is ${doc.status}; it can be analysed once it has been processed.`, 'not_processed');
  const { result, cached } = await cachedResult(
    deps.db,
    { organizationId: ctx.organizationId, kind: 'document', subjectId: doc.id, fingerprint: fingerprint({ docs: [doc], engine: documentEngine(deps) }), force: ctx.force },
    async () => {
      const [material] = await materialFor(deps.db, [doc], progressReporter(1, ctx.onProgress));
      const local = analyseDocumentLocally(material!);
      return refineWithModel(deps.ai, material!, local, { organizationId: ctx.organizationId, userId: ctx.userId, caseId: doc.caseId }, deps.log);
    },
  );
  return { result, cached, caseId: doc.caseId, subjectName: doc.filename };
}

type CaseKind = Exclude<AnalysisKind, 'document'>;

function compute(kind: CaseKind, material: CaseMaterial): AnalysisResult {
  const generated_at = new Date().toISOString();
  const case_id = material.caseRow.id;
  switch (kind) {
    case 'case':
      return { ...analyseCase(material), generated_at };
    case 'timeline':
      return { case_id, engine: 'local', entries: buildTimeline(material), generated_at };
    case 'entities':
      return { case_id, engine: 'local', entities: caseEntities(material), generated_at };
    case 'gaps':
      return { case_id, engine: 'local', gaps: findGaps(material), generated_at };
  }
}

export async function runCaseAnalysis(deps: AppDeps, ctx: RunContext, kind: CaseKind, caseId: string): Promise<RunOutcome<AnalysisResult>> {
  const [caseRow] = await deps.db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.organizationId, ctx.organizationId)));
  if (!caseRow) throw notFound('Case');
  const docs = await caseDocuments(deps.db, ctx.organizationId, caseId);
  const events = await caseEventsOf(deps.db, caseId);
  const { result, cached } = await cachedResult(
    deps.db,
    { organizationId: ctx.organizationId, kind, subjectId: caseId, fingerprint: fingerprint({ docs, caseRow, events, engine: CASE_RULES }), force: ctx.force },
    async () => compute(kind, { caseRow, events, docs: await materialFor(deps.db, docs, progressReporter(docs.length, ctx.onProgress)) }),
  );
  return { result, cached, caseId, subjectName: caseRow.name };
}

export function runAnalysis(deps: AppDeps, ctx: RunContext, kind: AnalysisKind, targetId: string): Promise<RunOutcome<AnalysisResult>> {
  return kind === 'document' ? runDocumentAnalysis(deps, ctx, targetId) : runCaseAnalysis(deps, ctx, kind, targetId);
}
