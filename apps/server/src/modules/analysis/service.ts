import type { AnalysisKind } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { loadCase } from '../cases/access.js';
import { loadDocument } from '../documents/documents.js';
import type { Caller } from '../../platform/http/caller.js';
import { runAnalysis, type AnalysisResult } from './run.js';

/**
 * Checks the caller may see the subject (another firm's or an unassigned case's answers 404).
 * Returns the case the subject belongs to.
 */
export async function assertCanSee(deps: AppDeps, caller: Caller, kind: AnalysisKind, targetId: string): Promise<string> {
  if (kind === 'document') return (await loadDocument(deps.db, caller, targetId)).doc.caseId;
  await loadCase(deps.db, caller, targetId);
  return targetId;
}

/**
 * An analysis for a request: access, the (possibly stored) result, and one audit row, since an
 * analysis reveals a privileged document's or matter's contents.
 */
export async function analysisFor(deps: AppDeps, caller: Caller, kind: AnalysisKind, targetId: string, force = false): Promise<AnalysisResult> {
  await assertCanSee(deps, caller, kind, targetId);
  const outcome = await runAnalysis(deps, { organizationId: caller.organizationId, userId: caller.userId, force }, kind, targetId);
  await recordAudit(deps.db, caller.actor, {
    action: 'report_generated',
    resourceType: kind === 'document' ? 'document' : 'case',
    resourceId: targetId,
    resourceName: outcome.subjectName,
    details: { analysis: kind, engine: outcome.result.engine, cached: outcome.cached, case_id: outcome.caseId },
  });
  return outcome.result;
}
