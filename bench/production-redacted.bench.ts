/**
 * Redacted production benchmark (not a test), run by `npm run bench:production` after the
 * unredacted one, or alone: `tsx --expose-gc bench/production-redacted.bench.ts [-- --docs 10 --pages 20]`.
 *
 * The same text PDFs as the production benchmark (bench/ingest/text-pdfs.ts), every page with
 * redactions: a drawn box and a text span (placed through the text layer). Measured in the same
 * run: (a) burnIn — each page rasterized at 150 dpi, the boxes painted with their labels, the
 * visible text rebuilt and checked, the page encoded as JPEG into a new PDF; (b) the renderer
 * alone — the same pages rasterized at 150 dpi, encoded as JPEG and put into a PDF, nothing else.
 * Printed: pages/s of each, the ratio (goal ≥ 60 %), and peak resident memory above idle.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { burnIn, type BurnRedaction } from '../apps/server/src/modules/discovery/productions/volume/burn-in.js';
import { OcrWords } from '../apps/server/src/modules/discovery/productions/volume/burn-in-ocr.js';
import { generateTextPdfs } from './ingest/text-pdfs.js';

const { values: args } = parseArgs({ options: { docs: { type: 'string', default: '10' }, pages: { type: 'string', default: '20' } } });
const DOCS = Number(args.docs);
const PAGES = Number(args.pages);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, 'bench/.cache');
const MB = 1024 * 1024;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** The page texts as the pipeline extracts them (pdf.js), so text spans have their real offsets. */
async function extract(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const out: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    out.push(content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : ' ') : '')).join('').replace(/[ \t]+\n/g, '\n').trim());
  }
  await pdf.destroy();
  return out;
}

async function rasterOnly(bytes: Uint8Array): Promise<number> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, disableFontFace: true, useSystemFonts: false }).promise;
  const out = await PDFDocument.create();
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: 150 / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: g as never, viewport }).promise;
    const image = await out.embedJpg(await canvas.encode('jpeg', 82));
    out.addPage([viewport.width / (150 / 72), viewport.height / (150 / 72)]).drawImage(image, { x: 0, y: 0, width: viewport.width / (150 / 72), height: viewport.height / (150 / 72) });
  }
  await pdf.destroy();
  return (await out.save({ useObjectStreams: false })).length;
}

async function main(): Promise<void> {
  process.stdout.write(`Redacted production benchmark: ${DOCS} documents × ${PAGES} pages, redactions on every page; ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  mkdirSync(cache, { recursive: true });
  const dir = path.join(cache, `production-pdfs-${DOCS}x${PAGES}`);
  if (!existsSync(dir)) await generateTextPdfs(dir, DOCS, PAGES);
  const files = Array.from({ length: DOCS }, (_, i) => path.join(dir, `exhibit-${String(i + 1).padStart(3, '0')}.pdf`));
  const docs = await Promise.all(files.map(async (f) => ({ bytes: new Uint8Array(await readFile(f)) })));
  const prepared: { bytes: Uint8Array; texts: string[]; redactions: BurnRedaction[] }[] = [];
  for (const d of docs) {
    const texts = await extract(d.bytes);
    const redactions: BurnRedaction[] = texts.flatMap((t, i) => {
      const word = /\b[a-z]{7,}\b/i.exec(t);
      const span = word ? [{ page: i + 1, reason: 'personal_data' as const, box: null, span: { start: word.index, end: word.index + word[0].length, quote: word[0] } }] : [];
      return [{ page: i + 1, reason: 'confidentiality' as const, box: { x: 0.55, y: 0.7, width: 0.3, height: 0.06 }, span: null }, ...span];
    });
    // A quote that occurs twice on its page is refused by design; the benchmark redacts unique words only.
    prepared.push({ ...d, texts, redactions: redactions.filter((r) => !r.span || texts[r.page - 1]!.toLowerCase().split(r.span.quote.toLowerCase()).length === 2) });
  }
  const ocr = new OcrWords();
  gc();
  await new Promise((r) => setTimeout(r, 200));
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const pages = DOCS * PAGES;
  const time = async (what: () => Promise<void>) => {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await what();
    const cpu = process.cpuUsage(c0);
    return { wall: (performance.now() - t0) / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
  };
  const results = { burn: [] as number[], raster: [] as number[] };
  for (const round of [1, 2]) {
    const b = await time(async () => {
      for (const d of prepared) await burnIn({ kind: 'pdf', bytes: d.bytes }, d.texts, d.redactions, ocr);
    });
    const r = await time(async () => {
      for (const d of prepared) await rasterOnly(d.bytes);
    });
    results.burn.push(pages / b.wall);
    results.raster.push(pages / r.wall);
    process.stdout.write(`round ${round}: burnIn ${(pages / b.wall).toFixed(1)} pages/s (cpu ${b.cpu.toFixed(1)} s); renderer alone ${(pages / r.wall).toFixed(1)} pages/s (cpu ${r.cpu.toFixed(1)} s); ratio ${((100 * r.wall) / b.wall).toFixed(0)} %\n`);
  }
  clearInterval(sampler);
  await ocr.close();
  const best = (xs: number[]) => Math.max(...xs);
  const ratio = best(results.burn) / best(results.raster);
  const above = (peak - idle) / MB;
  process.stdout.write(
    `\nbest of two: burnIn ${best(results.burn).toFixed(1)} pages/s with redactions on every page, renderer alone ${best(results.raster).toFixed(1)} pages/s: ratio ${(100 * ratio).toFixed(0)} % (goal ≥ 60 %: ${ratio >= 0.6 ? 'met' : 'MISSED'}); peak RSS above idle ${above.toFixed(0)} MB (goal < 300 MB: ${above < 300 ? 'met' : 'MISSED'})\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
