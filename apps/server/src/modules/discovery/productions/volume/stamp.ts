import { PDFArray, PDFContentStream, PDFDict, PDFDocument, PDFName, PDFRef, StandardFonts, type PDFPage } from 'pdf-lib';

/** Stamps sit this far (PDF points, 1/72 inch) in from the page's edges. */
const EDGE = 14;
const MAX_SIZE = 10;
const MIN_SIZE = 5;
const PAD = 2;

/** A page's visible box and how it is turned: stamps go on the page as a reader sees it. */
interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
}

function frameOf(page: PDFPage): Frame {
  const box = page.getCropBox();
  const turned = (((page.getRotation().angle % 360) + 360) % 360) as number;
  const rotation = (turned === 90 || turned === 180 || turned === 270 ? turned : 0) as Frame['rotation'];
  return { ...box, rotation };
}

/**
 * The matrix from the page as displayed (origin bottom left of what the reader sees, x right,
 * y up) to the page's own coordinates, for a page with a /Rotate (clockwise) and a crop box off
 * the origin: stamps are drawn in displayed coordinates under this one `cm`.
 */
function displayedToUser(frame: Frame): [number, number, number, number, number, number] {
  const { x, y, width, height } = frame;
  switch (frame.rotation) {
    case 90:
      return [0, 1, -1, 0, x + width, y];
    case 180:
      return [-1, 0, 0, -1, x + width, y + height];
    case 270:
      return [0, -1, 1, 0, x, y + height];
    default:
      return [1, 0, 0, 1, x, y];
  }
}

/**
 * The page's content as: q, what it had, Q, the stamp. The q … Q pair keeps a transformation the
 * page leaves in force (a `cm` with no matching restore — common in scanner output) from moving
 * or scaling the stamp. Written by hand rather than with pdf-lib's normalize()/drawText: those
 * add content streams pdf-lib deflates with pako (JavaScript, ~300 KB of tables per stream),
 * which cost more than copying and saving the page together (docs/benchmarks.md). Streams
 * pdf-lib drew on a page we made (a text page, a slip sheet) are stored plain for the same
 * reason; the ZIP deflates every file anyway, off the main thread.
 */
function setContents(doc: PDFDocument, page: PDFPage, stamp: PDFRef): void {
  const { context } = doc;
  const contents = page.node.get(PDFName.of('Contents'));
  const resolved = contents instanceof PDFRef ? context.lookup(contents) : contents;
  const existing = resolved instanceof PDFArray ? resolved.asArray() : contents ? [contents] : [];
  for (const ref of existing) {
    const stream = ref instanceof PDFRef ? context.lookup(ref) : null;
    if (stream instanceof PDFContentStream) context.assign(ref as PDFRef, context.stream(stream.getUnencodedContents()));
  }
  const q = context.register(context.stream('q\n'));
  const Q = context.register(context.stream('\nQ\n'));
  page.node.set(PDFName.of('Contents'), context.obj([q, ...existing, Q, stamp]));
}

/** Adds the stamp's font to the page's resources under a name the page does not use. */
function addFont(doc: PDFDocument, page: PDFPage, font: PDFRef): string {
  const { context } = doc;
  let resources = page.node.lookupMaybe(PDFName.of('Resources'), PDFDict);
  if (!resources) {
    resources = context.obj({});
    page.node.set(PDFName.of('Resources'), resources);
  }
  let fonts = resources.lookupMaybe(PDFName.of('Font'), PDFDict);
  if (!fonts) {
    fonts = context.obj({});
    resources.set(PDFName.of('Font'), fonts);
  }
  let name = 'BatesStamp';
  for (let i = 2; fonts.has(PDFName.of(name)); i += 1) name = `BatesStamp${i}`;
  fonts.set(PDFName.of(name), font);
  return `/${name}`;
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(3));
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * Stamps pages. The stamp is one small content stream of plain operators with a Helvetica font
 * dictionary of its own (a standard font: nothing embedded): pdf-lib's drawText/drawRectangle
 * and the font embedding they need cost more than the rest of a page's stamping. Bates numbers
 * ([A-Z0-9_-]) and the legends are ASCII, so their WinAnsi codes are their own.
 */
export class Stamper {
  private constructor(private readonly widths: Map<string, number>) {}

  /** Helvetica's widths (per 1,000 units of size) for printable ASCII, read once from pdf-lib. */
  static async create(): Promise<Stamper> {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const widths = new Map<string, number>();
    for (let code = 32; code < 127; code += 1) widths.set(String.fromCharCode(code), font.widthOfTextAtSize(String.fromCharCode(code), 1000));
    return new Stamper(widths);
  }

  width(text: string, size: number): number {
    let sum = 0;
    for (const ch of text) sum += this.widths.get(ch) ?? 556;
    return (sum * size) / 1000;
  }

  /**
   * The Bates number bottom right and the confidentiality legend bottom left of the page as it
   * is shown, on white bands so they read over whatever the page has there; the size shrinks
   * on small pages so the two never overlap.
   */
  stamp(doc: PDFDocument, page: PDFPage, bates: string, legend: string | null): void {
    const frame = frameOf(page);
    const shownWidth = frame.rotation === 90 || frame.rotation === 270 ? frame.height : frame.width;
    const room = shownWidth - 2 * EDGE - 12;
    const natural = this.width(bates, MAX_SIZE) + (legend ? this.width(legend, MAX_SIZE) : 0);
    const size = Math.max(MIN_SIZE, Math.min(MAX_SIZE, (MAX_SIZE * room) / natural));
    const fontRef = doc.context.register(doc.context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }));
    const key = addFont(doc, page, fontRef);
    const items: [string, number][] = [[bates, shownWidth - EDGE - this.width(bates, size)]];
    if (legend) items.push([legend, EDGE]);
    const ops = ['q', `${displayedToUser(frame).map(num).join(' ')} cm`, '1 1 1 rg'];
    for (const [text, dx] of items) ops.push(`${num(dx - PAD)} ${num(EDGE - PAD - size * 0.25)} ${num(this.width(text, size) + 2 * PAD)} ${num(size * 1.2 + 2 * PAD)} re`);
    ops.push('f', '0 0 0 rg');
    for (const [text, dx] of items) ops.push(`BT ${key} ${num(size)} Tf ${num(dx)} ${EDGE} Td ${pdfString(text)} Tj ET`);
    ops.push('Q');
    setContents(doc, page, doc.context.register(doc.context.stream(`${ops.join('\n')}\n`)));
  }
}

/**
 * Before a page is copied into its own file: drop what would drag other pages along (pdf-lib
 * copies everything a page refers to). Links and popups go (links to other pages mean nothing
 * in a page image); other annotations keep their appearance but lose their back references
 * (/P, /Parent, /Popup, /IRT); the page's additional actions and article beads go.
 */
export function detachPage(page: PDFPage): void {
  const node = page.node;
  node.delete(PDFName.of('AA'));
  node.delete(PDFName.of('B'));
  const annots = node.Annots();
  if (!annots) return;
  const kept: PDFDict[] = [];
  for (let i = 0; i < annots.size(); i += 1) {
    const annot = annots.lookupMaybe(i, PDFDict);
    if (!annot) continue;
    const subtype = annot.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Link') || subtype === PDFName.of('Popup')) continue;
    for (const key of ['P', 'Parent', 'Popup', 'IRT']) annot.delete(PDFName.of(key));
    kept.push(annot);
  }
  if (kept.length === 0) node.delete(PDFName.of('Annots'));
  else node.set(PDFName.of('Annots'), page.doc.context.obj(kept));
}
