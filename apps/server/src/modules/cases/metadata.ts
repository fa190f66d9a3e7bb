import { and, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { CASE_PRIORITIES, CASE_STATUSES, type CaseStats } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseEvents, cases, users } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { visibleCasesSql } from '../../platform/policy/case-policy.js';
import { prefixPattern } from '../../db/like-patterns.js';

/** The numbers on the /cases stats cards, over the cases the caller can see. */
export async function caseStats(db: DbOrTx, caller: Caller): Promise<CaseStats> {
  const visible = visibleCasesSql(caller);
  const live = and(visible, isNull(cases.archivedAt));
  const byStatus = await db.select({ key: cases.status, n: count() }).from(cases).where(live).groupBy(cases.status);
  const byPriority = await db.select({ key: cases.priority, n: count() }).from(cases).where(live).groupBy(cases.priority);
  const [archived] = await db.select({ n: count() }).from(cases).where(and(visible, isNotNull(cases.archivedAt)));
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const [opened] = await db.select({ n: count() }).from(cases).where(and(live, gte(cases.openedAt, since)));
  const now = new Date();
  const [upcoming] = await db
    .select({ n: count() })
    .from(caseEvents)
    .innerJoin(cases, eq(cases.id, caseEvents.caseId))
    .where(
      and(
        live,
        eq(caseEvents.status, 'scheduled'),
        gte(caseEvents.startsAt, now),
        sql`${caseEvents.startsAt} < ${new Date(now.getTime() + 30 * 86_400_000)}`,
      ),
    );
  const tally = <K extends string>(keys: readonly K[], rows: { key: string; n: number }[]) =>
    Object.fromEntries(keys.map((k) => [k, rows.find((r) => r.key === k)?.n ?? 0])) as Record<K, number>;
  const statusCounts = tally(CASE_STATUSES, byStatus);
  return {
    total: Object.values(statusCounts).reduce((a, b) => a + b, 0),
    archived: archived?.n ?? 0,
    by_status: statusCounts,
    by_priority: tally(CASE_PRIORITIES, byPriority),
    opened_last_30_days: opened?.n ?? 0,
    upcoming_events_30_days: upcoming?.n ?? 0,
  };
}

export type SuggestionKind = 'courts' | 'attorneys' | 'tags';

/** Distinct values already used on the caller's cases (prefix match), for the create/edit dialogs. */
export async function suggestions(db: DbOrTx, caller: Caller, kind: SuggestionKind, q: string | undefined, limit: number): Promise<string[]> {
  const prefix = q ? prefixPattern(q) : '%';
  const visible = visibleCasesSql(caller);
  if (kind === 'tags') {
    const tag = sql<string>`t.tag`;
    const result = await db.execute<{ tag: string }>(sql`
      select distinct ${tag} as tag from ${cases}, jsonb_array_elements_text(${cases.tags}) as t(tag)
      where ${visible} and ${tag} ilike ${prefix}
      order by 1 limit ${limit}`);
    return rowsOf<{ tag: string }>(result).map((r) => r.tag);
  }
  const column = kind === 'courts' ? cases.court : cases.attorneyName;
  const used = await db
    .selectDistinct({ value: column })
    .from(cases)
    .where(and(visible, isNotNull(column), ilike(column, prefix)) as SQL)
    .orderBy(asc(column))
    .limit(limit);
  const values = used.map((r) => r.value).filter((v): v is string => !!v);
  if (kind === 'attorneys') {
    // The firm's own lawyers are the obvious attorneys of record, even before any case names them.
    const lawyers = await db
      .select({ name: users.fullName })
      .from(users)
      .where(
        and(
          eq(users.organizationId, caller.organizationId),
          eq(users.isActive, true),
          inArray(users.role, ['associate', 'partner', 'admin']),
          ilike(users.fullName, prefix),
        ),
      )
      .orderBy(asc(users.fullName));
    for (const l of lawyers) if (!values.includes(l.name)) values.push(l.name);
    values.sort((a, b) => a.localeCompare(b));
  }
  return values.slice(0, limit);
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres returns { rows }, PGlite's drizzle driver returns { rows } too; guard both shapes.
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
