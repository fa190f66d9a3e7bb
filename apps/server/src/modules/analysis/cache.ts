import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AnalysisKind } from '@app/contract';
import type { Db } from '../../db/client.js';
import { analysisResults, type CaseEventRow, type CaseRow, type DocumentRow } from '../../db/schema/index.js';

/** Bumped when the extraction rules change, so stored results made by older rules are redone. */
export const RULES_VERSION = 'local-rules-1';

/**
 * What a result depends on: the documents (ids and processing times), for case-level kinds the
 * case (parties, dates) and its events, and the engine. Any change gives another fingerprint.
 */
export function fingerprint(parts: { docs: DocumentRow[]; caseRow?: CaseRow; events?: CaseEventRow[]; engine: string }): string {
  const hash = createHash('sha256');
  hash.update(`${RULES_VERSION}|${parts.engine}\n`);
  for (const d of [...parts.docs].sort((a, b) => a.id.localeCompare(b.id))) {
    hash.update(`d:${d.id}:${d.processedAt?.toISOString() ?? ''}:${d.updatedAt.toISOString()}\n`);
  }
  if (parts.caseRow) hash.update(`c:${parts.caseRow.id}:${parts.caseRow.updatedAt.toISOString()}\n`);
  for (const e of parts.events ?? []) hash.update(`e:${e.id}:${e.updatedAt.toISOString()}\n`);
  return hash.digest('hex');
}

export interface Stored<T> {
  result: T;
  cached: boolean;
}

/** Re-uses the stored result while its fingerprint matches; otherwise computes and stores it. */
export async function cachedResult<T extends { engine: string }>(
  db: Db,
  key: { organizationId: string; kind: AnalysisKind; subjectId: string; fingerprint: string; force: boolean },
  compute: () => Promise<T>,
): Promise<Stored<T>> {
  if (!key.force) {
    const [row] = await db
      .select()
      .from(analysisResults)
      .where(and(eq(analysisResults.kind, key.kind), eq(analysisResults.subjectId, key.subjectId), eq(analysisResults.organizationId, key.organizationId)));
    if (row && row.fingerprint === key.fingerprint) return { result: row.result as T, cached: true };
  }
  const result = await compute();
  const now = new Date();
  await db
    .insert(analysisResults)
    .values({ organizationId: key.organizationId, kind: key.kind, subjectId: key.subjectId, fingerprint: key.fingerprint, engine: result.engine, result })
    .onConflictDoUpdate({
      target: [analysisResults.kind, analysisResults.subjectId],
      set: { fingerprint: key.fingerprint, engine: result.engine, result, updatedAt: now, organizationId: key.organizationId },
    });
  return { result, cached: false };
}
