import { performance } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import { convertWithLibreOffice, locateLibreOffice } from '../apps/server/src/platform/office/libreoffice.js';

/**
 * Office-to-PDF conversions per minute, for `npm run bench:production`: the Word files a
 * production images through LibreOffice (one converter at a time, a fresh profile each run, as
 * the production job does). The documents are made here: an RTF of `pages` schedules (a heading,
 * prose, a table; LibreOffice lays 3 out on 7 pages), converted to .docx once, then that .docx converted to PDF `count` times
 * (BENCH_OFFICE_DOCS, default 6). Skipped when LibreOffice is not installed.
 */
export interface OfficeCell {
  conversions: number;
  pagesEach: number;
  wallSeconds: number;
  perMinute: number;
  pagesPerMinute: number;
}

function rtf(pages: number): string {
  const para = 'Northwind Freight and Castellan Logistics agree that the cold-chain capacity allocation for October is as set out in the schedule below. ';
  const page = (n: number) => `{\\b\\fs32 Schedule ${n}}\\par ${para.repeat(6)}\\par \\trowd\\cellx3000\\cellx6000 Pallet rate\\cell ${40 + n} dollars\\cell\\row \\pard`;
  return `{\\rtf1\\ansi{\\fonttbl{\\f0 Times New Roman;}}\\f0\\fs22 ${Array.from({ length: pages }, (_, i) => (i === 0 ? page(1) : `\\pagebb ${page(i + 1)}`)).join('\\par ')}\\par}`;
}

export async function officeConversions(count = Number(process.env.BENCH_OFFICE_DOCS ?? 6), pages = 3): Promise<OfficeCell | null> {
  if (!locateLibreOffice()) return null;
  const docx = await convertWithLibreOffice(Buffer.from(rtf(pages)), 'rtf', 'docx');
  const started = performance.now();
  let pagesEach = 0;
  for (let i = 0; i < count; i += 1) {
    const pdf = await convertWithLibreOffice(docx, 'docx', 'pdf');
    pagesEach = (await PDFDocument.load(pdf)).getPageCount();
  }
  const wallSeconds = (performance.now() - started) / 1000;
  return { conversions: count, pagesEach, wallSeconds, perMinute: (count * 60) / wallSeconds, pagesPerMinute: (count * pagesEach * 60) / wallSeconds };
}

export const officeRow = (c: OfficeCell | null): string =>
  c
    ? `  LibreOffice Word → PDF (one converter)                ${c.conversions} files × ${c.pagesEach} pages  ${c.wallSeconds.toFixed(1)} s  ${c.perMinute.toFixed(1)} conversions/min  ${c.pagesPerMinute.toFixed(0)} pages/min`
    : '  LibreOffice Word → PDF: skipped (LibreOffice is not installed)';
