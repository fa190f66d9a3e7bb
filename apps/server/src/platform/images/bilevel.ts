import type { Bilevel } from './g4-encode.js';

/*
 * From a rendered page (RGBA) to one bit per pixel.
 *
 * Most produced pages are text, forms, Bates stamps and redaction boxes: black on white, grey only
 * at the anti-aliased edges of strokes. A fixed threshold at half luminance keeps every stroke its
 * own width, turns pale tints (highlighting, table shading, a scan's off-white paper) white, and
 * gives G4 the long runs it compresses best. Redaction boxes (pure black) and their labels (pure
 * white) come out exactly as painted, whatever the rule.
 *
 * A page that is mostly mid-grey — a photograph, a greyscale scan of one — would turn into black
 * blots under a threshold, so it is dithered instead, with an 8×8 ordered (Bayer) matrix rather
 * than error diffusion: each pixel depends only on its own value and place, so text beside the
 * picture stays as crisp as under the threshold and no error bleeds across a redaction box's
 * edge; and the matrix's repeating pattern is what G4's vertical mode codes cheaply (error
 * diffusion's noise can make a page several times larger). It is how scanners' "halftone" mode
 * works, which recipients of bilevel productions are used to.
 */

/** Luminance below this is black under the threshold (0–255). */
export const THRESHOLD = 128;
/** A page is dithered when more than this share of its pixels is mid-grey. */
export const MIDTONE_SHARE = 0.2;
const MIDTONE_LOW = 48;
const MIDTONE_HIGH = 208;
/** A page is colour when more than this share of its pixels is strongly coloured (stamps, logos, a coloured chart). */
export const COLOUR_SHARE = 0.002;
const COLOUR_CHROMA = 48;

/** Bayer's 8×8 ordered-dither index matrix (0–63). */
const BAYER8 = [
  0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26, 12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22, 3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25, 15, 47,
  7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
];
/** The matrix as luminance thresholds: a pixel is black below its cell's. */
const BAYER_THRESHOLDS = BAYER8.map((v) => (v + 0.5) * 4);

export interface Rgba {
  width: number;
  height: number;
  /** Four bytes per pixel, row by row (a canvas's ImageData). */
  data: Uint8Array | Uint8ClampedArray;
}

/**
 * A page read a band of rows at a time, for a source that must copy to hand pixels out: a 300 dpi
 * Letter page is 34 MB as RGBA, a band of BAND_ROWS rows 1.3 MB, so converting a page never holds it
 * twice. Not a canvas's getImageData: @napi-rs/canvas keeps those copies' native memory from the
 * system (tens of MB a page); a canvas is read whole and in place with canvas.data() instead.
 */
export interface RgbaRows {
  width: number;
  height: number;
  /** `count` rows from row `y`, four bytes per pixel. */
  rows(y: number, count: number): Uint8Array | Uint8ClampedArray;
}

export const BAND_ROWS = 128;

const rowsOf = (image: Rgba | RgbaRows): RgbaRows =>
  'rows' in image ? image : { width: image.width, height: image.height, rows: (y, count) => image.data.subarray(y * image.width * 4, (y + count) * image.width * 4) };

const luma = (d: Uint8Array | Uint8ClampedArray, i: number) => (d[i]! * 77 + d[i + 1]! * 150 + d[i + 2]! * 29) >> 8;

/** Looks at every other pixel of every other row: a quarter of the work, the same answer for a page. */
function share(image: Rgba | RgbaRows, test: (d: Uint8Array | Uint8ClampedArray, i: number) => boolean): number {
  const { width, height, rows } = rowsOf(image);
  let hits = 0;
  let seen = 0;
  for (let y0 = 0; y0 < height; y0 += BAND_ROWS) {
    const count = Math.min(BAND_ROWS, height - y0);
    const band = rows(y0, count);
    // BAND_ROWS is even, so the rows looked at are the page's even rows.
    for (let y = 0; y < count; y += 2) {
      for (let x = 0, i = y * width * 4; x < width; x += 2, i += 8) {
        seen += 1;
        if (test(band, i)) hits += 1;
      }
    }
  }
  return seen === 0 ? 0 : hits / seen;
}

/** Does the page carry colour worth keeping (more than a speck of strongly coloured pixels)? */
export function isColorPage(image: Rgba | RgbaRows): boolean {
  return (
    share(image, (d, i) => {
      const r = d[i]!;
      const g = d[i + 1]!;
      const b = d[i + 2]!;
      return Math.max(r, g, b) - Math.min(r, g, b) > COLOUR_CHROMA;
    }) > COLOUR_SHARE
  );
}

/** Is the page mostly mid-grey (a photograph or a greyscale scan), so it should be dithered? */
export function isContinuousTone(image: Rgba | RgbaRows): boolean {
  return (
    share(image, (d, i) => {
      const l = luma(d, i);
      return l >= MIDTONE_LOW && l <= MIDTONE_HIGH;
    }) > MIDTONE_SHARE
  );
}

export interface BilevelPage {
  image: Bilevel;
  /** Dithered (a continuous-tone page) rather than thresholded. */
  dithered: boolean;
}

/** Is a pixel's first byte (red) the low byte of its 32-bit word here (every platform Node runs on but s390x)? */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The threshold over whole words, the common case (a page of text): one read per pixel and the
 * channels taken from the word, with no row or column bookkeeping: about half the time of the general
 * loop below (a 300 dpi Letter page of text: 41–49 ms instead of 84–94, best of five at load 15),
 * the same pixels.
 */
function thresholdWords(words: Uint32Array, pixels: Uint8Array, offset: number): void {
  for (let q = 0, n = words.length; q < n; q += 1) {
    const w = words[q]!;
    if (w === 0xffffffff) continue;
    if (((w & 0xff) * 77 + ((w >>> 8) & 0xff) * 150 + ((w >>> 16) & 0xff) * 29) >> 8 < THRESHOLD) pixels[offset + q] = 1;
  }
}

/** One bit per pixel: thresholded, or dithered when the page is continuous-tone (see above). */
export function toBilevel(image: Rgba | RgbaRows): BilevelPage {
  const source = rowsOf(image);
  const { width, height } = source;
  const pixels = new Uint8Array(width * height);
  const dithered = isContinuousTone(source);
  for (let y0 = 0; y0 < height; y0 += BAND_ROWS) {
    const count = Math.min(BAND_ROWS, height - y0);
    const band = source.rows(y0, count);
    // Most of a page is white paper: four bytes of 255 read as one word skip the arithmetic.
    const words = band.byteOffset % 4 === 0 ? new Uint32Array(band.buffer, band.byteOffset, width * count) : null;
    if (words && !dithered && LITTLE_ENDIAN) {
      thresholdWords(words, pixels, y0 * width);
      continue;
    }
    for (let r = 0; r < count; r += 1) {
      const matrixRow = ((y0 + r) & 7) * 8;
      for (let x = 0, q = r * width, p = (y0 + r) * width, i = q * 4; x < width; x += 1, q += 1, p += 1, i += 4) {
        if (words && words[q] === 0xffffffff) continue;
        const l = luma(band, i);
        pixels[p] = l < (dithered ? BAYER_THRESHOLDS[matrixRow + (x & 7)]! : THRESHOLD) ? 1 : 0;
      }
    }
  }
  return { image: { width, height, pixels }, dithered };
}
