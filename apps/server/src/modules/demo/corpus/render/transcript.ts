import type { TranscriptFile } from '../types.js';
import { PdfWriter } from './pdf-writer.js';

/** A court reporter's page: 25 numbered lines. */
const LINES_PER_PAGE = 25;

const numbered = (lines: string[]) => lines.slice(0, LINES_PER_PAGE).map((l, i) => `${String(i + 1).padStart(2, ' ')}  ${l}`);

/** Plain text as a reporter's ASCII export: the cover, then each page after a form feed. */
function transcriptText(file: TranscriptFile): string {
  const pages = file.pages.map((p) => [`${' '.repeat(60)}Page ${p.number}`, ...numbered(p.lines)].join('\n'));
  return [file.cover.join('\n'), ...pages].join('\n\f\n') + '\n';
}

/**
 * Pages with line numbers in the margin, one transcript page per PDF page. Times, not a reporter's
 * Courier: pdfjs (which reads the text back) measures standard Courier differently from pdf-lib
 * and would split the words with runs of spaces.
 */
async function transcriptPdf(file: TranscriptFile): Promise<Buffer> {
  const w = await PdfWriter.create({ title: file.title, author: file.author, date: file.date });
  for (const l of file.cover) w.line(l, { size: 11, leading: 16, align: 'center' });
  for (const page of file.pages) {
    w.newPage();
    w.line(`Page ${page.number}`, { size: 11, align: 'right' });
    w.gap(10);
    page.lines.slice(0, LINES_PER_PAGE).forEach((l, i) => {
      w.text(String(i + 1).padStart(2, ' '), 50, 22, { size: 11 });
      w.line(l, { size: 11, leading: 22, x: 90 });
    });
  }
  return w.finish(`${file.title} - Certified copy`);
}

export async function renderTranscript(file: TranscriptFile): Promise<Buffer> {
  return file.format === 'pdf' ? transcriptPdf(file) : Buffer.from(transcriptText(file), 'utf8');
}
