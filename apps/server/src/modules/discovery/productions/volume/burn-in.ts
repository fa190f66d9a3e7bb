import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { REDACTION_REASON_LABELS, type RedactionBox, type RedactionReason } from '@app/contract';
import { canvasFontFamily } from '../../../../platform/pdf/canvas-fonts.js';
import { imagePage, TextPageWriter } from './pages.js';
import { OcrWords, type OcrWord } from './burn-in-ocr.js';

/*
 * Burning redactions into produced pages. Every page of a redacted document is rasterized (pdf.js
 * on the canvas the server already uses for OCR) and the boxes are painted into the pixels with
 * their reason's label, so nothing under a box exists in the produced file: no text layer, no
 * vector object, no annotation that a reader could lift off. The page's text file is rebuilt from
 * what is still visible:
 *   - a PDF with a text layer: its characters outside every box, in the order extraction reads them;
 *   - a document set from its text (Word, e-mail, plain text): the redacted characters are replaced
 *     by a mask character BEFORE the page is laid out, so they never reach even the intermediate
 *     page, and the mask's positions (Courier is monospaced) are the boxes;
 *   - a scan or a photo: the OCR of the burned image.
 * Then each redacted quote is looked for in its page's text; if it is still there the document is
 * refused rather than produced (BurnInError), so a volume never holds an unredacted page.
 */

/** Pages are rasterized at this resolution: legible and OCR-able, a quarter of 300 dpi's pixels. */
export const BURN_IN_DPI = 150;
const SCALE = BURN_IN_DPI / 72;
const JPEG_QUALITY = 82;
/** Stands in for a redacted character of a text layout; the same character in the text becomes '|'. */
export const MASK = '\u00a6';

export interface BurnRedaction {
  /** The page: the PDF's or image's page, or for a document set from its text the extracted text's page (spans) or the printed page (boxes). */
  page: number;
  reason: RedactionReason;
  box: RedactionBox | null;
  span: { start: number; end: number; quote: string } | null;
}

export type BurnKind = { kind: 'pdf'; bytes: Uint8Array } | { kind: 'image'; bytes: Uint8Array; format: 'png' | 'jpg' } | { kind: 'text' };

export interface BurnedDocument {
  /** One image page per produced page. */
  pdf: Uint8Array;
  /** The produced pages' text, as visible. */
  texts: string[];
  /** Each produced page's redaction reasons (empty: none on that page), for the redaction log. */
  pageReasons: RedactionReason[][];
}

/** The document cannot be produced with its redactions burned in; the message says why, for the person making the production. */
export class BurnInError extends Error {}

/** A rectangle in canvas pixels. */
interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  reason: RedactionReason;
}

export type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
const require = createRequire(import.meta.url);
export const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const normalize = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
/** A character is hidden when the middle of its glyph is under the box (its padded place reaches into its neighbours'). */
const covers = (box: Omit<Rect, 'reason'>, ch: Omit<Rect, 'reason'>) => {
  const x = (ch.x0 + ch.x1) / 2;
  const y = ch.y0 + (ch.y1 - ch.y0) * 0.6;
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
};

/** Masks the redacted characters of each text page (spans on page n apply to text page n). */
export function maskText(pages: readonly string[], redactions: readonly BurnRedaction[]): string[] {
  return pages.map((text, i) => {
    const chars = [...text.replaceAll(MASK, '|')];
    // Offsets count UTF-16 units, as the stored page text does.
    const units: string[] = [];
    for (const ch of chars) for (let k = 0; k < ch.length; k += 1) units.push(k === 0 ? ch : '');
    for (const r of redactions) {
      if (r.page !== i + 1 || !r.span) continue;
      for (let k = r.span.start; k < Math.min(r.span.end, units.length); k += 1) if (units[k] && !/\s/.test(units[k]!)) units[k] = MASK;
    }
    return units.join('');
  });
}

/** One character of a text item, its place on the canvas. */
export interface PlacedChar {
  ch: string;
  rect: Omit<Rect, 'reason'>;
}

/** Where each character of a text item sits on the canvas (its advance measured with the canvas's font, scaled to the item's width). */
export function placeItem(item: TextItem, viewport: number[], measure: (s: string) => number): PlacedChar[] {
  const [a, b, c, d, e, f] = item.transform as [number, number, number, number, number, number];
  const chars = [...item.str];
  if (chars.length === 0) return [];
  const fontHeight = Math.hypot(c, d) || Math.hypot(a, b) || 10;
  const dir = [a / (Math.hypot(a, b) || 1), b / (Math.hypot(a, b) || 1)] as const;
  const perp = [c / (Math.hypot(c, d) || 1), d / (Math.hypot(c, d) || 1)] as const;
  // Each character's advance from the canvas font (cached per character; kerning is within the padding).
  const widths = chars.map((ch) => measure(ch) || 1);
  const total = widths.reduce((a, b) => a + b, 0);
  const [va, vb, vc, vd, ve, vf] = viewport as [number, number, number, number, number, number];
  const toCanvas = (u: number, v: number) => {
    const x = e + u * dir[0] + v * perp[0];
    const y = f + u * dir[1] + v * perp[1];
    return [va * x + vc * y + ve, vb * x + vd * y + vf] as const;
  };
  const pad = fontHeight * 0.12;
  const placed: PlacedChar[] = [];
  let before = 0;
  for (const [k, ch] of chars.entries()) {
    const u0 = (before / total) * item.width;
    before += widths[k]!;
    const u1 = (before / total) * item.width;
    const corners = [toCanvas(u0 - pad, -0.28 * fontHeight), toCanvas(u1 + pad, -0.28 * fontHeight), toCanvas(u0 - pad, 1.02 * fontHeight), toCanvas(u1 + pad, 1.02 * fontHeight)];
    const xs = corners.map((p) => p[0]);
    const ys = corners.map((p) => p[1]);
    placed.push({ ch, rect: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) } });
  }
  return placed;
}

/**
 * The page text exactly as the documents pipeline extracts it (items joined by a space, or a line
 * break after an item that ends a line; spaces before a line break dropped; trimmed), with each
 * character's place: a stored offset then names a place on the page.
 */
export function extractedLayout(items: TextItem[], placedItems: PlacedChar[][]): { text: string; places: (Omit<Rect, 'reason'> | null)[] } {
  let raw = '';
  const rawPlaces: (Omit<Rect, 'reason'> | null)[] = [];
  items.forEach((item, i) => {
    for (const p of placedItems[i] ?? []) {
      raw += p.ch;
      for (let k = 1; k < p.ch.length; k += 1) rawPlaces.push(p.rect);
      rawPlaces.push(p.rect);
    }
    raw += item.hasEOL ? '\n' : ' ';
    rawPlaces.push(null);
  });
  // .replace(/[ \t]+\n/g, '\n'), keeping the places in step.
  let text = '';
  const places: (Omit<Rect, 'reason'> | null)[] = [];
  for (let i = 0; i < raw.length; ) {
    if (raw[i] === ' ' || raw[i] === '\t') {
      let j = i;
      while (raw[j] === ' ' || raw[j] === '\t') j += 1;
      if (raw[j] === '\n') {
        text += '\n';
        places.push(null);
        i = j + 1;
        continue;
      }
    }
    text += raw[i];
    places.push(rawPlaces[i] ?? null);
    i += 1;
  }
  const lead = text.length - text.trimStart().length;
  const trimmed = text.trim();
  return { text: trimmed, places: places.slice(lead, lead + trimmed.length) };
}

/** Rebuilds the visible text of a page from its items: every character outside the boxes, joined the way extraction joins them. */
function visibleText(items: TextItem[], placedItems: PlacedChar[][], boxes: Rect[]): string {
  let out = '';
  items.forEach((item, i) => {
    for (const p of placedItems[i] ?? []) if (p.ch !== MASK && !boxes.some((b) => covers(b, p.rect))) out += p.ch;
    out += item.hasEOL ? '\n' : ' ';
  });
  return out.replace(/[ \t]+\n/g, '\n').replace(/ {2,}/g, ' ').trim();
}

/** Joins touching character rectangles on one line into one box. */
function mergeLine(rects: Rect[]): Rect[] {
  const merged: Rect[] = [];
  for (const r of rects) {
    const last = merged[merged.length - 1];
    const sameLine = last && Math.abs(last.y0 - r.y0) < (r.y1 - r.y0) * 0.5 && last.reason === r.reason;
    if (last && sameLine && r.x0 - last.x1 < (r.y1 - r.y0) * 0.9) {
      last.x1 = Math.max(last.x1, r.x1);
      last.y0 = Math.min(last.y0, r.y0);
      last.y1 = Math.max(last.y1, r.y1);
    } else merged.push({ ...r });
  }
  return merged;
}

const SHORT_LABELS: Record<RedactionReason, string> = { attorney_client: 'AC', work_product: 'WP', personal_data: 'PD', confidentiality: 'CONF' };

type Ctx2d = ReturnType<import('@napi-rs/canvas').Canvas['getContext']>;

/** Paints the boxes black with their reason in white, as large as fits (a short code in a small box). */
function paint(ctx: Ctx2d, boxes: Rect[], family: string): void {
  for (const b of boxes) {
    ctx.fillStyle = '#000000';
    ctx.fillRect(Math.floor(b.x0), Math.floor(b.y0), Math.ceil(b.x1 - b.x0) + 1, Math.ceil(b.y1 - b.y0) + 1);
  }
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  for (const b of boxes) {
    const w = b.x1 - b.x0;
    const h = b.y1 - b.y0;
    const size = Math.min(h * 0.7, 13 * SCALE);
    if (size < 6) continue;
    for (const label of [`Redacted – ${REDACTION_REASON_LABELS[b.reason]}`, REDACTION_REASON_LABELS[b.reason], SHORT_LABELS[b.reason]]) {
      ctx.font = `bold ${size.toFixed(1)}px "${family}"`;
      if (ctx.measureText(label).width <= w - 4) {
        ctx.fillText(label, b.x0 + w / 2, b.y0 + h / 2);
        break;
      }
    }
  }
}

/** The intermediate pages to rasterize: one PDF (its pages) or one small PDF per printed text page. */
async function pagesToRender(source: BurnKind, pageTexts: readonly string[], redactions: readonly BurnRedaction[]): Promise<Uint8Array[]> {
  if (source.kind === 'pdf') return [source.bytes];
  if (source.kind === 'image') {
    const made = await imagePage(source.bytes, source.format);
    return [await made.doc.save()];
  }
  const writer = new TextPageWriter();
  const printed = await writer.layout(maskText(pageTexts, redactions));
  const out: Uint8Array[] = [];
  for (const lines of printed) out.push(await (await writer.page(lines)).doc.save());
  return out;
}

/**
 * Rasterizes every page of a redacted document with its redactions burned in. `source` says how
 * the document is imaged; `pageTexts` is its stored text (the offsets of text redactions); `ocr`
 * reads word positions on pages without a text layer.
 */
export async function burnIn(source: BurnKind, pageTexts: readonly string[], redactions: readonly BurnRedaction[], ocr: OcrWords): Promise<BurnedDocument> {
  const pdfjs: PdfJs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const family = await canvasFontFamily();
  const measureCanvas = createCanvas(8, 8).getContext('2d');
  measureCanvas.font = `100px "${family}"`;
  const measureCache = new Map<string, number>();
  const measure = (s: string) => {
    let w = measureCache.get(s);
    if (w === undefined) {
      w = measureCanvas.measureText(s).width;
      if (measureCache.size < 50_000) measureCache.set(s, w);
    }
    return w;
  };

  const out = await PDFDocument.create({ updateMetadata: false });
  const texts: string[] = [];
  const pageReasons: RedactionReason[][] = [];
  let produced = 0;
  // The masked characters' reasons, in reading order across the whole text document.
  const maskReasons = source.kind === 'text' ? textPageReasons(pageTexts, redactions) : null;
  for (const bytes of await pagesToRender(source, pageTexts, redactions)) {
    const task = pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 });
    const pdf = await task.promise;
    try {
      for (let n = 1; n <= pdf.numPages; n += 1) {
        produced += 1;
        const page: PDFPageProxy = await pdf.getPage(n);
        // The page a redaction names: the PDF's or image's own, or the printed page for boxes on text.
        const pageNo = source.kind === 'text' ? produced : n;
        const burned = await burnPage(page, pageNo, source, pageTexts, redactions, { createCanvas, family, measure, ocr, maskReasons });
        texts.push(burned.text);
        pageReasons.push(burned.reasons);
        const image = await out.embedJpg(burned.jpeg);
        const [w, h] = [burned.width / SCALE, burned.height / SCALE];
        out.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h });
        page.cleanup();
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } finally {
      await task.destroy();
    }
  }
  return { pdf: await out.save({ useObjectStreams: false }), texts, pageReasons };
}

interface PageTools {
  createCanvas: typeof import('@napi-rs/canvas').createCanvas;
  family: string;
  measure: (s: string) => number;
  ocr: OcrWords;
  maskReasons: { next(): RedactionReason } | null;
}

async function burnPage(page: PDFPageProxy, pageNo: number, source: BurnKind, pageTexts: readonly string[], redactions: readonly BurnRedaction[], tools: PageTools) {
  const viewport = page.getViewport({ scale: SCALE });
  const canvas = tools.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;

  const boxes: Rect[] = redactions
    .filter((r) => r.page === pageNo && r.box)
    .map((r) => ({ x0: r.box!.x * canvas.width, y0: r.box!.y * canvas.height, x1: (r.box!.x + r.box!.width) * canvas.width, y1: (r.box!.y + r.box!.height) * canvas.height, reason: r.reason }));
  const content = await page.getTextContent();
  const items = content.items.filter((i): i is TextItem => 'str' in i);
  const placedItems = items.map((item) => (source.kind === 'text' ? placeMonospace(item, viewport.transform) : placeItem(item, viewport.transform, tools.measure)));
  const spans = source.kind === 'text' ? [] : redactions.filter((r) => r.page === pageNo && r.span);

  if (source.kind === 'text') {
    // The masked characters are the boxes; their reason is the reason of the span they came from, in order.
    const rects: Rect[] = [];
    for (const placed of placedItems) {
      for (const p of placed) if (p.ch === MASK) rects.push({ ...p.rect, reason: tools.maskReasons?.next() ?? 'confidentiality' });
    }
    boxes.push(...mergeLine(rects));
  } else if (spans.length) {
    const layout = extractedLayout(items, placedItems);
    const hasLayer = layout.text.length >= 3 && layout.text === (pageTexts[pageNo - 1] ?? '').trim();
    if (hasLayer) {
      for (const r of spans) {
        const rects: Rect[] = [];
        for (let i = r.span!.start; i < r.span!.end; i += 1) {
          const place = layout.places[i];
          if (place && !/\s/.test(layout.text[i] ?? ' ')) rects.push({ ...place, reason: r.reason });
        }
        if (rects.length === 0) throw new BurnInError(`a redaction on page ${pageNo} could not be placed on the page; draw a box over it instead`);
        boxes.push(...mergeLine(rects));
      }
    } else {
      // A scan (its text came from OCR): the words are found again on the rendered page.
      const words = await tools.ocr.words(await canvas.encode('png'));
      for (const r of spans) {
        const found = findWords(words, r.span!.quote);
        if (found.length === 0) throw new BurnInError(`the redacted text on page ${pageNo} could not be found on the scanned image; draw a box over it instead`);
        boxes.push(...found.map((w) => ({ ...w, reason: r.reason })));
      }
    }
  }

  const textLayer = source.kind === 'text' || (items.length > 0 && items.some((i) => i.str.trim()));
  let text: string;
  if (textLayer) text = visibleText(items, placedItems, boxes);
  else if (boxes.length === 0) text = pageTexts[pageNo - 1] ?? '';
  else {
    // A scan's text is the OCR of what is left: the boxes whited out first (black boxes inside a
    // line throw tesseract's thresholding off and cost the words beside them), then painted.
    ctx.fillStyle = '#ffffff';
    for (const b of boxes) ctx.fillRect(Math.floor(b.x0), Math.floor(b.y0), Math.ceil(b.x1 - b.x0) + 1, Math.ceil(b.y1 - b.y0) + 1);
    text = (await tools.ocr.text(await canvas.encode('png'))).trim();
  }
  paint(ctx, boxes, tools.family);
  // The check: nothing a text redaction hides may be read on its page.
  for (const r of redactions) {
    if (!r.span || !r.span.quote.trim()) continue;
    const onThisPage = source.kind === 'text' ? false : r.page === pageNo;
    if (onThisPage && normalize(text).includes(normalize(r.span.quote))) {
      throw new BurnInError(`text redacted on page ${pageNo} still appears on that page (it occurs there more than once); redact every occurrence, e.g. with a term`);
    }
  }
  if (source.kind === 'text') {
    for (const r of redactions) if (r.span && normalize(r.span.quote).length > 0 && normalize(text).includes(normalize(r.span.quote))) throw new BurnInError(`text redacted on page ${r.page} still appears in the document; redact every occurrence, e.g. with a term`);
  }
  const jpeg = await canvas.encode('jpeg', JPEG_QUALITY);
  return { jpeg, width: canvas.width, height: canvas.height, text, reasons: [...new Set(boxes.map((b) => b.reason))] };
}

/** Courier: every character advances the same, the item's width shared equally. */
function placeMonospace(item: TextItem, viewport: number[]): PlacedChar[] {
  return placeItem(item, viewport, () => 1);
}

/** The reasons of the masked characters of a text document, in reading order (each span's non-space characters). */
function textPageReasons(pageTexts: readonly string[], redactions: readonly BurnRedaction[]) {
  const order: RedactionReason[] = [];
  const sorted = redactions.filter((r) => r.span).sort((a, b) => a.page - b.page || a.span!.start - b.span!.start);
  const masked = new Set<string>();
  for (const r of sorted) {
    const text = pageTexts[r.page - 1] ?? '';
    for (let k = r.span!.start; k < Math.min(r.span!.end, text.length); k += 1) {
      const key = `${r.page}:${k}`;
      if (!/\s/.test(text[k]!) && !masked.has(key) && !(k > 0 && text.charCodeAt(k) >= 0xdc00 && text.charCodeAt(k) <= 0xdfff)) {
        masked.add(key);
        order.push(r.reason);
      }
    }
  }
  // Reading order is page by page and left to right, which is span order; a span seen twice keeps its first reason.
  let k = 0;
  return { next: (): RedactionReason => order[k++] ?? order[order.length - 1] ?? 'confidentiality' };
}

/** The OCR words (canvas pixels) that spell the quote, word for word (case and punctuation at the edges ignored). */
export function findWords(words: readonly OcrWord[], quote: string): Omit<Rect, 'reason'>[] {
  const clean = (s: string) => s.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const wanted = quote.split(/\s+/).map(clean).filter(Boolean);
  const found: Omit<Rect, 'reason'>[] = [];
  if (wanted.length === 0) return found;
  for (let i = 0; i + wanted.length <= words.length; i += 1) {
    if (wanted.every((w, k) => clean(words[i + k]!.text) === w)) {
      for (let k = 0; k < wanted.length; k += 1) {
        const w = words[i + k]!;
        const pad = (w.y1 - w.y0) * 0.15;
        found.push({ x0: w.x0 - pad, y0: w.y0 - pad, x1: w.x1 + pad, y1: w.y1 + pad });
      }
    }
  }
  return found;
}
