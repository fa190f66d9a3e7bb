import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { WinAnsiText } from '../../../../platform/pdf/win-ansi.js';

/** US Letter, the page size US courts and review platforms expect. */
export const LETTER: [number, number] = [612, 792];
const MARGIN = 54;
/** Room at the bottom for the stamps. */
const FOOT = 40;

/** A one-page PDF document, made for one produced page. */
export interface PageDoc {
  doc: PDFDocument;
  page: PDFPage;
}

export async function newPageDoc(size: [number, number] = LETTER): Promise<PageDoc> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  return { doc, page: doc.addPage(size) };
}

// ── Text set on pages ───────────────────────────────────────────────────────────────────────────

/** Courier keeps the layout of e-mails, transcripts and plain text, and makes wrapping a count. */
const TEXT_SIZE = 9.5;
const LINE_HEIGHT = 11.5;
const CHAR_WIDTH = TEXT_SIZE * 0.6;
const COLUMNS = Math.floor((LETTER[0] - 2 * MARGIN) / CHAR_WIDTH);
const LINES_PER_PAGE = Math.floor((LETTER[1] - MARGIN - FOOT - 12) / LINE_HEIGHT);
/** Where a text page's characters sit (points from the top-left): the redaction preview places masked spans with it. */
export const TEXT_GEOMETRY = { margin: MARGIN, size: TEXT_SIZE, lineHeight: LINE_HEIGHT, charWidth: CHAR_WIDTH } as const;

/** Breaks one line of text into lines of at most `columns`, at spaces where it can. */
export function wrapLine(line: string, columns = COLUMNS): string[] {
  if (line.length <= columns) return [line];
  const out: string[] = [];
  let rest = line;
  while (rest.length > columns) {
    const cut = rest.lastIndexOf(' ', columns);
    const at = cut > columns / 3 ? cut : columns;
    out.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).replace(/^ /, '');
  }
  out.push(rest);
  return out;
}

/**
 * The printed pages of a document's extracted text: each extracted page starts a new printed
 * page (so page breaks the reader saw survive), and one that does not fit continues on the next.
 */
export function layoutText(textPages: readonly string[], sanitize: (line: string) => string, columns = COLUMNS, linesPerPage = LINES_PER_PAGE): string[][] {
  const printed: string[][] = [];
  for (const text of textPages) {
    const lines = text
      .replace(/\r\n?/g, '\n')
      .split(/[\n\f\v\u2028\u2029]/)
      .flatMap((line) => wrapLine(sanitize(line.trimEnd()), columns));
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    if (lines.length === 0) lines.push('');
    for (let i = 0; i < lines.length; i += linesPerPage) printed.push(lines.slice(i, i + linesPerPage));
  }
  return printed;
}

export class TextPageWriter {
  private sanitizer: WinAnsiText | null = null;

  /** Lays the text out (the Courier character set decides what is writable). */
  async layout(textPages: readonly string[]): Promise<string[][]> {
    if (!this.sanitizer) {
      const probe = await PDFDocument.create();
      this.sanitizer = new WinAnsiText(await probe.embedFont(StandardFonts.Courier));
    }
    const sanitizer = this.sanitizer;
    return layoutText(textPages, (line) => sanitizer.line(line));
  }

  async page(lines: readonly string[]): Promise<PageDoc> {
    const made = await newPageDoc();
    const courier = await made.doc.embedFont(StandardFonts.Courier);
    if (lines.some((l) => l.length > 0)) {
      made.page.drawText(lines.join('\n'), { x: MARGIN, y: LETTER[1] - MARGIN - TEXT_SIZE, size: TEXT_SIZE, lineHeight: LINE_HEIGHT, font: courier, color: rgb(0, 0, 0) });
    }
    return made;
  }
}

// ── Slip sheets ─────────────────────────────────────────────────────────────────────────────────

/**
 * The page that stands in for a document produced natively or that could not be imaged: what
 * happened, the file's name and its Bates number (the stamp adds the number again, bottom right).
 */
export async function slipSheet(heading: string, reason: string, filename: string | null, bates: string): Promise<PageDoc> {
  const made = await newPageDoc();
  const { doc, page } = made;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const text = new WinAnsiText(font);
  const center = (line: string, y: number, size: number, f: PDFFont) =>
    page.drawText(line, { x: (LETTER[0] - f.widthOfTextAtSize(line, size)) / 2, y, size, font: f, color: rgb(0, 0, 0) });
  let y = LETTER[1] / 2 + 80;
  center(text.line(heading), y, 20, bold);
  y -= 40;
  for (const line of wrapLine(text.line(reason), 70)) {
    center(line, y, 12, font);
    y -= 16;
  }
  y -= 12;
  // No name on a withheld document's sheet: the name of a privileged file can itself say too much.
  for (const line of filename === null ? [] : wrapLine(text.line(`File name: ${filename}`), 80)) {
    center(line, y, 11, font);
    y -= 15;
  }
  y -= 12;
  center(`Bates number: ${bates}`, y, 12, bold);
  return made;
}

// ── Photos and scans ────────────────────────────────────────────────────────────────────────────

/** A PNG or JPEG on a Letter page (landscape if the picture is), scaled to fit inside the margins. */
export async function imagePage(bytes: Uint8Array, format: 'png' | 'jpg'): Promise<PageDoc> {
  const probe = await PDFDocument.create({ updateMetadata: false });
  const image = format === 'png' ? await probe.embedPng(bytes) : await probe.embedJpg(bytes);
  const size: [number, number] = image.width > image.height ? [LETTER[1], LETTER[0]] : LETTER;
  const page = probe.addPage(size);
  const boxW = size[0] - 2 * MARGIN;
  const boxH = size[1] - MARGIN - FOOT - 8;
  const scale = Math.min(boxW / image.width, boxH / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  page.drawImage(image, { x: (size[0] - w) / 2, y: FOOT + 8 + (boxH - h) / 2, width: w, height: h });
  return { doc: probe, page };
}
