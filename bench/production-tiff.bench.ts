/**
 * TIFF production benchmark (not a test), run by `npm run bench:production` after the others, or
 * alone: `npx tsx --expose-gc bench/production-tiff.bench.ts [--docs 5 --pages 20]`.
 *
 * The same text PDFs as the production benchmark (bench/ingest/text-pdfs.ts: 11 pt prose, a running
 * header, page numbers), fewer of them (100 pages by default: a TIFF page costs two orders of
 * magnitude more than a stamped PDF page). Measured in the same run, on the same pages: buildVolume
 * with single-page PDFs (the baseline) and with single-page Group IV TIFFs — each stamped page
 * rasterized by pdf.js at 300 dpi, thresholded to one bit, G4-encoded in TypeScript. Printed: pages/s
 * of each, the TIFF run as a share of the PDF run, the CPU per TIFF page split into its parts
 * (rasterize, threshold, encode, measured on one page), the archive sizes, and peak RSS above idle.
 * Writes bench/.cache/production-tiff-results.json.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { DAT_DEFAULTS, type ProductionImageFormat } from '../packages/contract/src/index.js';
import { buildVolume, type VolumeSource } from '../apps/server/src/modules/discovery/productions/volume/index.js';
import { PageImager } from '../apps/server/src/modules/discovery/productions/volume/tiff/page-image.js';
import { toBilevel } from '../apps/server/src/platform/images/bilevel.js';
import { bilevelTiff } from '../apps/server/src/platform/images/tiff-g4.js';
import { rssOf, sampleRss, timePhase } from './ingest/proc-stats.js';
import { generateTextPdfs, type GeneratedPdf } from './ingest/text-pdfs.js';

const { values: args } = parseArgs({ options: { docs: { type: 'string', default: '5' }, pages: { type: 'string', default: '20' } } });
const DOCS = Number(args.docs);
const PAGES = Number(args.pages);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, 'bench/.cache');
const MB = 1024 * 1024;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

function sources(pdfs: GeneratedPdf[]): VolumeSource[] {
  return pdfs.map((pdf, i) => ({
    documentId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    filename: pdf.filename,
    extension: 'pdf',
    detectedType: 'pdf',
    contentType: null,
    sha256: 'ab'.repeat(32),
    parentId: null,
    confidentiality: i % 3 === 0 ? 'confidential' : 'none',
    custodian: 'Dana Whitfield',
    date: '2024-03-05',
    author: 'Bench LLP',
    from: null,
    to: null,
    cc: null,
    bcc: null,
    subject: `Exhibit ${i + 1}`,
    open: () => Promise.resolve(createReadStream(pdf.file)),
    text: () => Promise.resolve(Array.from({ length: PAGES }, (_, p) => `Exhibit ${i + 1} page ${p + 1}`)),
  }));
}

interface Cell {
  format: ProductionImageFormat;
  pages: number;
  wall: number;
  cpu: number;
  pagesPerSecond: number;
  zipMb: number;
  peakAboveIdleMb: number;
}

async function run(format: ProductionImageFormat, list: GeneratedPdf[]): Promise<Cell> {
  gc();
  await new Promise((r) => setTimeout(r, 200));
  const idle = rssOf(process.pid);
  const sampler = sampleRss(process.pid, 50);
  const out = path.join(cache, `production-${format}.zip`);
  const stop = timePhase('self');
  const result = await buildVolume(sources(list), { volume: 'VOL001', prefix: 'NWC', start: 1, padding: 6, encoding: 'utf-8', delimiters: DAT_DEFAULTS, imageFormat: format }, createWriteStream(out), {
    workDir: path.join(cache, 'production-work'),
  });
  const t = stop();
  const peak = sampler.stop().peak;
  const zipMb = (await stat(out)).size / MB;
  await rm(out, { force: true });
  return { format, pages: result.pageCount, wall: t.wall, cpu: t.cpu, pagesPerSecond: result.pageCount / t.wall, zipMb, peakAboveIdleMb: (peak - idle) / MB };
}

/** One page's TIFF cost in its parts, each the best of three. */
async function parts(pdf: GeneratedPdf): Promise<Record<string, number>> {
  const source = await PDFDocument.load(await readFile(pdf.file));
  const one = await PDFDocument.create();
  const [page] = await one.copyPages(source, [0]);
  one.addPage(page!);
  const bytes = await one.save();
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const best = async (f: () => Promise<unknown> | unknown) => {
    let min = Infinity;
    for (let i = 0; i < 3; i += 1) {
      const t = performance.now();
      await f();
      min = Math.min(min, performance.now() - t);
    }
    return min;
  };
  const canvas = createCanvas(2550, 3300);
  const ctx = canvas.getContext('2d');
  const rasterize = await best(async () => {
    const doc = await pdfjs.getDocument({ data: Uint8Array.from(bytes), verbosity: 0, disableFontFace: true, useSystemFonts: false }).promise;
    const p = await doc.getPage(1);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 2550, 3300);
    await p.render({ canvas: canvas as never, canvasContext: ctx as never, viewport: p.getViewport({ scale: 300 / 72 }) }).promise;
    canvas.data();
    await doc.destroy();
  });
  const rgba = { width: 2550, height: 3300, data: canvas.data() };
  const threshold = await best(() => toBilevel(rgba));
  const bilevel = toBilevel(rgba).image;
  const encode = await best(() => bilevelTiff(bilevel, { dpi: 300 }));
  const imager = await PageImager.create({ colorAsJpeg: false });
  const whole = await best(() => imager.image(bytes));
  return { rasterizeMs: rasterize, thresholdMs: threshold, g4EncodeMs: encode, wholePageMs: whole, tiffBytes: bilevelTiff(bilevel, { dpi: 300 }).length };
}

const row = (c: Cell) =>
  `  ${c.format.toUpperCase().padEnd(5)} ${String(c.pages).padStart(5)} pages  ${c.wall.toFixed(2).padStart(7)} s  ${c.pagesPerSecond.toFixed(2).padStart(8)} pages/s  cpu ${c.cpu.toFixed(2)} s  zip ${c.zipMb.toFixed(2)} MB  peak RSS +${c.peakAboveIdleMb.toFixed(0)} MB`;

async function main(): Promise<void> {
  process.stdout.write(`TIFF production benchmark: ${DOCS} documents × ${PAGES} pages; ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  mkdirSync(cache, { recursive: true });
  const dir = path.join(cache, `production-pdfs-${DOCS}x${PAGES}`);
  const list =
    (existsSync(dir) ? null : await generateTextPdfs(dir, DOCS, PAGES)) ??
    Array.from({ length: DOCS }, (_, i) => {
      const filename = `exhibit-${String(i + 1).padStart(3, '0')}.pdf`;
      return { file: path.join(dir, filename), filename, pages: PAGES, bytes: 0 };
    });
  // pdf.js and its worker are loaded once per process (the running server has them from ingest);
  // under tsx, which transforms their 3 MB of modules, that alone is ~300 MB of RSS. Loaded and
  // warmed on one page before either run, so the runs' peaks are what a build costs.
  const cold = rssOf(process.pid);
  const split = await parts(list[0]!);
  gc();
  await new Promise((r) => setTimeout(r, 200));
  const rendererMb = (rssOf(process.pid) - cold) / MB;
  process.stdout.write(`renderer loaded and warmed (once per process, not counted below): +${rendererMb.toFixed(0)} MB RSS\n`);
  const pdf = await run('pdf', list);
  const tiff = await run('tiff', list);
  process.stdout.write(`${row(pdf)}\n${row(tiff)}\n`);
  const share = tiff.pagesPerSecond / pdf.pagesPerSecond;
  process.stdout.write(
    `TIFF run: ${(100 * share).toFixed(1)} % of the PDF run's pages/s (${(1 / share).toFixed(0)}× slower); ${((1000 * tiff.cpu) / tiff.pages).toFixed(0)} ms CPU per TIFF page vs ${((1000 * pdf.cpu) / pdf.pages).toFixed(1)} ms per PDF page\n` +
      `one page: rasterize ${split.rasterizeMs!.toFixed(0)} ms, threshold ${split.thresholdMs!.toFixed(0)} ms, G4 encode ${split.g4EncodeMs!.toFixed(0)} ms, whole page ${split.wholePageMs!.toFixed(0)} ms; ${(split.tiffBytes! / 1024).toFixed(1)} KB TIFF\n`,
  );
  writeFileSync(path.join(cache, 'production-tiff-results.json'), JSON.stringify({ at: new Date().toISOString(), docs: DOCS, pagesEach: PAGES, load: loadavg(), rendererMb, pdf, tiff, share, onePage: split }, null, 2));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
