import { sql, type SQL } from 'drizzle-orm';
import type { DocumentSearchFilters, DocumentStatus } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { SearchScope } from '../../platform/search/search-index.js';
// The lexical engine's filter SQL: both search modes must read a filter the same way (PDF dates, e-mail senders).
import { documentConditions, documentDate } from '../search/engine/sql-fragments.js';
import { queryRows } from './sql-rows.js';
import type { VectorSupport } from './vector-support.js';

/** A document's best passage for the query, with what a hit and the facets need. */
export interface NearestDocument {
  documentId: string;
  caseId: string;
  caseName: string;
  filename: string;
  detectedType: string | null;
  status: DocumentStatus;
  createdAt: Date;
  documentDay: string;
  hasDocumentDate: boolean;
  author: string | null;
  pageNumber: number;
  start: number;
  text: string;
  similarity: number;
}

interface Row {
  document_id: string;
  case_id: string;
  case_name: string;
  filename: string;
  detected_type: string | null;
  status: DocumentStatus;
  created_at: Date | string;
  document_day: string;
  has_document_date: boolean;
  author: string | null;
  page_number: number;
  start: number;
  text: string;
  similarity: number | string;
}

/**
 * Nearest passages among the caller's visible documents, best passage per document, best first.
 * pgvector computes the cosine distance where installed; otherwise the same ranking comes from an
 * exact dot product over the stored real[] (vectors are unit length, so dot = cosine). Both are
 * exact scans: at demo scale an index would not pay for its build time.
 */
export async function nearestDocuments(
  db: Db,
  support: VectorSupport,
  args: { scope: SearchScope; filters: DocumentSearchFilters; vector: number[]; engine: string; minSimilarity: number; limit: number },
): Promise<NearestDocument[]> {
  const dims = args.vector.length;
  const similarity: SQL =
    support.index === 'pgvector'
      ? sql`(1 - (c.embedding::vector(${sql.raw(String(dims))}) <=> ${`[${args.vector.join(',')}]`}::vector(${sql.raw(String(dims))})))`
      : sql`(select sum(a * b) from unnest(c.embedding, ${`{${args.vector.join(',')}}`}::real[]) as t(a, b))`;
  const rows = await queryRows<Row>(db, sql`
    select * from (
      select distinct on (c.document_id)
             c.document_id, d.case_id, k.name as case_name, d.filename, coalesce(d.detected_type, d.extension) as detected_type,
             d.status, d.created_at, ((${documentDate}) at time zone 'UTC')::date::text as document_day,
             (d.metadata->>'created' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}') as has_document_date,
             coalesce(d.metadata->>'author', u.full_name) as author,
             c.page_number, c.start, c.text, ${similarity}::float8 as similarity
        from page_chunks c
        join documents d on d.id = c.document_id
        join cases k on k.id = d.case_id
        left join users u on u.id = d.uploaded_by
       where c.organization_id = ${args.scope.organizationId} and c.engine = ${args.engine} and c.dimensions = ${dims}
         and ${documentConditions(args.scope, args.filters)}
       order by c.document_id, similarity desc
    ) best
    where similarity >= ${args.minSimilarity} and similarity <> 'NaN'::float8
    order by similarity desc, document_id
    limit ${args.limit}`);
  return rows.map((r) => ({
    documentId: r.document_id,
    caseId: r.case_id,
    caseName: r.case_name,
    filename: r.filename,
    detectedType: r.detected_type,
    status: r.status,
    createdAt: new Date(r.created_at),
    documentDay: r.document_day.slice(0, 10),
    hasDocumentDate: r.has_document_date,
    author: r.author,
    pageNumber: r.page_number,
    start: r.start,
    text: r.text,
    similarity: Number(r.similarity),
  }));
}
