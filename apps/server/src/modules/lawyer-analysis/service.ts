import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { dateInTimeZone, type LawyerAlert, type LawyerAlertList, type LawyerAnalysis, type LawyerAnalysisHistory, type NextStepsResponse, type RunLawyerAnalysisResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { cases, documents, lawyerAlerts, lawyerAnalyses, type CaseRow, type LawyerAnalysisRow } from '../../db/schema/index.js';
import { appendAudit, recordAudit, systemActor, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { loadCase } from '../cases/access.js';
import { caseDocuments, caseEventsOf, materialFor } from '../analysis/load.js';
import { alertsBetween } from './alerts.js';
import { buildOfflineAnalysis } from './engine.js';
import { configuredEngine, inputsVersion } from './inputs.js';
import { refineWithModel } from './model.js';
import { firmTimeZone } from '../../platform/time/firm-time-zone.js';
import { contentOf, presentAlert, presentAnalysis } from './present.js';

/** Documents still on their way through the pipeline: the case's analysis waits for them. */
const IN_FLIGHT = ['uploaded', 'queued', 'processing'] as const;

/** The newest stored analysis of a case, or null. */
async function latestRow(deps: AppDeps, caseRow: CaseRow): Promise<LawyerAnalysisRow | null> {
  const [row] = await deps.db
    .select()
    .from(lawyerAnalyses)
    .where(and(eq(lawyerAnalyses.caseId, caseRow.id), eq(lawyerAnalyses.organizationId, caseRow.organizationId)))
    .orderBy(desc(lawyerAnalyses.createdAt), desc(lawyerAnalyses.id))
    .limit(1);
  return row ?? null;
}

const noneYet = () =>
  new AppError(404, 'no_lawyer_analysis', 'This case has no lawyer analysis yet. Run one first (POST /lawyer-analysis/cases/{case_id}/lawyer-analysis, "Run analysis" on the case page).');

/** Reading an analysis reveals the case file's contents: one audit row per read. */
const audited = (deps: AppDeps, caller: Caller, caseRow: CaseRow, what: string, details: Record<string, unknown> = {}) =>
  recordAudit(deps.db, caller.actor, { action: 'analytics_viewed', resourceType: 'case', resourceId: caseRow.id, resourceName: caseRow.name, details: { lawyer_analysis: what, ...details } });

/** Who a build is for: a person (the route) or the server itself (the refresh after new documents). */
interface Builder {
  organizationId: string;
  userId: string | null;
  actor: AuditActor;
}

/**
 * Builds the case's analysis and stores it, unless the stored one was made from the same inputs
 * (then that one is returned). A new version is compared with the previous one and the differences
 * become alerts, in the same transaction as the analysis and its audit row.
 */
async function buildAndStore(deps: AppDeps, who: Builder, caseRow: CaseRow, force: boolean): Promise<{ body: RunLawyerAnalysisResponse; created: boolean }> {
  const caseId = caseRow.id;
  const version = await inputsVersion(deps.db, caseRow, configuredEngine(deps.ai.text));
  const previous = await latestRow(deps, caseRow);
  const timeZone = await firmTimeZone(deps.db, who.organizationId);
  const today = dateInTimeZone(new Date(), timeZone);
  if (previous && previous.inputsVersion === version && !force) return { body: { ...presentAnalysis(previous, true, today), reused: true, new_alerts: 0 }, created: false };
  const [docs, events] = await Promise.all([caseDocuments(deps.db, who.organizationId, caseId), caseEventsOf(deps.db, caseId)]);
  const material = { caseRow, events, docs: await materialFor(deps.db, docs) };
  const offline = buildOfflineAnalysis(material, today, timeZone);
  const usage = { organizationId: who.organizationId, userId: who.userId, caseId };
  const { engine, content } = await refineWithModel(deps.ai, caseRow.name, offline, usage, deps.log);
  const drafts = alertsBetween(previous ? contentOf(previous) : null, content);
  const row = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(lawyerAnalyses)
      .values({ organizationId: who.organizationId, caseId, inputsVersion: version, engine, content, createdBy: who.userId })
      .returning();
    if (!stored) throw new Error('lawyer analysis insert returned no row');
    if (drafts.length > 0) {
      await tx.insert(lawyerAlerts).values(drafts.map((d) => ({ ...d, organizationId: who.organizationId, caseId, analysisId: stored.id })));
    }
    await appendAudit(tx, who.actor, {
      action: 'report_generated',
      resourceType: 'case',
      resourceId: caseId,
      resourceName: caseRow.name,
      details: { lawyer_analysis: stored.id, engine, inputs_version: version, documents: content.document_count, alerts: drafts.length },
    });
    return stored;
  });
  return { body: { ...presentAnalysis(row, true, today), reused: false, new_alerts: drafts.length }, created: true };
}

export async function runLawyerAnalysis(deps: AppDeps, caller: Caller, caseId: string, force: boolean): Promise<{ body: RunLawyerAnalysisResponse; created: boolean }> {
  const { row: caseRow } = await loadCase(deps.db, caller, caseId);
  const outcome = await buildAndStore(deps, { organizationId: caller.organizationId, userId: caller.userId, actor: caller.actor }, caseRow, force);
  if (!outcome.created) await audited(deps, caller, caseRow, 'reused', { analysis_id: outcome.body.id });
  return outcome;
}

/**
 * After a document of a case was processed: when the case has an analysis and nothing of it is
 * still being processed (the last document of an upload does it once), the analysis is brought up
 * to date, so its alerts fire without anyone pressing "Update". Cases never analysed are left alone.
 */
export async function refreshAfterDocument(deps: AppDeps, organizationId: string, documentId: string): Promise<'refreshed' | 'current' | 'skipped'> {
  const [doc] = await deps.db
    .select({ caseId: documents.caseId })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.organizationId, organizationId)));
  if (!doc) return 'skipped';
  const [caseRow] = await deps.db.select().from(cases).where(and(eq(cases.id, doc.caseId), eq(cases.organizationId, organizationId)));
  if (!caseRow || !(await latestRow(deps, caseRow))) return 'skipped';
  const [busy] = await deps.db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.caseId, caseRow.id), isNull(documents.deletedAt), inArray(documents.status, IN_FLIGHT)));
  if ((busy?.n ?? 0) > 0) return 'skipped';
  const outcome = await buildAndStore(deps, { organizationId, userId: null, actor: systemActor(organizationId, 'lawyer-analysis') }, caseRow, false);
  return outcome.created ? 'refreshed' : 'current';
}

/** The newest analysis, and whether it is still current (a read of ids and timestamps, no document text). */
export async function latestLawyerAnalysis(deps: AppDeps, caller: Caller, caseId: string): Promise<LawyerAnalysis> {
  const { row: caseRow } = await loadCase(deps.db, caller, caseId);
  const row = await latestRow(deps, caseRow);
  if (!row) throw noneYet();
  const current = row.inputsVersion === (await inputsVersion(deps.db, caseRow, configuredEngine(deps.ai.text)));
  await audited(deps, caller, caseRow, 'latest', { analysis_id: row.id });
  return presentAnalysis(row, current, dateInTimeZone(new Date(), await firmTimeZone(deps.db, caller.organizationId)));
}

/** Every stored version, newest first (what changed when). */
export async function lawyerAnalysisHistory(deps: AppDeps, caller: Caller, caseId: string): Promise<LawyerAnalysisHistory> {
  const { row: caseRow } = await loadCase(deps.db, caller, caseId);
  const rows = await deps.db
    .select()
    .from(lawyerAnalyses)
    .where(and(eq(lawyerAnalyses.caseId, caseId), eq(lawyerAnalyses.organizationId, caller.organizationId)))
    .orderBy(desc(lawyerAnalyses.createdAt), desc(lawyerAnalyses.id))
    .limit(100);
  await audited(deps, caller, caseRow, 'history');
  return {
    case_id: caseId,
    analyses: rows.map((r) => {
      const c = contentOf(r);
      return { id: r.id, inputs_version: r.inputsVersion, engine: r.engine, document_count: c.document_count, risk_count: c.risks.length, created_by: r.createdBy, generated_at: r.createdAt.toISOString() };
    }),
  };
}

export async function nextSteps(deps: AppDeps, caller: Caller, caseId: string): Promise<NextStepsResponse> {
  const analysis = await latestLawyerAnalysis(deps, caller, caseId);
  return { case_id: caseId, analysis_id: analysis.id, engine: analysis.engine, current: analysis.current, next_steps: analysis.next_steps, generated_at: analysis.generated_at };
}

export async function listAlerts(deps: AppDeps, caller: Caller, caseId: string, query: { include_acknowledged: boolean; limit: number }): Promise<LawyerAlertList> {
  const { row: caseRow } = await loadCase(deps.db, caller, caseId);
  const ofCase = and(eq(lawyerAlerts.caseId, caseId), eq(lawyerAlerts.organizationId, caller.organizationId));
  const open = and(ofCase, isNull(lawyerAlerts.acknowledgedAt));
  const rows = await deps.db
    .select()
    .from(lawyerAlerts)
    .where(query.include_acknowledged ? ofCase : open)
    .orderBy(desc(lawyerAlerts.createdAt), desc(lawyerAlerts.id))
    .limit(query.limit);
  const [unacknowledged] = await deps.db.select({ n: count() }).from(lawyerAlerts).where(open);
  await audited(deps, caller, caseRow, 'alerts');
  return { case_id: caseId, alerts: rows.map(presentAlert), unacknowledged: unacknowledged?.n ?? 0 };
}

/** Marks an alert seen (once: acknowledging again keeps the first time and person). */
export async function acknowledgeAlert(deps: AppDeps, caller: Caller, caseId: string, alertId: string): Promise<LawyerAlert> {
  const { row: caseRow } = await loadCase(deps.db, caller, caseId);
  return deps.db.transaction(async (tx) => {
    const where = and(eq(lawyerAlerts.id, alertId), eq(lawyerAlerts.caseId, caseId), eq(lawyerAlerts.organizationId, caller.organizationId));
    const [alert] = await tx.select().from(lawyerAlerts).where(where).for('no key update');
    if (!alert) throw notFound('Alert');
    if (alert.acknowledgedAt) return presentAlert(alert);
    const [updated] = await tx.update(lawyerAlerts).set({ acknowledgedAt: new Date(), acknowledgedBy: caller.userId }).where(where).returning();
    await appendAudit(tx, caller.actor, {
      action: 'case_updated',
      resourceType: 'case',
      resourceId: caseId,
      resourceName: caseRow.name,
      details: { lawyer_alert_acknowledged: alertId, kind: alert.kind, title: alert.title },
    });
    return presentAlert(updated ?? alert);
  });
}
