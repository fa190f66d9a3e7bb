import { PDFDict, PDFName, type PDFPage } from 'pdf-lib';
import type { BlankPageChoice } from '@app/contract';
import { slipSheet, type PageDoc } from './pages.js';

/**
 * Blank pages. A court reporter's transcript pads its end with pages that carry nothing but the
 * line numbers 1–25 (and a page number); stamping each with a Bates number makes a production look
 * careless. A page is blank when its text holds nothing but numbers, "Page"/"of" and punctuation,
 * and — for a PDF page — it draws no image or embedded form (a scan without OCR text has no text
 * either, and is anything but blank). Vector drawings without text are not detected and count as
 * blank; a production that may hold such pages chooses 'keep'.
 */
export function isBlankText(text: string): boolean {
  return (
    text
      .replace(/\b(page|of)\b/gi, '')
      .replace(/[\s\d.,:;|()[\]\-–—_/#]/g, '').length === 0
  );
}

/** Does the page draw an image or a form XObject (which may hold one)? */
export function pdfPageDrawsObjects(page: PDFPage): boolean {
  const resources = page.node.Resources();
  const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return xobjects !== undefined && xobjects.keys().length > 0;
}

/** What becomes of one page of the source: produced as it is, or a slip sheet saying it was blank. */
export type PageStep = { index: number; as: 'page' | 'blank_sheet' };

/**
 * The pages to produce, in order. Skipping never skips every page: a document keeps at least its
 * first (it needs a Bates number, and an all-blank document is itself worth seeing).
 */
export function planPages(count: number, isBlank: (index: number) => boolean, choice: BlankPageChoice): { steps: PageStep[]; blank: number } {
  const all = Array.from({ length: count }, (_, index) => index);
  if (choice === 'keep') return { steps: all.map((index) => ({ index, as: 'page' })), blank: 0 };
  const blank = new Set(all.filter(isBlank));
  if (blank.size === 0) return { steps: all.map((index) => ({ index, as: 'page' })), blank: 0 };
  if (choice === 'slip_sheet') return { steps: all.map((index) => ({ index, as: blank.has(index) ? 'blank_sheet' : 'page' })), blank: blank.size };
  const kept = all.filter((i) => !blank.has(i));
  if (kept.length === 0) return { steps: [{ index: 0, as: 'page' }], blank: count - 1 };
  return { steps: kept.map((index) => ({ index, as: 'page' })), blank: blank.size };
}

export const BLANK_SHEET_HEADING = 'Blank Page';

/** The sheet that stands for a blank page when the production asks for one. */
export function blankSheet(filename: string, pageNumber: number, bates: string): Promise<PageDoc> {
  return slipSheet(BLANK_SHEET_HEADING, `Page ${pageNumber} of this document is blank.`, filename, bates);
}
