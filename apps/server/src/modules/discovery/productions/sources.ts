import { asc, eq, inArray } from 'drizzle-orm';
import type { ConfidentialityLevel } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { documentPages, documents, type DocumentRow } from '../../../db/schema/index.js';
import { custodianFields, type ProductionCustodianFields } from '../../custodians/production-fields.js';
import type { VolumeSource } from './volume/index.js';

/*
 * What the builder reads for each produced document. CUSTODIAN: the document's custodian (who held
 * it when it was collected), else a `custodian` an import set in its metadata, else empty — never
 * the person who uploaded it. ALL CUSTODIANS: every custodian who held a copy of its family
 * (de-duplication's holders), "; "-joined.
 */

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** E-mail address lists are arrays in metadata (pipeline/email.ts); the DAT wants one "; "-joined value. */
const list = (v: unknown): string | null => (Array.isArray(v) ? str(v.filter((x): x is string => typeof x === 'string').join('; ')) : str(v));

/** The document's own date as YYYY-MM-DD: the e-mail's date, else the file's creation date (PDF "D:YYYYMMDD…" or ISO). */
export function documentDateOf(metadata: Record<string, unknown>): string | null {
  const email = (metadata.email ?? {}) as Record<string, unknown>;
  const raw = str(email.date) ?? str(metadata.created);
  if (!raw) return null;
  const pdf = /^D:(\d{4})(\d{2})(\d{2})/.exec(raw);
  if (pdf) return `${pdf[1]}-${pdf[2]}-${pdf[3]}`;
  if (/^\d{4}-\d{2}-\d{2}/.test(raw)) {
    const parsed = new Date(raw);
    return Number.isNaN(parsed.getTime()) ? raw.slice(0, 10) : parsed.toISOString().slice(0, 10);
  }
  return null;
}

const custodianOf = (doc: DocumentRow, custody: ProductionCustodianFields | null): string | null => str(custody?.custodian) ?? str(doc.metadata.custodian);
const allCustodiansOf = (custody: ProductionCustodianFields | null): string | null => (custody && custody.allCustodians.length > 0 ? custody.allCustodians.join('; ') : null);

export function volumeSource(deps: AppDeps, doc: DocumentRow, confidentiality: ConfidentialityLevel, custody: ProductionCustodianFields | null): VolumeSource {
  const meta = doc.metadata;
  const email = (meta.email ?? {}) as Record<string, unknown>;
  return {
    documentId: doc.id,
    filename: doc.filename,
    extension: doc.extension,
    detectedType: doc.detectedType,
    contentType: doc.contentType,
    sha256: doc.sha256,
    parentId: doc.parentId,
    confidentiality,
    custodian: custodianOf(doc, custody),
    allCustodians: allCustodiansOf(custody),
    date: documentDateOf(meta),
    author: str(meta.author),
    from: list(email.from),
    to: list(email.to),
    cc: list(email.cc),
    bcc: list(email.bcc),
    subject: str(email.subject),
    dateSent: str(email.date),
    open: () => deps.blobs.open(doc.sha256),
    text: async () => {
      const pages = await deps.db.select({ text: documentPages.text }).from(documentPages).where(eq(documentPages.documentId, doc.id)).orderBy(asc(documentPages.pageNumber));
      return pages.map((p) => p.text);
    },
  };
}

/** The documents' rows (live or not: the caller decides) and their custodian fields. */
export async function loadDocuments(deps: AppDeps, ids: string[]): Promise<{ rows: Map<string, DocumentRow>; custody: Map<string, ProductionCustodianFields> }> {
  const rows = ids.length ? await deps.db.select().from(documents).where(inArray(documents.id, ids)) : [];
  const organizationId = rows[0]?.organizationId;
  const custody = organizationId ? await custodianFields(deps.db, organizationId, ids) : new Map<string, ProductionCustodianFields>();
  return { rows: new Map(rows.map((r) => [r.id, r])), custody };
}

/**
 * A privileged member of a produced family, as the builder sees it: a place and a custodian.
 * Its bytes and text are never opened (the builder never asks; these refuse if it did).
 */
export function withheldSource(doc: DocumentRow, custody: ProductionCustodianFields | null): VolumeSource {
  const never = () => Promise.reject(new Error('a withheld document is never read into a production'));
  return {
    documentId: doc.id,
    filename: doc.filename,
    extension: doc.extension,
    detectedType: doc.detectedType,
    contentType: doc.contentType,
    sha256: doc.sha256,
    parentId: doc.parentId,
    confidentiality: 'none',
    custodian: custodianOf(doc, custody),
    allCustodians: allCustodiansOf(custody),
    date: null,
    author: null,
    from: null,
    to: null,
    cc: null,
    bcc: null,
    subject: null,
    withheld: true,
    open: never,
    text: never,
  };
}
