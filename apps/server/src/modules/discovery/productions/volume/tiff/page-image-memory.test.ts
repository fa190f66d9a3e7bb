import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, it } from 'vitest';
import { PageImager } from './page-image.js';

/*
 * Imaging pages must not pile up memory: a volume images thousands of pages in one process.
 * Reading the rendered page through getImageData did — native memory the canvas never gave back,
 * +200 MB within ten pages here and +700 MB over a 40-page volume in the benchmark — where the
 * renderer itself (pdf.js per page, one reused 34 MB canvas, the one-bit page) needs well under
 * 100 MB. Ten pages in a row must stay within that.
 */

const rss = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;

it('images page after page within a bounded amount of memory', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  for (let line = 0; line < 40; line += 1) page.drawText(`Line ${line + 1}: the quick brown fox jumps over the lazy dog.`, { x: 54, y: 740 - line * 17, size: 11, font });
  const pdf = await doc.save();
  const imager = await PageImager.create({ colorAsJpeg: false });
  const before = rss();
  let peak = before;
  for (let i = 0; i < 10; i += 1) {
    await imager.image(pdf);
    peak = Math.max(peak, rss());
  }
  // Measured: ~70 MB with the canvas read in place, ~210 MB through getImageData.
  expect((peak - before) / 2 ** 20).toBeLessThan(130);
}, 180_000);
