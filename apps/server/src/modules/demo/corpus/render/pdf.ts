import type { Caption, PdfFile } from '../types.js';
import { PdfWriter } from './pdf-writer.js';

const CAPTION_DIVIDER_X = 318;

/** The left party block beside the docket block, split by a column of ")" as court papers do. */
function drawCaption(w: PdfWriter, caption: Caption): void {
  for (const line of caption.court) w.line(line, { font: w.bold, align: 'center' });
  w.gap(14);
  const rows = Math.max(caption.parties.length, caption.docket.length);
  w.ensure(rows * 15 + 20);
  w.line('-'.repeat(58), { size: 10, leading: 12 });
  for (let i = 0; i < rows; i += 1) {
    const docket = caption.docket[i];
    if (docket) w.text(docket, CAPTION_DIVIDER_X + 18, 15);
    w.text(')', CAPTION_DIVIDER_X, 15);
    w.line(caption.parties[i] ?? '', { leading: 15 });
  }
  w.line('-'.repeat(58), { size: 10, leading: 12 });
  w.gap(12);
}

/** A text PDF: caption or letterhead, a title, headed sections of wrapped paragraphs, a signature. */
export async function renderPdf(file: PdfFile): Promise<Buffer> {
  const w = await PdfWriter.create({ title: file.title, author: file.author, date: file.date });
  const leading = file.spacing === 'double' ? 24 : 15;
  if (file.letterhead) {
    file.letterhead.forEach((l, i) => w.line(l, { font: i === 0 ? w.bold : w.regular, size: i === 0 ? 14 : 10, align: 'center' }));
    w.rule();
    w.gap(8);
  }
  if (file.caption) drawCaption(w, file.caption);
  for (const l of file.preamble ?? []) w.line(l, { leading: 15 });
  if (file.preamble) w.gap(10);
  if (file.caption || !file.letterhead) {
    w.paragraph(file.title.toUpperCase(), { font: w.bold, leading: 16, align: 'center', indent: 60 });
    w.gap(12);
  }
  for (const section of file.sections) {
    if (section.heading) {
      w.ensure(leading * 3);
      w.gap(6);
      // Pleadings centre their headings; letters, memos and policies set them flush left.
      w.paragraph(section.heading, { font: w.bold, leading: 16, align: file.caption ? 'center' : 'left', indent: file.caption ? 30 : 0 });
      w.gap(4);
    }
    for (const p of section.paragraphs) {
      w.paragraph(p, { leading, firstIndent: file.caption ? 36 : 0 });
      w.gap(file.spacing === 'double' ? 2 : 8);
    }
  }
  if (file.signature) {
    w.gap(18);
    w.ensure(file.signature.length * 15);
    // A line longer than the room right of the signature column is set as a word processor sets
    // it: two parties' columns side by side start at the margin, anything else wraps under itself.
    // (Drawn as one line from the column it ran off the page, and its end was lost to the text layer:
    // "…; Thomas Reilly, residing at Hoboken, New Jersey" read as "…, New Yo".)
    const x = file.letterhead ? 72 : 324;
    for (const l of file.signature) {
      if (w.fits(l, x)) w.line(l, { leading: 15, x });
      else if (/\S\s{3,}\S/.test(l)) w.line(l, { leading: 15, x: 72 });
      else w.paragraph(l, { leading: 15, indent: x - 72 });
    }
  }
  return w.finish(file.footer);
}
