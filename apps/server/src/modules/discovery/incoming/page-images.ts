import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';
import { winAnsi } from '../../../platform/pdf/win-ansi.js';
import UTIF from 'utif2';

/** A produced page's image as the volume holds it. */
export interface PageImage {
  name: string;
  bytes: Buffer;
}

/** A page image the volume holds but this app cannot read (not PDF, TIFF, JPEG or PNG, or damaged). */
export class UnreadableImage extends Error {
  constructor(readonly image: string, why: string) {
    super(`The image ${image} cannot be read (${why}).`);
    this.name = 'UnreadableImage';
  }
}

type ImageKind = 'pdf' | 'tiff' | 'jpeg' | 'png';

export function imageKind(bytes: Buffer): ImageKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 4 && ((bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 42 && bytes[3] === 0) || (bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[2] === 0 && bytes[3] === 42))) return 'tiff';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

/** Every page of a TIFF (Group 4 fax, LZW, packbits, uncompressed) as PNG bytes, decoded in JS (utif2). */
export function tiffPagesAsPng(image: PageImage): Buffer[] {
  let ifds: UTIF.IFD[];
  try {
    ifds = UTIF.decode(image.bytes);
  } catch (err) {
    throw new UnreadableImage(image.name, err instanceof Error ? err.message : 'not a TIFF');
  }
  const pages = ifds.filter((ifd) => ifd['t256'] !== undefined);
  if (pages.length === 0) throw new UnreadableImage(image.name, 'the TIFF holds no image');
  return pages.map((ifd) => {
    UTIF.decodeImage(image.bytes, ifd);
    const { width, height } = ifd;
    if (!width || !height) throw new UnreadableImage(image.name, 'the TIFF page has no size');
    const rgba = UTIF.toRGBA8(ifd);
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    const data = ctx.createImageData(width, height);
    data.data.set(rgba);
    ctx.putImageData(data, 0, 0);
    return canvas.toBuffer('image/png');
  });
}

/**
 * A document's page images as one PDF, in the OPT's order: PDF pages copied, JPEG and PNG
 * embedded as sent, TIFF pages decoded to PNG first (the PDF reader and OCR read those). Each page
 * is the image's size at 72 dpi scaled to fit a Letter-width page, so scans at 300 dpi are not
 * metres wide.
 *
 * `text`, the volume's produced text for the document, is laid over the image pages as invisible
 * text (form feeds split it per page when they match the page count, else it all goes on the
 * first page), so the document is searchable by the text the sender produced rather than by OCR.
 */
export async function pagesAsPdf(images: readonly PageImage[], text: string | null = null): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const imagePages: PDFPage[] = [];
  for (const image of images) {
    const kind = imageKind(image.bytes);
    if (kind === 'pdf') {
      let source: PDFDocument;
      try {
        source = await PDFDocument.load(image.bytes, { ignoreEncryption: false });
      } catch (err) {
        throw new UnreadableImage(image.name, err instanceof Error ? err.message : 'damaged PDF');
      }
      for (const page of await pdf.copyPages(source, source.getPageIndices())) pdf.addPage(page);
      continue;
    }
    if (!kind) throw new UnreadableImage(image.name, 'not a PDF, TIFF, JPEG or PNG image');
    const pngs = kind === 'tiff' ? tiffPagesAsPng(image) : [image.bytes];
    for (const bytes of pngs) {
      let embedded;
      try {
        embedded = kind === 'jpeg' ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes);
      } catch (err) {
        throw new UnreadableImage(image.name, err instanceof Error ? err.message : 'damaged image');
      }
      const scale = Math.min(1, 612 / embedded.width);
      const page = pdf.addPage([embedded.width * scale, embedded.height * scale]);
      page.drawImage(embedded, { x: 0, y: 0, width: embedded.width * scale, height: embedded.height * scale });
      imagePages.push(page);
    }
  }
  if (text && text.trim() && imagePages.length > 0) await layText(pdf, imagePages, text);
  return Buffer.from(await pdf.save());
}

async function layText(pdf: PDFDocument, pages: PDFPage[], text: string): Promise<void> {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const parts = text.split('\f');
  const perPage = parts.length === pages.length ? parts : [text, ...pages.slice(1).map(() => '')];
  pages.forEach((page, i) => {
    const lines = winAnsi((perPage[i] ?? '').replace(/\r\n?/g, '\n'), font)
      .split('\n')
      .filter((l) => l.trim() !== '');
    if (lines.length === 0) return;
    const { height } = page.getSize();
    const size = Math.max(1, Math.min(10, (height - 20) / lines.length));
    lines.forEach((line, j) => page.drawText(line, { x: 10, y: height - 10 - (j + 1) * size, size, font, opacity: 0 }));
  });
}
