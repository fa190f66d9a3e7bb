import UTIF from 'utif2';
import { describe, expect, it } from 'vitest';
import { CODE_STRINGS } from './ccitt-codes.js';
import type { Bilevel } from './g4-encode.js';
import { bilevelTiff } from './tiff-g4.js';
import { canvasFontFamily } from '../pdf/canvas-fonts.js';
import { toBilevel } from './bilevel.js';

/** Decodes with utif2 (an independent G4 decoder) and returns its pixels, 1 = black, and the page's tags. */
function decode(tiff: Uint8Array): { pixels: Uint8Array; ifd: UTIF.IFD } {
  const buf = tiff.buffer.slice(tiff.byteOffset, tiff.byteOffset + tiff.byteLength) as ArrayBuffer;
  const [ifd] = UTIF.decode(buf);
  if (!ifd) throw new Error('no page');
  UTIF.decodeImage(buf, ifd);
  const { width, height } = ifd;
  const packed = ifd.data;
  const rowBytes = Math.ceil(width / 8);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels[y * width + x] = (packed[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
  return { pixels, ifd };
}

const image = (width: number, height: number, pixel: (x: number, y: number) => number | boolean): Bilevel => {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels[y * width + x] = pixel(x, y) ? 1 : 0;
  return { width, height, pixels };
};

/** The first differing pixel, for a readable failure instead of a 10-million-element diff. */
function firstDifference(a: Bilevel, b: Uint8Array): string | null {
  for (let i = 0; i < a.pixels.length; i += 1) if (a.pixels[i] !== b[i]) return `pixel (${i % a.width}, ${Math.floor(i / a.width)}): ${a.pixels[i]} encoded, ${b[i]} decoded`;
  return null;
}

function roundTrip(img: Bilevel): void {
  const { pixels, ifd } = decode(bilevelTiff(img, { dpi: 300 }));
  expect([ifd.width, ifd.height]).toEqual([img.width, img.height]);
  expect(firstDifference(img, pixels)).toBeNull();
}

/** A deterministic pseudo-random source, so a failure can be reproduced. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('CCITT code tables', () => {
  it('are prefix-free within each colour (terminating, make-up and extended together) and complete', () => {
    const { WHITE_TERMINATING, BLACK_TERMINATING, WHITE_MAKEUP, BLACK_MAKEUP, EXTENDED_MAKEUP } = CODE_STRINGS;
    expect([WHITE_TERMINATING.length, BLACK_TERMINATING.length, WHITE_MAKEUP.length, BLACK_MAKEUP.length, EXTENDED_MAKEUP.length]).toEqual([64, 64, 27, 27, 13]);
    for (const table of [[...WHITE_TERMINATING, ...WHITE_MAKEUP, ...EXTENDED_MAKEUP], [...BLACK_TERMINATING, ...BLACK_MAKEUP, ...EXTENDED_MAKEUP]]) {
      for (const a of table) for (const b of table) if (a !== b) expect(b.startsWith(a), `${a} is a prefix of ${b}`).toBe(false);
    }
  });
});

describe('Group 4 TIFF', () => {
  it('writes the baseline bilevel tags: G4, WhiteIsZero, one strip, 300 dpi', () => {
    const { ifd } = decode(bilevelTiff(image(17, 5, () => 0), { dpi: 300 }));
    expect(ifd['t256']).toEqual([17]);
    expect(ifd['t257']).toEqual([5]);
    expect(ifd['t258']).toEqual([1]);
    expect(ifd['t259']).toEqual([4]);
    expect(ifd['t262']).toEqual([0]);
    expect(ifd['t266']).toEqual([1]);
    expect(ifd['t278']).toEqual([5]);
    expect(ifd['t273']).toHaveLength(1);
    expect(ifd['t279']).toHaveLength(1);
    expect(ifd['t282']).toEqual([[300, 1]]);
    expect(ifd['t283']).toEqual([[300, 1]]);
    expect(ifd['t296']).toEqual([2]);
  });

  it('round-trips all white and all black pages, Letter size at 300 dpi', () => {
    roundTrip(image(2550, 40, () => 0));
    roundTrip(image(2550, 40, () => 1));
  });

  it('round-trips checkerboards of 1, 3 and 8 pixels (every vertical and horizontal mode)', () => {
    for (const size of [1, 3, 8]) roundTrip(image(203, 61, (x, y) => (Math.floor(x / size) + Math.floor(y / size)) % 2));
  });

  it('round-trips runs longer than the largest make-up code (landscape pages at 300 dpi)', () => {
    roundTrip(image(6100, 6, (x, y) => (y % 2 === 0 ? x > 2700 : x < 5300 && x > 3)));
    roundTrip(image(3300, 4, (x, y) => (y === 1 ? x === 3299 : y === 2 ? x === 0 : 0)));
  });

  it('round-trips edges that move by 0 to 7 pixels between rows (V0, VR1–3, VL1–3 and the horizontal fall-back)', () => {
    roundTrip(image(120, 64, (x, y) => x >= 40 + ((y * 5) % 8) - 3 && x < 80 - ((y * 3) % 8)));
    roundTrip(image(64, 64, (x, y) => x >= y % 13 && x <= 63 - (y % 7)));
  });

  it('round-trips random noise and narrow widths', () => {
    const rnd = lcg(7);
    roundTrip(image(257, 90, () => (rnd() < 0.5 ? 1 : 0)));
    roundTrip(image(1, 9, (_x, y) => y % 2));
    roundTrip(image(9, 1, (x) => x % 3));
  });

  it('round-trips rendered text, thresholded from the canvas', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const family = await canvasFontFamily();
    const canvas = createCanvas(1200, 300);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 1200, 300);
    ctx.fillStyle = '#000';
    ctx.font = `40px "${family}"`;
    ctx.fillText('Privileged & Confidential — NWC000123', 20, 80);
    ctx.font = `bold 14px "${family}"`;
    ctx.fillText('The quick brown fox jumps over the lazy dog 0123456789', 20, 200);
    const page = toBilevel(ctx.getImageData(0, 0, 1200, 300));
    expect(page.dithered).toBe(false);
    expect(page.image.pixels.some((p) => p === 1)).toBe(true);
    roundTrip(page.image);
  });

  it('compresses a mostly white page to a few hundred bytes', () => {
    const tiff = bilevelTiff(image(2550, 3300, (x, y) => y > 3000 && y < 3040 && x > 2000 && x < 2400), { dpi: 300 });
    expect(tiff.length).toBeLessThan(2_000);
  });
});

describe('Group 4 stream, read by a second decoder', () => {
  /** pdf.js's CCITTFaxDecode (Firefox's PDF reader): the stream as a PDF image, one pixel per point, rendered at 1:1. */
  async function viaPdfJs(img: Bilevel): Promise<Uint8Array> {
    const { PDFDocument, PDFName } = await import('pdf-lib');
    const { encodeG4 } = await import('./g4-encode.js');
    const doc = await PDFDocument.create();
    const stream = doc.context.stream(encodeG4(img), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: img.width,
      Height: img.height,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 1,
      Filter: 'CCITTFaxDecode',
      DecodeParms: { K: -1, Columns: img.width, Rows: img.height },
    });
    const ref = doc.context.register(stream);
    const page = doc.addPage([img.width, img.height]);
    page.node.setXObject(PDFName.of('Im0'), ref);
    const { pushGraphicsState, popGraphicsState, concatTransformationMatrix, drawObject } = await import('pdf-lib');
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(img.width, 0, 0, img.height, 0, 0), drawObject('Im0'), popGraphicsState());
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const { createCanvas } = await import('@napi-rs/canvas');
    const pdf = await pdfjs.getDocument({ data: await doc.save(), verbosity: 0 }).promise;
    const p = await pdf.getPage(1);
    const canvas = createCanvas(img.width, img.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, img.width, img.height);
    await p.render({ canvas: canvas as never, canvasContext: ctx as never, viewport: p.getViewport({ scale: 1 }) }).promise;
    await pdf.destroy();
    const data = ctx.getImageData(0, 0, img.width, img.height).data;
    const out = new Uint8Array(img.width * img.height);
    for (let i = 0; i < out.length; i += 1) out[i] = data[i * 4]! < 128 ? 1 : 0;
    return out;
  }

  it('decodes to the same pixels: noise, edges and runs past 2560', async () => {
    const rnd = lcg(11);
    for (const img of [image(97, 40, () => rnd() < 0.3), image(120, 64, (x, y) => x >= 40 + ((y * 5) % 8) - 3 && x < 80 - ((y * 3) % 8)), image(3000, 3, (x, y) => (y === 1 ? x > 2800 : x < 2700))]) {
      expect(firstDifference(img, await viaPdfJs(img))).toBeNull();
    }
  }, 60_000);
});
