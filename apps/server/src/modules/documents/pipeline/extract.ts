import type { Readable } from 'node:stream';
import { ProcessingError } from './failures.js';

export interface ExtractedPage {
  pageNumber: number;
  text: string;
}

/** Types the pipeline reads today; anything else is stored as "unsupported" (kept, no text). */
const TEXT_TYPES = new Set(['txt', 'text', 'md', 'csv', 'tsv', 'log', 'json', 'xml']);
const HTML_TYPES = new Set(['html', 'htm']);
export const supportedType = (type: string | null): boolean =>
  !!type && (TEXT_TYPES.has(type) || HTML_TYPES.has(type) || type === 'pdf' || type === 'docx');

/** A text file is read whole, so cap it: past this it is not a document a person reads page by page. */
const MAX_TEXT_BYTES = 50 * 1024 * 1024;
/** About one printed page of text; plain text and Word files have no pages of their own. */
const CHARS_PER_PAGE = 3000;

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new ProcessingError(`The file holds more than ${Math.round(limit / 1024 / 1024)} MB of text, which is more than the reader accepts.`);
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

/** Word files are zips: refuse one whose size suggests a decompression bomb before inflating it. */
const MAX_DOCX_BYTES = 100 * 1024 * 1024;
export async function extractDocx(stream: Readable): Promise<ExtractedPage[]> {
  const mammoth = await import('mammoth');
  const buffer = await readAll(stream, MAX_DOCX_BYTES);
  const result = await mammoth.extractRawText({ buffer });
  return paginate(result.value);
}

/**
 * PDF text page by page (pdfjs legacy build for Node). Each page yields to the event loop, so a
 * 2,000-page file never holds the single database connection's requests back for long.
 */
export async function extractPdf(data: Uint8Array, onPage: (done: number, total: number) => Promise<void>): Promise<{ pages: ExtractedPage[]; info: Record<string, unknown> }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const pages: ExtractedPage[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+\n/g, '\n')
        .trim();
      pages.push({ pageNumber: n, text });
      page.cleanup();
      await onPage(n, pdf.numPages);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const meta = await pdf.getMetadata().catch(() => null);
    const info = (meta?.info ?? {}) as Record<string, unknown>;
    return {
      pages,
      info: {
        ...(typeof info.Author === 'string' && info.Author ? { author: info.Author } : {}),
        ...(typeof info.Title === 'string' && info.Title ? { title: info.Title } : {}),
        ...(typeof info.CreationDate === 'string' ? { created: info.CreationDate } : {}),
      },
    };
  } finally {
    await task.destroy();
  }
}
