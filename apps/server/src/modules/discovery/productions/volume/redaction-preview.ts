import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { RedactionBox } from '@app/contract';
import { canvasFontFamily } from '../../../../platform/pdf/canvas-fonts.js';
import { extractedLayout, maskText, MASK, placeItem, STANDARD_FONTS, type BurnKind, type BurnRedaction, type PdfJs } from './burn-in.js';
import { typeOf } from './classify.js';
import { MAX_IMAGED_PDF_BYTES } from './limits.js';
import { imagePage, TEXT_GEOMETRY, TextPageWriter } from './pages.js';

/*
 * The page a redaction set is drawn on, as the production will image it: a PDF's own page, a
 * photo on its Letter page, or a document set from its text laid out in Courier exactly as the
 * burn-in lays it out. The picture is the original (nothing burned in: the viewer draws the boxes
 * over it, so the reviewer still reads what is hidden); the text redactions come with the places
 * they cover, found the same way the burn-in finds them (a PDF's text layer, the text layout's
 * masked characters). A scan's words are only found by OCR at production; they stay unplaced here.
 */

/** The largest file previewed (the burn-in's own limit). */
export const MAX_PREVIEW_BYTES = MAX_IMAGED_PDF_BYTES;

/**
 * How a document's pages are imaged for its redactions, by the burn-in's rule: a PDF's pages, a
 * PNG or JPEG photo, else its text laid out (null: no text either, nothing to draw on).
 */
export function previewKindOf(doc: { detectedType: string | null; extension: string | null }, hasText: boolean): 'pdf' | 'png' | 'jpg' | 'text' | null {
  const type = typeOf(doc);
  if (type === 'pdf') return 'pdf';
  if (type === 'png') return 'png';
  if (type === 'jpg' || type === 'jpeg') return 'jpg';
  return hasText ? 'text' : null;
}

/** Previews are drawn at screen resolution: a Letter page is 850 pixels wide. */
const PREVIEW_DPI = 100;
const SCALE = PREVIEW_DPI / 72;

export interface PagePreview {
  /** The page as a PNG. */
  png: Uint8Array;
  width: number;
  height: number;
  /** The document's page count as produced (a long text page runs on to more than one). */
  pageCount: number;
  /** Each text redaction placed on this page, by its index in the spans given. */
  placed: { index: number; rects: RedactionBox[] }[];
}

const share = (v: number) => Math.min(1, Math.max(0, v));

/** A character's place in canvas pixels, and its line. */
interface PlacedRun {
  line: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The boxes (shares of the page) of consecutive characters on one line, as one box per run. */
function runs(chars: readonly PlacedRun[], width: number, height: number): RedactionBox[] {
  const merged: PlacedRun[] = [];
  for (const c of chars) {
    const last = merged[merged.length - 1];
    if (last && last.line === c.line && c.x0 - last.x1 < (c.y1 - c.y0) * 0.9) {
      last.x1 = Math.max(last.x1, c.x1);
      last.y0 = Math.min(last.y0, c.y0);
      last.y1 = Math.max(last.y1, c.y1);
    } else merged.push({ ...c });
  }
  return merged.map((r) => {
    const x = share(r.x0 / width);
    const y = share(r.y0 / height);
    return { x, y, width: Math.min(1 - x, Math.max(0.001, (r.x1 - r.x0) / width)), height: Math.min(1 - y, Math.max(0.001, (r.y1 - r.y0) / height)) };
  });
}

/** For a text document: which span owns each masked character, in reading order (the first span over a character keeps it, as the burn-in does). */
function maskOwners(pageTexts: readonly string[], spans: readonly BurnRedaction[]): number[] {
  const order = spans.map((s, index) => ({ s, index })).sort((a, b) => a.s.page - b.s.page || a.s.span!.start - b.s.span!.start);
  const owner = new Map<string, number>();
  for (const { s, index } of order) {
    const text = pageTexts[s.page - 1] ?? '';
    for (let k = s.span!.start; k < Math.min(s.span!.end, text.length); k += 1) {
      const code = text.charCodeAt(k);
      const key = `${s.page}:${k}`;
      if (!/\s/.test(text[k]!) && !(k > 0 && code >= 0xdc00 && code <= 0xdfff) && !owner.has(key)) owner.set(key, index);
    }
  }
  return [...owner.entries()]
    .map(([key, index]) => ({ page: Number(key.split(':')[0]), at: Number(key.split(':')[1]), index }))
    .sort((a, b) => a.page - b.page || a.at - b.at)
    .map((o) => o.index);
}

async function textPage(pageTexts: readonly string[], spans: readonly BurnRedaction[], pageNumber: number) {
  const writer = new TextPageWriter();
  const printed = await writer.layout(pageTexts);
  const lines = printed[pageNumber - 1];
  if (!lines) return { pageCount: printed.length, pdf: null, placed: [] };
  const pdf = await (await writer.page(lines)).doc.save();
  // The masked layout has the same lines (a masked character stays one character): its masks are the spans' places.
  const masked = await writer.layout(maskText(pageTexts, spans));
  const owners = maskOwners(pageTexts, spans);
  let next = masked.slice(0, pageNumber - 1).reduce((n, page) => n + page.reduce((m, line) => m + [...line].filter((c) => c === MASK).length, 0), 0);
  const { margin, size, lineHeight, charWidth } = TEXT_GEOMETRY;
  const chars = new Map<number, PlacedRun[]>();
  (masked[pageNumber - 1] ?? []).forEach((line, i) => {
    [...line].forEach((c, col) => {
      if (c !== MASK) return;
      const index = owners[next++] ?? 0;
      const baseline = margin + size + i * lineHeight;
      const box = { line: i, x0: (margin + col * charWidth) * SCALE, x1: (margin + (col + 1) * charWidth) * SCALE, y0: (baseline - size * 0.85) * SCALE, y1: (baseline + size * 0.3) * SCALE };
      chars.set(index, [...(chars.get(index) ?? []), box]);
    });
  });
  return { pageCount: printed.length, pdf, placed: [...chars.entries()] };
}

/**
 * The page `pageNumber` of a document as the production images it, with the places of the text
 * redactions `spans` on it. Null when the document has no such page.
 */
export async function previewPage(source: BurnKind, pageTexts: readonly string[], pageNumber: number, spans: readonly BurnRedaction[]): Promise<PagePreview | null> {
  const pdfjs: PdfJs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  let bytes: Uint8Array;
  let pageInPdf = pageNumber;
  let pageCount: number | null = null;
  let textPlaced: [number, PlacedRun[]][] = [];
  if (source.kind === 'text') {
    const laid = await textPage(pageTexts, spans, pageNumber);
    if (!laid.pdf) return null;
    bytes = laid.pdf;
    pageInPdf = 1;
    pageCount = laid.pageCount;
    textPlaced = laid.placed;
  } else if (source.kind === 'image') {
    if (pageNumber !== 1) return null;
    bytes = await (await imagePage(source.bytes, source.format)).doc.save();
  } else bytes = source.bytes;

  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 });
  const pdf = await task.promise;
  try {
    if (pageInPdf > pdf.numPages) return null;
    const page = await pdf.getPage(pageInPdf);
    const viewport = page.getViewport({ scale: SCALE });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;
    const placed: PagePreview['placed'] = textPlaced.map(([index, chars]) => ({ index, rects: runs(chars, canvas.width, canvas.height) }));
    const mine = spans.map((s, index) => ({ s, index })).filter(({ s }) => s.page === pageNumber && s.span);
    if (source.kind === 'pdf' && mine.length > 0) {
      // A PDF with a text layer: the stored offsets name characters of that layer (as in the burn-in).
      const family = await canvasFontFamily();
      const measureCtx = createCanvas(8, 8).getContext('2d');
      measureCtx.font = `100px "${family}"`;
      const items = (await page.getTextContent()).items.filter((i): i is TextItem => 'str' in i);
      const placedItems = items.map((item) => placeItem(item, viewport.transform, (s) => measureCtx.measureText(s).width));
      const layout = extractedLayout(items, placedItems);
      if (layout.text.length >= 3 && layout.text === (pageTexts[pageNumber - 1] ?? '').trim()) {
        for (const { s, index } of mine) {
          const chars: PlacedRun[] = [];
          for (let i = s.span!.start; i < s.span!.end; i += 1) {
            const place = layout.places[i];
            // A new line starts where the place jumps down by more than half a line.
            if (place && !/\s/.test(layout.text[i] ?? ' ')) {
              const last = chars[chars.length - 1];
              const line = last && Math.abs(place.y0 - last.y0) < (place.y1 - place.y0) * 0.5 ? last.line : (last?.line ?? 0) + 1;
              chars.push({ line, ...place });
            }
          }
          if (chars.length) placed.push({ index, rects: runs(chars, canvas.width, canvas.height) });
        }
      }
    }
    page.cleanup();
    return { png: await canvas.encode('png'), width: canvas.width, height: canvas.height, pageCount: pageCount ?? pdf.numPages, placed };
  } finally {
    await task.destroy();
  }
}
