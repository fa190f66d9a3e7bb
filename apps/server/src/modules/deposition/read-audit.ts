import type { AppDeps } from '../../deps.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';
import type { LoadedSession } from './sessions.js';

/** What of a session's testimony a read returned (the audit row's `details.view`). */
export type TestimonyView = 'deposition_transcript' | 'deposition_summary' | 'deposition_insights' | 'deposition_questions';

/**
 * Reading a session's words — its testimony, the summary of it, the insights quoting it, the
 * questions drawn from it — is audited like reading a transcript: one `case_viewed` row per read
 * request (not per line), written after the read succeeded, naming the case and the session.
 */
export async function auditTestimonyRead(deps: AppDeps, caller: Caller, loaded: LoadedSession, view: TestimonyView, returned: Record<string, number>): Promise<void> {
  await recordAudit(deps.db, caller.actor, {
    action: 'case_viewed',
    resourceType: 'case',
    resourceId: loaded.session.caseId,
    resourceName: loaded.caseName,
    details: { view, session_id: loaded.session.id, deponent: loaded.session.deponent, ...returned },
  });
}
