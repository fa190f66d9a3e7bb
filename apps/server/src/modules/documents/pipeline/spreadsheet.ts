import type { Readable } from 'node:stream';
import { paginate, readAll, type ExtractedPage } from './extract.js';
import { ProcessingError } from './failures.js';
import { attr, relationships, xmlText } from './office-xml.js';
import { openZip } from './zip-guard.js';

const MAX_CSV_BYTES = 50 * 1024 * 1024;
const MAX_XLSX_BYTES = 100 * 1024 * 1024;
/** Cells in a row are shown separated like this: readable, and a tab survives copy into Excel. */
const CELL_SEPARATOR = '\t';

/**
 * RFC 4180 rows: quoted cells may hold the delimiter, doubled quotes and line breaks. A row is one
 * line of text (line breaks inside a cell become spaces) so a page reads like the sheet.
 */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch === '\r' || ch === '\n' ? ' ' : ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const rowsToText = (rows: string[][]) => rows.map((r) => r.map((c) => c.trim()).join(CELL_SEPARATOR).trimEnd()).join('\n');

export async function extractDelimited(stream: Readable, type: 'csv' | 'tsv'): Promise<ExtractedPage[]> {
  const text = (await readAll(stream, MAX_CSV_BYTES)).toString('utf8').replace(/^\uFEFF/, '');
  return paginate(rowsToText(parseDelimited(text, type === 'tsv' ? '\t' : ',')));
}

/** The text runs (<t>) of a string item, joined: rich text splits one cell into several runs. */
const runs = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => xmlText(m[1]!)).join('');

/** "B12" → column 1 (zero-based). */
function columnOf(ref: string | undefined): number | null {
  const letters = ref ? /^([A-Z]+)/.exec(ref)?.[1] : undefined;
  if (!letters) return null;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Width cap for a row: a cell claiming column XFD must not make us pad 16,000 empty cells. */
const MAX_COLUMNS = 500;

function sheetRows(xml: string, shared: string[]): string[][] {
  const rows: string[][] = [];
  for (const rowMatch of xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = [];
    for (const cellMatch of rowMatch[1]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const tag = cellMatch[1]!;
      const body = cellMatch[2] ?? '';
      const type = attr(tag, 't');
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value = '';
      if (type === 's' && raw !== undefined) value = shared[Number(raw)] ?? '';
      else if (type === 'inlineStr') value = runs(body);
      else if (type === 'b' && raw !== undefined) value = raw === '1' ? 'TRUE' : 'FALSE';
      else if (raw !== undefined) value = xmlText(raw);
      const col = columnOf(attr(tag, 'r'));
      if (col !== null && col < MAX_COLUMNS) {
        while (cells.length < col) cells.push('');
        cells[col] = value;
      } else if (col === null) cells.push(value);
    }
    rows.push(cells);
  }
  return rows;
}

/**
 * Text of an Excel workbook, one sheet after another (each sheet starts a new page, headed by its
 * name), rows as lines. The zip is read only through zip-guard, so a decompression bomb is refused
 * before any part is read. Formulas show their last computed value, as Excel displays them.
 */
export async function extractXlsx(stream: Readable): Promise<ExtractedPage[]> {
  const zip = await openZip(await readAll(stream, MAX_XLSX_BYTES));
  const read = (name: string) => zip.text(name);
  const workbook = await read('xl/workbook.xml');
  if (workbook === null) throw new ProcessingError('This Excel workbook is damaged (it has no sheets). Re-save it in Excel and upload it again.');
  const sharedXml = await read('xl/sharedStrings.xml');
  const shared = sharedXml ? [...sharedXml.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map((m) => runs(m[1]!)) : [];
  const targets = relationships((await read('xl/_rels/workbook.xml.rels')) ?? '', 'xl/');
  const blocks: string[] = [];
  for (const m of workbook.matchAll(/<sheet\b[^>]*>/g)) {
    const name = xmlText(attr(m[0], 'name') ?? 'Sheet');
    const target = targets.get(attr(m[0], 'r:id') ?? '');
    const xml = target ? await read(target) : null;
    if (xml === null) continue;
    blocks.push(`Sheet: ${name}\n${rowsToText(sheetRows(xml, shared))}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  // A form feed is where paginate starts a new page.
  return paginate(blocks.join('\f'));
}
