import { describe, expect, it } from 'vitest';
import { BAND_ROWS, isColorPage, toBilevel, type Rgba } from './bilevel.js';

const page = (width: number, height: number, rgb: (x: number, y: number) => [number, number, number]): Rgba => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      [data[i], data[i + 1], data[i + 2]] = rgb(x, y);
      data[i + 3] = 255;
    }
  return { width, height, data };
};
const black = (p: Uint8Array) => p.reduce((n, v) => n + v, 0);

describe('bilevel conversion', () => {
  it('thresholds a text-like page at half luminance: pale tints white, dark strokes black, nothing dithered', () => {
    // White paper, a pale highlight (230), a dark stroke (40), one anti-aliased grey column (140 and 110).
    const img = page(64, 300, (x) => (x < 8 ? [230, 230, 180] : x < 10 ? [40, 40, 40] : x === 10 ? [140, 140, 140] : x === 11 ? [110, 110, 110] : [255, 255, 255]));
    const out = toBilevel(img);
    expect(out.dithered).toBe(false);
    const row = [...out.image.pixels.subarray(0, 14)];
    expect(row).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0]);
    // Bands of rows give the same answer as the whole page at once.
    expect(black(out.image.pixels)).toBe(3 * 300);
    expect(300).toBeGreaterThan(BAND_ROWS * 2);
  });

  it('dithers a continuous-tone page (a photograph) so its greys keep their tone, with an ordered pattern', () => {
    // A horizontal grey ramp from black to white over 256 columns.
    const img = page(256, 64, (x) => [x, x, x]);
    const out = toBilevel(img);
    expect(out.dithered).toBe(true);
    const share = (x0: number, x1: number) => {
      let n = 0;
      for (let y = 0; y < 64; y += 1) for (let x = x0; x < x1; x += 1) n += out.image.pixels[y * 256 + x]!;
      return n / ((x1 - x0) * 64);
    };
    // Dark quarter mostly black, middle about half, light quarter mostly white.
    expect(share(0, 64)).toBeGreaterThan(0.7);
    expect(Math.abs(share(112, 144) - 0.5)).toBeLessThan(0.1);
    expect(share(192, 256)).toBeLessThan(0.3);
    // Ordered: the 8×8 pattern repeats.
    expect(out.image.pixels[10 * 256 + 120]).toBe(out.image.pixels[18 * 256 + 120]);
  });

  it('calls a page colour only when more than a speck is strongly coloured', () => {
    expect(isColorPage(page(200, 200, () => [255, 255, 255]))).toBe(false);
    expect(isColorPage(page(200, 200, (x, y) => (x < 2 && y < 2 ? [255, 0, 0] : [255, 255, 255])))).toBe(false);
    expect(isColorPage(page(200, 200, (x, y) => (x < 40 && y < 40 ? [30, 90, 220] : [255, 255, 255])))).toBe(true);
    // Greys, however dark, are not colour.
    expect(isColorPage(page(200, 200, (x) => [x, x, x]))).toBe(false);
  });
});
