import type { LawyerAlert, LawyerAnalysis, LawyerAnalysisContent } from '@app/contract';
import type { LawyerAlertRow, LawyerAnalysisRow } from '../../db/schema/index.js';
import { daysBetween } from './engine.js';

export const contentOf = (row: LawyerAnalysisRow): LawyerAnalysisContent => row.content as LawyerAnalysisContent;

/** A stored analysis as the API shows it; days to a deadline are counted from today, not from when it was built. */
export function presentAnalysis(row: LawyerAnalysisRow, current: boolean, today = new Date().toISOString().slice(0, 10)): LawyerAnalysis {
  const content = contentOf(row);
  return {
    ...content,
    upcoming_deadlines: content.upcoming_deadlines.map((d) => ({ ...d, days_left: daysBetween(today, d.date) })),
    id: row.id,
    case_id: row.caseId,
    inputs_version: row.inputsVersion,
    engine: row.engine,
    current,
    created_by: row.createdBy,
    generated_at: row.createdAt.toISOString(),
  };
}

export function presentAlert(row: LawyerAlertRow): LawyerAlert {
  return {
    id: row.id,
    case_id: row.caseId,
    analysis_id: row.analysisId,
    kind: row.kind as LawyerAlert['kind'],
    severity: row.severity as LawyerAlert['severity'],
    title: row.title,
    detail: row.detail,
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    acknowledged_by: row.acknowledgedBy,
    created_at: row.createdAt.toISOString(),
  };
}
