import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsi } from '../../../../platform/pdf/win-ansi.js';
import { wrapText } from './wrap.js';

const PAGE: [number, number] = [612, 792];
const MARGIN = 72;
const BOTTOM = 72;

export interface PdfMeta {
  title: string;
  author: string;
  /** yyyy-mm-dd */
  date: string;
}

type Align = 'left' | 'center' | 'right';

/**
 * A cursor over US-Letter pages with the standard PDF fonts (no font files needed): lines,
 * wrapped paragraphs, page breaks, and a footer on every page once the page count is known.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(meta: PdfMeta): Promise<PdfWriter> {
    // updateMetadata off: the dates are the document's own, so the same data gives the same bytes.
    const doc = await PDFDocument.create({ updateMetadata: false });
    const when = new Date(`${meta.date}T10:00:00Z`);
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setCreator('Microsoft Word');
    doc.setProducer('Adobe PDF Library 15.0');
    doc.setCreationDate(when);
    doc.setModificationDate(when);
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.TimesRoman), doc.embedFont(StandardFonts.TimesRomanBold)]);
    return new PdfWriter(doc, regular, bold);
  }

  get width(): number {
    return PAGE[0] - 2 * MARGIN;
  }

  newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  line(text: string, opts: { font?: PDFFont; size?: number; leading?: number; x?: number; align?: Align } = {}): void {
    const font = opts.font ?? this.regular;
    const size = opts.size ?? 12;
    const leading = opts.leading ?? size * 1.25;
    this.ensure(leading);
    const clean = winAnsi(text, font);
    const w = font.widthOfTextAtSize(clean, size);
    const x = opts.x ?? (opts.align === 'center' ? (PAGE[0] - w) / 2 : opts.align === 'right' ? PAGE[0] - MARGIN - w : MARGIN);
    this.y -= leading;
    this.page.drawText(clean, { x, y: this.y, size, font, color: rgb(0, 0, 0) });
  }

  /** Whether a line in the regular face fits between `x` and the right margin. */
  fits(text: string, x: number, size = 12): boolean {
    return this.regular.widthOfTextAtSize(winAnsi(text, this.regular), size) <= PAGE[0] - MARGIN - x;
  }

  /** Draws at the current height without moving down (the right column of a caption). */
  text(text: string, x: number, dy: number, opts: { font?: PDFFont; size?: number } = {}): void {
    const font = opts.font ?? this.regular;
    this.page.drawText(winAnsi(text, font), { x, y: this.y - dy, size: opts.size ?? 12, font, color: rgb(0, 0, 0) });
  }

  paragraph(text: string, opts: { font?: PDFFont; size?: number; leading?: number; indent?: number; firstIndent?: number; align?: Align } = {}): void {
    const font = opts.font ?? this.regular;
    const size = opts.size ?? 12;
    const indent = opts.indent ?? 0;
    const first = opts.firstIndent ?? 0;
    const lines = wrapText(winAnsi(text, font), this.width - indent, (s) => font.widthOfTextAtSize(s, size), first);
    lines.forEach((l, i) =>
      this.line(l, opts.align && opts.align !== 'left' ? { font, size, leading: opts.leading, align: opts.align } : { font, size, leading: opts.leading, x: MARGIN + indent + (i === 0 ? first : 0) }),
    );
  }

  rule(): void {
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE[0] - MARGIN, y: this.y }, thickness: 0.6, color: rgb(0, 0, 0) });
    this.y -= 6;
  }

  get cursor(): number {
    return this.y;
  }

  /** Numbers the pages (and prints the footer legend) and returns the file. */
  async finish(footer?: string): Promise<Buffer> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = `Page ${i + 1} of ${pages.length}`;
      const w = this.regular.widthOfTextAtSize(label, 9);
      page.drawText(label, { x: (PAGE[0] - w) / 2, y: 40, size: 9, font: this.regular });
      if (footer) page.drawText(winAnsi(footer, this.regular), { x: MARGIN, y: 28, size: 8, font: this.regular });
    });
    return Buffer.from(await this.doc.save());
  }
}
