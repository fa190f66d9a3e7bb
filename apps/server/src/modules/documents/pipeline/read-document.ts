import type { AppDeps } from '../../../deps.js';
import type { DocumentRow } from '../../../db/schema/index.js';
import type { EmailAttachment } from './email.js';
import { MAX_EMAIL_BYTES, parseEmail } from './email.js';
import { readArchive } from './archive.js';
import { readLegacyOffice } from './legacy-office.js';
import { readDocx, extractHtml, extractImage, extractText, IMAGE_TYPES, readAll, type ExtractedPage } from './extract.js';
import { extractPdf } from './pdf.js';
import type { ReadBudget } from './limits.js';
import { readOle } from './ole.js';
import { extractOdf, ODF_TYPES } from './opendocument.js';
import { extractPptx } from './presentation.js';
import { extractDelimited, extractXlsx } from './spreadsheet.js';

/** Types whose container is an OLE Compound File: Outlook messages and Office 97-2003 files. */
export const OLE_TYPES = new Set(['cfb', 'msg', 'doc', 'xls', 'ppt']);

export interface DocumentContent {
  pages: ExtractedPage[];
  info: Record<string, unknown>;
  warnings: string[];
  /** An e-mail's attachments or an archive's files, to become the family's children. */
  attachments: EmailAttachment[];
}

async function readBlob(deps: AppDeps, sha256: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.blobs.open(sha256)) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The text of one document by its detected type, page by page. Throws ProcessingError (bad file,
 * with a reason for the user) or UnsupportedFormatError (kept, not read). `budget`: the firm's
 * limits and the time limit, for the readers that can stop early (PDF); every reader's result is
 * checked against the limits afterwards (process.ts).
 */
export async function readDocument(
  deps: AppDeps,
  doc: DocumentRow,
  type: string,
  onPdfPage: (done: number, total: number) => Promise<void>,
  budget?: ReadBudget,
): Promise<DocumentContent> {
  const none = { info: {}, warnings: [], attachments: [] };
  const open = () => deps.blobs.open(doc.sha256);
  if (type === 'pdf') {
    const { pages, info, warnings } = await extractPdf(await readBlob(deps, doc.sha256), onPdfPage, undefined, budget);
    return { ...none, pages, info, warnings };
  }
  if (type === 'eml') return parseEmail(await open());
  if (type === 'zip') return readArchive(await open());
  if (OLE_TYPES.has(type)) return readOle(await open(), budget?.signal);
  if (type === 'rtf') return { ...none, ...(await readLegacyOffice(await readAll(await open(), MAX_EMAIL_BYTES), 'rtf', budget?.signal)) };
  if (type === 'docx') return { ...none, ...(await readDocx(await open())) };
  if (type === 'xlsx') return { ...none, pages: await extractXlsx(await open()) };
  if (type === 'pptx') return { ...none, pages: await extractPptx(await open()) };
  if (ODF_TYPES.has(type)) return { ...none, pages: await extractOdf(await open(), type) };
  if (type === 'csv' || type === 'tsv') return { ...none, pages: await extractDelimited(await open(), type) };
  if (IMAGE_TYPES.has(type)) return { ...none, ...(await extractImage(await open(), type)) };
  if (type === 'html' || type === 'htm') return { ...none, pages: await extractHtml(await open()) };
  return { ...none, pages: await extractText(await open()) };
}
