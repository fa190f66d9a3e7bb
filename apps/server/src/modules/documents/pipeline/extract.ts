import type { Readable } from 'node:stream';
import { ProcessingError } from './failures.js';
import { assertOcrSize } from './image-size.js';
import { ocr, OcrTimeoutError } from './ocr.js';
import { unreliableWarning } from './ocr-confidence.js';
import { openZip } from './zip-guard.js';
import { mammothInput } from './docx-parts.js';

export interface ExtractedPage {
  pageNumber: number;
  text: string;
  /** The text was read from an image (OCR), not from the file's own text. */
  ocr?: boolean;
}

/** Types the pipeline reads today; anything else is stored as "unsupported" (kept, no text). */
const TEXT_TYPES = new Set(['txt', 'text', 'md', 'log', 'json', 'xml']);
const HTML_TYPES = new Set(['html', 'htm']);
/** file-type's names for the scans and pictures OCR reads (GIF, BMP and WebP decoded to PNG first). */
export const IMAGE_TYPES = new Set(['png', 'jpg', 'tif', 'gif', 'bmp', 'webp']);
/** Formats handed to OCR as a PNG of their first frame: Tesseract's own GIF support is not built in. */
const DECODED_FIRST = new Set(['gif', 'bmp', 'webp']);
/** 'cfb' and the Office 97-2003 names: classified by their streams (ole.ts); RTF read like them, through LibreOffice. */
const OTHER_TYPES = new Set(['pdf', 'docx', 'eml', 'csv', 'tsv', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'cfb', 'msg', 'doc', 'xls', 'ppt', 'rtf', 'zip']);
export const supportedType = (type: string | null): type is string =>
  !!type && (TEXT_TYPES.has(type) || HTML_TYPES.has(type) || IMAGE_TYPES.has(type) || OTHER_TYPES.has(type));

/** A text file is read whole, so cap it: past this it is not a document a person reads page by page. */
const MAX_TEXT_BYTES = 50 * 1024 * 1024;
/** About one printed page of text; plain text and Word files have no pages of their own. */
const CHARS_PER_PAGE = 3000;

export async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new ProcessingError(`The file is larger than ${Math.round(limit / 1024 / 1024)} MB, more than the reader accepts for this type.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Splits long text into pages at paragraph (or line) breaks near CHARS_PER_PAGE. */
export function paginate(text: string): ExtractedPage[] {
  const normalized = text.replace(/\r\n?/g, '\n').replaceAll('\u0000', '');
  const byFormFeed = normalized.split('\f');
  const pages: string[] = [];
  for (const block of byFormFeed) {
    let rest = block;
    while (rest.length > CHARS_PER_PAGE) {
      const window = rest.slice(0, CHARS_PER_PAGE);
      const cut = Math.max(window.lastIndexOf('\n\n'), window.lastIndexOf('\n'));
      const at = cut > CHARS_PER_PAGE / 2 ? cut : CHARS_PER_PAGE;
      pages.push(rest.slice(0, at));
      rest = rest.slice(at);
    }
    pages.push(rest);
  }
  const kept = pages.map((p) => p.trim()).filter((p, i, all) => p.length > 0 || all.length === 1);
  return kept.map((text, i) => ({ pageNumber: i + 1, text }));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Text of an HTML document, sanitised: scripts, styles and comments are dropped and no markup
 * survives, so nothing from the file can run when the text is shown.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|noscript|template|iframe|object)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6]|\/table|\/section|\/article)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, code: string) => {
      if (code[0] === '#') {
        const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : '';
      }
      return ENTITIES[code.toLowerCase()] ?? m;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*\n+/g, '\n\n')
    .trim();
}

export async function extractText(stream: Readable): Promise<ExtractedPage[]> {
  return paginate((await readAll(stream, MAX_TEXT_BYTES)).toString('utf8'));
}

export async function extractHtml(stream: Readable): Promise<ExtractedPage[]> {
  return paginate(htmlToText((await readAll(stream, MAX_TEXT_BYTES)).toString('utf8')));
}

/** Word files are zips: a cap on the stored size, then zip-guard's limits on what it inflates to. */
const MAX_DOCX_BYTES = 100 * 1024 * 1024;
export async function extractDocx(stream: Readable): Promise<ExtractedPage[]> {
  return (await readDocx(stream)).pages;
}

/**
 * A Word file's text, page by page, and its own properties (docProps/core.xml): the title, author
 * and creation time its writer gave it — what a PDF's information dictionary gives (pdf.ts), and
 * what a privilege log and the deposition assistant name the paper by ("Notice of Position
 * Elimination", not "Harbor termination letter to L. Rivera").
 */
export async function readDocx(stream: Readable): Promise<{ pages: ExtractedPage[]; info: Record<string, string> }> {
  const mammoth = await import('mammoth');
  const zip = await openZip(await readAll(stream, MAX_DOCX_BYTES));
  // mammoth reads the parts it needs from the guarded archive, never the raw bytes (its own jszip
  // would inflate whatever the zip holds, and pick a different entry of a duplicated name).
  const result = await mammoth.extractRawText(mammothInput(zip));
  const info = zip.has(CORE_PROPERTIES) ? coreProperties((await zip.read(CORE_PROPERTIES)).toString('utf8')) : {};
  return { pages: paginate(result.value), info };
}

const CORE_PROPERTIES = 'docProps/core.xml';
/** The Dublin Core elements of an Office file's core properties, as the metadata keys PDFs use. */
const CORE_FIELDS: [string, string][] = [['dc:title', 'title'], ['dc:creator', 'author'], ['dcterms:created', 'created']];
/** Longest property kept: a title, not a paragraph pasted into the field. */
const MAX_PROPERTY = 300;

export function coreProperties(xml: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [element, key] of CORE_FIELDS) {
    // (One flat element each, text only: the format's schema allows nothing inside them.)
    const m = new RegExp(`<${element}(?:\\s[^>]*)?>([^<]{1,${MAX_PROPERTY}})</${element}>`).exec(xml);
    const value = m ? decodeXml(m[1]!).trim() : '';
    if (value) out[key] = value;
  }
  return out;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string): string =>
  text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (all: string, dec?: string, hex?: string, name?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (XML_ENTITIES[name!.toLowerCase()] ?? all));

/** The first frame of a GIF (or a BMP, a WebP) drawn on white, as a PNG: what OCR reads. */
async function firstFrameAsPng(image: Buffer): Promise<Buffer> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let picture: Awaited<ReturnType<typeof loadImage>>;
  try {
    picture = await loadImage(image);
  } catch {
    throw new ProcessingError('The image is damaged or in a format the text reader cannot open. Re-scan or re-save it and upload it again.');
  }
  const canvas = createCanvas(picture.width, picture.height);
  const context = canvas.getContext('2d');
  // A transparent background would OCR as black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(picture, 0, 0);
  return canvas.encode('png');
}

/**
 * A scan or photo: one page, its text read by OCR — only what was read with confidence (none, with
 * a warning, for a photograph that reads as noise or when OCR times out).
 */
const MAX_IMAGE_BYTES = 100 * 1024 * 1024;
export async function extractImage(stream: Readable, type: string): Promise<{ pages: ExtractedPage[]; warnings: string[]; info: Record<string, unknown> }> {
  const image = await readAll(stream, MAX_IMAGE_BYTES);
  assertOcrSize(image, type);
  const readable = DECODED_FIRST.has(type) ? await firstFrameAsPng(image) : image;
  try {
    const reading = await ocr.recognize(readable);
    return {
      pages: [{ pageNumber: 1, text: reading.text, ocr: true }],
      warnings: reading.reliable ? [] : [unreliableWarning(null)],
      info: { ocr_confidence: reading.confidence, ...(reading.reliable ? {} : { ocr_unreliable_pages: [1] }) },
    };
  } catch (err) {
    if (!(err instanceof OcrTimeoutError)) throw err;
    return { info: {}, pages: [{ pageNumber: 1, text: '', ocr: true }], warnings: [`The image could not be read by OCR within ${Math.round(err.timeoutMs / 1000)} seconds and has no text; open the original to read it.`] };
  }
}
