/**
 * Generated text PDFs (pdf-lib): US-letter pages of 11 pt Times with ~45 lines of contract prose
 * each, a running header and a page number, as a word processor would export them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { fillLines, heading, INDEXED_TERM, seededRandom, sentence } from './legal-text.js';

const PAGE = { width: 612, height: 792, margin: 72 };
const FONT_SIZE = 11;
const LINE_HEIGHT = 13.5;

export interface GeneratedPdf {
  file: string;
  filename: string;
  pages: number;
  bytes: number;
}

async function buildPdf(index: number, pages: number): Promise<Uint8Array> {
  const random = seededRandom(1000 + index);
  const doc = await PDFDocument.create();
  doc.setTitle(`Master Services Agreement — Exhibit ${index + 1}`);
  doc.setAuthor('Ingest Benchmark LLP');
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const textWidth = PAGE.width - 2 * PAGE.margin;
  // The standard fonts have no kerning in pdf-lib, so a line's width is the sum of its glyphs':
  // cached per character, wrapping is cheap (pdf-lib re-encodes the whole string per call).
  const glyphs = new Map<string, number>();
  const width = (text: string) => {
    let sum = 0;
    for (const ch of text) {
      let w = glyphs.get(ch);
      if (w === undefined) glyphs.set(ch, (w = font.widthOfTextAtSize(ch, FONT_SIZE)));
      sum += w;
    }
    return sum;
  };
  const linesPerPage = Math.floor((PAGE.height - 2 * PAGE.margin) / LINE_HEIGHT) - 2;
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    page.drawText(`Exhibit ${index + 1} — Confidential — Subject to Protective Order`, { x: PAGE.margin, y: PAGE.height - 40, size: 8, font });
    const top = PAGE.height - PAGE.margin;
    page.drawText(heading(random, n), { x: PAGE.margin, y: top, size: FONT_SIZE, font: bold });
    const y = top - LINE_HEIGHT * 1.5;
    // Every page has the term the index is checked for, so "all pages indexed" is verifiable.
    const lines = fillLines(`Each Party shall ${INDEXED_TERM} the other as set out below.`, () => sentence(random), width, textWidth, linesPerPage);
    page.drawText(lines.join('\n'), { x: PAGE.margin, y, size: FONT_SIZE, lineHeight: LINE_HEIGHT, font });
    page.drawText(`Page ${n} of ${pages}`, { x: PAGE.width / 2 - 24, y: 40, size: 9, font });
  }
  return doc.save();
}

/** `files` PDFs of `pagesEach` pages in `dir`. */
export async function generateTextPdfs(dir: string, files: number, pagesEach: number): Promise<GeneratedPdf[]> {
  await mkdir(dir, { recursive: true });
  const out: GeneratedPdf[] = [];
  for (let i = 0; i < files; i += 1) {
    const bytes = await buildPdf(i, pagesEach);
    const filename = `exhibit-${String(i + 1).padStart(3, '0')}.pdf`;
    const file = path.join(dir, filename);
    await writeFile(file, bytes);
    out.push({ file, filename, pages: pagesEach, bytes: bytes.length });
  }
  return out;
}
