import { DEFAULT_DAT_FIELDS, type DatDelimiters, type DatFieldName } from '@app/contract';

/**
 * Concordance DAT and Opticon OPT lines.
 *
 * DAT: the first row names the fields; every value is wrapped in the text qualifier (þ) and
 * values are separated by the field separator (0x14); rows end with CRLF. Concordance has no
 * escape, so a line break inside a value becomes the newline placeholder (®), and a qualifier
 * or separator character inside a value — or any other control character — becomes a
 * replacement ('?' for the delimiters, a space for controls).
 *
 * OPT: one comma-separated line per page: image key (the page's Bates number), volume, image
 * path, 'Y' on a document's first page, folder break and box break (blank), and the document's
 * page count on its first page only.
 */
export type DatRow = Record<DatFieldName, string>;

export const CRLF = '\r\n';

export function datValue(value: string, delimiters: DatDelimiters): string {
  let out = '';
  const normalized = value.replace(/\r\n|\r|\n|\u2028|\u2029/g, '\n');
  for (const ch of normalized) {
    if (ch === '\n') out += delimiters.newline;
    else if (ch === delimiters.text_qualifier || ch === delimiters.field_separator) out += '?';
    else if (ch === '\t') out += ch;
    else if (ch < ' ' || ch === '\u007f') out += ' ';
    else out += ch;
  }
  return out;
}

const datLine = (values: readonly string[], d: DatDelimiters) =>
  values.map((v) => `${d.text_qualifier}${datValue(v, d)}${d.text_qualifier}`).join(d.field_separator) + CRLF;

/** The header row: the production's fields in its order (the default list when it names none). */
export const datHeader = (d: DatDelimiters, fields: readonly DatFieldName[] = DEFAULT_DAT_FIELDS): string => datLine(fields, d);
export const datRow = (row: DatRow, d: DatDelimiters, fields: readonly DatFieldName[] = DEFAULT_DAT_FIELDS): string => datLine(fields.map((f) => row[f]), d);

export function optLine(bates: string, volume: string, imagePath: string, firstPage: boolean, pageCount: number): string {
  return [bates, volume, imagePath, firstPage ? 'Y' : '', '', '', firstPage ? String(pageCount) : ''].join(',') + CRLF;
}

const MONTHS: Record<string, string> = { jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12' };

/**
 * A document date as the DAT gives it: MM/DD/YYYY, the format Concordance and Relativity read
 * by default. The date is the one written in the source (an e-mail's own day, not shifted to
 * UTC); a value that is not a recognisable date is left out rather than break the field's type
 * on load.
 */
export function datDate(value: string | null): string {
  if (!value) return '';
  const v = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  if (iso) return `${iso[2]}/${iso[3]}/${iso[1]}`;
  const pdf = /^D:(\d{4})(\d{2})(\d{2})/.exec(v);
  if (pdf) return `${pdf[2]}/${pdf[3]}/${pdf[1]}`;
  const rfc = /\b(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{4})\b/.exec(v);
  const month = rfc ? MONTHS[rfc[2]!.toLowerCase()] : undefined;
  if (rfc && month) return `${month}/${rfc[1]!.padStart(2, '0')}/${rfc[3]}`;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(v);
  if (us) return `${us[1]!.padStart(2, '0')}/${us[2]!.padStart(2, '0')}/${us[3]}`;
  const parsed = Date.parse(v);
  if (Number.isNaN(parsed)) return '';
  const d = new Date(parsed);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}
