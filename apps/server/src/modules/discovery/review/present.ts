import { sql } from 'drizzle-orm';
import { formatBates, type ConfidentialityLevel, type DocumentCoding, type PrivilegeType, type Responsiveness } from '@app/contract';
import { rows, type DbOrTx } from '../../../db/client.js';
import { pgArray } from '../../search/engine/sql-fragments.js';

/*
 * Documents with their review coding, as DocumentCoding, in three queries for any number of them:
 * the document and its coding, its responsiveness per (live) request, and the Bates ranges of the
 * completed productions it went out in.
 */

interface CodingRow {
  id: string;
  case_id: string;
  filename: string;
  detected_type: string | null;
  page_count: number | null;
  document_date: string | null;
  privilege: PrivilegeType | null;
  privilege_basis: string | null;
  confidentiality: ConfidentialityLevel | null;
  notes: string | null;
  reviewed_at: string | Date | null;
  reviewed_by: string | null;
}

interface ProducedRow {
  document_id: string;
  production_id: string;
  bates_prefix: string;
  bates_padding: number;
  begin_number: number;
  end_number: number;
}

const iso = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());

/**
 * The document's own date (an e-mail's sent date, a PDF's creation date, an ISO date in its
 * metadata; the same rule as search) as YYYY-MM-DD, or null when it has none: the upload date is
 * not the document's date.
 */
export const documentDateSql = sql`to_char(search_document_date(d.metadata, null::timestamptz) at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * `reviewedFor`: with a request, "reviewed" means coded responsive or not for it (the queue's
 * filter for that request); without one, that the document has any coding.
 */
export async function presentCodings(db: DbOrTx, documentIds: readonly string[], reviewedFor?: string): Promise<DocumentCoding[]> {
  if (documentIds.length === 0) return [];
  const ids = pgArray(documentIds);
  const docs = await rows<CodingRow>(
    db,
    sql`select d.id, d.case_id, d.filename, d.detected_type, d.page_count, ${documentDateSql} as document_date,
        c.privilege, c.privilege_basis, c.confidentiality, c.notes, c.reviewed_at, u.full_name as reviewed_by
      from documents d
      left join document_codings c on c.document_id = d.id
      left join users u on u.id = c.reviewed_by
      where d.id = any(${ids}::uuid[])`,
  );
  const responsiveness = await rows<{ document_id: string; request_id: string; value: Responsiveness }>(
    db,
    sql`select dr.document_id, dr.request_id, dr.value from document_responsiveness dr
      join discovery_requests r on r.id = dr.request_id and r.deleted_at is null
      where dr.document_id = any(${ids}::uuid[])`,
  );
  const produced = await rows<ProducedRow>(
    db,
    sql`select pd.document_id, p.id as production_id, p.bates_prefix, p.bates_padding, pd.begin_number, pd.end_number
      from production_documents pd join productions p on p.id = pd.production_id
      where pd.document_id = any(${ids}::uuid[]) and p.status = 'completed' and not pd.withheld
        and pd.begin_number is not null and pd.end_number is not null
      order by p.completed_at desc, p.created_at desc`,
  );
  const byDoc = new Map<string, Record<string, Responsiveness>>();
  for (const r of responsiveness) byDoc.set(r.document_id, { ...byDoc.get(r.document_id), [r.request_id]: r.value });
  const productionsOf = new Map<string, DocumentCoding['produced_as']>();
  for (const p of produced) {
    productionsOf.set(p.document_id, [
      ...(productionsOf.get(p.document_id) ?? []),
      {
        production_id: p.production_id,
        begin_bates: formatBates(p.bates_prefix, p.begin_number, p.bates_padding),
        end_bates: formatBates(p.bates_prefix, p.end_number, p.bates_padding),
      },
    ]);
  }
  const found = new Map(docs.map((d) => [d.id, d]));
  return documentIds.flatMap((id) => {
    const d = found.get(id);
    if (!d) return [];
    const marks = byDoc.get(id) ?? {};
    return [
      {
        document_id: d.id,
        case_id: d.case_id,
        filename: d.filename,
        detected_type: d.detected_type,
        page_count: d.page_count === null ? null : Number(d.page_count),
        document_date: d.document_date,
        responsiveness: marks,
        privilege: d.privilege ?? 'none',
        privilege_basis: d.privilege_basis,
        confidentiality: d.confidentiality ?? 'none',
        notes: d.notes,
        reviewed: reviewedFor ? marks[reviewedFor] !== undefined : d.reviewed_at !== null,
        reviewed_by: d.reviewed_by,
        reviewed_at: iso(d.reviewed_at),
        produced_as: productionsOf.get(id) ?? [],
      },
    ];
  });
}
