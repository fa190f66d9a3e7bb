import type { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import type { BlankPageChoice } from '@app/contract';
import { blankSheet, isBlankText, pdfPageDrawsObjects, planPages } from './blank-pages.js';
import { classify, couldNotBeImaged, PRODUCED_NATIVELY, typeOf } from './classify.js';
import { rendersThroughOffice, textRenderingNote, type OfficeToPdf } from './office.js';
import { emailHtml, emailParts, isEmail } from './email-image.js';
import { WITHHELD_REASON, withheldSheet } from './withheld.js';
import { MAX_IMAGE_BYTES, MAX_IMAGED_PDF_BYTES, MAX_PNG_PIXELS } from './limits.js';
import { imagePage, slipSheet, TextPageWriter, type PageDoc } from './pages.js';
import { detachPage, type Stamper } from './stamp.js';
import type { VolumeSource } from './types.js';
import type { Staged, VolumeZip } from './zip-writer.js';

/** One document's pages, stamped and saved as single-page PDFs in temp files, not yet in the archive. */
export interface ProducedPages {
  pages: Staged[];
  form: 'image' | 'native';
  /** Set when a slip sheet stands in for the document. */
  slipSheetReason: string | null;
  /**
   * The pages are copies of the source PDF's: their content keeps its own compression and only
   * the small stamp is plain, so deflating them again in the ZIP costs a third of the build's
   * CPU for ~20 % of size. Pages made here (text, slip sheets) are plain text and deflate ~4×.
   */
  copied: boolean;
  /** How it was imaged, when the reader should know (the text rendering stood in for LibreOffice's). */
  note?: string | null;
  /** Pages detected blank (skipped, or each replaced by a sheet). */
  blankPages?: number;
  withheld?: boolean;
}

export interface StampContext {
  zip: VolumeZip;
  bates: (n: number) => string;
  legend: string | null;
  text: TextPageWriter;
  stamper: Stamper;
  /** Blank pages: kept when absent. */
  blankPages?: BlankPageChoice;
  /** LibreOffice's rendering to PDF; Office documents are set from their text without it. */
  office?: OfficeToPdf | null;
  spreadsheetsAsImages?: boolean;
}

/** The document cannot be imaged; `reason` finishes "Could not be imaged: …". */
class NotImageable extends Error {}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function readLimited(stream: Readable, limit: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) {
      stream.destroy();
      throw new NotImageable(`the ${what} is larger than ${Math.round(limit / 1024 / 1024)} MB, too large to image`);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Stamps one page document and saves it (a PDF file of one page). */
async function stampedBytes(made: PageDoc, n: number, ctx: StampContext): Promise<Uint8Array> {
  ctx.stamper.stamp(made.doc, made.page, ctx.bates(n), ctx.legend);
  // Without object streams pdf-lib saves about a third faster, at ~25 % more bytes before the
  // ZIP's own compression.
  return made.doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}

const finishPage = async (made: PageDoc, n: number, ctx: StampContext): Promise<Staged> => ctx.zip.stage(await stampedBytes(made, n, ctx));

/** First sentence of a parser's message, for a slip sheet a person reads. */
const shortMessage = (err: unknown) => {
  const message = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim();
  const first = message.split(/(?<=\.)\s/)[0] ?? message;
  return first.length > 160 ? `${first.slice(0, 157)}…` : first;
};

/**
 * pdf-lib's EncryptedPDFError: pdf-lib is compiled to ES5, where `instanceof` on an Error
 * subclass does not hold, so it is known by its message.
 */
const isEncrypted = (err: unknown) => err instanceof Error && /is encrypted/i.test(err.message);

/** Produced pages and how many of the source's pages were blank. */
interface Made {
  staged: Staged[];
  blank: number;
}

async function pdfPages(source: VolumeSource, text: readonly string[], start: number, ctx: StampContext): Promise<Made> {
  const bytes = await readLimited(await source.open(), MAX_IMAGED_PDF_BYTES, 'PDF');
  return pdfPagesFrom(bytes, source, (i) => text[i] !== undefined && isBlankText(text[i]), start, ctx);
}

/** `textBlank(i)`: the page's extracted text says it is blank (the page's drawing is checked here too). */
async function pdfPagesFrom(bytes: Uint8Array, source: VolumeSource, textBlank: (index: number) => boolean, start: number, ctx: StampContext): Promise<Made> {
  let pdf: PDFDocument;
  let count: number;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    count = pdf.getPageCount();
  } catch (err) {
    if (isEncrypted(err)) throw new NotImageable('the PDF is encrypted (password-protected)');
    throw new NotImageable(`the PDF could not be read (${shortMessage(err)})`);
  }
  if (count === 0) throw new NotImageable('the PDF has no pages');
  const plan = planPages(count, (i) => textBlank(i) && !pdfPageDrawsObjects(pdf.getPage(i)), ctx.blankPages ?? 'keep');
  const staged: Staged[] = [];
  for (const [k, step] of plan.steps.entries()) {
    const i = step.index;
    const n = start + k;
    if (step.as === 'blank_sheet') {
      staged.push(await finishPage(await blankSheet(source.filename, i + 1, ctx.bates(n)), n, ctx));
      continue;
    }
    let bytes: Uint8Array;
    try {
      detachPage(pdf.getPage(i));
      const doc = await PDFDocument.create({ updateMetadata: false });
      const [page] = await doc.copyPages(pdf, [i]);
      doc.addPage(page);
      bytes = await stampedBytes({ doc, page: page! }, n, ctx);
    } catch (err) {
      await ctx.zip.discard(staged);
      throw new NotImageable(`page ${i + 1} of the PDF could not be read (${shortMessage(err)})`);
    }
    staged.push(await ctx.zip.stage(bytes));
    await yieldToLoop();
  }
  return { staged, blank: plan.blank };
}

function pngPixels(bytes: Uint8Array): number {
  // IHDR: width and height are the big-endian words at bytes 16 and 20.
  if (bytes.length < 24) return 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32(16) * view.getUint32(20);
}

async function imagePages(source: VolumeSource, format: 'png' | 'jpg', start: number, ctx: StampContext): Promise<Staged[]> {
  const bytes = await readLimited(await source.open(), MAX_IMAGE_BYTES, 'image');
  if (format === 'png' && pngPixels(bytes) > MAX_PNG_PIXELS) throw new NotImageable(`the image is larger than ${MAX_PNG_PIXELS / 1_000_000} megapixels`);
  let made: PageDoc;
  try {
    made = await imagePage(bytes, format);
  } catch (err) {
    throw new NotImageable(`the image could not be read (${shortMessage(err)})`);
  }
  return [await finishPage(made, start, ctx)];
}

async function textPages(source: VolumeSource, text: readonly string[], start: number, ctx: StampContext): Promise<Made> {
  // Blank pages are judged on the extracted pages, before each is laid out on printed pages.
  const plan = planPages(text.length, (i) => isBlankText(text[i]!), ctx.blankPages ?? 'keep');
  const staged: Staged[] = [];
  for (const step of plan.steps) {
    const n = start + staged.length;
    if (step.as === 'blank_sheet') {
      staged.push(await finishPage(await blankSheet(source.filename, step.index + 1, ctx.bates(n)), n, ctx));
      continue;
    }
    for (const lines of await ctx.text.layout([text[step.index]!])) {
      staged.push(await finishPage(await ctx.text.page(lines), start + staged.length, ctx));
      if (staged.length % 8 === 0) await yieldToLoop();
    }
  }
  return { staged, blank: plan.blank };
}

/**
 * An Office document rendered by LibreOffice, or null when it could not be (the reason in `note`):
 * the caller falls back to the text rendering, which says so in the note.
 */
async function officePages(source: VolumeSource, office: OfficeToPdf, start: number, ctx: StampContext): Promise<{ made: Made | null; note: string | null }> {
  let pdf: Buffer;
  try {
    const bytes = await readLimited(await source.open(), MAX_IMAGED_PDF_BYTES, 'file');
    pdf = await office(bytes, typeOf(source));
  } catch (err) {
    return { made: null, note: textRenderingNote(shortMessage(err)) };
  }
  try {
    // LibreOffice draws no blank pages of its own; the source's pages do not line up with its pages.
    return { made: await pdfPagesFrom(pdf, source, () => false, start, ctx), note: null };
  } catch (err) {
    return { made: null, note: textRenderingNote(shortMessage(err)) };
  }
}

/**
 * An e-mail laid out like a printed e-mail (email-image.ts) and rendered by LibreOffice, or null
 * with the reason when it could not be: the caller falls back to the text rendering.
 */
async function emailPages(source: VolumeSource, text: readonly string[], office: OfficeToPdf, start: number, ctx: StampContext): Promise<{ made: Made | null; note: string | null }> {
  try {
    const pdf = await office(Buffer.from(emailHtml(emailParts(text)), 'utf8'), 'html');
    return { made: await pdfPagesFrom(pdf, source, () => false, start, ctx), note: null };
  } catch (err) {
    return { made: null, note: textRenderingNote(shortMessage(err)) };
  }
}

async function slipSheetPage(source: VolumeSource, reason: string | null, start: number, ctx: StampContext): Promise<Staged[]> {
  const made = reason
    ? await slipSheet('Could Not Be Imaged', `This document could not be imaged: ${reason}. It is produced in its native format.`, source.filename, ctx.bates(start))
    : await slipSheet('Produced Natively', 'This document is produced in its native format.', source.filename, ctx.bates(start));
  return [await finishPage(made, start, ctx)];
}


/**
 * A document's stamped pages numbered from `start`. All of a document's pages are made before
 * any goes into the archive, so a PDF that fails half way is replaced whole by a slip sheet.
 */
export async function producePages(source: VolumeSource, text: readonly string[], start: number, ctx: StampContext): Promise<ProducedPages> {
  if (source.withheld) {
    return { pages: [await finishPage(await withheldSheet(ctx.bates(start)), start, ctx)], form: 'image', slipSheetReason: WITHHELD_REASON, copied: false, withheld: true };
  }
  let note: string | null = null;
  if (ctx.office && rendersThroughOffice(source, ctx.spreadsheetsAsImages ?? false)) {
    const rendered = await officePages(source, ctx.office, start, ctx);
    if (rendered.made) return { pages: rendered.made.staged, form: 'image', slipSheetReason: null, copied: true, note: null, blankPages: rendered.made.blank };
    note = rendered.note;
  } else if (ctx.office && isEmail(source) && text.some((page) => page.trim())) {
    const rendered = await emailPages(source, text, ctx.office, start, ctx);
    if (rendered.made) return { pages: rendered.made.staged, form: 'image', slipSheetReason: null, copied: true, note: null, blankPages: rendered.made.blank };
    note = rendered.note;
  }
  const treatment = classify(source, text);
  if (treatment.kind === 'native') return { pages: await slipSheetPage(source, null, start, ctx), form: 'native', slipSheetReason: PRODUCED_NATIVELY, copied: false, note };
  try {
    const made =
      treatment.kind === 'pdf'
        ? await pdfPages(source, text, start, ctx)
        : treatment.kind === 'image'
          ? { staged: await imagePages(source, treatment.format, start, ctx), blank: 0 }
          : await textPages(source, text, start, ctx);
    return { pages: made.staged, form: 'image', slipSheetReason: null, copied: treatment.kind === 'pdf', note, blankPages: made.blank };
  } catch (err) {
    if (!(err instanceof NotImageable)) throw err;
    return { pages: await slipSheetPage(source, err.message, start, ctx), form: 'native', slipSheetReason: couldNotBeImaged(err.message), copied: false, note };
  }
}
