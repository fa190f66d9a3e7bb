import { sql } from 'drizzle-orm';
import type { DocumentSearchResponse, DocumentStatus, FacetCount } from '@app/contract';
import { rows, type DbOrTx } from '../../../db/client.js';
import { caseNameOfDocument, fileVector, pgArray } from './sql-fragments.js';

/** What ranking, date sorting, facets and the hits need of a matched document, read once for the whole match set. */
export interface DocumentFacts {
  id: string;
  case_id: string;
  case_name: string;
  filename: string;
  detected_type: string | null;
  file_type: string;
  status: DocumentStatus;
  author: string | null;
  created_at: string;
  /** The date the document itself carries (metadata), ISO; null when it has none. */
  document_date: string | null;
  year: number;
  /** The document's date, else its upload time, as epoch milliseconds (date sorting). */
  date: number;
  /** How well the file name alone matches any query word (ts_rank_cd; 0 when it does not). */
  name_score: number;
  custodian_id: string | null;
  custodian_name: string | null;
}

/** A row as read: the date fields are derived in TypeScript (see documentDateOf). */
interface FactRow extends Omit<DocumentFacts, 'created_at' | 'document_date' | 'year' | 'date' | 'name_score'> {
  created_meta: string | null;
  created_at: string | Date;
  name_score: number | string;
}

const asDate = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));

/**
 * The same rule as the SQL function search_document_date() (migration 0006), in TypeScript: a
 * plpgsql call costs ~15 µs a row in PGlite, which was a third of the facts read for 300 documents.
 * A PDF date (`D:YYYYMMDD…`) or an ISO date in metadata.created, else the fallback.
 */
export function documentDateOf<T extends Date | null>(createdMeta: string | null, fallback: T): Date | T {
  if (createdMeta) {
    const pdf = /^D:(\d{4})(\d{2})(\d{2})/.exec(createdMeta);
    const parsed = pdf ? new Date(Date.UTC(Number(pdf[1]), Number(pdf[2]) - 1, Number(pdf[3]))) : /^\d{4}-\d{2}-\d{2}/.test(createdMeta) ? new Date(createdMeta) : null;
    if (parsed && !Number.isNaN(parsed.getTime())) return parsed;
  }
  return fallback;
}

export async function documentFacts(db: DbOrTx, documentIds: string[], anyWord: string): Promise<Map<string, DocumentFacts>> {
  if (documentIds.length === 0) return new Map();
  const nameScore = anyWord ? sql`ts_rank_cd(${fileVector}, ${anyWord}::tsquery)` : sql`0`;
  const found = await rows<FactRow>(
    db,
    // The case name per row by primary key: a join planned on PGlite's stale statistics cost a third more.
    sql`select d.id, d.case_id, ${caseNameOfDocument} as case_name, d.filename, d.detected_type, lower(coalesce(d.detected_type, d.extension, 'other')) as file_type,
        d.status, nullif(d.metadata->>'author', '') as author, d.custodian_id, (select c.name from custodians c where c.id = d.custodian_id) as custodian_name, d.metadata->>'created' as created_meta, d.created_at, ${nameScore} as name_score
      from documents d where d.id = any(${pgArray(documentIds)}::uuid[])`,
  );
  return new Map(
    found.map(({ created_meta, created_at, ...r }) => {
      const uploaded = asDate(created_at);
      const own = documentDateOf(created_meta, null);
      const date = own ?? uploaded;
      const facts: DocumentFacts = {
        ...r,
        created_at: uploaded.toISOString(),
        document_date: own ? own.toISOString() : null,
        year: date.getUTCFullYear(),
        date: date.getTime(),
        name_score: Number(r.name_score),
      };
      return [r.id, facts];
    }),
  );
}

const byCountThenLabel = (a: FacetCount, b: FacetCount) => b.count - a.count || a.label.localeCompare(b.label);

/** Facet counts over a set of matched documents (the whole match set, or the sample read when it was capped). */
export function facetsOf(documents: Iterable<DocumentFacts>): DocumentSearchResponse['facets'] {
  const tally = {
    case: new Map<string, FacetCount>(),
    file_type: new Map<string, FacetCount>(),
    status: new Map<string, FacetCount>(),
    year: new Map<string, FacetCount>(),
    custodian: new Map<string, FacetCount>(),
  };
  const add = (kind: keyof typeof tally, value: string, label: string) => {
    const known = tally[kind].get(value);
    if (known) known.count += 1;
    else tally[kind].set(value, { value, label, count: 1 });
  };
  for (const d of documents) {
    add('case', d.case_id, d.case_name);
    add('file_type', d.file_type, d.file_type);
    add('status', d.status, d.status);
    add('year', String(d.year), String(d.year));
    if (d.custodian_id) add('custodian', d.custodian_id, d.custodian_name ?? d.custodian_id);
  }
  return {
    case: [...tally.case.values()].sort(byCountThenLabel),
    file_type: [...tally.file_type.values()].sort(byCountThenLabel),
    status: [...tally.status.values()].sort(byCountThenLabel),
    year: [...tally.year.values()].sort((a, b) => Number(b.value) - Number(a.value)),
    custodian: [...tally.custodian.values()].sort(byCountThenLabel),
  };
}
