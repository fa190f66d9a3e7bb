import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, matterForUploads } from '../test-support.js';
import { wavHeader } from '../../../platform/media/windows.js';
import { lieAboutSize, makeEml, makePhotoPng, makeScanGif, makeScannedPdf, makeScanPng, makeScanTiff, makeXlsx } from './test-fixtures.js';
import { randomBytes } from 'node:crypto';
import { DEFAULT_PROCESSING_LIMITS } from '@app/contract';
import { craftZip, FORMAT_PARTS } from './zip-fixtures.js';

const bed = matterForUploads('Formats LLP');
const { upload, settled } = bed;

const processedAfter = async () => (await settled((await upload('after.txt', `still working ${Math.random()}`)).id)).status;

describe('e-mail families', () => {
  it('reads an .eml: body as text, headers as metadata, attachments as child documents processed in turn', async () => {
    const eml = makeEml({
      from: 'Rachel Voss <rvoss@harperlane.example>',
      to: 'Opposing Counsel <counsel@bigfirm.example>',
      cc: 'paralegal@harperlane.example',
      subject: 'Meridian v. Castellan - production of exhibits',
      date: 'Tue, 05 Mar 2024 14:30:00 +0000',
      messageId: '<exhibits-1@harperlane.example>',
      body: 'Counsel,\n\nPlease find the indemnification schedule attached.\n',
      attachments: [
        { filename: 'schedule.txt', contentType: 'text/plain', content: Buffer.from('Schedule A: indemnification caps by year') },
        { filename: '../exhibit 4.pdf', contentType: 'application/pdf', content: makePdf(['EXHIBIT 4 warehouse lease']) },
      ],
    });
    const done = await settled((await upload('exhibits.eml', eml)).id);
    expect(done).toMatchObject({ status: 'processed', detected_type: 'eml' });
    expect(done.pages[0]?.text).toContain('Please find the indemnification schedule attached.');
    expect(done.pages[0]?.text).toContain('Subject: Meridian v. Castellan - production of exhibits');
    expect(done.metadata).toMatchObject({
      email: {
        from: ['Rachel Voss <rvoss@harperlane.example>'],
        to: ['Opposing Counsel <counsel@bigfirm.example>'],
        cc: ['paralegal@harperlane.example'],
        subject: 'Meridian v. Castellan - production of exhibits',
        date: '2024-03-05T14:30:00.000Z',
        message_id: '<exhibits-1@harperlane.example>',
      },
      attachment_count: 2,
    });
    expect(done.children.map((c) => c.filename).sort()).toEqual(['exhibit 4.pdf', 'schedule.txt']);
    for (const child of done.children) expect(child).toMatchObject({ parent_id: done.id, case_id: bed.matter.id });
    const pdf = await settled(done.children.find((c) => c.filename === 'exhibit 4.pdf')!.id);
    expect(pdf).toMatchObject({ status: 'processed', detected_type: 'pdf', metadata: { uploaded_via: 'email_attachment', family_depth: 1 } });
    expect(pdf.pages[0]?.text).toBe('EXHIBIT 4 warehouse lease');
    const txt = await settled(done.children.find((c) => c.filename === 'schedule.txt')!.id);
    expect(txt.pages[0]?.text).toBe('Schedule A: indemnification caps by year');

    // Reprocessing the e-mail does not double its family.
    expect((await bed.server.api('POST', `/api/v1/documents/${done.id}/reprocess`, { token: bed.token })).status).toBe(200);
    const again = await settled(done.id);
    expect(again.children).toHaveLength(2);
  });

  it('fails a file that is not really an e-mail with a clear reason, and the worker carries on', async () => {
    const bad = await settled((await upload('broken.eml', 'this is just a note\nwith no headers at all\n')).id);
    expect(bad.status).toBe('failed');
    expect(bad.failure_reason).toMatch(/no e-mail headers/);
    expect(await processedAfter()).toBe('processed');
  });
});

describe('ZIP archives', () => {
  it('unpacks a ZIP into child documents in archive order, keeping each path; nested archives in turn; a locked member fails with a reason', async () => {
    const nested = craftZip([{ name: 'deeper/note.txt', data: Buffer.from('Nested note about the Castellan audit') }]);
    const zip = craftZip([
      { name: 'correspondence/', data: Buffer.alloc(0), store: true },
      { name: 'correspondence/letter.txt', data: Buffer.from('Letter to Meridian about the warehouse lease') },
      { name: 'exhibit 4.pdf', data: makePdf(['EXHIBIT 4 indemnity schedule']) },
      { name: 'more.zip', data: nested, store: true },
      { name: 'sealed/terms.pdf', data: randomBytes(400), store: true, encrypted: true },
      { name: '__MACOSX/correspondence/._letter.txt', data: Buffer.alloc(82, 1) },
    ]);
    const parent = await settled((await upload('loose attachments.zip', zip)).id);
    expect(parent).toMatchObject({ status: 'processed', detected_type: 'zip', metadata: { archive_files: 4 } });
    expect(parent.pages[0]?.text).toContain('correspondence/letter.txt');
    expect(parent.pages[0]?.text).toContain('sealed/terms.pdf (password-protected)');
    expect(parent.warnings.join(' ')).toContain('1 of the 4 files in this ZIP are password-protected');
    // Archive order, each with its path inside the archive.
    expect(parent.children.map((c) => [c.filename, c.source_path])).toEqual([
      ['letter.txt', 'correspondence/letter.txt'],
      ['exhibit 4.pdf', 'exhibit 4.pdf'],
      ['more.zip', 'more.zip'],
      ['terms.pdf.zip', 'sealed/terms.pdf'],
    ]);
    for (const child of parent.children) expect(child).toMatchObject({ parent_id: parent.id, case_id: bed.matter.id, metadata: { uploaded_via: 'archive_member', family_depth: 1 } });
    const [letter, pdf, inner, sealed] = await Promise.all(parent.children.map((c) => settled(c.id)));
    expect(letter?.pages[0]?.text).toBe('Letter to Meridian about the warehouse lease');
    expect(pdf).toMatchObject({ status: 'processed', detected_type: 'pdf' });
    expect(inner).toMatchObject({ status: 'processed', detected_type: 'zip' });
    expect(inner?.children.map((c) => [c.filename, c.source_path, c.metadata.family_depth])).toEqual([['note.txt', 'deeper/note.txt', 2]]);
    expect((await settled(inner!.children[0]!.id)).pages[0]?.text).toBe('Nested note about the Castellan audit');
    expect(sealed).toMatchObject({ status: 'failed', detected_type: 'zip' });
    expect(sealed?.failure_reason).toBe('The file in this ZIP (sealed/terms.pdf) is password-protected, so it could not be unpacked or read. Open the ZIP with its password and upload the file itself.');

    // Reprocessing does not double the family (same bytes, name and path).
    expect((await bed.server.api('POST', `/api/v1/documents/${parent.id}/reprocess`, { token: bed.token })).status).toBe(200);
    expect((await settled(parent.id)).children).toHaveLength(4);
  });

  it("unpacks a ZIP attached to an e-mail, and counts members against the firm's family limit", async () => {
    const zip = craftZip([
      { name: 'a.txt', data: Buffer.from('First attachment inside the archive') },
      { name: 'b.txt', data: Buffer.from('Second attachment inside the archive') },
    ]);
    const eml = makeEml({ from: 'a@x.example', to: 'b@x.example', subject: 'Archive', date: 'Mon, 14 May 2001 16:39:00 -0700 (PDT)', messageId: '<zip-1@x.example>', body: 'See the archive.', attachments: [{ filename: 'bundle.zip', contentType: 'application/zip', content: zip }] });
    const mail = await settled((await upload('bundle.eml', eml)).id);
    expect(mail.metadata).toMatchObject({ email: { date: '2001-05-14T23:39:00.000Z' } });
    const bundle = await settled(mail.children[0]!.id);
    expect(bundle).toMatchObject({ status: 'processed', detected_type: 'zip' });
    expect(bundle.children.map((c) => [c.source_path, c.metadata.family_depth])).toEqual([['a.txt', 2], ['b.txt', 2]]);

    const admin = await bed.firm.token('admin');
    const limit = async (max: number) => expect((await bed.server.api('PUT', '/api/v1/organization', { token: admin, body: { processing_limits: { max_family_documents: max } } })).status).toBe(200);
    await limit(2);
    try {
      const big = craftZip(['1', '2', '3'].map((n) => ({ name: `${n}.txt`, data: Buffer.from(`member ${n}`) })));
      const refused = await settled((await upload('three.zip', big)).id);
      expect(refused.status).toBe('failed');
      expect(refused.failure_reason).toMatch(/limit of 2/);
    } finally {
      await limit(DEFAULT_PROCESSING_LIMITS.max_family_documents);
    }
  });
});

describe('OCR', () => {
  it('reads the words of a scanned PNG and TIFF, and marks the page as OCR', async () => {
    const png = await settled((await upload('scan.png', await makeScanPng(['NOTICE OF DEPOSITION', 'Margaret Voss']))).id);
    expect(png).toMatchObject({ status: 'processed', detected_type: 'png', page_count: 1 });
    expect(png.pages[0]?.text).toContain('NOTICE OF DEPOSITION');
    expect(png.pages[0]?.text).toContain('Margaret Voss');
    expect(png.pages[0]?.ocr).toBe(true);
    const tif = await settled((await upload('fax.tif', await makeScanTiff(['SUBPOENA DUCES TECUM']))).id);
    expect(tif).toMatchObject({ status: 'processed', detected_type: 'tif' });
    expect(tif.pages[0]?.text).toContain('SUBPOENA DUCES TECUM');
  });

  it('reads a GIF (its first frame) like a PNG', async () => {
    const gif = await settled((await upload('fax.gif', await makeScanGif(['ORDER TO SHOW CAUSE']))).id);
    expect(gif).toMatchObject({ status: 'processed', detected_type: 'gif', page_count: 1 });
    expect(gif.pages[0]?.text).toContain('ORDER TO SHOW CAUSE');
  });

  it('indexes no noise from a photograph (low OCR confidence) and keeps a clean scan whole', async () => {
    const photo = await settled((await upload('site photo.png', await makePhotoPng())).id);
    expect(photo).toMatchObject({ status: 'processed', page_count: 1, metadata: { ocr_unreliable_pages: [1] } });
    expect(photo.pages[0]).toMatchObject({ text: '', ocr: true });
    expect(photo.warnings.join(' ')).toContain('OCR found no reliable text in this image');
    const scan = await settled((await upload('clean scan.png', await makeScanPng(['SETTLEMENT AGREEMENT', 'Castellan Holdings and Meridian']))).id);
    expect(scan.pages[0]?.text.replace(/\n+/g, '\n')).toBe('SETTLEMENT AGREEMENT\nCastellan Holdings and Meridian');
    expect(scan.metadata.ocr_confidence).toBeGreaterThan(80);
    expect(scan.metadata.ocr_unreliable_pages).toBeUndefined();
  });

  it('OCRs a PDF page that has no text layer and keeps the text layer of the others', async () => {
    const scanned = await settled((await upload('scanned.pdf', await makeScannedPdf(['AFFIDAVIT OF SERVICE', 'Castellan Holdings']))).id);
    expect(scanned).toMatchObject({ status: 'processed', page_count: 1, metadata: { ocr_pages: 1 } });
    expect(scanned.pages[0]?.text).toContain('AFFIDAVIT OF SERVICE');
    expect(scanned.pages[0]?.ocr).toBe(true);
    const text = await settled((await upload('typed.pdf', makePdf(['MOTION TO COMPEL']))).id);
    expect(text.pages[0]).toMatchObject({ text: 'MOTION TO COMPEL', ocr: false });
  });

  it('fails a damaged image with a clear reason and the worker survives', async () => {
    const png = await makeScanPng(['x']);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const bad = await settled((await upload('broken.png', broken)).id);
    expect(bad.status).toBe('failed');
    expect(bad.failure_reason).toMatch(/image is damaged/);
    expect(await processedAfter()).toBe('processed');
    // The OCR engine is restarted after a failure and reads the next scan.
    const next = await settled((await upload('next.png', await makeScanPng(['CERTIFICATE OF SERVICE']))).id);
    expect(next.pages[0]?.text).toContain('CERTIFICATE OF SERVICE');
  });

  it('refuses an image whose header claims more pixels than OCR accepts', async () => {
    const png = Buffer.from(await makeScanPng(['x']));
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    const bad = await settled((await upload('huge.png', png)).id);
    expect(bad.status).toBe('failed');
    expect(bad.failure_reason).toMatch(/pixels/);
  });
});

describe('spreadsheets', () => {
  it('reads a CSV as rows of text, quoted cells included', async () => {
    const csv = 'Date,Payee,Amount,Memo\n2024-01-05,Castellan Holdings,12500,"Invoice 17, ""rush"""\n2024-02-01,Meridian,900,"two\nlines"\n';
    const done = await settled((await upload('ledger.csv', csv)).id);
    expect(done).toMatchObject({ status: 'processed', detected_type: 'csv' });
    expect(done.pages[0]?.text).toBe('Date\tPayee\tAmount\tMemo\n2024-01-05\tCastellan Holdings\t12500\tInvoice 17, "rush"\n2024-02-01\tMeridian\t900\ttwo lines');
  });

  it('keeps every word of a CSV with an unclosed quote', async () => {
    const done = await settled((await upload('torn.csv', 'a,b\n"unterminated,cell\nlast row words')).id);
    expect(done.status).toBe('processed');
    expect(done.pages[0]?.text).toContain('last row words');
  });

  it('reads an Excel workbook sheet by sheet', async () => {
    const xlsx = await makeXlsx([
      { name: 'Damages', rows: [['Item', 'Amount'], ['Lost profits', 250000], ['Interest & costs', 1200]] },
      { name: 'Witnesses', rows: [['Name'], ['Margaret Voss']] },
    ]);
    const done = await settled((await upload('damages.xlsx', xlsx)).id);
    expect(done).toMatchObject({ status: 'processed', detected_type: 'xlsx', page_count: 2 });
    expect(done.pages[0]?.text).toBe('Sheet: Damages\nItem\tAmount\nLost profits\t250000\nInterest & costs\t1200');
    expect(done.pages[1]?.text).toBe('Sheet: Witnesses\nName\nMargaret Voss');
  });

  it('refuses decompression bombs in XLSX and DOCX (declared and hidden) and keeps working', async () => {
    const zeros = Buffer.alloc(8 * 1024 * 1024);
    const ratioBomb = await makeXlsx([{ name: 'S', rows: [['x']] }], { 'xl/media/padding.bin': zeros });
    const a = await settled((await upload('bomb.xlsx', ratioBomb)).id);
    expect(a.status).toBe('failed');
    expect(a.failure_reason).toMatch(/decompression bomb/);

    // The shared strings (which the reader must inflate) declare 1 KB but hold 8 MB.
    const hidden = lieAboutSize(await makeXlsx([{ name: 'S', rows: [['a'.repeat(8 * 1024 * 1024)]] }]), 'xl/sharedStrings.xml', 1000);
    const b = await settled((await upload('hidden-bomb.xlsx', hidden)).id);
    expect(b.status).toBe('failed');
    expect(b.failure_reason).toMatch(/decompression bomb/);

    const { default: JSZip } = await import('jszip');
    const docx = await JSZip.loadAsync(await makeDocx(['Looks like a contract']));
    docx.file('word/media/padding.bin', zeros);
    const c = await settled((await upload('bomb.docx', await docx.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }))).id);
    expect(c.status).toBe('failed');
    expect(c.failure_reason).toMatch(/decompression bomb/);

    const damaged = await settled((await upload('damaged.xlsx', Buffer.concat([ratioBomb.subarray(0, 300), Buffer.alloc(100)]))).id);
    expect(damaged.status).toBe('failed');
    expect(await processedAfter()).toBe('processed');
  });

  it('reads PowerPoint and OpenDocument files through the same guard', async () => {
    const deck = await settled((await upload('opening.pptx', craftZip(FORMAT_PARTS.pptx.parts))).id);
    expect(deck).toMatchObject({ status: 'processed', detected_type: 'pptx', page_count: 1 });
    expect(deck.pages[0]?.text).toBe('Slide 1\nHonest slide text');
    const memo = await settled((await upload('memo.odt', craftZip(FORMAT_PARTS.odt.parts))).id);
    expect(memo).toMatchObject({ status: 'processed', detected_type: 'odt' });
    expect(memo.pages[0]?.text).toBe('Honest memo text');
  });

  it('fails a crafted Word file with the reason, its hidden parts never inflated (memory stays flat)', async () => {
    const MB = 1024 * 1024;
    const { parts } = FORMAT_PARTS.docx;
    // ~3 MB: six more 500 MB "word/document.xml" entries that the end record does not announce.
    const hiddenParts = craftZip([...parts, ...Array.from({ length: 6 }, () => ({ name: 'word/document.xml', zeros: 500 * MB }))], { announce: parts.length });
    const lyingPart = craftZip([...parts.slice(0, 2), { name: 'word/document.xml', zeros: 500 * MB, declaredSize: 1024 }]);
    // A Word file through the whole pipeline first, so the baseline includes a warmed-up server.
    expect((await settled((await upload('honest.docx', craftZip(parts))).id)).pages[0]?.text).toBe('Honest contract text');
    const start = process.memoryUsage().rss;
    let peak = start;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      const hidden = await settled((await upload('hidden-parts.docx', hiddenParts)).id);
      expect(hidden).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('its archive holds two entries named word/document.xml') });
      const lying = await settled((await upload('lying-part.docx', lyingPart)).id);
      expect(lying).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('inflates past the 1,024 bytes it declares') });
    } finally {
      clearInterval(sample);
    }
    // Server and test share this process: uploads, storage and processing together stay far from
    // the 3 GB the hidden parts inflate to.
    expect(peak - start).toBeLessThan(100 * MB);
    expect(await processedAfter()).toBe('processed');
  });
});

/** A WAV file: a 44-byte header and `seconds` of 16 kHz mono silence (enough for file-type and the list). */
function silentWav(seconds: number): Buffer {
  const data = Buffer.alloc(16_000 * 2 * seconds);
  return Buffer.concat([wavHeader(data.length), data]);
}

describe('audio and video', () => {
  it('keeps a recording as a processed document without pages, saying where it becomes text', async () => {
    const done = await settled((await upload('call.wav', silentWav(1))).id);
    expect(done).toMatchObject({ status: 'processed', detected_type: 'wav', page_count: 0, metadata: { media_kind: 'audio' } });
    expect(done.warnings.join(' ')).toContain('Transcribe it on the Transcription page');
  });
});
