import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import UTIF from 'utif2';
import { afterAll, describe, expect, it } from 'vitest';
import { DAT_DEFAULTS, type DatFieldName } from '@app/contract';
import { buildVolume, type VolumeSettings, type VolumeSource } from '../index.js';
import { toBilevel } from '../../../../../platform/images/bilevel.js';
import { IMAGE_DPI, withJpegDpi } from './page-image.js';

/*
 * A TIFF volume end to end: the OPT and DAT name .tif (and .jpg) files; every TIFF decodes
 * (utif2, an independent G4 decoder) to exactly the pixels the stamped PDF page rasterizes to, at
 * 300 dpi, with the Bates number in the corner.
 */

const workRoot = await mkdtemp(path.join(tmpdir(), 'tiff-volume-'));
afterAll(() => rm(workRoot, { recursive: true, force: true }));

async function letterPdf(draw: (page: import('pdf-lib').PDFPage, font: import('pdf-lib').PDFFont) => void, pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i += 1) draw(doc.addPage([612, 792]), font);
  return Buffer.from(await doc.save());
}

let seq = 0;
function source(filename: string, bytes: Buffer, text: string[]): VolumeSource {
  seq += 1;
  return {
    documentId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    filename,
    extension: path.extname(filename).slice(1),
    detectedType: path.extname(filename).slice(1),
    contentType: null,
    sha256: 'ab'.repeat(32),
    parentId: null,
    confidentiality: 'confidential',
    custodian: 'Dana Whitfield',
    date: null,
    author: null,
    from: null,
    to: null,
    cc: null,
    bcc: null,
    subject: null,
    open: () => Promise.resolve(Readable.from([bytes])),
    text: () => Promise.resolve(text),
  };
}

const FIELDS: DatFieldName[] = ['BEGBATES', 'ENDBATES', 'IMAGEPATH', 'TEXTPATH'];

async function build(sources: VolumeSource[], extra: Partial<VolumeSettings>) {
  const settings: VolumeSettings = { volume: 'VOL001', prefix: 'NWC', start: 1, padding: 6, encoding: 'utf-8', delimiters: DAT_DEFAULTS, fields: FIELDS, ...extra };
  const file = path.join(workRoot, `${Date.now()}-${seq}.zip`);
  const result = await buildVolume(sources, settings, createWriteStream(file), { workDir: path.join(workRoot, 'work') });
  const zip = await JSZip.loadAsync(await readFile(file));
  const opt = (await zip.file('VOL001/DATA/VOL001.opt')!.async('string')).trim().split('\r\n').map((l) => l.split(','));
  const dat = (await zip.file('VOL001/DATA/VOL001.dat')!.async('string'))
    .trim()
    .split('\r\n')
    .map((l) => l.split(DAT_DEFAULTS.field_separator).map((v) => v.slice(1, -1)));
  const entry = async (loadPath: string) => zip.file(loadPath.replaceAll('\\', '/'))!.async('nodebuffer');
  return { result, opt, dat, entry };
}

/** utif2's reading of a one-page TIFF: tags and pixels (1 = black). */
function decodeTiff(bytes: Buffer) {
  const buf = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const ifds = UTIF.decode(buf);
  expect(ifds).toHaveLength(1);
  const ifd = ifds[0]!;
  UTIF.decodeImage(buf, ifd);
  const rowBytes = Math.ceil(ifd.width / 8);
  const pixels = new Uint8Array(ifd.width * ifd.height);
  for (let y = 0; y < ifd.height; y += 1) for (let x = 0; x < ifd.width; x += 1) pixels[y * ifd.width + x] = (ifd.data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
  return { ifd, pixels };
}

/** A single-page PDF rasterized as the imager does (pdf.js at 300 dpi), then thresholded. */
async function rasterize(pdf: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const { createRequire } = await import('node:module');
  const fonts = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  const task = pdfjs.getDocument({ data: Uint8Array.from(pdf), standardFontDataUrl: fonts, useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 });
  const doc = await task.promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: IMAGE_DPI / 72 });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;
  const bilevel = toBilevel(ctx.getImageData(0, 0, canvas.width, canvas.height));
  await task.destroy();
  return bilevel.image;
}

const blackIn = (pixels: Uint8Array, width: number, x0: number, y0: number, x1: number, y1: number) => {
  let n = 0;
  for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) n += pixels[y * width + x]!;
  return n;
};

describe('TIFF volumes', () => {
  it('images every page as a 300 dpi Group IV TIFF that the OPT and DAT name, pixel for pixel the stamped PDF page', async () => {
    const pdf = await letterPdf((page, font) => page.drawText('Quarterly report: shipments to Castellan', { x: 72, y: 700, size: 14, font }), 2);
    const sources = [source('report.pdf', pdf, ['Quarterly report', 'page two']), source('memo.txt', Buffer.from('A memo.'), ['A memo about the Castellan shipments.'])];
    const tiff = await build(sources, { imageFormat: 'tiff' });
    const plain = await build(sources, { imageFormat: 'pdf' });

    expect(tiff.opt.map((l) => l[2])).toEqual(['VOL001\\IMAGES\\0001\\NWC000001.tif', 'VOL001\\IMAGES\\0001\\NWC000002.tif', 'VOL001\\IMAGES\\0001\\NWC000003.tif']);
    expect(plain.opt.map((l) => l[2])).toEqual(['VOL001\\IMAGES\\0001\\NWC000001.pdf', 'VOL001\\IMAGES\\0001\\NWC000002.pdf', 'VOL001\\IMAGES\\0001\\NWC000003.pdf']);
    expect(tiff.opt.map((l) => [l[0], l[3], l[6]])).toEqual([['NWC000001', 'Y', '2'], ['NWC000002', '', ''], ['NWC000003', 'Y', '1']]);
    expect(tiff.dat.slice(1).map((r) => r[2])).toEqual(['VOL001\\IMAGES\\0001\\NWC000001.tif', 'VOL001\\IMAGES\\0001\\NWC000003.tif']);
    expect(tiff.result.pageCount).toBe(3);

    for (const [i, line] of tiff.opt.entries()) {
      const { ifd, pixels } = decodeTiff(await tiff.entry(line[2]!));
      expect([ifd.width, ifd.height]).toEqual([2550, 3300]);
      expect(ifd['t259']).toEqual([4]);
      expect(ifd['t282']).toEqual([[300, 1]]);
      // The same page of the PDF volume, rasterized and thresholded: the TIFF is exactly it.
      const expected = await rasterize(await plain.entry(plain.opt[i]![2]!));
      let differ = 0;
      for (let k = 0; k < pixels.length; k += 1) if (pixels[k] !== expected.pixels[k]) differ += 1;
      expect(differ).toBe(0);
      // The Bates number sits in the bottom right corner, the legend bottom left: ink there.
      expect(blackIn(pixels, ifd.width, 1700, 3150, 2500, 3290)).toBeGreaterThan(200);
      expect(blackIn(pixels, ifd.width, 50, 3150, 1200, 3290)).toBeGreaterThan(200);
    }
  }, 120_000);

  it('keeps colour pages as 300 dpi JPEGs when asked, black-and-white pages still TIFF', async () => {
    const colour = await letterPdf((page) => page.drawRectangle({ x: 100, y: 300, width: 400, height: 300, color: rgb(0.1, 0.4, 0.9) }));
    const mono = await letterPdf((page, font) => page.drawText('Plain text page', { x: 72, y: 700, size: 14, font }));
    const sources = [source('chart.pdf', colour, ['']), source('letter.pdf', mono, ['Plain text page'])];
    const asked = await build(sources, { imageFormat: 'tiff', colorAsJpeg: true });
    expect(asked.opt.map((l) => l[2])).toEqual(['VOL001\\IMAGES\\0001\\NWC000001.jpg', 'VOL001\\IMAGES\\0001\\NWC000002.tif']);
    const jpeg = await asked.entry(asked.opt[0]![2]!);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([jpeg[13], jpeg.readUInt16BE(14), jpeg.readUInt16BE(16)]).toEqual([1, 300, 300]);
    const { Image } = await import('@napi-rs/canvas');
    const img = new Image();
    img.src = jpeg;
    expect([img.width, img.height]).toEqual([2550, 3300]);

    // Not asked: the colour page is bilevel too (the blue box is dark enough to be black).
    const bilevel = await build(sources, { imageFormat: 'tiff' });
    expect(bilevel.opt.map((l) => l[2]!.slice(-4))).toEqual(['.tif', '.tif']);
  }, 120_000);

  it('sets the JFIF density and leaves other JPEGs alone', () => {
    const jfif = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    expect([...withJpegDpi(jfif, 300).subarray(13, 18)]).toEqual([1, 1, 44, 1, 44]);
    const exif = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 16, 0x45, 0x78, 0x69, 0x66, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(withJpegDpi(exif, 300)).toBe(exif);
  });
});
