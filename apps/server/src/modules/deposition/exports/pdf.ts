import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { winAnsi } from '../../../platform/pdf/win-ansi.js';
import type { DepositionReport } from './report.js';
import { captionLines, GOAL_LABELS, insightHeading, marker, quoteSource, summaryLines } from './report.js';

const PAGE: [number, number] = [612, 792]; // US Letter
const MARGIN = 64;
const BOTTOM = 64;
const SIZE = 10.5;
const LEADING = SIZE * 1.35;

/** Splits text into lines no wider than `width` at `size` (long words are cut). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly italic: PDFFont,
  ) {
    this.newPage();
  }
  get width() {
    return PAGE[0] - 2 * MARGIN;
  }
  newPage() {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }
  /** A wrapped paragraph at `indent`, optionally in a shaded box with a bar on the left. */
  paragraph(text: string, opts: { font?: PDFFont; size?: number; indent?: number; centre?: boolean; box?: { fill: RGB; bar: RGB }; after?: number } = {}) {
    const font = opts.font ?? this.regular;
    const size = opts.size ?? SIZE;
    const leading = size * 1.35;
    const indent = opts.indent ?? 0;
    const pad = opts.box ? 6 : 0;
    const lines = wrap(winAnsi(text, font), font, size, this.width - indent - 2 * pad);
    for (const line of lines) {
      this.ensure(leading);
      if (opts.box) {
        this.page.drawRectangle({ x: MARGIN + indent, y: this.y - leading + size * 0.1, width: this.width - indent, height: leading, color: opts.box.fill });
        this.page.drawRectangle({ x: MARGIN + indent, y: this.y - leading + size * 0.1, width: 2.5, height: leading, color: opts.box.bar });
      }
      const x = opts.centre ? MARGIN + (this.width - font.widthOfTextAtSize(line, size)) / 2 : MARGIN + indent + pad;
      this.page.drawText(line, { x, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= leading;
    }
    this.y -= opts.after ?? 0;
  }
  heading(text: string) {
    this.ensure(LEADING * 3);
    this.y -= 8;
    this.paragraph(text, { font: this.bold, size: 14, after: 4 });
  }
}

export async function renderPdf(report: DepositionReport): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(report.title);
  doc.setCreator('Deposition assistant');
  const [regular, bold, italic] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold), doc.embedFont(StandardFonts.HelveticaOblique)]);
  const w = new Writer(doc, regular, bold, italic);

  const [caseName, title, ...rest] = captionLines(report);
  w.paragraph(caseName ?? '', { font: bold, size: 13, centre: true });
  w.paragraph(title ?? '', { font: bold, size: 16, centre: true, after: 4 });
  for (const line of rest) w.paragraph(line, { centre: true });

  w.heading('Goals');
  if (report.goals.length === 0) w.paragraph('No goals were set.', { font: italic });
  report.goals.forEach((g, i) =>
    w.paragraph(`${i + 1}. ${g.text} — ${GOAL_LABELS[g.status] ?? g.status}${g.lines.length > 0 ? ` (lines ${g.lines.join(', ')})` : ''}`, { after: 2 }),
  );

  w.heading('Testimony');
  if (report.entries.length === 0) w.paragraph('No testimony was taken.', { font: italic });
  for (const { segment, insights } of report.entries) {
    w.paragraph(`${segment.line}   ${marker(segment)} ${segment.text}`, { after: 2 });
    for (const insight of insights) {
      const box = insight.type === 'contradiction' ? { fill: rgb(0.99, 0.89, 0.88), bar: rgb(0.75, 0.22, 0.17) } : { fill: rgb(1, 0.96, 0.84), bar: rgb(0.72, 0.47, 0.12) };
      w.paragraph(insightHeading(insight), { font: bold, indent: 36, box });
      if (insight.detail) w.paragraph(insight.detail, { indent: 36, box });
      for (const q of insight.quotes) w.paragraph(`${quoteSource(q)}: “${q.text}”`, { font: italic, indent: 36, box });
      w.paragraph(`Engine: ${insight.engine}`, { size: 8, indent: 36, box, after: 4 });
    }
  }

  w.heading('Summary');
  for (const line of [report.summary.text, ...summaryLines(report.summary)]) w.paragraph(line, { after: 4 });

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    page.drawText(label, { x: PAGE[0] / 2 - regular.widthOfTextAtSize(label, 9) / 2, y: BOTTOM / 2, size: 9, font: regular, color: rgb(0.4, 0.4, 0.4) });
  });
  return Buffer.from(await doc.save());
}
