import JSZip from 'jszip';
import type { CsvFile, XlsxFile } from '../types.js';

const csvField = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** RFC 4180: CRLF line ends, fields quoted only when they must be. */
export function renderCsv(file: CsvFile): Buffer {
  return Buffer.from(file.rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n', 'utf8');
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const column = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : column(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A minimal, valid Excel workbook: text in the shared-string table, numbers as numbers. */
export async function renderXlsx(file: XlsxFile): Promise<Buffer> {
  const zip = new JSZip();
  // Entries dated by the workbook, not by the seed: the same data gives the same bytes.
  const date = new Date(`${file.date}T10:00:00Z`);
  const add = (name: string, content: string) => zip.file(name, content, { date, createFolders: false });
  const shared: string[] = [];
  const sharedIndex = new Map<string, number>();
  const stringRef = (s: string) => {
    let i = sharedIndex.get(s);
    if (i === undefined) {
      i = shared.push(s) - 1;
      sharedIndex.set(s, i);
    }
    return i;
  };
  const sheetOverrides = file.sheets
    .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
    .join('');
  add(
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>${sheetOverrides}</Types>`,
  );
  add('_rels/.rels', `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`);
  add(
    'xl/workbook.xml',
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${file.sheets.map((s, i) => `<sheet name="${xml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
  );
  const sharedRel = `<Relationship Id="rId${file.sheets.length + 1}" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>`;
  add(
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">${file.sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}${sharedRel}</Relationships>`,
  );
  file.sheets.forEach((sheet, i) => {
    const rows = sheet.rows
      .map((row, r) => {
        const cells = row.map((value, c) => {
          const ref = `${column(c)}${r + 1}`;
          return typeof value === 'number' ? `<c r="${ref}"><v>${value}</v></c>` : `<c r="${ref}" t="s"><v>${stringRef(value)}</v></c>`;
        });
        return `<row r="${r + 1}">${cells.join('')}</row>`;
      })
      .join('');
    add(`xl/worksheets/sheet${i + 1}.xml`, `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>${rows}</sheetData></worksheet>`);
  });
  add('xl/sharedStrings.xml', `${XML_HEAD}<sst xmlns="${MAIN_NS}" count="${shared.length}" uniqueCount="${shared.length}">${shared.map((s) => `<si><t xml:space="preserve">${xml(s)}</t></si>`).join('')}</sst>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
