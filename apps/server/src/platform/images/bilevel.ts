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

const luma = (d: Uint8Array | Uint8ClampedArray, i: number) => (d[i]! * 77 + d[i + 1]! * 150 + d[i + 2]! * 29) >> 8;

/** Looks at every other pixel of every other row: a quarter of the work, the same answer for a page. */
function share(image: Rgba, test: (d: Uint8Array | Uint8ClampedArray, i: number) => boolean): number {
  const { width, height, data } = image;
  let hits = 0;
  let seen = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0, i = y * width * 4; x < width; x += 2, i += 8) {
      seen += 1;
      if (test(data, i)) hits += 1;
    }
  }
  return seen === 0 ? 0 : hits / seen;
}

/** Does the page carry colour worth keeping (more than a speck of strongly coloured pixels)? */
export function isColorPage(image: Rgba): boolean {
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
export function isContinuousTone(image: Rgba): boolean {
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

/** One bit per pixel: thresholded, or dithered when the page is continuous-tone (see above). */
export function toBilevel(image: Rgba): BilevelPage {
  const { width, height, data } = image;
  const pixels = new Uint8Array(width * height);
  const dithered = isContinuousTone(image);
  // Most of a page is white paper: four bytes of 255 read as one word skip the arithmetic.
  const words = data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, width * height) : null;
  for (let y = 0; y < height; y += 1) {
    const row = (y & 7) * 8;
    for (let x = 0, p = y * width, i = p * 4; x < width; x += 1, p += 1, i += 4) {
      if (words && words[p] === 0xffffffff) continue;
      const l = luma(data, i);
      pixels[p] = l < (dithered ? BAYER_THRESHOLDS[row + (x & 7)]! : THRESHOLD) ? 1 : 0;
    }
  }
  return { image: { width, height, pixels }, dithered };
}
