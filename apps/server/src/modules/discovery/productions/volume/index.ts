import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { CONFIDENTIALITY_LEGENDS, formatBates } from '@app/contract';
import { typeOf } from './classify.js';
import { encode } from './encode.js';
import { datPath, FolderCounter, loadFilePath, nativeExtension, optPath } from './layout.js';
import { datRowOf, fieldsOf, legacyHashes, needsHashes } from './dat-row.js';
import { datHeader, datRow, optLine, type DatRow } from './load-files.js';
import { LoadFileWriter } from './load-file-writer.js';
import { TextPageWriter } from './pages.js';
import { producePages, type StampContext } from './produce.js';
import { Stamper } from './stamp.js';
import { PageImager } from './tiff/page-image.js';
import { imagesOfPages, type VolumeImage } from './tiff/volume-images.js';
import { volumeSettingsProblem } from './settings.js';
import type { BuildVolumeOptions, ProducedDocumentResult, VolumeResult, VolumeSettings, VolumeSource } from './types.js';
import { WITHHELD_TEXT } from './withheld.js';
import { VolumeZip } from './zip-writer.js';

export type { BuildVolumeOptions, OfficeToPdf, ProducedDocumentResult, VolumeResult, VolumeSettings, VolumeSource } from './types.js';
export { volumeSettingsProblem, type SettingsProblem } from './settings.js';

/** The stages onProgress reports, in order (shown to the user beside the percentage). */
export const VOLUME_STAGES = { imaging: 'Stamping pages', loadFiles: 'Writing load files', archive: 'Writing the archive' } as const;

/** Settings the volume cannot be made with (the service checks them at create time too). */
export class VolumeSettingsError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Natives whose bytes compress (text formats); the rest are already compressed or media. */
const COMPRESSIBLE_NATIVES = new Set(['csv', 'tsv', 'txt', 'text', 'xml', 'json', 'html', 'htm', 'eml', 'rtf', 'log', 'md', 'xls', 'doc', 'msg', 'wav', 'transcript']);

/**
 * One family (a parent followed by its attachments) of DAT rows, held until the family ends so
 * BEGATTACH/ENDATTACH can name its whole range. A standalone document is a family of one: its
 * range is its own (every row has the fields filled, which platforms load either way).
 */
class FamilyRows {
  private ids = new Set<string>();
  private rows: DatRow[] = [];
  private begin = '';
  private end = '';

  constructor(private readonly emit: (row: DatRow) => Promise<void>) {}

  /** Does the document continue the current family (its parent is one of the family's)? */
  continues(parentId: string | null): boolean {
    return parentId !== null && this.ids.has(parentId);
  }

  async add(documentId: string, parentId: string | null, row: DatRow): Promise<void> {
    if (!this.continues(parentId)) await this.flush();
    if (this.rows.length === 0) this.begin = row.BEGBATES;
    this.ids.add(documentId);
    this.end = row.ENDBATES;
    this.rows.push(row);
  }

  async flush(): Promise<void> {
    for (const row of this.rows) await this.emit({ ...row, BEGATTACH: this.begin, ENDATTACH: this.end });
    this.ids = new Set();
    this.rows = [];
  }
}

/**
 * Builds a production volume and streams it as a ZIP to `out`:
 *
 *   VOL001/IMAGES/0001/NWC000001.pdf …   one single-page PDF per page, Bates-stamped (or .tif/.jpg, below)
 *   VOL001/NATIVES/0001/NWC000040.xlsx   files produced natively, named by their first Bates number
 *   VOL001/TEXT/0001/NWC000001.txt       each document's text, named by its first Bates number
 *   VOL001/DATA/VOL001.dat, VOL001.opt   Concordance DAT and Opticon OPT load files
 *
 * Single-page images, one OPT line per page: the form every review platform loads (Relativity,
 * Concordance, Everlaw, Reveal, DISCO); multi-page image files are recognised by Concordance only
 * as multi-page TIFF and Relativity wants one OPT line per page either way. The benchmark
 * (docs/benchmarks.md) shows it costs little next to stamping the same pages whole.
 *
 * With `imageFormat: 'tiff'` each stamped page is rasterized at 300 dpi and written as a bilevel
 * Group IV TIFF (`NWC000001.tif`), or with `colorAsJpeg` a page with colour as a JPEG
 * (`NWC000001.jpg`); the OPT and the DAT's IMAGEPATH name those files (tiff/page-image.ts).
 *
 * Documents are numbered in the order given (the caller puts each parent before its
 * attachments); the numbers are consecutive across the volume from `settings.start`, one per
 * page, so the same sources always get the same numbers. Memory is bounded by one document
 * (see limits.ts) and the archive's queue (zip-writer.ts); temp files go under opts.workDir and
 * are removed before this returns. On failure `out` is destroyed with the error.
 */
export async function buildVolume(sources: VolumeSource[], settings: VolumeSettings, out: Writable, opts: BuildVolumeOptions): Promise<VolumeResult> {
  const problem = volumeSettingsProblem(settings);
  if (problem) {
    out.destroy();
    throw new VolumeSettingsError(problem.field, problem.message);
  }
  const stamper = await Stamper.create();
  const imager = settings.imageFormat === 'tiff' ? await PageImager.create({ colorAsJpeg: settings.colorAsJpeg ?? false }) : null;
  await mkdir(opts.workDir, { recursive: true });
  const work = await mkdtemp(path.join(opts.workDir, 'volume-'));
  const { volume, prefix, padding, encoding, delimiters } = settings;
  const zip = new VolumeZip(out, work, new Date());
  const dat = new LoadFileWriter(path.join(work, 'load.dat'), encoding);
  const opt = new LoadFileWriter(path.join(work, 'load.opt'), encoding);
  const images = new FolderCounter(volume, 'IMAGES');
  const natives = new FolderCounter(volume, 'NATIVES');
  const texts = new FolderCounter(volume, 'TEXT');
  const bates = (n: number) => formatBates(prefix, n, padding);
  const text = new TextPageWriter();
  const fields = fieldsOf(settings.fields);
  const family = new FamilyRows((row) => dat.write(datRow(row, delimiters, fields)));
  const documents: ProducedDocumentResult[] = [];
  let next = settings.start;
  try {
    await dat.write(datHeader(delimiters, fields));
    for (const [index, source] of sources.entries()) {
      await opts.onProgress?.(index, sources.length, VOLUME_STAGES.imaging);
      const legend = CONFIDENTIALITY_LEGENDS[source.confidentiality];
      const ctx: StampContext = { zip, bates, legend, text, stamper, blankPages: settings.blankPages ?? 'keep', office: opts.office ?? null, spreadsheetsAsImages: settings.spreadsheetsAsImages ?? false };
      // A withheld member's text is never read: its text file says only that it was withheld.
      const pageTexts = source.withheld ? [WITHHELD_TEXT] : await source.text();
      const produced = await producePages(source, pageTexts, next, ctx);
      const begin = next;
      const end = next + produced.pages.length - 1;
      // TIFF and JPEG are compressed already; a PDF page made here (text, slip sheet) deflates ~4×.
      const pageImages: VolumeImage[] = imager ? (await imagesOfPages(produced.pages, zip, imager)).images : produced.pages.map((staged) => ({ staged, ext: 'pdf' }));
      let imagePath = '';
      for (const [i, page] of pageImages.entries()) {
        const zipPath = images.next(`${bates(begin + i)}.${page.ext}`);
        zip.add(page.staged, zipPath, page.ext === 'pdf' && !produced.copied);
        if (i === 0) imagePath = loadFilePath(zipPath);
        await opt.write(optLine(bates(begin + i), volume, loadFilePath(zipPath), i === 0, pageImages.length));
      }
      let nativeLink = '';
      if (produced.form === 'native') {
        const ext = nativeExtension(source.extension);
        const zipPath = natives.next(ext ? `${bates(begin)}.${ext}` : bates(begin));
        zip.addLazy(zipPath, () => source.open(), COMPRESSIBLE_NATIVES.has(typeOf(source)));
        nativeLink = loadFilePath(zipPath);
      }
      const textPath = texts.next(`${bates(begin)}.txt`);
      const textBytes = encode(pageTexts.map((p) => p.replace(/\r\n?|\n/g, '\r\n')).join('\f'), encoding);
      zip.add(await zip.stage(textBytes), textPath, true);
      const hashes = needsHashes(fields) && !source.withheld ? await legacyHashes(source) : null;
      const facts = { begin: bates(begin), end: bates(end), pageCount: produced.pages.length, legend: legend ?? null, nativePath: nativeLink, textPath: loadFilePath(textPath), imagePath };
      await family.add(source.documentId, source.parentId, datRowOf(source, facts, hashes));
      documents.push({
        documentId: source.documentId,
        begin,
        end,
        pageCount: produced.pages.length,
        form: produced.form,
        slipSheetReason: produced.slipSheetReason,
        note: produced.note ?? null,
        withheld: produced.withheld ?? false,
        blankPages: produced.blankPages ?? 0,
      });
      next = end + 1;
      await zip.drain();
    }
    await opts.onProgress?.(sources.length, sources.length, VOLUME_STAGES.loadFiles);
    await family.flush();
    const datSize = await dat.close();
    const optSize = await opt.close();
    zip.add({ file: dat.file, size: datSize }, datPath(volume), true);
    zip.add({ file: opt.file, size: optSize }, optPath(volume), true);
    await opts.onProgress?.(sources.length, sources.length, VOLUME_STAGES.archive);
    await zip.finish();
    return { documents, lastNumber: next - 1, pageCount: next - settings.start, files: zip.entries };
  } catch (err) {
    zip.abort(err);
    await Promise.all([dat.discard(), opt.discard()]);
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
