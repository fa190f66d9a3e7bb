import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { DAT_DEFAULTS } from '@app/contract';
import { LibreOfficeMissingError } from '../../../../platform/office/libreoffice.js';
import { officeToPdf } from '../job.js';
import { emailHtml, emailParts } from './email-image.js';
import { buildVolume, type OfficeToPdf, type VolumeSource } from './index.js';

/*
 * E-mails imaged through LibreOffice: the header block and body laid out as a printed e-mail on
 * Letter pages; without LibreOffice (or when it fails) the text rendering as before, with a note.
 */

const work = await mkdtemp(path.join(tmpdir(), 'volume-email-'));
afterAll(() => rm(work, { recursive: true, force: true }));

const TEXT = [
  'From: Maria Sandoval <maria@northwind.test>\nTo: Ops <ops@castellan.test>\nCc: Tom Reyes <tom@northwind.test>\nDate: 2023-10-10T09:00:00.000Z\nSubject: Shipment delays & <rates>\n\nThe shipments were late again.\n    Indented quote line\nCall me when you can.',
];

function email(): VolumeSource {
  return {
    documentId: '00000000-0000-4000-8000-000000000e01',
    filename: 'Shipment delays.eml',
    extension: 'eml',
    detectedType: 'eml',
    contentType: 'message/rfc822',
    sha256: 'e'.repeat(64),
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
    open: () => Promise.resolve(Readable.from([Buffer.from('raw message')])),
    text: () => Promise.resolve(TEXT),
  };
}

let n = 0;
async function build(office: OfficeToPdf | null) {
  n += 1;
  const file = path.join(work, `v${n}.zip`);
  const result = await buildVolume([email()], { volume: 'VOL001', prefix: 'NWC', start: 1, padding: 6, encoding: 'utf-8', delimiters: DAT_DEFAULTS }, createWriteStream(file), { workDir: path.join(work, 'tmp'), office });
  const zip = await JSZip.loadAsync(await readFile(file));
  const page = await zip.file('VOL001/IMAGES/0001/NWC000001.pdf')!.async('nodebuffer');
  const pdf = path.join(work, `p${n}.pdf`);
  await writeFile(pdf, page);
  return { result, page, text: execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }) };
}

describe('e-mail images', () => {
  it('reads the header block and body out of the extracted text, in print order, escaped', () => {
    const parts = emailParts(TEXT);
    expect(parts.headers).toEqual([
      ['From', 'Maria Sandoval <maria@northwind.test>'],
      ['Sent', 'Tuesday, October 10, 2023 at 9:00 AM (UTC)'],
      ['To', 'Ops <ops@castellan.test>'],
      ['Cc', 'Tom Reyes <tom@northwind.test>'],
      ['Subject', 'Shipment delays & <rates>'],
    ]);
    expect(parts.body).toBe('The shipments were late again.\n    Indented quote line\nCall me when you can.');
    const html = emailHtml(parts);
    expect(html).toContain('<b>Subject:</b></td><td>Shipment delays &amp; &lt;rates&gt;</td>');
    expect(html).toContain('again.<br> &nbsp;&nbsp;&nbsp;Indented');
    expect(html).not.toContain('<rates>');
  });

  it('keeps a date header as written when it is not an instant, and a text without headers whole as the body', () => {
    expect(emailParts(['Date: sometime in October\nSubject: x\n\nbody']).headers[0]).toEqual(['Sent', 'sometime in October']);
    expect(emailParts(['Just a note, no headers.'])).toEqual({ headers: [], body: 'Just a note, no headers.' });
  });

  it('produces an e-mail as LibreOffice lays it out: a Letter page with the header block over the body', async () => {
    const { result, page, text } = await build(officeToPdf(new AbortController().signal));
    expect(result.documents[0]).toMatchObject({ pageCount: 1, form: 'image', note: null });
    const size = (await PDFDocument.load(page)).getPage(0).getSize();
    expect([Math.round(size.width), Math.round(size.height)]).toEqual([612, 792]);
    expect(text).toMatch(/From:\s+Maria Sandoval <maria@northwind\.test>/);
    expect(text).toMatch(/Sent:\s+Tuesday, October 10, 2023/);
    expect(text).toMatch(/Subject:\s+Shipment delays & <rates>/);
    expect(text).toContain('The shipments were late again.');
    // The Bates stamp is on it as on every produced page.
    expect(text).toContain('NWC000001');
  }, 240_000);

  it('falls back to the text rendering with a note when LibreOffice is not installed', async () => {
    const missing: OfficeToPdf = () => Promise.reject(new LibreOfficeMissingError('LibreOffice is not installed (apt-get install libreoffice-core-nogui).'));
    const { result, text } = await build(missing);
    expect(result.documents[0]!.note).toMatch(/^Imaged from its extracted text: LibreOffice could not render it \(LibreOffice is not installed/);
    expect(text).toContain('The shipments were late again.');
    expect(text).toContain('From: Maria Sandoval');
  });
});
