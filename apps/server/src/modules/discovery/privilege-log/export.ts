import type { PrivilegeLogEntry } from '@app/contract';

/*
 * The privilege log as opposing counsel receives it: the columns of a privilege log under
 * FRCP 26(b)(5)(A) — log id, control number, date, type, author, recipients, description,
 * privilege, basis, treatment. The file name is left out on purpose: a name can itself disclose
 * the advice ("Memo re weaknesses of our claim.docx"); the description, which the team reviews
 * and edits, says what the document is.
 */

export type PrivilegeLogFormat = 'csv' | 'xlsx';

interface Column {
  header: string;
  value: (e: PrivilegeLogEntry) => string | null;
  /** XLSX column width in characters. */
  width: number;
}

export const EXPORT_COLUMNS: readonly Column[] = [
  { header: 'Log ID', value: (e) => e.log_id, width: 12 },
  { header: 'Control Number', value: (e) => e.control_number, width: 16 },
  { header: 'Date', value: (e) => e.date, width: 12 },
  { header: 'Document Type', value: (e) => e.document_type, width: 18 },
  { header: 'Author', value: (e) => e.author, width: 28 },
  { header: 'To', value: (e) => e.recipients_to, width: 30 },
  { header: 'CC', value: (e) => e.recipients_cc, width: 30 },
  { header: 'BCC', value: (e) => e.recipients_bcc, width: 24 },
  { header: 'Description', value: (e) => e.description, width: 70 },
  { header: 'Privilege', value: (e) => e.privilege_label, width: 26 },
  { header: 'Basis', value: (e) => e.basis, width: 50 },
  { header: 'Treatment', value: (e) => (e.treatment === 'withheld' ? 'Withheld' : 'Redacted'), width: 12 },
];

/**
 * A spreadsheet runs a cell that begins with one of these as a formula (CSV injection, OWASP):
 * such a cell gets a leading apostrophe, which Excel shows as text and does not print.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  // RFC 4180: a cell with a comma, a quote or a line break is quoted, inner quotes doubled.
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 (CRLF line ends) with a UTF-8 byte-order mark, so Excel reads accents and curly quotes right. */
export function privilegeLogCsv(entries: readonly PrivilegeLogEntry[]): Buffer {
  const lines = [EXPORT_COLUMNS.map((c) => csvCell(c.header)), ...entries.map((e) => EXPORT_COLUMNS.map((c) => csvCell(c.value(e))))];
  return Buffer.from(`\uFEFF${lines.map((cells) => `${cells.join(',')}\r\n`).join('')}`, 'utf8');
}

/** One sheet: a bold, frozen header row with a filter, sized columns, wrapped long text, dates as dates. */
export async function privilegeLogXlsx(entries: readonly PrivilegeLogEntry[], meta: { caseName: string; firmName: string; at: Date }): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = meta.firmName;
  workbook.created = meta.at;
  workbook.title = `${meta.caseName} privilege log`;
  const sheet = workbook.addWorksheet('Privilege Log', {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '1:1' },
  });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7E6E6' } };
  const dateColumn = EXPORT_COLUMNS.findIndex((c) => c.header === 'Date') + 1;
  for (const entry of entries) {
    const row = sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(entry)));
    // A real date (sortable, filterable), shown as YYYY-MM-DD like the CSV.
    if (entry.date) {
      const cell = row.getCell(dateColumn);
      cell.value = new Date(`${entry.date}T00:00:00Z`);
      cell.numFmt = 'yyyy-mm-dd';
    }
    row.alignment = { vertical: 'top', wrapText: true };
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const PRIVILEGE_LOG_TYPES: Record<PrivilegeLogFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** "<case> privilege log.csv": characters no file system accepts in a name become spaces. */
export function privilegeLogFilename(caseName: string, format: PrivilegeLogFormat): string {
  // eslint-disable-next-line no-control-regex
  const safe = caseName.replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 150).trim() || 'Case';
  return `${safe} privilege log.${format}`;
}
