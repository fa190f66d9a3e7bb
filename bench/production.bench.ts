/**
 * Production volume benchmark (not a test): `npm run bench:production [-- --docs 100 --pages 20]`.
 *
 * 2,000 pages in 100 documents — text PDFs of 20 US-letter pages each (bench/ingest/text-pdfs.ts:
 * 11 pt prose, a running header, page numbers), every page with ~3,000 characters of extracted
 * text — go through buildVolume (apps/server/src/modules/discovery/productions/volume): each page
 * copied into its own PDF and Bates-stamped, a text file per document, the DAT and OPT, the whole
 * streamed as a ZIP to a file. Beside it, in the same run, the bare pdf-lib stamping of the same
 * pages: each PDF loaded, the Bates number and a legend drawn on every page, saved whole (pdf-lib's
 * defaults) — the least any stamping of these pages costs. Printed: pages/s of each, the ratio
 * (goal ≥ 60 %), CPU seconds, and the build's peak resident memory above idle (goal < 300 MB).
 *
 * Three rounds: the first measures memory from a settled process (the build runs first, after a
 * GC); the others repeat for timing with a warm JIT (the best of three is the result: the machine is shared). A second baseline stamps with the builder's own stamp operators instead of pdf-lib's drawText. A third cell sets the same number of
 * text pages (Word-like documents with extracted text only) on pages, for reference.
 * Writes bench/.cache/production-results.json.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { DAT_DEFAULTS, formatBates } from '../packages/contract/src/index.js';
import { buildVolume, type VolumeSource } from '../apps/server/src/modules/discovery/productions/volume/index.js';
import { Stamper } from '../apps/server/src/modules/discovery/productions/volume/stamp.js';
import { sampleRss, timePhase, rssOf } from './ingest/proc-stats.js';
import { seededRandom, sentence } from './ingest/legal-text.js';
import { generateTextPdfs, type GeneratedPdf } from './ingest/text-pdfs.js';
import { officeConversions, officeRow } from './office-conversions.js';

const { values: args } = parseArgs({ options: { docs: { type: 'string', default: '100' }, pages: { type: 'string', default: '20' } } });
const DOCS = Number(args.docs);
const PAGES = Number(args.pages);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, 'bench/.cache');
const MB = 1024 * 1024;

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const settle = async () => {
  gc();
  await new Promise((r) => setTimeout(r, 200));
  gc();
};

function pageTexts(index: number): string[] {
  const random = seededRandom(5000 + index);
  return Array.from({ length: PAGES }, () => {
    let page = '';
    while (page.length < 3000) page += `${sentence(random)} `;
    return page.trim();
  });
}

/** Texts are made before the clock starts (in production they come from the database). */
const textsOf = new Map<number, string[]>();

function sources(pdfs: GeneratedPdf[], kind: 'pdf' | 'text'): VolumeSource[] {
  for (let i = 0; i < pdfs.length; i += 1) if (!textsOf.has(i)) textsOf.set(i, pageTexts(i));
  return pdfs.map((pdf, i) => ({
    documentId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    filename: kind === 'pdf' ? pdf.filename : pdf.filename.replace(/\.pdf$/, '.docx'),
    extension: kind === 'pdf' ? 'pdf' : 'docx',
    detectedType: kind === 'pdf' ? 'pdf' : 'docx',
    contentType: null,
    sha256: 'ab'.repeat(32),
    // Every fifth document is an attachment of the one before: families in the DAT.
    parentId: i % 5 === 4 ? `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` : null,
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
    text: () => Promise.resolve(textsOf.get(i)!),
  }));
}

interface Cell {
  name: string;
  pages: number;
  wall: number;
  cpu: number;
  pagesPerSecond: number;
  peakAboveIdleMb?: number;
  idleMb?: number;
  zipMb?: number;
}

async function runBuild(name: string, list: VolumeSource[], measureMemory: boolean): Promise<Cell> {
  await settle();
  const idle = rssOf(process.pid);
  const sampler = measureMemory ? sampleRss(process.pid, 20) : null;
  const stop = timePhase('self');
  const out = path.join(cache, 'production-volume.zip');
  const result = await buildVolume(list, { volume: 'VOL001', prefix: 'NWC', start: 1, padding: 6, encoding: 'utf-8', delimiters: DAT_DEFAULTS }, createWriteStream(out), {
    workDir: path.join(cache, 'production-work'),
  });
  const t = stop();
  const peak = sampler?.stop().peak;
  const zipMb = (await stat(out)).size / MB;
  return {
    name,
    pages: result.pageCount,
    wall: t.wall,
    cpu: t.cpu,
    pagesPerSecond: result.pageCount / t.wall,
    ...(peak !== undefined ? { peakAboveIdleMb: (peak - idle) / MB, idleMb: idle / MB } : {}),
    zipMb,
  };
}

/**
 * The baseline: each PDF loaded, every page stamped, saved whole; nothing else. `api`: with
 * pdf-lib's drawText (how pdf-lib stamps); `raw`: with the builder's own stamp operators
 * (stamp.ts), the least stamping these pages can cost.
 */
async function runBare(pdfs: GeneratedPdf[], how: 'api' | 'raw'): Promise<Cell> {
  const bytes = await Promise.all(pdfs.map((p) => readFile(p.file)));
  const stamper = await Stamper.create();
  await settle();
  const stop = timePhase('self');
  let pages = 0;
  let n = 1;
  for (const [i, b] of bytes.entries()) {
    const doc = await PDFDocument.load(b, { updateMetadata: false });
    const font = how === 'api' ? await doc.embedFont(StandardFonts.Helvetica) : null;
    for (const page of doc.getPages()) {
      const { width } = page.getSize();
      const bates = formatBates('NWC', n, 6);
      const legend = i % 3 === 0 ? 'CONFIDENTIAL' : null;
      if (font) {
        page.drawText(bates, { x: width - 14 - font.widthOfTextAtSize(bates, 10), y: 14, size: 10, font, color: rgb(0, 0, 0) });
        if (legend) page.drawText(legend, { x: 14, y: 14, size: 10, font, color: rgb(0, 0, 0) });
      } else stamper.stamp(doc, page, bates, legend);
      n += 1;
      pages += 1;
    }
    await doc.save();
  }
  const t = stop();
  return { name: how === 'api' ? 'bare pdf-lib stamping, drawText (load, stamp, save)' : 'bare stamping, our stamp operators (load, stamp, save)', pages, wall: t.wall, cpu: t.cpu, pagesPerSecond: pages / t.wall };
}

const row = (c: Cell) =>
  `  ${c.name.padEnd(52)} ${String(c.pages).padStart(5)} pages  ${c.wall.toFixed(2).padStart(6)} s  ${c.pagesPerSecond.toFixed(0).padStart(5)} pages/s  cpu ${c.cpu.toFixed(2)} s` +
  (c.peakAboveIdleMb !== undefined ? `  peak RSS +${c.peakAboveIdleMb.toFixed(0)} MB (idle ${c.idleMb!.toFixed(0)} MB)` : '') +
  (c.zipMb !== undefined ? `  zip ${c.zipMb.toFixed(1)} MB` : '');

async function main(): Promise<void> {
  process.stdout.write(`Production volume benchmark: ${DOCS} documents × ${PAGES} pages; ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load ${loadavg().map((l) => l.toFixed(1)).join(' ')}${(globalThis as { gc?: unknown }).gc ? '' : ' (no --expose-gc: idle RSS is approximate)'}\n`);
  mkdirSync(cache, { recursive: true });
  const dir = path.join(cache, `production-pdfs-${DOCS}x${PAGES}`);
  const pdfs = existsSync(dir) ? null : await generateTextPdfs(dir, DOCS, PAGES);
  const list = pdfs ?? Array.from({ length: DOCS }, (_, i) => {
    const filename = `exhibit-${String(i + 1).padStart(3, '0')}.pdf`;
    return { file: path.join(dir, filename), filename, pages: PAGES, bytes: 0 };
  });
  const cells: Record<string, Cell[]> = { build: [], bare: [], raw: [], text: [] };
  const pct = (a: Cell, b: Cell) => `${((100 * a.pagesPerSecond) / b.pagesPerSecond).toFixed(0)} % (cpu ${((100 * b.cpu) / a.cpu).toFixed(0)} %)`;
  for (const round of [1, 2, 3]) {
    cells.build!.push(await runBuild('buildVolume (PDFs: split, stamp, text, DAT/OPT, ZIP)', sources(list, 'pdf'), round === 1));
    cells.bare!.push(await runBare(list, 'api'));
    cells.raw!.push(await runBare(list, 'raw'));
    const [b, a, r] = [cells.build!.at(-1)!, cells.bare!.at(-1)!, cells.raw!.at(-1)!];
    process.stdout.write(`round ${round}\n${row(b)}\n${row(a)}\n${row(r)}\n  ratio ${pct(b, a)} of drawText stamping; ${pct(b, r)} of our stamp operators\n`);
  }
  cells.text!.push(await runBuild('buildVolume (text documents set on pages)', sources(list, 'text'), false));
  process.stdout.write(`reference\n${row(cells.text![0]!)}\n`);
  // Word files imaged through LibreOffice, as a production does them (one converter at a time).
  const office = await officeConversions();
  process.stdout.write(`office\n${officeRow(office)}\n`);
  const best = (cs: Cell[]) => cs.reduce((a, b) => (b.pagesPerSecond > a.pagesPerSecond ? b : a));
  const ratio = best(cells.build!).pagesPerSecond / best(cells.bare!).pagesPerSecond;
  const rawRatio = best(cells.build!).pagesPerSecond / best(cells.raw!).pagesPerSecond;
  const peak = cells.build![0]!.peakAboveIdleMb!;
  process.stdout.write(
    `\nbest of three: buildVolume ${best(cells.build!).pagesPerSecond.toFixed(0)} pages/s, bare drawText stamping ${best(cells.bare!).pagesPerSecond.toFixed(0)} pages/s: ratio ${(100 * ratio).toFixed(0)} % (goal ≥ 60 %: ${ratio >= 0.6 ? 'met' : 'MISSED'}); bare with our stamp operators ${best(cells.raw!).pagesPerSecond.toFixed(0)} pages/s: ${(100 * rawRatio).toFixed(0)} %; peak RSS above idle ${peak.toFixed(0)} MB (goal < 300 MB: ${peak < 300 ? 'met' : 'MISSED'})\n`,
  );
  writeFileSync(path.join(cache, 'production-results.json'), JSON.stringify({ at: new Date().toISOString(), docs: DOCS, pagesEach: PAGES, cells, ratio, rawRatio, peakAboveIdleMb: peak, office }, null, 2));
  await rm(path.join(cache, 'production-volume.zip'), { force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
