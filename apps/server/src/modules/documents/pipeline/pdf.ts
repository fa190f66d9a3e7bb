import type { PDFPageProxy, RenderParameters } from 'pdfjs-dist/types/src/display/api.js';
import type { ExtractedPage } from './extract.js';
import { MAX_OCR_PIXELS } from './image-size.js';
import { ocr, OCR_PAGE_TIMEOUT_MS, OcrTimeoutError } from './ocr.js';
import { unreliableWarning, type OcrReading } from './ocr-confidence.js';
import { TextMeter, throwIfOutOfTime, tooManyOcrPages, tooManyPages, type ReadBudget } from './limits.js';

/** Scans are read at 300 dpi (PDF units are 1/72 inch): what tesseract is tuned for. */
const OCR_SCALE = 300 / 72;
/** A page with fewer characters than this in its text layer is treated as having none. */
const MIN_TEXT_LAYER_CHARS = 3;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** Does the page paint any image? A blank page with no text is not worth ~1.5 s of OCR. */
async function paintsImages(pdfjs: PdfJs, page: PDFPageProxy): Promise<boolean> {
  const ops = await page.getOperatorList();
  const imageOps = new Set([pdfjs.OPS.paintImageXObject, pdfjs.OPS.paintInlineImageXObject, pdfjs.OPS.paintImageMaskXObject, pdfjs.OPS.paintImageXObjectRepeat]);
  return ops.fnArray.some((fn) => imageOps.has(fn));
}

/** Renders the page to a PNG (with @napi-rs/canvas, the canvas pdfjs itself uses on Node) and OCRs it. */
async function ocrPage(page: PDFPageProxy, timeoutMs: number): Promise<OcrReading> {
  const { createCanvas } = await import('@napi-rs/canvas');
  let viewport = page.getViewport({ scale: OCR_SCALE });
  const pixels = viewport.width * viewport.height;
  // A poster-sized page is scaled down to what OCR accepts rather than refused.
  if (pixels > MAX_OCR_PIXELS) viewport = page.getViewport({ scale: OCR_SCALE * Math.sqrt(MAX_OCR_PIXELS / pixels) });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // Scans are drawn on white: a transparent background would OCR as black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as unknown as RenderParameters['canvas'], canvasContext: context as unknown as RenderParameters['canvasContext'], viewport }).promise;
  return ocr.recognize(await canvas.encode('png'), timeoutMs);
}

/**
 * PDF text page by page (pdfjs legacy build for Node). A page without a text layer that paints an
 * image (a scan) is rendered and OCR'd. Each page yields to the event loop, so a 2,000-page file
 * never holds the single database connection's requests back for long. With a `budget`, the firm's
 * limits are checked as early as they can be (the page count before any page is read, the OCR
 * pages before the next one is rendered, the text page by page) and the time limit between pages.
 */
export async function extractPdf(
  data: Uint8Array,
  onPage: (done: number, total: number) => Promise<void>,
  ocrTimeoutMs = OCR_PAGE_TIMEOUT_MS,
  budget?: ReadBudget,
): Promise<{ pages: ExtractedPage[]; info: Record<string, unknown>; warnings: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const limits = budget?.limits;
    if (limits && pdf.numPages > limits.max_pages) throw tooManyPages(pdf.numPages, limits.max_pages);
    const meter = limits ? new TextMeter(limits) : undefined;
    let ocrAttempts = 0;
    const pages: ExtractedPage[] = [];
    const skipped: number[] = [];
    const unreliable: number[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      throwIfOutOfTime(budget?.signal);
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+\n/g, '\n')
        .trim();
      let fromOcr = false;
      if (text.length < MIN_TEXT_LAYER_CHARS && (await paintsImages(pdfjs, page))) {
        if (limits && ocrAttempts >= limits.max_ocr_pages) throw tooManyOcrPages(limits.max_ocr_pages);
        ocrAttempts += 1;
        try {
          const reading = await ocrPage(page, ocrTimeoutMs);
          text = reading.text;
          if (!reading.reliable) unreliable.push(n);
          fromOcr = true;
        } catch (err) {
          // One unreadable page must not cost the other pages (or hang the queue): skip it, say so.
          if (!(err instanceof OcrTimeoutError)) throw err;
          skipped.push(n);
        }
      }
      meter?.add(text);
      pages.push({ pageNumber: n, text, ocr: fromOcr });
      page.cleanup();
      throwIfOutOfTime(budget?.signal);
      await onPage(n, pdf.numPages);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const meta = await pdf.getMetadata().catch(() => null);
    const info = (meta?.info ?? {}) as Record<string, unknown>;
    const ocrPages = pages.filter((p) => p.ocr).length;
    const seconds = Math.round(ocrTimeoutMs / 1000);
    const warnings = skipped.length
      ? [`Page${skipped.length > 1 ? 's' : ''} ${skipped.join(', ')} could not be read by OCR within ${seconds} seconds and ${skipped.length > 1 ? 'have' : 'has'} no text; open the original to read ${skipped.length > 1 ? 'them' : 'it'}.`]
      : [];
    if (unreliable.length) warnings.push(unreliableWarning(unreliable));
    return {
      pages,
      warnings,
      info: {
        ...(typeof info.Author === 'string' && info.Author ? { author: info.Author } : {}),
        ...(typeof info.Title === 'string' && info.Title ? { title: info.Title } : {}),
        ...(typeof info.CreationDate === 'string' ? { created: info.CreationDate } : {}),
        ...(ocrPages ? { ocr_pages: ocrPages } : {}),
        ...(unreliable.length ? { ocr_unreliable_pages: unreliable } : {}),
      },
    };
  } finally {
    await task.destroy();
  }
}
