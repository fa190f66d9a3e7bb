import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DocumentKind } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseEvents, documentPages, documents, type CaseEventRow, type CaseRow, type DocumentRow } from '../../db/schema/index.js';
import { classifyDocument } from './classify.js';
import { analysePage, type PageFindings } from './extract/entities.js';
import { headerNames } from './extract/participants.js';
import { blankBoilerplate, boilerplateOfCases } from '../collections/boilerplate-lines.js';

/** A processed document with what the analyses need: its pages' findings, its kind and its date. */
export interface DocMaterial {
  row: DocumentRow;
  findings: PageFindings[];
  text: string;
  kind: DocumentKind;
  confidence: number;
  /** ISO date the document carries (e-mail sent, PDF created, else the first date on page 1). */
  date: string | null;
}

export interface CaseMaterial {
  caseRow: CaseRow;
  docs: DocMaterial[];
  events: CaseEventRow[];
}

/** A case holds at most this many documents' worth of analysis per run (the rest is noted). */
export const MAX_CASE_DOCUMENTS = 400;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** PDF dates read "D:20240212093000Z"; e-mail dates are ISO 8601. */
export function referenceDate(doc: DocumentRow): Date | null {
  const meta = doc.metadata;
  const email = meta.email as { date?: unknown } | undefined;
  const raw = typeof email?.date === 'string' ? email.date : typeof meta.created === 'string' ? meta.created : null;
  if (!raw) return null;
  const pdf = raw.match(/^D:(\d{4})(\d{2})(\d{2})/);
  const date = pdf ? new Date(Date.UTC(Number(pdf[1]), Number(pdf[2]) - 1, Number(pdf[3]), 12)) : new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const isEmailDocument = (doc: DocumentRow) => typeof doc.metadata.email === 'object' && doc.metadata.email !== null;

/** Findings per document version: extraction is the slow part, and several analyses share it. */
const memo = new Map<string, PageFindings[]>();
const MEMO_LIMIT = 300;

function remember(key: string, value: PageFindings[]) {
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(key, value);
}

export async function materialFor(db: DbOrTx, docs: DocumentRow[], onDocument?: () => Promise<void>): Promise<DocMaterial[]> {
  if (docs.length === 0) return [];
  const pages = await db
    .select({ documentId: documentPages.documentId, pageNumber: documentPages.pageNumber, text: documentPages.text })
    .from(documentPages)
    .where(inArray(documentPages.documentId, docs.map((d) => d.id)))
    .orderBy(asc(documentPages.documentId), asc(documentPages.pageNumber));
  // Lines repeated across the case (licence footers, disclaimers) are not what its documents say.
  const boilerplate = await boilerplateOfCases(db, docs.map((d) => d.organizationId), docs.map((d) => d.caseId));
  const out: DocMaterial[] = [];
  for (const row of docs) {
    const lines = boilerplate.get(row.caseId) ?? [];
    const own = pages.filter((p) => p.documentId === row.id).map((p) => ({ ...p, text: blankBoilerplate(p.text, lines) }));
    const reference = referenceDate(row);
    const key = `${row.id}:${row.processedAt?.toISOString() ?? ''}:${row.updatedAt.toISOString()}:${lines.length}:${lines[0] ?? ''}`;
    let findings = memo.get(key);
    if (!findings) {
      findings = own.map((p) => analysePage({ documentId: row.id, filename: row.filename, pageNumber: p.pageNumber, text: p.text, reference }));
      withHeaderParticipants(row, findings);
      remember(key, findings);
    }
    const text = own.map((p) => p.text).join('\n\n');
    const { kind, confidence } = classifyDocument({ filename: row.filename, detectedType: row.detectedType, isEmail: isEmailDocument(row), text });
    const firstDate = findings[0]?.dates[0]?.iso ?? null;
    out.push({ row, findings, text, kind, confidence, date: reference ? isoDay(reference) : firstDate });
    if (onDocument) await onDocument();
  }
  return out;
}

/**
 * An e-mail's senders and recipients are people of the case even when only its headers name them:
 * they join the first page's names (with their addresses) unless the page already names them.
 */
function withHeaderParticipants(row: DocumentRow, findings: PageFindings[]): void {
  const first = findings[0];
  if (!first || !isEmailDocument(row)) return;
  const named = new Set(first.names.filter((n) => n.type === 'person').map((n) => n.value.toLowerCase()));
  for (const n of headerNames(first.page.text, row.metadata.email as Record<string, unknown>)) if (!named.has(n.value.toLowerCase())) first.names.push(n);
}

/** The live, processed documents of a case, oldest first. */
export async function caseDocuments(db: DbOrTx, organizationId: string, caseId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.caseId, caseId), isNull(documents.deletedAt), eq(documents.status, 'processed')))
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(MAX_CASE_DOCUMENTS);
}

export async function caseEventsOf(db: DbOrTx, caseId: string): Promise<CaseEventRow[]> {
  return db.select().from(caseEvents).where(eq(caseEvents.caseId, caseId)).orderBy(asc(caseEvents.startsAt), asc(caseEvents.id));
}
