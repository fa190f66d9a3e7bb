import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { derived, effectiveCaseLevel, type Case, type CaseAccessLevel, type CaseListQuery } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseMembers, cases } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { visibleCasesSql } from '../../platform/policy/case-policy.js';
import { documentCountSql, presentCase } from './present.js';
import { containsPattern, escapeLike } from '../../db/like-patterns.js';


const priorityRank = sql`case ${cases.priority} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

function orderFor(query: CaseListQuery): SQL[] {
  const dir = (fallback: 'asc' | 'desc') => ((query.order ?? fallback) === 'asc' ? asc : desc);
  switch (query.sort) {
    case 'name':
      return [dir('asc')(sql`lower(${cases.name})`), asc(cases.id)];
    case 'opened_at':
      return [sql`${cases.openedAt} ${sql.raw((query.order ?? 'desc') === 'asc' ? 'asc' : 'desc')} nulls last`, asc(cases.id)];
    case 'priority':
      // "asc" = most urgent first, which is what a list sorted by priority means to a lawyer.
      return [dir('asc')(priorityRank), desc(cases.updatedAt), asc(cases.id)];
    case 'created_at':
      return [dir('desc')(cases.createdAt), asc(cases.id)];
    default:
      return [dir('desc')(cases.updatedAt), asc(cases.id)];
  }
}

/** The caller's own assignment, read alongside each row (null for unassigned partner views). */
const myLevelSql = (userId: string) =>
  // Explicit aliases for the reason given at documentCountSql.
  sql<CaseAccessLevel | null>`(select m."access_level" from "case_members" m where m."case_id" = "cases"."id" and m."user_id" = ${userId})`;

export async function listCases(db: DbOrTx, caller: Caller, query: CaseListQuery): Promise<{ cases: Case[]; total: number }> {
  const conditions: (SQL | undefined)[] = [visibleCasesSql(caller)];
  if (!query.include_archived) conditions.push(isNull(cases.archivedAt));
  if (query.status) conditions.push(eq(cases.status, query.status));
  if (query.priority) conditions.push(eq(cases.priority, query.priority));
  // The type as typed, any case: its text is matched literally (a lone backslash answered 500).
  if (query.case_type) conditions.push(ilike(cases.caseType, escapeLike(query.case_type)));
  if (query.q) {
    const p = containsPattern(query.q);
    conditions.push(
      or(
        ilike(cases.name, p),
        ilike(cases.clientName, p),
        ilike(cases.docketNumber, p),
        ilike(cases.caseType, p),
        ilike(cases.attorneyName, p),
        ilike(cases.opposingParty, p),
      ),
    );
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ n: count() }).from(cases).where(where);
  const rows = await db
    .select({ row: cases, documentCount: documentCountSql, myLevel: myLevelSql(caller.userId) })
    .from(cases)
    .where(where)
    .orderBy(...orderFor(query))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { cases: rows.map((r) => presentRow(caller, r)), total: totalRow?.n ?? 0 };
}

/** Cases the caller is personally assigned to ("my cases"), whatever their role. */
export async function listMyCases(db: DbOrTx, caller: Caller): Promise<Case[]> {
  const rows = await db
    .select({ row: cases, documentCount: documentCountSql, myLevel: caseMembers.accessLevel })
    .from(cases)
    .innerJoin(caseMembers, and(eq(caseMembers.caseId, cases.id), eq(caseMembers.userId, caller.userId)))
    .where(and(eq(cases.organizationId, caller.organizationId), isNull(cases.archivedAt)))
    .orderBy(desc(cases.updatedAt), asc(cases.id));
  return rows.map((r) => presentRow(caller, r));
}

function presentRow(caller: Caller, r: { row: typeof cases.$inferSelect; documentCount: number; myLevel: CaseAccessLevel | null }): Case {
  const level = effectiveCaseLevel(caller.role, r.myLevel) ?? (derived.canAccessAllCases(caller.role) ? 'manage' : 'read');
  return presentCase(r.row, level, r.documentCount);
}
