import { degrees, PDFArray, PDFDict, PDFName, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

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
 * Maps a point of the page as displayed (origin bottom left of what the reader sees) into the
 * page's own coordinates, for a page with a /Rotate (clockwise) and a crop box off the origin.
 */
function toUser(frame: Frame, dx: number, dy: number): { x: number; y: number } {
  const { x, y, width, height } = frame;
  switch (frame.rotation) {
    case 90:
      return { x: x + width - dy, y: y + dx };
    case 180:
      return { x: x + width - dx, y: y + height - dy };
    case 270:
      return { x: x + dy, y: y + height - dx };
    default:
      return { x: x + dx, y: y + dy };
  }
}

/**
 * Wraps the page's existing content in q … Q, so a transformation it leaves in force (a `cm`
 * with no matching restore — common in scanner output) cannot move or scale the stamps.
 */
function isolateContent(doc: PDFDocument, page: PDFPage): void {
  page.node.normalize();
  if (!(page.node.Contents() instanceof PDFArray)) return;
  const q = doc.context.register(doc.context.stream('q'));
  const Q = doc.context.register(doc.context.stream('Q'));
  page.node.wrapContentStreams(q, Q);
}

/**
 * The Bates number bottom right and the confidentiality legend bottom left, on a white band
 * so they read over whatever the page has there; the size shrinks on small pages so the two
 * never overlap.
 */
export function stampPage(doc: PDFDocument, page: PDFPage, font: PDFFont, bates: string, legend: string | null): void {
  isolateContent(doc, page);
  const frame = frameOf(page);
  const shownWidth = frame.rotation === 90 || frame.rotation === 270 ? frame.height : frame.width;
  const room = shownWidth - 2 * EDGE - 12;
  const natural = font.widthOfTextAtSize(bates, MAX_SIZE) + (legend ? font.widthOfTextAtSize(legend, MAX_SIZE) : 0);
  const size = Math.max(MIN_SIZE, Math.min(MAX_SIZE, (MAX_SIZE * room) / natural));
  const rotate = degrees(frame.rotation);
  const draw = (text: string, dx: number) => {
    const w = font.widthOfTextAtSize(text, size);
    const band = toUser(frame, dx - PAD, EDGE - PAD - size * 0.25);
    page.drawRectangle({ x: band.x, y: band.y, width: w + 2 * PAD, height: size * 1.2 + 2 * PAD, color: rgb(1, 1, 1), rotate });
    const at = toUser(frame, dx, EDGE);
    page.drawText(text, { x: at.x, y: at.y, size, font, color: rgb(0, 0, 0), rotate });
  };
  draw(bates, shownWidth - EDGE - font.widthOfTextAtSize(bates, size));
  if (legend) draw(legend, EDGE);
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
