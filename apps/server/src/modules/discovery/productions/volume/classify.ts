import type { VolumeSource } from './types.js';

/**
 * How a document is produced:
 * - pdf: its own pages, stamped;
 * - image: a PNG or JPEG photo/scan on one page;
 * - text: anything else with extracted text (Word, e-mail, HTML, RTF, plain text, transcripts,
 *   OCRed files), its text set on pages;
 * - native: spreadsheets and media (an image of a spreadsheet or a recording says nothing), and
 *   anything without text: a slip sheet stands in its place and the file goes in NATIVES.
 */
export type Treatment = { kind: 'pdf' } | { kind: 'image'; format: 'png' | 'jpg' } | { kind: 'text' } | { kind: 'native' };

const SPREADSHEETS = new Set(['xlsx', 'xls', 'xlsm', 'xlsb', 'csv', 'tsv', 'ods', 'numbers']);
const MEDIA = new Set([
  'mp3', 'wav', 'm4a', 'aac', 'flac', 'ogg', 'oga', 'opus', 'wma', 'amr', 'aif', 'aiff',
  'mp4', 'm4v', 'mov', 'avi', 'wmv', 'webm', 'mkv', 'mpg', 'mpeg', '3gp', 'flv',
]);

export const typeOf = (source: Pick<VolumeSource, 'detectedType' | 'extension'>): string =>
  (source.detectedType ?? source.extension ?? '').toLowerCase().replace(/^\./, '');

const isMedia = (source: VolumeSource, type: string) =>
  MEDIA.has(type) || /^(audio|video)\//i.test(source.contentType ?? '');

export function classify(source: VolumeSource, textPages: readonly string[]): Treatment {
  const type = typeOf(source);
  if (type === 'pdf') return { kind: 'pdf' };
  if (SPREADSHEETS.has(type) || isMedia(source, type)) return { kind: 'native' };
  if (type === 'png') return { kind: 'image', format: 'png' };
  if (type === 'jpg' || type === 'jpeg') return { kind: 'image', format: 'jpg' };
  if (textPages.some((page) => page.trim().length > 0)) return { kind: 'text' };
  return { kind: 'native' };
}

export const PRODUCED_NATIVELY = 'Produced natively';
export const couldNotBeImaged = (reason: string): string => `Could not be imaged: ${reason}`;
