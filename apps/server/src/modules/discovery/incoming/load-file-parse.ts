import iconv from 'iconv-lite';
import type { IncomingDelimiters } from '@app/contract';

/**
 * Reading the other side's load files: a Concordance DAT (any delimiters the sender chose) and
 * an Opticon OPT. Parsing is pure: bytes in, rows and per-row problems out.
 */

/** Load files come as UTF-8 (with or without BOM), UTF-16 with a BOM, or Windows-1252 (older platforms). */
export function decodeLoadFile(bytes: Buffer): string {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(bytes.subarray(2), 'utf16le');
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(bytes.subarray(2), 'utf16be');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    return utf8.decode(bytes);
  } catch {
    return iconv.decode(bytes, 'win1252');
  }
}

const SEPARATORS = ['\u0014', '|', '\t', ',', ';'] as const;
const QUALIFIERS = ['þ', '"', '^', '~'] as const;
const NEWLINES = ['®', '\u0013', ''] as const;

/**
 * The delimiters the sender used, guessed from the header row: the separator that splits it into
 * the most fields (Concordance's 0x14 first, then pipe, tab, comma, semicolon), the qualifier that
 * wraps its first field, and ® for line breaks when the file contains it. The user confirms.
 */
export function detectDelimiters(text: string): IncomingDelimiters {
  const lines = text.split(/\r\n|\n|\r/, 20);
  const header = lines[0] ?? '';
  let separator: string = SEPARATORS[0];
  let best = 0;
  for (const sep of SEPARATORS) {
    const count = header.split(sep).length - 1;
    if (count > best) {
      best = count;
      separator = sep;
    }
  }
  // The qualifier opens a field (at the start of a line or after a separator) in the first lines;
  // some platforms leave the header bare and qualify only the values.
  const escape = (c: string) => c.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  const opens = (q: string) => lines.some((l) => new RegExp(`(^|${escape(separator)})${escape(q)}`).test(l) && l.includes(q, l.indexOf(q) + 1));
  const qualifier = QUALIFIERS.find((q) => header.startsWith(q) && header.indexOf(q, 1) > 0) ?? QUALIFIERS.find(opens) ?? '';
  const newline = NEWLINES.find((n) => n !== '' && text.includes(n)) ?? (qualifier === 'þ' ? '®' : '');
  return { field_separator: separator, text_qualifier: qualifier, newline };
}

/**
 * Splits the DAT into records. A qualified value may hold the separator and, in CSV-like files,
 * real line breaks; a doubled qualifier inside a qualified value is one qualifier (CSV's escape;
 * Concordance has none, but a doubled þ never occurs in its files either).
 */
export function splitRecords(text: string, d: IncomingDelimiters): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let value = '';
  let quoted = false;
  let atStart = true;
  const q = d.text_qualifier;
  const endField = () => {
    fields.push(value);
    value = '';
    atStart = true;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) records.push(fields);
    fields = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === q) {
        if (text[i + 1] === q) {
          value += q;
          i += 1;
        } else quoted = false;
      } else value += ch;
      continue;
    }
    if (q && ch === q && atStart) {
      quoted = true;
      atStart = false;
      continue;
    }
    if (ch === d.field_separator) {
      endField();
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      continue;
    }
    atStart = false;
    value += ch;
  }
  if (value !== '' || fields.length > 0) endRecord();
  return records;
}

export interface DatRecord {
  /** 1-based line of the record in the DAT, header being line 1 (for error messages). */
  line: number;
  values: Record<string, string>;
}

export interface DatRowError {
  line: number;
  reason: string;
}

export interface ParsedDat {
  header: string[];
  rows: DatRecord[];
  errors: DatRowError[];
}

/** The header and its rows; a row whose field count disagrees with the header is an error of that row, never guessed at. */
export function parseDat(text: string, d: IncomingDelimiters): ParsedDat {
  const [head, ...body] = splitRecords(text, d);
  const header = (head ?? []).map((h) => h.trim());
  const rows: DatRecord[] = [];
  const errors: DatRowError[] = [];
  body.forEach((fields, i) => {
    const line = i + 2;
    if (fields.length !== header.length) {
      errors.push({ line, reason: `The row has ${fields.length} field${fields.length === 1 ? '' : 's'} where the header names ${header.length}.` });
      return;
    }
    const values: Record<string, string> = {};
    header.forEach((name, j) => {
      const raw = fields[j] ?? '';
      values[name] = d.newline ? raw.split(d.newline).join('\n') : raw;
    });
    rows.push({ line, values });
  });
  return { header, rows, errors };
}

export interface OptPage {
  bates: string;
  volume: string;
  path: string;
  /** The first page of a document ('Y' in the OPT). */
  documentBreak: boolean;
}

/** Opticon: `key,volume,path,Y|blank,folder,box,pages` per page; blank lines are skipped. */
export function parseOpt(text: string): OptPage[] {
  const pages: OptPage[] = [];
  for (const line of text.split(/\r\n|\n|\r/)) {
    if (line.trim() === '') continue;
    const parts = line.split(',');
    pages.push({
      bates: (parts[0] ?? '').trim(),
      volume: (parts[1] ?? '').trim(),
      path: (parts[2] ?? '').trim(),
      documentBreak: (parts[3] ?? '').trim().toUpperCase() === 'Y',
    });
  }
  return pages;
}

/** A Bates number as prefix and number (ABC0000123 → ABC, 123, width 7), for ranges and overlaps. */
export interface BatesNumber {
  prefix: string;
  number: number;
  width: number;
}

export function splitBates(bates: string): BatesNumber | null {
  const m = /^(.*?)(\d+)$/.exec(bates.trim());
  if (!m) return null;
  return { prefix: m[1]!, number: Number(m[2]), width: m[2]!.length };
}

/** Every Bates number from begin to end inclusive (same prefix and width), or null when they do not form a range. */
export function batesRange(begin: string, end: string, max = 100_000): string[] | null {
  const a = splitBates(begin);
  const b = splitBates(end);
  if (!a || !b || a.prefix !== b.prefix || b.number < a.number || b.number - a.number > max) return null;
  const out: string[] = [];
  for (let n = a.number; n <= b.number; n += 1) out.push(`${a.prefix}${String(n).padStart(a.width, '0')}`);
  return out;
}
