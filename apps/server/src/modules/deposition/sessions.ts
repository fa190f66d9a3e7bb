import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  effectiveCaseLevel,
  mayRunDeposition,
  setupEditable,
  type CaseAccessLevel,
  type CreateDepositionSessionRequest,
  type DepositionSession,
  type DepositionSessionList,
  type UpdateDepositionSessionRequest,
  type DepositionSessionListQuery,
} from '@app/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { changedColumns } from '../../db/changed-columns.js';
import { caseMembers, cases, depositionQuestions, depositionSessions, documents, users, type DepositionSessionRow, type StoredGoal, type StoredTopic } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { conflict, fieldError, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { visibleCasesSql } from '../../platform/policy/case-policy.js';
import { assertMayOnCase, loadCase, loadCaseAs } from '../cases/access.js';
import { appendEvents, notifyLive, type NewLiveEvent } from './events.js';
import { describeSession, exhibitFiles, exhibitsOf, presentQuestion, presentSession } from './present.js';
import { initialQuestions, warmAssistant, type NewQuestion } from './assistant/index.js';
import { needsAnalysis, triggerAnalysis } from './run-assistant.js';

/*
 * Deposition sessions: the set-up (deponent, goals, outline, exhibits), the
 * state draft → live → ended, and the one way every other part of the module reaches a session for
 * a caller (loadSessionFor). Every change is audited as a change of the case, in the transaction
 * that makes it, and published as a 'session' event.
 */

export interface LoadedSession {
  session: DepositionSessionRow;
  level: CaseAccessLevel;
  caseName: string;
}

/**
 * The session for a caller who wants to follow or run it: another firm's, a case the caller cannot
 * see and a deleted session are all 404; a caller without the action's level on the case is 403
 * with the policy's message. `lock` (inside a transaction) holds the session row until commit.
 */
export async function loadSessionFor(
  deps: AppDeps,
  caller: Caller,
  sessionId: string,
  action: 'followDepositions' | 'runDepositions',
  opts: { db?: DbOrTx; lock?: boolean } = {},
): Promise<LoadedSession> {
  const db = opts.db ?? deps.db;
  const query = db
    .select()
    .from(depositionSessions)
    .where(and(eq(depositionSessions.id, sessionId), eq(depositionSessions.organizationId, caller.organizationId), isNull(depositionSessions.deletedAt)));
  const [session] = opts.lock ? await query.for('no key update') : await query;
  if (!session) throw notFound('Deposition session');
  const access = await loadCaseAs(db, caller, session.caseId, 'Deposition session');
  assertMayOnCase(caller, access, action);
  // First touch after a crash: testimony stored but never analysed is analysed now.
  if (needsAnalysis(session) && !opts.db) void triggerAnalysis(deps, session.id);
  return { session, level: access.level, caseName: access.row.name };
}

const canRun = (caller: Caller, level: CaseAccessLevel) => mayRunDeposition(caller.role, level);

/** The session as the caller sees it. */
export const sessionFor = (db: DbOrTx, caller: Caller, loaded: LoadedSession): Promise<DepositionSession> =>
  describeSession(db, loaded.session, loaded.caseName, canRun(caller, loaded.level));

export async function getSession(deps: AppDeps, caller: Caller, sessionId: string): Promise<DepositionSession> {
  return sessionFor(deps.db, caller, await loadSessionFor(deps, caller, sessionId, 'followDepositions'));
}

export async function listSessions(deps: AppDeps, caller: Caller, query: z.infer<typeof DepositionSessionListQuery>): Promise<DepositionSessionList> {
  const filters: SQL[] = [eq(depositionSessions.organizationId, caller.organizationId), isNull(depositionSessions.deletedAt), visibleCasesSql(caller)];
  if (query.case_id) filters.push(eq(depositionSessions.caseId, query.case_id));
  if (query.state) filters.push(eq(depositionSessions.state, query.state));
  const where = and(...filters);
  const found = await deps.db
    .select({ row: depositionSessions, caseName: cases.name, creatorName: users.fullName, assigned: caseMembers.accessLevel })
    .from(depositionSessions)
    .innerJoin(cases, eq(cases.id, depositionSessions.caseId))
    .leftJoin(users, eq(users.id, depositionSessions.createdBy))
    .leftJoin(caseMembers, and(eq(caseMembers.caseId, depositionSessions.caseId), eq(caseMembers.userId, caller.userId)))
    .where(where)
    .orderBy(desc(depositionSessions.createdAt), desc(depositionSessions.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [total] = await deps.db.select({ n: count() }).from(depositionSessions).innerJoin(cases, eq(cases.id, depositionSessions.caseId)).where(where);
  const files = await exhibitFiles(deps.db, caller.organizationId, found.flatMap((f) => f.row.exhibitIds));
  return {
    sessions: found.map((f) => {
      // The case is visible (the query says so): 'read' is the floor.
      const level = effectiveCaseLevel(caller.role, f.assigned) ?? 'read';
      return presentSession(f.row, { caseName: f.caseName, creatorName: f.creatorName, exhibits: exhibitsOf(f.row, files), canRun: canRun(caller, level) });
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/** Exhibits must be live documents of the case: anything else is a 400 on exhibit_ids. */
async function checkedExhibits(tx: Tx, caller: Caller, caseId: string, ids: readonly string[]): Promise<{ id: string; filename: string }[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({ id: documents.id, filename: documents.filename })
    .from(documents)
    .where(and(inArray(documents.id, unique), eq(documents.caseId, caseId), eq(documents.organizationId, caller.organizationId), isNull(documents.deletedAt)));
  const files = new Map(rows.map((r) => [r.id, r.filename]));
  const missing = unique.filter((id) => !files.has(id));
  if (missing.length > 0) throw fieldError('exhibit_ids', `${missing.length === 1 ? 'An exhibit is' : `${missing.length} exhibits are`} not a document of this case: ${missing.join(', ')}`);
  return unique.map((id) => ({ id, filename: files.get(id) ?? '' }));
}

/** New texts get a new id and start open; a text that was there keeps its id and what the assistant found. */
function keepGoals(previous: StoredGoal[], texts: readonly string[]): StoredGoal[] {
  const pool = [...previous];
  return texts.map((text) => {
    const i = pool.findIndex((g) => g.text === text);
    if (i >= 0) return pool.splice(i, 1)[0]!;
    return { id: randomUUID(), text, status: 'open', supporting_seqs: [] };
  });
}
function keepTopics(previous: StoredTopic[], titles: readonly string[]): StoredTopic[] {
  const pool = [...previous];
  return titles.map((title) => {
    const i = pool.findIndex((t) => t.title === title);
    if (i >= 0) return pool.splice(i, 1)[0]!;
    return { id: randomUUID(), title, covered: false, evasions: 0 };
  });
}

type Change = 'deposition_created' | 'deposition_updated' | 'deposition_deleted' | 'deposition_started' | 'deposition_ended';

async function auditSession(tx: Tx, caller: Caller, row: DepositionSessionRow, caseName: string, change: Change, extra: Record<string, unknown> = {}) {
  await appendAudit(tx, caller.actor, {
    action: 'case_updated',
    resourceType: 'case',
    resourceId: row.caseId,
    resourceName: caseName,
    details: { change, session_id: row.id, title: row.title, deponent: row.deponent, state: row.state, ...extra },
  });
}

/**
 * The assistant's opening questions (from the goals, outline and exhibits), added by key: one the
 * session already has is left as it is. Returns their events. Without the assistant, none.
 */
async function openingQuestions(deps: AppDeps, tx: Tx, row: DepositionSessionRow, exhibits: { id: string; filename: string }[]): Promise<NewLiveEvent[]> {
  let proposed: NewQuestion[];
  try {
    proposed = initialQuestions(row, exhibits);
  } catch (err) {
    deps.log.error({ err, session_id: row.id }, 'the deposition assistant could not propose opening questions');
    return [];
  }
  const unique = [...new Map(proposed.map((q) => [q.key, q])).values()];
  if (unique.length === 0) return [];
  const inserted = await tx
    .insert(depositionQuestions)
    .values(unique.map((q) => ({ ...q, insightId: null, organizationId: row.organizationId, sessionId: row.id, status: 'suggested' as const })))
    .onConflictDoNothing({ target: [depositionQuestions.sessionId, depositionQuestions.key] })
    .returning();
  const order = new Map(unique.map((q, i) => [q.key, i]));
  inserted.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
  return inserted.map((q) => ({ type: 'question', question: presentQuestion(q) }));
}

/** Appends the session's event (and any others) and answers the caller's view with the new last_seq. */
async function publishSession(tx: Tx, caller: Caller, loaded: LoadedSession, others: NewLiveEvent[] = []): Promise<{ view: DepositionSession; lastSeq: number }> {
  const snapshot = await describeSession(tx, loaded.session, loaded.caseName, false);
  const events = await appendEvents(tx, loaded.session, [...others, { type: 'session', session: snapshot }]);
  const lastSeq = events.at(-1)?.seq ?? loaded.session.lastSeq;
  return { view: { ...snapshot, last_seq: lastSeq, can_run: canRun(caller, loaded.level) }, lastSeq };
}

async function afterCommit(deps: AppDeps, sessionId: string, result: { view: DepositionSession; lastSeq: number }): Promise<DepositionSession> {
  await notifyLive(deps, sessionId, result.lastSeq);
  return result.view;
}

export async function createSession(deps: AppDeps, caller: Caller, input: CreateDepositionSessionRequest): Promise<DepositionSession> {
  const result = await deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, input.case_id);
    assertMayOnCase(caller, access, 'runDepositions');
    const exhibits = await checkedExhibits(tx, caller, input.case_id, input.exhibit_ids);
    const [row] = await tx
      .insert(depositionSessions)
      .values({
        organizationId: caller.organizationId,
        caseId: input.case_id,
        title: input.title || `Deposition of ${input.deponent}`,
        deponent: input.deponent,
        examiningAttorney: input.examining_attorney || null,
        date: input.date ?? null,
        location: input.location || null,
        goals: keepGoals([], input.goals),
        outline: keepTopics([], input.outline),
        exhibitIds: exhibits.map((e) => e.id),
        createdBy: caller.userId,
      })
      .returning();
    if (!row) throw new Error('deposition session insert failed');
    await auditSession(tx, caller, row, access.row.name, 'deposition_created');
    const questions = await openingQuestions(deps, tx, row, exhibits);
    return { id: row.id, published: await publishSession(tx, caller, { session: row, level: access.level, caseName: access.row.name }, questions) };
  });
  return afterCommit(deps, result.id, result.published);
}

export async function updateSession(deps: AppDeps, caller: Caller, sessionId: string, input: UpdateDepositionSessionRequest): Promise<DepositionSession> {
  const published = await deps.db.transaction(async (tx) => {
    const loaded = await loadSessionFor(deps, caller, sessionId, 'runDepositions', { db: tx, lock: true });
    const old = loaded.session;
    if (!setupEditable(old.state)) throw conflict('This deposition has ended; its set-up can no longer change.', 'deposition_ended');
    const set: Partial<typeof depositionSessions.$inferInsert> = { updatedAt: new Date() };
    const changed: string[] = [];
    if (input.deponent !== undefined && input.deponent !== old.deponent) {
      set.deponent = input.deponent;
      changed.push('deponent');
    }
    if (input.title !== undefined) {
      const title = input.title || `Deposition of ${set.deponent ?? old.deponent}`;
      if (title !== old.title) {
        set.title = title;
        changed.push('title');
      }
    }
    const optional = changedColumns(
      old,
      [
        ['examining_attorney', 'examiningAttorney', input.examining_attorney],
        ['date', 'date', input.date],
        ['location', 'location', input.location],
      ],
      { blankAsNull: true },
    );
    Object.assign(set, optional.set);
    changed.push(...optional.changed);
    if (input.goals !== undefined) {
      const goals = keepGoals(old.goals, input.goals);
      if (JSON.stringify(goals) !== JSON.stringify(old.goals)) {
        set.goals = goals;
        changed.push('goals');
      }
    }
    if (input.outline !== undefined) {
      const outline = keepTopics(old.outline, input.outline);
      if (JSON.stringify(outline) !== JSON.stringify(old.outline)) {
        set.outline = outline;
        changed.push('outline');
      }
    }
    let exhibits: { id: string; filename: string }[] | undefined;
    if (input.exhibit_ids !== undefined) {
      exhibits = await checkedExhibits(tx, caller, old.caseId, input.exhibit_ids);
      const ids = exhibits.map((e) => e.id);
      if (JSON.stringify(ids) !== JSON.stringify(old.exhibitIds)) {
        set.exhibitIds = ids;
        changed.push('exhibit_ids');
      }
    }
    if (changed.length === 0) return { view: await sessionFor(tx, caller, loaded), lastSeq: 0 };
    const [row] = await tx.update(depositionSessions).set(set).where(eq(depositionSessions.id, sessionId)).returning();
    if (!row) throw notFound('Deposition session');
    await auditSession(tx, caller, row, loaded.caseName, 'deposition_updated', { fields: changed });
    const next = { ...loaded, session: row };
    const questions = changed.some((c) => c === 'goals' || c === 'outline' || c === 'exhibit_ids')
      ? await openingQuestions(deps, tx, row, exhibits ?? exhibitsOf(row, await exhibitFiles(tx, row.organizationId, row.exhibitIds)))
      : [];
    return publishSession(tx, caller, next, questions);
  });
  return published.lastSeq > 0 ? afterCommit(deps, sessionId, published) : published.view;
}

export async function deleteSession(deps: AppDeps, caller: Caller, sessionId: string): Promise<DepositionSession> {
  const published = await deps.db.transaction(async (tx) => {
    const loaded = await loadSessionFor(deps, caller, sessionId, 'runDepositions', { db: tx, lock: true });
    if (loaded.session.state === 'live') throw conflict('This deposition is live; stop it before deleting it.', 'deposition_live');
    const now = new Date();
    const [row] = await tx.update(depositionSessions).set({ deletedAt: now, updatedAt: now }).where(eq(depositionSessions.id, sessionId)).returning();
    if (!row) throw notFound('Deposition session');
    await auditSession(tx, caller, row, loaded.caseName, 'deposition_deleted');
    return publishSession(tx, caller, { ...loaded, session: row });
  });
  return afterCommit(deps, sessionId, published);
}

export async function startSession(deps: AppDeps, caller: Caller, sessionId: string): Promise<DepositionSession> {
  // Answers come soon after a session goes live: what the assistant reads for every answer is read
  // now, not on the first answer (and not at every process's start, where most never run a deposition).
  warmAssistant();
  const published = await deps.db.transaction(async (tx) => {
    const loaded = await loadSessionFor(deps, caller, sessionId, 'runDepositions', { db: tx, lock: true });
    const { state } = loaded.session;
    if (state === 'live') throw conflict('This deposition is already live.', 'deposition_already_live');
    if (state === 'ended') throw conflict('This deposition has ended; it cannot be started again.', 'deposition_ended');
    const now = new Date();
    const [row] = await tx.update(depositionSessions).set({ state: 'live', startedAt: now, updatedAt: now }).where(eq(depositionSessions.id, sessionId)).returning();
    if (!row) throw notFound('Deposition session');
    await auditSession(tx, caller, row, loaded.caseName, 'deposition_started');
    const questions = await openingQuestions(deps, tx, row, exhibitsOf(row, await exhibitFiles(tx, row.organizationId, row.exhibitIds)));
    return publishSession(tx, caller, { ...loaded, session: row }, questions);
  });
  return afterCommit(deps, sessionId, published);
}

export async function stopSession(deps: AppDeps, caller: Caller, sessionId: string): Promise<DepositionSession> {
  const published = await deps.db.transaction(async (tx) => {
    const loaded = await loadSessionFor(deps, caller, sessionId, 'runDepositions', { db: tx, lock: true });
    if (loaded.session.state !== 'live') throw conflict(`This deposition is ${loaded.session.state === 'draft' ? 'not started yet' : 'already ended'}; only a live one can be stopped.`, 'deposition_not_live');
    const now = new Date();
    const [row] = await tx.update(depositionSessions).set({ state: 'ended', endedAt: now, updatedAt: now }).where(eq(depositionSessions.id, sessionId)).returning();
    if (!row) throw notFound('Deposition session');
    await auditSession(tx, caller, row, loaded.caseName, 'deposition_ended', { segment_count: row.lastLine });
    return publishSession(tx, caller, { ...loaded, session: row });
  });
  return afterCommit(deps, sessionId, published);
}
