import { typeOf } from './classify.js';
import type { VolumeSource } from './types.js';

export type { OfficeToPdf } from './types.js';

/**
 * Faithful images of Office documents. Word, PowerPoint (and, when the production asks,
 * spreadsheets) are rendered to PDF by LibreOffice, so a produced page looks like the document —
 * its fonts, tables and page breaks — and the produced page count is LibreOffice's. When the
 * converter is not configured, times out, crashes or cannot open the file, the document's
 * extracted text is set on pages instead and the production says so in a note.
 */

const WORD = ['doc', 'docx', 'docm', 'dot', 'dotx', 'dotm', 'rtf', 'odt', 'ott', 'wpd', 'wps'];
const SLIDES = ['ppt', 'pptx', 'pptm', 'pps', 'ppsx', 'pot', 'potx', 'odp'];
export const SPREADSHEET_TYPES = new Set(['xlsx', 'xls', 'xlsm', 'xlsb', 'csv', 'tsv', 'ods']);
const OFFICE = new Set([...WORD, ...SLIDES]);

/** Does this document go through LibreOffice (spreadsheets only when the production images them)? */
export function rendersThroughOffice(source: VolumeSource, spreadsheetsAsImages: boolean): boolean {
  const type = typeOf(source);
  return OFFICE.has(type) || (spreadsheetsAsImages && SPREADSHEET_TYPES.has(type));
}

/** The note on a document whose Office rendering failed; `why` is the converter's message. */
export const textRenderingNote = (why: string): string => `Imaged from its extracted text: LibreOffice could not render it (${why.replace(/\s+/g, ' ').trim().slice(0, 200)})`;
