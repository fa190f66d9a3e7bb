/**
 * A case's boilerplate lines (found by the review recompute, stored on case_review_states) blanked
 * out of a text for readers that extract from it — entities, summaries — so a licence footer under
 * every message is not the case's most frequent organisation. Blanked, not removed: every other
 * character keeps its offset, so a quote found in the text still points at the page.
 */
import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { caseReviewStates } from '../../db/schema/index.js';
import { lineHash } from './shingles.js';
import { words } from './text.js';

export function blankBoilerplate(text: string, boilerplateLines: readonly string[]): string {
  if (boilerplateLines.length === 0) return text;
  const hashes = new Set(boilerplateLines.map(lineHash));
  return text
    .split('\n')
    .map((line) => (words(line).length > 0 && hashes.has(lineHash(line)) ? ' '.repeat(line.length) : line))
    .join('\n');
}

/** The boilerplate lines of each case (none for a case not worked out yet). */
export async function boilerplateOfCases(db: DbOrTx, organizationIds: readonly string[], caseIds: readonly string[]): Promise<Map<string, string[]>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .select({ caseId: caseReviewStates.caseId, lines: caseReviewStates.boilerplateLines })
    .from(caseReviewStates)
    .where(and(inArray(caseReviewStates.caseId, [...new Set(caseIds)]), inArray(caseReviewStates.organizationId, [...new Set(organizationIds)])));
  return new Map(rows.map((r) => [r.caseId, r.lines]));
}
