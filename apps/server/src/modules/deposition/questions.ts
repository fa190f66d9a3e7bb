import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { QuestionStatus, SuggestedQuestion } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { depositionQuestions } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { appendEvents, notifyLive } from './events.js';
import { presentQuestion } from './present.js';
import { auditTestimonyRead } from './read-audit.js';
import { loadSessionFor } from './sessions.js';

/** Follow-up questions of a session (suggested, asked, dismissed), oldest first, each with the goal it serves. */
export async function listQuestions(deps: AppDeps, caller: Caller, sessionId: string, query: { status?: QuestionStatus | undefined }): Promise<{ questions: SuggestedQuestion[] }> {
  const loaded = await loadSessionFor(deps, caller, sessionId, 'followDepositions');
  const filters: SQL[] = [eq(depositionQuestions.sessionId, loaded.session.id)];
  if (query.status) filters.push(eq(depositionQuestions.status, query.status));
  const rows = await deps.db.select().from(depositionQuestions).where(and(...filters)).orderBy(asc(depositionQuestions.createdAt), asc(depositionQuestions.key));
  // Follow-up questions are drawn from (and cite) the testimony: reading them is reading it.
  await auditTestimonyRead(deps, caller, loaded, 'deposition_questions', { questions: rows.length });
  return { questions: rows.map(presentQuestion) };
}

/** Marks a question asked or dismissed (or suggested again): audited, published as a 'question' event. */
export async function updateQuestion(deps: AppDeps, caller: Caller, sessionId: string, questionId: string, status: QuestionStatus): Promise<SuggestedQuestion> {
  const result = await deps.db.transaction(async (tx) => {
    const { session, caseName } = await loadSessionFor(deps, caller, sessionId, 'runDepositions', { db: tx, lock: true });
    const [current] = await tx
      .select()
      .from(depositionQuestions)
      .where(and(eq(depositionQuestions.id, questionId), eq(depositionQuestions.sessionId, session.id)));
    if (!current) throw notFound('Question');
    if (current.status === status) return { question: presentQuestion(current), lastSeq: 0 };
    const [row] = await tx.update(depositionQuestions).set({ status, updatedAt: new Date() }).where(eq(depositionQuestions.id, questionId)).returning();
    if (!row) throw notFound('Question');
    await appendAudit(tx, caller.actor, {
      action: 'case_updated',
      resourceType: 'case',
      resourceId: session.caseId,
      resourceName: caseName,
      details: { change: `deposition_question_${status}`, session_id: session.id, question_id: row.id, previous_status: current.status, text: row.text },
    });
    const question = presentQuestion(row);
    const [event] = await appendEvents(tx, session, [{ type: 'question', question }]);
    return { question, lastSeq: event?.seq ?? 0 };
  });
  if (result.lastSeq > 0) await notifyLive(deps, sessionId, result.lastSeq);
  return result.question;
}
