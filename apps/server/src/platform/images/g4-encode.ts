import { BLACK_CODES, EOL, HORIZONTAL, MAX_MAKEUP_RUN, PASS, VERTICAL, WHITE_CODES, type Code, type RunCodes } from './ccitt-codes.js';

/** A bilevel image: one byte per pixel, row by row, 1 = black, 0 = white. */
export interface Bilevel {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Packs code words into bytes, most significant bit first (TIFF FillOrder 1). */
class BitWriter {
  private buf = new Uint8Array(64 * 1024);
  private pos = 0;
  private acc = 0;
  private bits = 0;

  put(c: Code): void {
    // Codes are at most 13 bits, so the accumulator (≤ 7 bits left over + 13) stays within 32 bits.
    this.acc = ((this.acc << c.length) | c.bits) >>> 0;
    this.bits += c.length;
    while (this.bits >= 8) {
      this.bits -= 8;
      this.byte((this.acc >>> this.bits) & 0xff);
    }
    this.acc &= (1 << this.bits) - 1;
  }

  private byte(b: number): void {
    if (this.pos === this.buf.length) {
      const bigger = new Uint8Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.pos++] = b;
  }

  /** The bytes written, the last one padded with zero bits. */
  finish(): Uint8Array {
    if (this.bits > 0) this.byte((this.acc << (8 - this.bits)) & 0xff);
    this.bits = 0;
    this.acc = 0;
    return this.buf.slice(0, this.pos);
  }
}

/** A run of one colour: make-up codes for its multiples of 64 (2560 at a time), then its terminating code. */
function putRun(out: BitWriter, run: number, codes: RunCodes): void {
  let left = run;
  while (left > MAX_MAKEUP_RUN + 63) {
    out.put(codes.makeup[MAX_MAKEUP_RUN / 64 - 1]!);
    left -= MAX_MAKEUP_RUN;
  }
  if (left >= 64) {
    out.put(codes.makeup[Math.floor(left / 64) - 1]!);
    left %= 64;
  }
  out.put(codes.terminating[left]!);
}

/**
 * The changing elements of a row: the positions whose colour differs from the pixel before (an
 * imaginary white pixel before the first), so the element at an even index starts black and at an
 * odd index starts white. Two copies of `width` end it, which stand for b1/b2 or a1/a2 past the
 * row's end, as T.6 says.
 */
function changingElements(pixels: Uint8Array, offset: number, width: number, out: Int32Array): number {
  let n = 0;
  let colour = 0;
  for (let x = 0; x < width; x += 1) {
    const p = pixels[offset + x]!;
    if (p !== colour) {
      out[n++] = x;
      colour = p;
    }
  }
  out[n] = width;
  out[n + 1] = width;
  out[n + 2] = width;
  return n;
}

/**
 * Encodes a bilevel image with ITU-T T.6 (CCITT Group 4): each row coded against the row above
 * (an all-white row above the first) in pass, vertical (V0, VR1–3, VL1–3) and horizontal modes,
 * ending with EOFB and padded to a whole byte. No EOLs between rows, no byte alignment of rows —
 * TIFF Compression 4 with T6Options 0.
 */
export function encodeG4(image: Bilevel): Uint8Array {
  const { width, height, pixels } = image;
  if (pixels.length < width * height) throw new Error('the image has fewer pixels than its size');
  const out = new BitWriter();
  let ref = new Int32Array(width + 3);
  let cur = new Int32Array(width + 3);
  // The imaginary first reference row is white: no changing elements.
  ref[0] = width;
  ref[1] = width;
  ref[2] = width;
  for (let y = 0; y < height; y += 1) {
    changingElements(pixels, y * width, width, cur);
    let a0 = -1;
    let colour = 0;
    // Indexes of the first changing elements right of a0 on each row; both only move forward.
    let i = 0;
    let j = 0;
    while (a0 < width) {
      while (cur[i]! <= a0) i += 1;
      while (ref[j]! <= a0) j += 1;
      // b1 must be of the opposite colour to a0's: an element starting black has an even index.
      const k = (j & 1) === colour ? j : j + 1;
      const b1 = ref[k]!;
      const b2 = ref[k + 1]!;
      const a1 = cur[i]!;
      if (b2 < a1) {
        out.put(PASS);
        a0 = b2;
        continue;
      }
      const d = a1 - b1;
      if (d >= -3 && d <= 3) {
        out.put(VERTICAL[d + 3]!);
        a0 = a1;
        colour ^= 1;
        continue;
      }
      const a2 = cur[i + 1]!;
      out.put(HORIZONTAL);
      putRun(out, a1 - Math.max(a0, 0), colour === 0 ? WHITE_CODES : BLACK_CODES);
      putRun(out, a2 - a1, colour === 0 ? BLACK_CODES : WHITE_CODES);
      a0 = a2;
    }
    [ref, cur] = [cur, ref];
  }
  out.put(EOL);
  out.put(EOL);
  return out.finish();
}
