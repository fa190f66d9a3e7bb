import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { DAT_DEFAULTS, type DatFieldName } from '@app/contract';
import { buildVolume, type VolumeResult, type VolumeSettings, type VolumeSource } from './index.js';
import { isBlankText, planPages } from './blank-pages.js';

/*
 * Families whose privileged member is withheld (a numbered slip sheet in its place), blank pages
 * (skipped, kept or replaced), and field maps, read back from the DAT and — with poppler's
 * pdftotext — from the produced page images.
 */

const work = await mkdtemp(path.join(tmpdir(), 'volume-families-'));
afterAll(() => rm(work, { recursive: true, force: true }));

async function makePdf(pages: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage([612, 792]);
    if (text) page.drawText(text, { x: 72, y: 700, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

let seq = 0;
function source(filename: string, bytes: Buffer, text: string[], extra: Partial<VolumeSource> = {}): VolumeSource {
  seq += 1;
  const ext = path.extname(filename).slice(1).toLowerCase() || null;
  return {
    documentId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    filename,
    extension: ext,
    detectedType: ext,
    contentType: null,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    parentId: null,
    confidentiality: 'none',
    custodian: 'Maria Sandoval',
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

interface Built {
  result: VolumeResult;
  header: string[];
  dat: Record<string, string>[];
  zip: JSZip;
  /** pdftotext of the page image with this Bates number. */
  pageText: (bates: string) => Promise<string>;
}

async function build(sources: VolumeSource[], settings: Partial<VolumeSettings> = {}): Promise<Built> {
  const full: VolumeSettings = { volume: 'VOL001', prefix: 'NWC', start: 1, padding: 6, encoding: 'utf-8', delimiters: DAT_DEFAULTS, ...settings };
  seq += 1;
  const file = path.join(work, `v${seq}.zip`);
  const result = await buildVolume(sources, full, createWriteStream(file), { workDir: path.join(work, 'tmp') });
  const zip = await JSZip.loadAsync(await readFile(file));
  const text = await zip.file('VOL001/DATA/VOL001.dat')!.async('string');
  const lines = text.slice(0, -2).split('\r\n');
  const split = (line: string) => line.split(DAT_DEFAULTS.field_separator).map((v) => v.slice(1, -1));
  const header = split(lines[0]!);
  const dat = lines.slice(1).map((l) => Object.fromEntries(split(l).map((v, i) => [header[i]!, v])));
  const pageText = async (bates: string) => {
    const entry = zip.file(new RegExp(`^VOL001/IMAGES/\\d{4}/${bates}\\.pdf$`))[0];
    expect(entry, `image ${bates}`).toBeTruthy();
    const pdf = path.join(work, `${bates}-${seq}.pdf`);
    await writeFile(pdf, await entry!.async('nodebuffer'));
    return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  };
  return { result, header, dat, zip, pageText };
}

const never = () => Promise.reject(new Error('a withheld document was read'));

describe('families', () => {
  it('gives a withheld parent a numbered "Withheld — Privileged" sheet, so the family range stays whole', async () => {
    const parent = source('Privileged advice.eml', Buffer.from('x'), [], { withheld: true, open: never, text: never, subject: 'Legal advice' });
    const rates = source('rates.txt', Buffer.from('r'), ['Rate schedule: pallet rate 42 dollars'], { parentId: parent.documentId });
    const memo = source('memo.pdf', await makePdf(['Memo page one', 'Memo page two']), ['Memo page one', 'Memo page two'], { parentId: parent.documentId });
    const alone = source('alone.txt', Buffer.from('a'), ['A document on its own']);
    const vol = await build([parent, rates, memo, alone]);

    expect(vol.result.documents.map((d) => [d.begin, d.end, d.withheld])).toEqual([
      [1, 1, true],
      [2, 2, false],
      [3, 4, false],
      [5, 5, false],
    ]);
    const [p, r, m, a] = vol.dat;
    for (const row of [p, r, m]) expect(row).toMatchObject({ BEGATTACH: 'NWC000001', ENDATTACH: 'NWC000004' });
    expect(a).toMatchObject({ BEGATTACH: 'NWC000005', ENDATTACH: 'NWC000005' });
    // The placeholder row says no more than the privilege log: numbers, family, custodian.
    expect(p).toMatchObject({ BEGBATES: 'NWC000001', ENDBATES: 'NWC000001', PAGECOUNT: '1', FILENAME: '', SUBJECT: '', SHA256: '', CUSTODIAN: 'Maria Sandoval', NATIVELINK: '' });
    const sheet = await vol.pageText('NWC000001');
    expect(sheet).toContain('Withheld — Privileged');
    expect(sheet).toContain('NWC000001');
    expect(sheet).not.toContain('Privileged advice');
    expect(await vol.zip.file('VOL001/TEXT/0001/NWC000001.txt')!.async('string')).toContain('Withheld — Privileged');
    expect(await vol.pageText('NWC000002')).toContain('pallet rate 42');
  });

  it('keeps a withheld attachment inside its family', async () => {
    const mail = source('Shipment.eml', Buffer.from('m'), ['From: a\nThe shipments were late']);
    const advice = source('advice.txt', Buffer.from('x'), [], { parentId: mail.documentId, withheld: true, open: never, text: never });
    const sheet = source('sheet.txt', Buffer.from('s'), ['Second attachment'], { parentId: mail.documentId });
    const vol = await build([mail, advice, sheet]);
    expect(vol.dat.map((r) => [r.BEGBATES, r.BEGATTACH, r.ENDATTACH])).toEqual([
      ['NWC000001', 'NWC000001', 'NWC000003'],
      ['NWC000002', 'NWC000001', 'NWC000003'],
      ['NWC000003', 'NWC000001', 'NWC000003'],
    ]);
    expect(await vol.pageText('NWC000002')).toContain('Withheld — Privileged');
  });
});

const lineNumbers = Array.from({ length: 25 }, (_, i) => String(i + 1)).join('\n');

describe('blank pages', () => {
  it('knows a page of line numbers from a page with words', () => {
    expect(isBlankText(`${lineNumbers}\nPage 12`)).toBe(true);
    expect(isBlankText('   \n\f ')).toBe(true);
    expect(isBlankText(`${lineNumbers}\nQ. Where were you?`)).toBe(false);
    expect(planPages(3, (i) => i > 0, 'skip').steps.map((s) => s.index)).toEqual([0]);
    expect(planPages(2, () => true, 'skip')).toEqual({ steps: [{ index: 0, as: 'page' }], blank: 1 });
    expect(planPages(3, (i) => i === 1, 'slip_sheet').steps.map((s) => s.as)).toEqual(['page', 'blank_sheet', 'page']);
    expect(planPages(3, () => true, 'keep').blank).toBe(0);
  });

  const transcript = () => source('Deposition of Voss.transcript', Buffer.from('t'), [`1 Q. Where were you on October 11?\n2 A. At the depot.\n${lineNumbers}`, lineNumbers, `${lineNumbers}\nPage 3`]);

  it("skips an imported transcript's blank line-number pages: they are not stamped", async () => {
    const vol = await build([transcript(), source('after.txt', Buffer.from('n'), ['Next document'])], { blankPages: 'skip' });
    expect(vol.result.documents[0]).toMatchObject({ begin: 1, end: 1, pageCount: 1, blankPages: 2 });
    expect(vol.dat[1]!.BEGBATES).toBe('NWC000002');
    expect(await vol.pageText('NWC000001')).toContain('At the depot');
  });

  it('replaces each blank page by a slip sheet, or keeps it, as the production chooses', async () => {
    const sheets = await build([transcript()], { blankPages: 'slip_sheet' });
    expect(sheets.result.documents[0]).toMatchObject({ pageCount: 3, blankPages: 2 });
    const second = await sheets.pageText('NWC000002');
    expect(second).toContain('Blank Page');
    expect(second).toContain('Page 2 of this document is blank');
    const kept = await build([transcript()], { blankPages: 'keep' });
    expect(kept.result.documents[0]).toMatchObject({ pageCount: 3, blankPages: 0 });
  });

  it('skips blank PDF pages but never a page that draws a picture', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([612, 792]).drawText('Body of the letter', { x: 72, y: 700, size: 12, font });
    doc.addPage([612, 792]);
    const scan = doc.addPage([612, 792]);
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(40, 40);
    canvas.getContext('2d').fillRect(0, 0, 40, 40);
    const png = await canvas.encode('png');
    scan.drawImage(await doc.embedPng(png), { x: 100, y: 100, width: 200, height: 200 });
    const pdf = source('Letter.pdf', Buffer.from(await doc.save()), ['Body of the letter', '', '']);
    const vol = await build([pdf], { blankPages: 'skip' });
    expect(vol.result.documents[0]).toMatchObject({ pageCount: 2, blankPages: 1 });
  });
});

describe('field maps', () => {
  it("writes the production's fields in its order, with hashes, the e-mail's sent date and paths", async () => {
    const bytes = Buffer.from('From: maria@northwind.test\r\n\r\nBody');
    const mail = source('Delay.eml', bytes, ['From: maria@northwind.test\nBody'], { from: 'maria@northwind.test', dateSent: 'Tue, 10 Oct 2023 09:00:00 +0000', allCustodians: 'Maria Sandoval; Ops mailbox' });
    const sheet = source('Rates.xlsx', Buffer.from('PK sheet'), ['a,b'], { parentId: mail.documentId });
    const fields: DatFieldName[] = ['BEGBATES', 'ENDBATES', 'BEGATTACH', 'ENDATTACH', 'ALL CUSTODIANS', 'DATESENT', 'MD5HASH', 'SHA1HASH', 'REDACTED', 'TEXTPATH', 'NATIVEPATH'];
    const vol = await build([mail, sheet], { fields });
    expect(vol.header).toEqual(fields);
    expect(vol.dat[0]).toEqual({
      BEGBATES: 'NWC000001',
      ENDBATES: 'NWC000001',
      BEGATTACH: 'NWC000001',
      ENDATTACH: 'NWC000002',
      'ALL CUSTODIANS': 'Maria Sandoval; Ops mailbox',
      DATESENT: '10/10/2023',
      MD5HASH: createHash('md5').update(bytes).digest('hex'),
      SHA1HASH: createHash('sha1').update(bytes).digest('hex'),
      REDACTED: 'N',
      TEXTPATH: 'VOL001\\TEXT\\0001\\NWC000001.txt',
      NATIVEPATH: '',
    });
    expect(vol.dat[1]).toMatchObject({ 'ALL CUSTODIANS': 'Maria Sandoval', NATIVEPATH: 'VOL001\\NATIVES\\0001\\NWC000002.xlsx', DATESENT: '' });
  });
});
