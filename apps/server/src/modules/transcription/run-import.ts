import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { documentPages, documents, type DocumentRow, type TranscriptionJobRow } from '../../db/schema/index.js';
import { linkExhibits } from './import/exhibits.js';
import { ImportLayoutError, parseCourtReporterTranscript } from './import/court-reporter.js';
import { writeTranscript } from './transcript-document.js';
import type { RunControl } from './run-control.js';
import { scanGate } from '../documents/quarantine.js';

/*
 * An import: a court reporter's page:line transcript (text or PDF) becomes the transcript of the
 * case, keeping the reporter's pages and lines, with the exhibits it mentions linked to the case's
 * documents. No engine, no audio.
 */

/** A transcript of a long trial is a few MB of text; past this it is not a transcript. */
const MAX_TEXT_BYTES = 64 * 1024 * 1024;

/** The import is waiting for the PDF's text: run again this many seconds later. */
export class WaitForDocument extends Error {
  constructor(readonly seconds: number) {
    super('waiting for the document to be processed');
    this.name = 'WaitForDocument';
  }
}

const PDF_WAIT_SECONDS = 3;

/**
 * With a malware scanner configured, the file is read only once the pipeline has scanned it clean
 * (ASVS 12.4.2): until then the import waits, and a quarantined or unscannable file fails it.
 * Media transcription asks the same (run-media.ts).
 */
export function awaitScanVerdict(deps: AppDeps, doc: DocumentRow, refuse: (reason: string) => Error = (reason) => new ImportLayoutError(reason)): void {
  const gate = scanGate(doc, deps.config.malwareScanner !== null);
  if (gate === 'pending') throw new WaitForDocument(PDF_WAIT_SECONDS);
  if (gate === 'quarantined') throw refuse(`"${doc.filename}" was quarantined as malware, so it is not read.`);
  if (gate === 'unscanned') throw refuse(`"${doc.filename}" could not be scanned for malware, so it is not read. Reprocess it, then try again.`);
}

async function blobText(deps: AppDeps, doc: DocumentRow): Promise<string> {
  awaitScanVerdict(deps, doc);
  if (doc.sizeBytes > MAX_TEXT_BYTES) throw new ImportLayoutError(`"${doc.filename}" is too large to be a transcript (over ${MAX_TEXT_BYTES / (1024 * 1024)} MB of text).`);
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.blobs.open(doc.sha256)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A PDF's extracted pages, form-feed separated as a reporter's text file separates pages. */
async function pdfText(deps: AppDeps, doc: DocumentRow): Promise<string> {
  if (doc.status === 'failed' || doc.status === 'unsupported') {
    throw new ImportLayoutError(`The text of "${doc.filename}" could not be read${doc.failureReason ? ` (${doc.failureReason})` : ''}, so it cannot be imported.`);
  }
  if (doc.status !== 'processed') throw new WaitForDocument(PDF_WAIT_SECONDS);
  const pages = await deps.db
    .select({ text: documentPages.text })
    .from(documentPages)
    .where(eq(documentPages.documentId, doc.id))
    .orderBy(asc(documentPages.pageNumber));
  return pages.map((p) => p.text).join('\f');
}

export async function runImport(deps: AppDeps, job: TranscriptionJobRow, control: RunControl): Promise<void> {
  const [doc] = await deps.db.select().from(documents).where(eq(documents.id, job.sourceDocumentId));
  if (!doc || doc.deletedAt) throw new ImportLayoutError('The transcript file was deleted before it could be imported.');
  const type = (doc.detectedType ?? doc.extension ?? '').toLowerCase();
  const text = type === 'pdf' ? await pdfText(deps, doc) : await blobText(deps, doc);
  await control.update({ stage: 'parsing', percent: 20 });
  const parsed = parseCourtReporterTranscript(text);
  await control.checkpoint();
  const exhibits = await linkExhibits(deps, job.caseId, parsed.exhibits);
  // The parser's notes (pages it could not number, a missing certificate) stay with the job.
  await control.update({ stage: 'indexing', percent: 60, media: { import_warnings: parsed.warnings, deponent: parsed.deponent } });
  const { transcriptDocumentId } = await writeTranscript(deps, job, parsed.segments, null, exhibits, { deponent: parsed.deponent, pagesReplaced: control.pagesReplaced });
  await control.update({ transcriptDocumentId });
}
