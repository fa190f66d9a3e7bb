import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAT_DEFAULTS } from '@app/contract';
import { convertWithLibreOffice, LibreOfficeTimeoutError } from '../../../../platform/office/libreoffice.js';
import { buildVolume, type OfficeToPdf, type VolumeResult, type VolumeSource } from './index.js';

/*
 * Faithful images: a Word file is rendered by LibreOffice (installed by .ci/run), so its produced
 * pages are LibreOffice's pages — as many, with its words — and a file LibreOffice cannot render
 * (damaged, or a run past its time limit) is set from its text with a note, nothing half made.
 */

const work = await mkdtemp(path.join(tmpdir(), 'volume-office-'));
afterAll(() => rm(work, { recursive: true, force: true }));

const office: OfficeToPdf = (input, ext) => convertWithLibreOffice(input, ext, 'pdf', { timeoutMs: 120_000 });

/** A two-page Word file: a heading, a table, and a hard page break before the second page. */
let docx: Buffer;
beforeAll(async () => {
  const rtf = String.raw`{\rtf1\ansi{\fonttbl{\f0 Times New Roman;}}\f0\fs24 {\b\fs36 Master Services Agreement}\par
Northwind Freight and Castellan Logistics agree as follows.\par
\trowd\cellx3000\cellx6000 Pallet rate\cell 42 dollars\cell\row
\pard\pagebb Schedule B: delivery terms and the October notice.\par}`;
  docx = await convertWithLibreOffice(Buffer.from(rtf), 'rtf', 'docx', { timeoutMs: 120_000 });
}, 180_000);

function source(filename: string, bytes: Buffer, text: string[]): VolumeSource {
  const ext = path.extname(filename).slice(1);
  return {
    documentId: `00000000-0000-4000-8000-${String(filename.length).padStart(12, '0')}`,
    filename,
    extension: ext,
    detectedType: ext,
    contentType: null,
    sha256: 'a'.repeat(64),
    parentId: null,
    confidentiality: 'none',
    custodian: null,
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

let n = 0;
async function build(sources: VolumeSource[], convert: OfficeToPdf | null): Promise<{ result: VolumeResult; zip: JSZip }> {
  n += 1;
  const file = path.join(work, `v${n}.zip`);
  const result = await buildVolume(sources, { volume: 'VOL001', prefix: 'NWC', start: 1, padding: 6, encoding: 'utf-8', delimiters: DAT_DEFAULTS }, createWriteStream(file), { workDir: path.join(work, 'tmp'), office: convert });
  return { result, zip: await JSZip.loadAsync(await readFile(file)) };
}

async function pageText(zip: JSZip, bates: string): Promise<string> {
  const pdf = path.join(work, `${bates}-${n}.pdf`);
  await writeFile(pdf, await zip.file(`VOL001/IMAGES/0001/${bates}.pdf`)!.async('nodebuffer'));
  return execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
}

describe('Office documents imaged by LibreOffice', () => {
  it("produces a Word file as LibreOffice's pages: the same count, its words on each", async () => {
    const expected = (await PDFDocument.load(await office(docx, 'docx'))).getPageCount();
    expect(expected).toBe(2);
    // The extracted text would have made one Courier page: the produced count is LibreOffice's.
    const { result, zip } = await build([source('Agreement.docx', docx, ['Master Services Agreement … Schedule B'])], office);
    expect(result.documents[0]).toMatchObject({ pageCount: expected, form: 'image', note: null });
    const first = await pageText(zip, 'NWC000001');
    expect(first).toContain('Master Services Agreement');
    expect(first).toContain('42 dollars');
    expect(first).not.toContain('Schedule B');
    expect(await pageText(zip, 'NWC000002')).toContain('Schedule B: delivery terms');
  }, 180_000);

  it('sets a file LibreOffice cannot open from its text, with a note, and goes on', async () => {
    const broken = source('Broken.docx', Buffer.from('PK\u0003\u0004 not really a Word file'), ['Text the pipeline had extracted']);
    const after = source('After.txt', Buffer.from('x'), ['The next document']);
    const { result, zip } = await build([broken, after], office);
    expect(result.documents[0]).toMatchObject({ pageCount: 1, form: 'image' });
    expect(result.documents[0]!.note).toMatch(/^Imaged from its extracted text: LibreOffice could not render it \(/);
    expect(await pageText(zip, 'NWC000001')).toContain('Text the pipeline had extracted');
    expect(result.documents[1]).toMatchObject({ begin: 2, end: 2 });
  }, 180_000);

  it('answers a conversion past its time limit with the text rendering and a note', async () => {
    const slow: OfficeToPdf = () => Promise.reject(new LibreOfficeTimeoutError(180_000));
    const { result } = await build([source('Slow.docx', docx, ['Slow file text'])], slow);
    expect(result.documents[0]!.note).toContain('did not finish converting the file within 180 seconds');
  });

  it('leaves spreadsheets native with a slip sheet unless the production asks for images', async () => {
    const sheet = source('Rates.xlsx', Buffer.from('PK fake'), ['a,b']);
    const { result } = await build([sheet], office);
    expect(result.documents[0]).toMatchObject({ form: 'native', slipSheetReason: 'Produced natively' });
  });
});
