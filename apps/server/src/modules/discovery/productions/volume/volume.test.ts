import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import JSZip from 'jszip';
import { degrees, PDFDict, PDFDocument, PDFName, scale, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAT_DEFAULTS, DAT_FIELDS, type ConfidentialityLevel, type DatDelimiters, type LoadFileEncoding } from '@app/contract';
import { buildVolume, VolumeSettingsError, volumeSettingsProblem, type VolumeResult, type VolumeSettings, type VolumeSource } from './index.js';
import { FolderCounter } from './layout.js';
import { datDate, datValue } from './load-files.js';
import { layoutText, wrapLine } from './pages.js';

// ── Fixtures ──────────────────────────────────────────────────────────────────────────────────

async function makePdf(pages: string[], opts: { rotateFirst?: number; cropOffset?: boolean } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (const [i, text] of pages.entries()) {
    const page = doc.addPage([612, 792]);
    page.drawText(text, { x: 72, y: 700, size: 12, font });
    // A content stream that leaves a transformation in force: the stamp must not follow it.
    page.pushOperators(scale(0.5, 0.5));
    if (i === 0 && opts.rotateFirst) page.setRotation(degrees(opts.rotateFirst));
  }
  if (opts.cropOffset) doc.getPage(pages.length - 1).setCropBox(100, 50, 400, 600);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A PDF whose trailer names an encryption dictionary (pdf-lib refuses it, as it does real ones). */
async function makeEncryptedPdf(): Promise<Buffer> {
  const plain = (await makePdf(['secret'])).toString('latin1');
  const marked = plain.replace(/trailer\s*<</, (m) => `${m}\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>`);
  expect(marked).not.toBe(plain);
  return Buffer.from(marked, 'latin1');
}

async function makePng(): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(300, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3366cc';
  ctx.fillRect(0, 0, 300, 200);
  return canvas.encode('png');
}

let docSeq = 0;
function source(filename: string, bytes: Buffer, text: string[], extra: Partial<VolumeSource> = {}): VolumeSource {
  docSeq += 1;
  const ext = path.extname(filename).slice(1).toLowerCase() || null;
  return {
    documentId: `00000000-0000-4000-8000-${String(docSeq).padStart(12, '0')}`,
    filename,
    extension: ext,
    detectedType: ext,
    contentType: null,
    sha256: `${String(docSeq).padStart(2, '0')}`.repeat(32),
    parentId: null,
    confidentiality: 'none',
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
    ...extra,
  };
}

// ── Reading a volume back ───────────────────────────────────────────────────────────────────────

interface BuiltVolume {
  zip: JSZip;
  result: VolumeResult;
  dat: Record<string, string>[];
  datText: string;
  opt: string[][];
  /** A load-file path (backslashes, relative to the volume's parent) → the ZIP entry. */
  resolve: (loadPath: string) => JSZip.JSZipObject;
}

function parseDat(text: string, d: DatDelimiters): Record<string, string>[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  const split = (line: string) =>
    line.split(d.field_separator).map((v) => {
      expect(v.startsWith(d.text_qualifier) && v.endsWith(d.text_qualifier)).toBe(true);
      return v.slice(1, -1);
    });
  const header = split(lines[0]!);
  expect(header).toEqual([...DAT_FIELDS]);
  return lines.slice(1).map((line) => {
    const values = split(line);
    expect(values).toHaveLength(DAT_FIELDS.length);
    return Object.fromEntries(values.map((v, i) => [header[i]!, v]));
  });
}

const workRoot = await mkdtemp(path.join(tmpdir(), 'volume-test-'));
afterAll(() => rm(workRoot, { recursive: true, force: true }));

async function build(sources: VolumeSource[], settings: Partial<VolumeSettings> & { encoding: LoadFileEncoding }, stages?: string[]): Promise<BuiltVolume> {
  const full: VolumeSettings = { volume: 'VOL001', prefix: 'NWC', start: 1, padding: 6, delimiters: DAT_DEFAULTS, ...settings };
  const file = path.join(workRoot, `${full.volume}-${Date.now()}.zip`);
  const workDir = path.join(workRoot, 'work');
  const result = await buildVolume(sources, full, createWriteStream(file), { workDir, onProgress: (_done, _total, stage) => void stages?.push(stage) });
  // Temp files are gone once the volume is built.
  expect(await readdir(workDir)).toEqual([]);
  const zip = await JSZip.loadAsync(await readFile(file));
  const decode = (bytes: Buffer) => (full.encoding === 'utf-8' ? bytes.toString('utf8') : iconv.decode(bytes, 'windows-1252'));
  const datEntry = zip.file(`${full.volume}/DATA/${full.volume}.dat`);
  const optEntry = zip.file(`${full.volume}/DATA/${full.volume}.opt`);
  expect(datEntry && optEntry).toBeTruthy();
  const datBytes = await datEntry!.async('nodebuffer');
  // No byte-order mark in either encoding.
  expect(datBytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
  const datText = decode(datBytes);
  const optText = decode(await optEntry!.async('nodebuffer'));
  const opt = optText
    .slice(0, -2)
    .split('\r\n')
    .map((l) => l.split(','));
  const resolve = (loadPath: string) => {
    expect(loadPath).not.toContain('/');
    expect(loadPath.startsWith(`${full.volume}\\`)).toBe(true);
    const entry = zip.file(loadPath.replaceAll('\\', '/'));
    expect(entry, `${loadPath} is in the ZIP`).toBeTruthy();
    return entry!;
  };
  return { zip, result, dat: parseDat(datText, full.delimiters), datText, opt, resolve };
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: PdfJs;

/** The page's text items with their position on the page as displayed (viewport: y down). */
async function readPage(data: Uint8Array): Promise<{ numPages: number; items: { str: string; x: number; y: number }[]; width: number; height: number }> {
  const doc = await pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = content.items.flatMap((it) => {
    if (!('str' in it) || it.str.trim() === '') return [];
    const [x, y] = viewport.convertToViewportPoint(it.transform[4] as number, it.transform[5] as number) as [number, number];
    return [{ str: it.str, x, y }];
  });
  const out = { numPages: doc.numPages, items, width: viewport.width, height: viewport.height };
  await doc.destroy();
  return out;
}

// ── The volume ──────────────────────────────────────────────────────────────────────────────────

describe('buildVolume', () => {
  let sources: VolumeSource[];
  let vol: BuiltVolume;
  const stages: string[] = [];
  const delimiters: DatDelimiters = { field_separator: '|', text_qualifier: '^', newline: '~' };

  beforeAll(async () => {
    pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const memo = source('Memo to file.pdf', await makePdf(['Alpha page one', 'Alpha page two', 'Alpha page three'], { rotateFirst: 90, cropOffset: true }), ['Alpha page one', 'Alpha page two', 'Alpha page three'], {
      confidentiality: 'highly_confidential_aeo',
      date: '2024-03-05T14:22:00-05:00',
      author: 'Dana Whitfield',
      subject: 'Shipping ^ terms | line one\nline two',
    });
    const longText = Array.from({ length: 140 }, (_, i) => `Line ${i + 1} of the letter; Łódź ✓ 日本 “quoted” café.`).join('\n');
    const letter = source('Letter.docx', Buffer.from('PK fake docx'), [longText, 'Second page of the letter.'], { parentId: memo.documentId, confidentiality: 'confidential', from: 'ann@northwind.example', to: 'bob@castellan.example', cc: 'Zoë Ångström <zoe@x.example>', bcc: 'legal@northwind.example', date: 'Tue, 5 Mar 2024 09:01:00 -0800' });
    const sheet = source('Rates.xlsx', Buffer.from('PK fake xlsx bytes'), ['Rate table'], { parentId: letter.documentId });
    const photo = source('Dock photo.png', await makePng(), ['']);
    const corrupt = source('Broken.pdf', Buffer.from('this is not a pdf at all'), []);
    const encrypted = source('Locked.pdf', await makeEncryptedPdf(), []);
    const audio = source('Voicemail.mp3', Buffer.from('ID3 fake audio'), ['transcribed words'], { detectedType: 'mp3', contentType: 'audio/mpeg' });
    const unknown = source('blob.bin', Buffer.from([0, 1, 2, 3]), [], { detectedType: null });
    const transcript = source('Deposition of Ann Lee.txt', Buffer.from('Q. Name?\nA. Ann Lee.'), ['Q. Name?\nA. Ann Lee.'], { detectedType: 'transcript', extension: 'txt' });
    sources = [memo, letter, sheet, photo, corrupt, encrypted, audio, unknown, transcript];
    vol = await build(sources, { volume: 'VOL002', prefix: 'NWC', start: 41, padding: 6, encoding: 'windows-1252', delimiters }, stages);
  }, 20_000);

  it('numbers one page at a time, consecutively from the start, in the given order', () => {
    const { documents, lastNumber, pageCount } = vol.result;
    expect(documents.map((d) => d.documentId)).toEqual(sources.map((s) => s.documentId));
    let next = 41;
    for (const d of documents) {
      expect(d.begin).toBe(next);
      expect(d.end).toBe(d.begin + d.pageCount - 1);
      next = d.end + 1;
    }
    expect(lastNumber).toBe(next - 1);
    expect(pageCount).toBe(lastNumber - 40);
    expect(documents[0]).toMatchObject({ pageCount: 3, form: 'image', slipSheetReason: null });
    // 140 lines of letter fill three printed pages (59 lines each); its second extracted page starts a new one.
    expect(documents[1]).toMatchObject({ pageCount: 4, form: 'image' });
    expect(documents[2]).toMatchObject({ pageCount: 1, form: 'native', slipSheetReason: 'Produced natively' });
    expect(documents[3]).toMatchObject({ pageCount: 1, form: 'image' });
    expect(documents[4]!.slipSheetReason).toMatch(/^Could not be imaged: the PDF could not be read/);
    expect(documents[5]!.slipSheetReason).toBe('Could not be imaged: the PDF is encrypted (password-protected)');
    expect(documents[6]).toMatchObject({ form: 'native', slipSheetReason: 'Produced natively' });
    expect(documents[7]).toMatchObject({ form: 'native', slipSheetReason: 'Produced natively' });
    expect(documents[8]).toMatchObject({ pageCount: 1, form: 'image' });
    expect(stages).toEqual([...Array(sources.length).fill('Stamping pages'), 'Writing load files', 'Writing the archive']);
  });

  it('writes one OPT line per page whose image is a one-page PDF stamped with that page’s number', async () => {
    expect(vol.opt).toHaveLength(vol.result.pageCount);
    const legends = new Map<string, string | null>([
      [sources[0]!.documentId, "HIGHLY CONFIDENTIAL - ATTORNEYS' EYES ONLY"],
      [sources[1]!.documentId, 'CONFIDENTIAL'],
    ]);
    for (const d of vol.result.documents) {
      for (let n = d.begin; n <= d.end; n += 1) {
        const line = vol.opt[n - 41]!;
        const bates = `NWC${String(n).padStart(6, '0')}`;
        expect(line).toHaveLength(7);
        expect(line[0]).toBe(bates);
        expect(line[1]).toBe('VOL002');
        expect(line[2]).toBe(`VOL002\\IMAGES\\0001\\${bates}.pdf`);
        expect(line.slice(3)).toEqual(n === d.begin ? ['Y', '', '', String(d.pageCount)] : ['', '', '', '']);
        const page = await readPage(await vol.resolve(line[2]!).async('uint8array'));
        expect(page.numPages).toBe(1);
        const stamp = page.items.find((i) => i.str === bates);
        expect(stamp, `${bates} is stamped on its page`).toBeTruthy();
        // Bottom right of the page as it is shown, whatever its rotation or crop box.
        expect(stamp!.x).toBeGreaterThan(page.width / 2);
        expect(stamp!.y).toBeGreaterThan(page.height - 30);
        expect(stamp!.y).toBeLessThanOrEqual(page.height);
        const legend = legends.get(d.documentId) ?? null;
        const shown = page.items.find((i) => i.str === legend);
        if (legend) {
          expect(shown, `${legend} on ${bates}`).toBeTruthy();
          expect(shown!.x).toBeLessThan(page.width / 2);
          expect(shown!.y).toBeGreaterThan(page.height - 30);
        } else {
          expect(page.items.some((i) => /CONFIDENTIAL/.test(i.str))).toBe(false);
        }
      }
    }
  }, 20_000);

  it('keeps the PDF’s own pages and sets text documents on pages, with what WinAnsi lacks replaced', async () => {
    const first = await readPage(await vol.resolve('VOL002\\IMAGES\\0001\\NWC000041.pdf').async('uint8array'));
    expect(first.width).toBe(792); // the rotated page is shown landscape
    expect(first.items.map((i) => i.str).join(' ')).toContain('Alpha page one');
    const letter = await readPage(await vol.resolve('VOL002\\IMAGES\\0001\\NWC000044.pdf').async('uint8array'));
    const text = letter.items.map((i) => i.str).join(' ').replace(/\s+/g, ' ');
    // Ł has no WinAnsi form nor an accent to drop: '?'; ź loses its accent; ó and “ ” are WinAnsi.
    expect(text).toContain('Line 1 of the letter; ?ódz ? ?? “quoted” café.');
    const slip = await readPage(await vol.resolve(`VOL002\\IMAGES\\0001\\NWC${String(vol.result.documents[5]!.begin).padStart(6, '0')}.pdf`).async('uint8array'));
    const slipText = slip.items.map((i) => i.str).join(' ');
    expect(slipText).toContain('Could Not Be Imaged');
    expect(slipText).toContain('encrypted');
    expect(slipText).toContain('Locked.pdf');
  });

  it('writes a DAT row per document that parses back with custom delimiters in Windows-1252', async () => {
    const { dat } = vol;
    expect(dat).toHaveLength(sources.length);
    const [memo, letter, sheet, photo] = dat;
    // A family: the memo, its letter, the letter's spreadsheet; the photo is on its own.
    for (const row of [memo, letter, sheet]) expect(row).toMatchObject({ BEGATTACH: 'NWC000041', ENDATTACH: 'NWC000048' });
    expect(photo).toMatchObject({ BEGBATES: 'NWC000049', ENDBATES: 'NWC000049', BEGATTACH: 'NWC000049', ENDATTACH: 'NWC000049' });
    expect(memo).toMatchObject({
      BEGBATES: 'NWC000041',
      ENDBATES: 'NWC000043',
      CUSTODIAN: 'Dana Whitfield',
      FILENAME: 'Memo to file.pdf',
      DATE: '03/05/2024',
      AUTHOR: 'Dana Whitfield',
      SUBJECT: 'Shipping ? terms ? line one~line two',
      PAGECOUNT: '3',
      FILEEXT: 'pdf',
      SHA256: sources[0]!.sha256,
      CONFIDENTIALITY: "HIGHLY CONFIDENTIAL - ATTORNEYS' EYES ONLY",
      NATIVELINK: '',
      TEXTLINK: 'VOL002\\TEXT\\0001\\NWC000041.txt',
    });
    expect(letter).toMatchObject({ DATE: '03/05/2024', FROM: 'ann@northwind.example', TO: 'bob@castellan.example', CC: 'Zoë Ångström <zoe@x.example>', BCC: 'legal@northwind.example', CONFIDENTIALITY: 'CONFIDENTIAL' });
    expect(sheet).toMatchObject({ NATIVELINK: 'VOL002\\NATIVES\\0001\\NWC000048.xlsx', PAGECOUNT: '1', FILEEXT: 'xlsx' });
    expect(await vol.resolve(sheet!.NATIVELINK!).async('string')).toBe('PK fake xlsx bytes');
    for (const [i, row] of dat.entries()) {
      const text = await vol.resolve(row.TEXTLINK!).async('nodebuffer');
      expect(row.TEXTLINK).toBe(`VOL002\\TEXT\\0001\\${row.BEGBATES}.txt`);
      if (row.NATIVELINK) expect((await vol.resolve(row.NATIVELINK).async('nodebuffer')).equals(Buffer.from(await readAllOf(sources[i]!)))).toBe(true);
      if (i === 1) {
        // Windows-1252: what it has survives (ë, Å, “ ”), what it lacks becomes '?'.
        const decoded = iconv.decode(text, 'windows-1252');
        expect(decoded).toContain('Line 2 of the letter; ?ód? ? ?? “quoted” café.');
        expect(decoded).toContain('\r\n');
        expect(decoded).toContain('\fSecond page of the letter.');
      }
    }
    // Natives: the corrupt and encrypted PDFs, the audio and the unknown file go too.
    expect(dat.filter((r) => r.NATIVELINK).map((r) => r.FILEEXT)).toEqual(['xlsx', 'pdf', 'pdf', 'mp3', 'bin']);
  });

  it('puts nothing in the ZIP that the load files do not name', () => {
    const named = new Set<string>([...vol.opt.map((l) => l[2]!), ...vol.dat.flatMap((r) => [r.NATIVELINK!, r.TEXTLINK!]).filter(Boolean), 'VOL002\\DATA\\VOL002.dat', 'VOL002\\DATA\\VOL002.opt']);
    const files = Object.values(vol.zip.files)
      .filter((f) => !f.dir)
      .map((f) => f.name.replaceAll('/', '\\'));
    expect(new Set(files)).toEqual(named);
    expect(vol.result.files).toBe(files.length);
  });
});

async function readAllOf(s: VolumeSource): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await s.open()) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('buildVolume in UTF-8 with the Concordance defaults', () => {
  it('writes þ-qualified, 0x14-separated rows with ® for line breaks and keeps every character', async () => {
    const note = source('Note.txt', Buffer.from('x'), ['Łódź ✓ 日本\nsecond line'], { subject: 'Two\r\nlines þ here', confidentiality: 'confidential' as ConfidentialityLevel });
    const vol = await build([note], { volume: 'VOL001', prefix: 'ABC-', start: 1, padding: 4, encoding: 'utf-8' });
    expect(vol.datText.split('\r\n')[0]).toBe(DAT_FIELDS.map((f) => `þ${f}þ`).join('\u0014'));
    expect(vol.dat[0]).toMatchObject({ BEGBATES: 'ABC-0001', ENDBATES: 'ABC-0001', SUBJECT: 'Two®lines ? here', NATIVELINK: '', TEXTLINK: 'VOL001\\TEXT\\0001\\ABC-0001.txt' });
    expect(await vol.resolve(vol.dat[0]!.TEXTLINK!).async('string')).toBe('Łódź ✓ 日本\r\nsecond line');
    expect(vol.opt).toEqual([['ABC-0001', 'VOL001', 'VOL001\\IMAGES\\0001\\ABC-0001.pdf', 'Y', '', '', '1']]);
  });

  it('copies a page alone: links and back references to other pages stay behind', async () => {
    const doc = await PDFDocument.load(await makePdf(['Contents: see page three', 'Middle', 'Page three']));
    const [first, , third] = doc.getPages();
    const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 690, 300, 710], Dest: [third!.ref, PDFName.of('Fit')] });
    const note = doc.context.obj({ Type: 'Annot', Subtype: 'Square', Rect: [72, 600, 200, 650], P: first!.ref, C: [1, 0, 0] });
    first!.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link), doc.context.register(note)]));
    const linked = source('Linked.pdf', Buffer.from(await doc.save()), ['Contents: see page three', 'Middle', 'Page three']);
    const vol = await build([linked], { volume: 'VOL003', prefix: 'LNK', start: 1, padding: 3, encoding: 'utf-8' });
    expect(vol.result.documents[0]).toMatchObject({ pageCount: 3, form: 'image' });
    const page = await PDFDocument.load(await vol.resolve('VOL003\\IMAGES\\0001\\LNK001.pdf').async('uint8array'));
    const pageObjects = page.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('Page'));
    expect(pageObjects).toHaveLength(1);
    const annots = page.getPage(0).node.Annots();
    expect(annots?.size()).toBe(1);
    expect(annots?.lookup(0, PDFDict).get(PDFName.of('Subtype'))).toBe(PDFName.of('Square'));
  });

  it('refuses delimiters that would break the DAT, before writing anything', async () => {
    const base: VolumeSettings = { volume: 'VOL001', prefix: 'NWC', start: 1, padding: 6, encoding: 'windows-1252', delimiters: DAT_DEFAULTS };
    expect(volumeSettingsProblem(base)).toBeNull();
    expect(volumeSettingsProblem({ ...base, delimiters: { ...DAT_DEFAULTS, newline: 'þ' } })).toEqual({ field: 'delimiters.newline', message: 'Newline placeholder is the same character as the text qualifier' });
    expect(volumeSettingsProblem({ ...base, delimiters: { ...DAT_DEFAULTS, field_separator: '✓' } })?.field).toBe('delimiters.field_separator');
    expect(volumeSettingsProblem({ ...base, encoding: 'utf-8', delimiters: { ...DAT_DEFAULTS, field_separator: '✓' } })).toBeNull();
    expect(volumeSettingsProblem({ ...base, delimiters: { ...DAT_DEFAULTS, newline: '\n' } })?.field).toBe('delimiters.newline');
    const out = createWriteStream(path.join(workRoot, 'refused.zip'));
    await expect(buildVolume([], { ...base, delimiters: { ...DAT_DEFAULTS, newline: 'þ' } }, out, { workDir: path.join(workRoot, 'work') })).rejects.toBeInstanceOf(VolumeSettingsError);
  });

  it('fails (and destroys the output) when a source cannot be read, leaving no temp files', async () => {
    const broken = source('Gone.xlsx', Buffer.from(''), [], { open: () => Promise.reject(new Error('blob missing')) });
    const file = path.join(workRoot, 'failed.zip');
    const out = createWriteStream(file);
    await expect(buildVolume([broken], { volume: 'VOL001', prefix: 'NWC', start: 1, padding: 6, encoding: 'utf-8', delimiters: DAT_DEFAULTS }, out, { workDir: path.join(workRoot, 'work') })).rejects.toThrow('blob missing');
    expect(out.destroyed).toBe(true);
    expect(await readdir(path.join(workRoot, 'work'))).toEqual([]);
  });
});

describe('load file values and layout', () => {
  it('escapes values the Concordance way', () => {
    expect(datValue('a\r\nb\nc\rd', DAT_DEFAULTS)).toBe('a®b®c®d');
    expect(datValue('þx\u0014y\u0001z\tt', DAT_DEFAULTS)).toBe('?x?y z\tt');
  });

  it('gives dates as MM/DD/YYYY in the day the source wrote', () => {
    expect(datDate('2024-03-05T23:30:00-08:00')).toBe('03/05/2024');
    expect(datDate('Tue, 5 Mar 2024 23:30:00 -0800')).toBe('03/05/2024');
    expect(datDate('D:20231011093000Z')).toBe('10/11/2023');
    expect(datDate('3/5/2024')).toBe('03/05/2024');
    expect(datDate('soon')).toBe('');
    expect(datDate(null)).toBe('');
  });

  it('splits folders at 1,000 files', () => {
    const images = new FolderCounter('VOL001', 'IMAGES');
    const paths = Array.from({ length: 1001 }, (_, i) => images.next(`P${i}.pdf`));
    expect(paths[999]).toBe('VOL001/IMAGES/0001/P999.pdf');
    expect(paths[1000]).toBe('VOL001/IMAGES/0002/P1000.pdf');
  });

  it('wraps at spaces and continues a long page on the next', () => {
    expect(wrapLine('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapLine('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(layoutText(['1\n2\n3', '4'], (l) => l, 80, 2)).toEqual([['1', '2'], ['3'], ['4']]);
    expect(layoutText([''], (l) => l)).toEqual([['']]);
  });
});
