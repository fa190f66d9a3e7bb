import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TranscriptExhibit } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { documents } from '../../../db/schema/index.js';
import { normalizeExhibitNumber, type ExhibitMention } from './exhibit-mentions.js';

export type LinkedExhibit = z.infer<typeof TranscriptExhibit>;

/*
 * A case's exhibits are usually uploaded under their exhibit number: "Exhibit 12 - Notice of
 * Breach.pdf", "Ex. 12.pdf", "Exh12.pdf", "PX-012.pdf" (plaintiff's trial exhibit), "DX_12A.pdf".
 * Numbers compare without leading zeros, and a suffix counts: 12-A is not 12.
 */
const SUFFIX = String.raw`(?:-?[A-Za-z](?![A-Za-z])|-\d{1,3})?`;
const WORD_NUMBER = new RegExp(String.raw`(?:^|[^A-Za-z])(?:exhibit|exh?\.?)[\s_]*(?:no\.?\s*|#\s*)?(\d{1,4}${SUFFIX})(?!\d)`, 'i');
const PARTY_NUMBER = new RegExp(String.raw`(?:^|[^A-Za-z])(?:PX|DX|JX|PTX|DTX|JTX)[\s_-]*(\d{1,4}${SUFFIX})(?!\d)`, 'i');
/** "Exhibit A - Lease.pdf": a capital letter, as exhibits by letter are written. */
const LETTER = /(?:^|[^A-Za-z])(?:Exhibit|EXHIBIT|Ex\.|EX\.)\s*([A-Z](?:-\d{1,3})?)(?![A-Za-z\d])/;

/** The exhibit number a file name (or title) says, normalised, or null. */
export function exhibitNumberOf(name: string): string | null {
  const m = WORD_NUMBER.exec(name) ?? PARTY_NUMBER.exec(name) ?? LETTER.exec(name);
  return m?.[1] ? normalizeExhibitNumber(m[1]) : null;
}

/**
 * Matches each exhibit the transcript mentions to a document of the case whose file name, title
 * or `exhibit` metadata says that number (the earliest upload when several do). Deleted documents
 * never match. Unmatched exhibits keep document_id and filename null.
 */
export async function linkExhibits(deps: AppDeps, caseId: string, exhibits: readonly ExhibitMention[]): Promise<LinkedExhibit[]> {
  if (exhibits.length === 0) return [];
  const rows = await deps.db
    .select({
      id: documents.id,
      filename: documents.filename,
      title: sql<string | null>`${documents.metadata}->>'title'`,
      exhibit: sql<string | null>`${documents.metadata}->>'exhibit'`,
    })
    .from(documents)
    .where(and(eq(documents.caseId, caseId), isNull(documents.deletedAt)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const byNumber = new Map<string, { id: string; filename: string }>();
  for (const row of rows) {
    const fromMetadata = row.exhibit ? normalizeExhibitNumber(row.exhibit.replace(/^(?:exhibit|ex\.?)\s*/i, '').trim()) : null;
    for (const number of [fromMetadata, exhibitNumberOf(row.filename), row.title ? exhibitNumberOf(row.title) : null]) {
      if (number && !byNumber.has(number)) byNumber.set(number, { id: row.id, filename: row.filename });
    }
  }
  return exhibits.map((e) => {
    const doc = byNumber.get(e.number);
    return { label: e.label, document_id: doc?.id ?? null, filename: doc?.filename ?? null, segments: [...e.segmentIndexes] };
  });
}
