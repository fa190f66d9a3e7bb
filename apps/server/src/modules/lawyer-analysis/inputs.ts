import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { caseEvents, documents, type CaseRow } from '../../db/schema/index.js';
import { MAX_CASE_DOCUMENTS } from '../analysis/load.js';

/** Bumped when the rules change, so analyses made by older rules count as out of date. */
export const LAWYER_RULES_VERSION = 'lawyer-rules-2';

/**
 * The version of what an analysis reads: the case's fields, its processed documents (ids and
 * processing times) and its events, and the engine. Only ids and timestamps are read, so `latest`
 * can say whether the stored analysis is current without reading any document text.
 */
export async function inputsVersion(db: DbOrTx, caseRow: CaseRow, engine: string): Promise<string> {
  const docs = await db
    .select({ id: documents.id, processedAt: documents.processedAt, updatedAt: documents.updatedAt })
    .from(documents)
    .where(and(eq(documents.organizationId, caseRow.organizationId), eq(documents.caseId, caseRow.id), isNull(documents.deletedAt), eq(documents.status, 'processed')))
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(MAX_CASE_DOCUMENTS);
  const events = await db
    .select({ id: caseEvents.id, updatedAt: caseEvents.updatedAt })
    .from(caseEvents)
    .where(eq(caseEvents.caseId, caseRow.id))
    .orderBy(asc(caseEvents.id));
  const hash = createHash('sha256');
  hash.update(`${LAWYER_RULES_VERSION}|${engine}\nc:${caseRow.id}:${caseRow.updatedAt.toISOString()}\n`);
  for (const d of [...docs].sort((a, b) => a.id.localeCompare(b.id))) hash.update(`d:${d.id}:${d.processedAt?.toISOString() ?? ''}:${d.updatedAt.toISOString()}\n`);
  for (const e of events) hash.update(`e:${e.id}:${e.updatedAt.toISOString()}\n`);
  return hash.digest('hex');
}

/** The engine a new analysis would be made by (part of its version: configuring a model is a change). */
export const configuredEngine = (text: { provider: string; model: string } | null): string => (text ? `${text.provider}:${text.model}` : 'local');
