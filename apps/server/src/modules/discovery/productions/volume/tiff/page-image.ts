import { createRequire } from 'node:module';
import path from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import { isColorPage, toBilevel } from '../../../../../platform/images/bilevel.js';
import { bilevelTiff } from '../../../../../platform/images/tiff-g4.js';

/*
 * A produced page as an image file: the final page — Bates number, legend and burned-in
 * redactions already on it — rasterized by pdf.js at 300 dpi, then either thresholded to one bit
 * and written as a Group 4 TIFF, or, when the production asks for colour and the page has some,
 * kept in colour as a JPEG. Rasterizing the stamped page rather than stamping an image keeps the
 * stamp and the boxes exactly where the PDF form has them, with one code path for both forms.
 */

/** The resolution of produced images: what ESI protocols ask for and what OCR reads well. */
export const IMAGE_DPI = 300;
const SCALE = IMAGE_DPI / 72;
/** Colour pages: good enough for photographs and charts at 300 dpi, about a third of quality 95's size. */
const JPEG_QUALITY = 85;
/** A page larger than this (pixels at 300 dpi: about 34 × 44 inches) is drawn smaller, so memory stays bounded. */
const MAX_PIXELS = 135_000_000;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PageImage {
  bytes: Uint8Array;
  ext: 'tif' | 'jpg';
  /** A bilevel page dithered as continuous-tone rather than thresholded. */
  dithered: boolean;
}

/** Marks a JPEG's JFIF header with the resolution (the canvas writes "no unit, 1:1"), so viewers print it at its size. */
export function withJpegDpi(jpeg: Uint8Array, dpi: number): Uint8Array {
  const isJfif = jpeg[0] === 0xff && jpeg[1] === 0xd8 && jpeg[2] === 0xff && jpeg[3] === 0xe0 && String.fromCharCode(...jpeg.subarray(6, 10)) === 'JFIF';
  if (!isJfif || jpeg.length < 18) return jpeg;
  const out = Uint8Array.from(jpeg);
  const view = new DataView(out.buffer);
  out[13] = 1; // density unit: dots per inch
  view.setUint16(14, dpi);
  view.setUint16(16, dpi);
  return out;
}

export class PageImager {
  private canvas: Canvas | null = null;

  private constructor(
    private readonly pdfjs: PdfJs,
    private readonly createCanvas: typeof import('@napi-rs/canvas').createCanvas,
    private readonly colorAsJpeg: boolean,
  ) {}

  static async create(options: { colorAsJpeg: boolean }): Promise<PageImager> {
    const pdfjs: PdfJs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const { createCanvas } = await import('@napi-rs/canvas');
    return new PageImager(pdfjs, createCanvas, options.colorAsJpeg);
  }

  /** One canvas reused while pages keep their size (most volumes are all Letter): ~34 MB not allocated per page. */
  private canvasOf(width: number, height: number): Canvas {
    if (!this.canvas || this.canvas.width !== width || this.canvas.height !== height) this.canvas = this.createCanvas(width, height);
    return this.canvas;
  }

  /** The image of a single-page PDF (a produced page). */
  async image(pdf: Uint8Array): Promise<PageImage> {
    const task = this.pdfjs.getDocument({ data: Uint8Array.from(pdf), standardFontDataUrl: STANDARD_FONTS, useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 });
    const doc = await task.promise;
    try {
      const page = await doc.getPage(1);
      const natural = page.getViewport({ scale: 1 });
      const scale = Math.min(SCALE, Math.sqrt(MAX_PIXELS / (natural.width * natural.height)));
      const dpi = Math.round(scale * 72);
      const viewport = page.getViewport({ scale });
      // Rounded, not ceiled: 792 pt × 300/72 comes out a hair over 3300 and would add a row.
      const canvas = this.canvasOf(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
      const ctx = canvas.getContext('2d');
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;
      page.cleanup();
      // canvas.data() hands back the surface's pixels without copying them (measured: resident memory
      // stays flat however many pages are read; it is a snapshot, so writes to it do not reach the
      // canvas). getImageData copies into native memory the canvas never gives back to the system —
      // read in bands it still grew the process by ~40 MB a page, +700 MB over a 40-page volume — so
      // it is not used here.
      const { width, height } = canvas;
      const pixels = { width, height, data: canvas.data() };
      if (this.colorAsJpeg && isColorPage(pixels)) return { bytes: withJpegDpi(await canvas.encode('jpeg', JPEG_QUALITY), dpi), ext: 'jpg', dithered: false };
      const bilevel = toBilevel(pixels);
      return { bytes: bilevelTiff(bilevel.image, { dpi }), ext: 'tif', dithered: bilevel.dithered };
    } finally {
      await task.destroy();
    }
  }
}
