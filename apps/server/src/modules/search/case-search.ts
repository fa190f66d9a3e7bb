import { and, eq, sql, type SQL } from 'drizzle-orm';
import { effectiveCaseLevel, type CaseSearchResponse } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseMembers, cases, type CaseRow } from '../../db/schema/index.js';
import { visibleCasesSql } from '../../platform/policy/case-policy.js';
import { documentCountSql, presentCase } from '../cases/present.js';
import type { Caller } from '../../platform/http/caller.js';
import { containsPattern } from '../../db/like-patterns.js';

/** Where a word can match a case, and how much a match there weighs. */
const FIELDS: { name: string; weight: number; value: (c: CaseRow) => string }[] = [
  { name: 'name', weight: 3, value: (c) => c.name },
  { name: 'docket_number', weight: 3, value: (c) => c.docketNumber ?? '' },
  { name: 'client_name', weight: 2, value: (c) => c.clientName },
  { name: 'parties', weight: 1.5, value: (c) => [c.opposingParty ?? '', ...c.parties.map((p) => `${p.name} ${p.counsel ?? ''}`)].join(' ') },
  { name: 'description', weight: 1, value: (c) => c.description ?? '' },
];
const MAX_SCORE = FIELDS.reduce((s, f) => s + f.weight, 0);


/** Cases the caller can see whose name, client, docket number, parties or description contain every word of q. */
export async function searchCases(db: DbOrTx, caller: Caller, q: string, limit: number): Promise<CaseSearchResponse> {
  const words = q.toLowerCase().split(/\s+/u).filter(Boolean).slice(0, 8);
  const haystack = sql`concat_ws(' ', ${cases.name}, ${cases.clientName}, ${cases.docketNumber}, ${cases.opposingParty}, ${cases.parties}::text, ${cases.description})`;
  const conditions: SQL[] = [visibleCasesSql(caller), ...words.map((w) => sql`${haystack} ilike ${containsPattern(w)}`)];
  const found = await db
    .select({ row: cases, assigned: caseMembers.accessLevel, documents: documentCountSql })
    .from(cases)
    .leftJoin(caseMembers, and(eq(caseMembers.caseId, cases.id), eq(caseMembers.userId, caller.userId)))
    .where(and(...conditions))
    .limit(500);

  const phrase = q.toLowerCase().trim();
  const hits = found.flatMap(({ row, assigned, documents }) => {
    const level = effectiveCaseLevel(caller.role, assigned);
    if (!level) return [];
    let score = 0;
    const matched: string[] = [];
    for (const field of FIELDS) {
      const value = field.value(row).toLowerCase();
      const share = words.filter((w) => value.includes(w)).length / words.length;
      if (share > 0) matched.push(field.name);
      score += field.weight * share * (value.includes(phrase) ? 1 : 0.7);
    }
    if (row.name.toLowerCase().startsWith(phrase) || (row.docketNumber ?? '').toLowerCase() === phrase) score += 1;
    return [{ case: presentCase(row, level, documents), score: Math.min(1, score / MAX_SCORE), matched }];
  });
  hits.sort((a, b) => b.score - a.score || a.case.name.localeCompare(b.case.name));
  return { hits: hits.slice(0, limit), total: hits.length };
}
