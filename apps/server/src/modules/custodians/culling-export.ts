import type { CullingReport, CullingStageCounts } from '@app/contract';

/*
 * The culling report as a file to exchange with the other side: CSV (one table, sections separated
 * by a blank line) and XLSX (a sheet per section). The same figures as the screen.
 */

export type CullingExportFormat = 'csv' | 'xlsx';

const STAGES: readonly { header: string; key: keyof CullingStageCounts }[] = [
  { header: 'Collected', key: 'collected' },
  { header: 'Removed by de-duplication', key: 'removed_by_dedup' },
  { header: 'Removed by threading', key: 'removed_by_threading' },
  { header: 'Removed by near-duplicates', key: 'removed_by_near_duplicates' },
  { header: 'After suppression', key: 'after_suppression' },
  { header: 'Removed by dates', key: 'removed_by_dates' },
  { header: 'After dates', key: 'after_dates' },
  { header: 'Removed by terms', key: 'removed_by_terms' },
  { header: 'After terms', key: 'after_terms' },
];

type Cell = string | number;

function sections(report: CullingReport): { title: string; rows: Cell[][] }[] {
  const range = `${report.date_from ?? 'any'} to ${report.date_to ?? 'any'}`;
  return [
    {
      title: 'Summary',
      rows: [
        ['Case', report.case_name],
        ['Generated', report.generated_at],
        ['De-duplication', report.dedup_scope === 'case' ? 'Across the case' : 'Per custodian'],
        ['Date range', range],
        ['Search terms', report.terms.length],
        ...report.notes.map((n): Cell[] => ['Note', n]),
      ],
    },
    {
      title: 'By custodian',
      rows: [
        ['Custodian', ...STAGES.map((s) => s.header)],
        ...report.custodians.map((c): Cell[] => [c.custodian_name, ...STAGES.map((s) => c[s.key])]),
        ['All custodians', ...STAGES.map((s) => report.total[s.key])],
      ],
    },
    {
      title: 'Search terms',
      rows: [['Term', 'Document hits', 'Unique hits', 'Hits with families', 'Note'], ...report.term_hits.map((t): Cell[] => [t.term, t.document_hits, t.unique_hits, t.family_hits, t.error ?? ''])],
    },
  ];
}

/** A spreadsheet runs a cell beginning with one of these as a formula (CSV injection): it gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 (CRLF) with a UTF-8 byte-order mark so Excel reads accents right; sections separated by a blank line. */
export function cullingCsv(report: CullingReport): Buffer {
  const lines = sections(report).flatMap((s, i) => [...(i > 0 ? [''] : []), csvCell(s.title), ...s.rows.map((r) => r.map(csvCell).join(','))]);
  return Buffer.from(`\uFEFF${lines.map((l) => `${l}\r\n`).join('')}`, 'utf8');
}

/** A sheet per section, bold frozen header rows, numbers as numbers. */
export async function cullingXlsx(report: CullingReport, firmName: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = firmName;
  workbook.created = new Date(report.generated_at);
  workbook.title = `${report.case_name} culling report`;
  for (const section of sections(report)) {
    const sheet = workbook.addWorksheet(section.title, { views: [{ state: 'frozen', ySplit: section.title === 'Summary' ? 0 : 1 }] });
    for (const r of section.rows) sheet.addRow(r);
    if (section.title !== 'Summary') sheet.getRow(1).font = { bold: true };
    else sheet.getColumn(1).font = { bold: true };
    sheet.columns.forEach((col, i) => {
      col.width = i === 0 ? 34 : section.title === 'Summary' ? 60 : 16;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const CULLING_TYPES: Record<CullingExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** "<case> culling report.xlsx": characters no file system accepts in a name become spaces. */
export function cullingFilename(caseName: string, format: CullingExportFormat): string {
  // eslint-disable-next-line no-control-regex
  const safe = caseName.replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 150).trim() || 'Case';
  return `${safe} culling report.${format}`;
}
