import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import JSZip from 'jszip';
import type { BatchRedactionResponse, Case, ErrorBody, PrivilegeLog, Production, ProductionDetail, Redaction, RedactionSet } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../../test/harness.js';
import { createCaseAs } from '../../cases/test-support.js';
import { ingestOne, makeDocx, makePdf, settledDocument } from '../../documents/test-support.js';
import { OcrWords } from './volume/burn-in-ocr.js';
import { tiffPagesAsPng } from '../incoming/page-images.js';

/*
 * The test that matters for redaction: a production mixing a text PDF, a scanned PDF, a Word file
 * and an e-mail, redacted by a drawn box, a text selection, a term and built-in patterns, is made
 * through the real job; then every redacted string is searched in every byte of the volume — the
 * entries' names, their raw bytes, the PDFs' text layers, the text files, the DAT, and the OCR of
 * every produced page image read again — and found nowhere.
 *
 * The scan carries a selection, a term and a pattern match: its text is known only from OCR, so
 * removing the words from its text file is not enough — they must be painted over where OCR finds
 * them on the image. Its produced page is read again by OCR: none of them, and the words beside
 * them (same lines) still there, so the boxes sit on the redacted words and not on whole lines.
 */

let server: TestServer;
let firm: TestFirm;
let matter: Case;
const ids: Record<'pdf' | 'scan' | 'word' | 'email', string> = {} as never;
const ocr = new OcrWords();

/** What must never be read in the volume. */
const SECRETS = ['Project Falcon', '219-09-9999', 'ORCHID', 'settlement amount', 'jane.roe@northwind.test', '(415) 555-0134', '555-0134', 'BLUEBIRD', '078-05-1120'];
/** The scanned letter: a term ("settlement amount"), a selection ("BLUEBIRD") and the SSN pattern on it. */
const SCAN_LINES = ['Dear Maria,', 'The settlement amount stays between us.', 'Our code name is BLUEBIRD for now.', 'Her number 078-05-1120 is on file.', 'Regards, Tom'];
/** Words on the scan's redacted lines that nothing redacts: the OCR of its produced page must still read them. */
const SCAN_KEPT = ['stays between us', 'code name is', 'for now', 'is on file', 'Regards'];

function eml(): Buffer {
  return Buffer.from(
    [
      'From: Maria Sandoval <maria@northwind.test>',
      'To: Ops <ops@castellan.test>',
      'Subject: Project Falcon status',
      'Date: Tue, 10 Oct 2023 09:00:00 +0000',
      'Message-ID: <redaction-test@northwind.test>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'The shipments for Project Falcon were late again.',
      'Call me at (415) 555-0134 when you can.',
      '',
    ].join('\r\n'),
  );
}

/** A scanned page: the text is pixels in a PDF with no text layer, so only OCR reads it. */
async function scannedPdf(lines: string[]): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const { canvasFontFamily } = await import('../../../platform/pdf/canvas-fonts.js');
  const family = await canvasFontFamily();
  const canvas = createCanvas(1275, 1650);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#111111';
  g.font = `34px "${family}"`;
  lines.forEach((line, i) => g.fillText(line, 120, 200 + i * 60));
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(await canvas.encode('png'));
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await doc.save());
}

async function renderPages(pdf: Uint8Array): Promise<{ text: string; images: Buffer[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  let text = '';
  const images: Buffer[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    text += (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    const viewport = page.getViewport({ scale: 300 / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const g = canvas.getContext('2d');
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: g as never, viewport }).promise;
    images.push(await canvas.encode('png'));
  }
  await doc.destroy();
  return { text, images };
}

/** A selection of "BLUEBIRD" in the scan's OCR text, as the viewer makes one. */
async function selectOnScan(setId: string): Promise<void> {
  const token = await firm.token('partner');
  const text = (await settledDocument(server, ids.scan, token)).pages[0]!.text;
  const at = text.indexOf('BLUEBIRD');
  expect(at, `the scan's OCR text reads the code name: ${text}`).toBeGreaterThanOrEqual(0);
  const res = await server.api<Redaction & ErrorBody>('POST', `/api/v1/redaction-sets/${setId}/redactions`, { token, body: { kind: 'text', document_id: ids.scan, page_number: 1, start: at, end: at + 8, reason: 'work_product' } });
  expect(res.status, res.text).toBe(201);
}

/** The scan's produced page, read again: nothing redacted, and the rest of its redacted lines. */
function expectScanPainted(ocrText: string): void {
  for (const kept of SCAN_KEPT) expect(squash(ocrText), `"${kept}" is still legible beside the boxes`).toContain(squash(kept));
}

/** Case, spacing and the separators inside numbers ignored: "219 09 9999" is still the number. */
const squash = (s: string) => s.toLowerCase().replace(/[\s().-]+/g, '');

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Recoverability LLP');
  matter = await createCaseAs(server, firm, 'partner');
  const token = await firm.token('partner');
  ids.pdf = (await ingestOne(server, matter.id, token, 'Agreement.pdf', makePdf(['Agreement terms for Project Falcon shipping', 'Account holder SSN 219-09-9999 on file', 'Reference ORCHID seventy seven']))).id;
  ids.scan = (await ingestOne(server, matter.id, token, 'Scanned letter.pdf', await scannedPdf(SCAN_LINES))).id;
  ids.word = (await ingestOne(server, matter.id, token, 'Merger memo.docx', await makeDocx(['Memo about the merger.', 'Contact jane.roe@northwind.test for details.']))).id;
  ids.email = (await ingestOne(server, matter.id, token, 'Project Falcon status.eml', eml())).id;
  for (const id of Object.values(ids)) expect((await settledDocument(server, id, token, 120_000)).status).toBe('processed');
}, 300_000);
afterAll(async () => {
  await ocr.close();
  await server?.close();
});

describe('redactions burned into a production', () => {
  it('leaves no redacted string anywhere in the volume: names, bytes, text layers, text files, DAT, and the OCR of every page image', async () => {
    const token = await firm.token('partner');
    const post = <T>(url: string, body: unknown) => server.api<T & ErrorBody>('POST', url, { token, body });
    const set = (await post<RedactionSet>(`/api/v1/cases/${matter.id}/redaction-sets`, { name: 'Castellan production' })).body;

    // A box drawn over the PDF's third page line, a selection, a term, and two patterns.
    const box = await post<Redaction>(`/api/v1/redaction-sets/${set.id}/redactions`, { kind: 'box', document_id: ids.pdf, page_number: 3, box: { x: 0.08, y: 0.06, width: 0.8, height: 0.05 }, reason: 'confidentiality' });
    expect(box.status, box.text).toBe(201);
    const pdfDoc = await settledDocument(server, ids.pdf, token);
    const page1 = pdfDoc.pages[0]!.text;
    const at = page1.indexOf('Project Falcon');
    expect((await post<Redaction>(`/api/v1/redaction-sets/${set.id}/redactions`, { kind: 'text', document_id: ids.pdf, page_number: 1, start: at, end: at + 14, reason: 'attorney_client' })).status).toBe(201);
    await selectOnScan(set.id);
    const batch = async (match: unknown, reason: string, documentIds: string[] = []) => {
      const res = await post<BatchRedactionResponse>(`/api/v1/redaction-sets/${set.id}/batch`, { reason, match, document_ids: documentIds });
      expect(res.status, res.text).toBe(200);
      return res.body.created;
    };
    expect(await batch({ by: 'term', term: 'project falcon' }, 'attorney_client', [ids.email])).toBeGreaterThanOrEqual(1);
    expect(await batch({ by: 'term', term: 'settlement amount' }, 'confidentiality')).toBe(1);
    // The PDF's number and the scan's (found in its OCR text).
    expect(await batch({ by: 'pattern', pattern: 'ssn' }, 'personal_data')).toBe(2);
    expect(await batch({ by: 'pattern', pattern: 'email' }, 'personal_data', [ids.word])).toBe(1);
    expect(await batch({ by: 'pattern', pattern: 'phone' }, 'personal_data')).toBeGreaterThanOrEqual(1);

    // Not approved: the production is refused, nothing is made.
    const production = { case_id: matter.id, name: 'Redacted production', recipient: 'Castellan Logistics LLC', bates_prefix: 'RED', selection: { by: 'documents', document_ids: Object.values(ids) }, redaction_set_id: set.id };
    const refused = await post<ErrorBody>('/api/v1/discovery/productions', production);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toMatchObject({ field: 'redaction_set_id' });
    expect(refused.body.errors?.[0]?.message).toMatch(/is not approved/);

    expect((await post<RedactionSet>(`/api/v1/redaction-sets/${set.id}/approve`, {})).status).toBe(200);
    const created = await post<Production>('/api/v1/discovery/productions', production);
    expect(created.status, created.text).toBe(202);
    let detail: ProductionDetail;
    for (const deadline = Date.now() + 240_000; ; ) {
      detail = (await server.api<ProductionDetail>('GET', `/api/v1/discovery/productions/${created.body.id}`, { token })).body;
      if (detail.status === 'completed' || detail.status === 'failed') break;
      if (Date.now() > deadline) throw new Error(`production still ${detail.status}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(detail.status, detail.failure_reason ?? '').toBe('completed');
    // No redacted document went natively.
    for (const d of detail.documents) expect(d.form).toBe('image');

    const res = await server.app.inject({ method: 'GET', url: `/api/v1/discovery/productions/${created.body.id}/download`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const hits: string[] = [];
    const look = (where: string, text: string) => {
      for (const secret of SECRETS) if (squash(text).includes(squash(secret))) hits.push(`${secret} in ${where}`);
    };
    const scanPage = detail.documents.find((d) => d.document_id === ids.scan)!.begin_bates!;
    let scanOcr = '';
    let images = 0;
    for (const [name, entry] of Object.entries(zip.files)) {
      if (entry.dir) continue;
      look(`the name ${name}`, name);
      const bytes = await entry.async('nodebuffer');
      look(`${name} (latin-1)`, bytes.toString('latin1'));
      look(`${name} (UTF-8)`, bytes.toString('utf8'));
      look(`${name} (UTF-16)`, bytes.toString('utf16le'));
      if (name.toLowerCase().endsWith('.pdf')) {
        const pages = await renderPages(bytes);
        look(`${name}'s text layer`, pages.text);
        for (const image of pages.images) {
          images += 1;
          const read = await ocr.text(image);
          look(`the OCR of ${name}`, read);
          if (name.includes(`/${scanPage}.`)) scanOcr += read;
        }
      }
      if (name.toLowerCase().endsWith('.zip')) throw new Error('a nested archive is not searched');
    }
    expect(images).toBeGreaterThanOrEqual(6);
    expect(hits).toEqual([]);
    expectScanPainted(scanOcr);

    // What was not redacted is still there to read: the volume is not blank.
    const texts = await Promise.all(Object.values(zip.files).filter((f) => f.name.includes('/TEXT/')).map((f) => f.async('string')));
    const all = texts.join('\n');
    expect(all).toMatch(/Agreement terms for/);
    expect(all).toMatch(/on file/);
    expect(all).toMatch(/Memo about the merger/);
    expect(all).toMatch(/were late again/);
    const dat = await Object.values(zip.files).find((f) => f.name.endsWith('.dat'))!.async('string');
    expect(dat).toContain('[Redacted] status.eml');

    // The redaction log: a line per redacted page with its Bates number, reasons and author, no redacted text.
    const log = await server.app.inject({ method: 'GET', url: `/api/v1/discovery/productions/${created.body.id}/redaction-log`, headers: { authorization: `Bearer ${token}` } });
    expect(log.statusCode).toBe(200);
    expect(log.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = log.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(rows[0]).toBe('Bates,Document,Reason,Redacted by');
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(log.body).toMatch(/RED0000\d\d,Agreement\.pdf,Attorney-Client,/);
    expect(log.body).toContain('Confidentiality');
    expect(log.body).toContain(firm.users.partner.fullName);
    look('the redaction log', log.body);
    expect(hits).toEqual([]);
    // The privilege log gains a "Redacted" entry for each document produced with privileged parts redacted.
    const privilegeLog = await server.api<PrivilegeLog>('GET', `/api/v1/discovery/privilege-log?case_id=${matter.id}`, { token });
    expect(privilegeLog.status).toBe(200);
    const redactedEntries = privilegeLog.body.entries.filter((e) => e.treatment === 'redacted');
    // The scan's selection is work product: it is on the log too.
    expect(redactedEntries.map((e) => e.document_id).sort()).toEqual([ids.pdf, ids.email, ids.scan].sort());
    expect(redactedEntries.find((e) => e.document_id === ids.scan)).toMatchObject({ privilege: 'work_product' });
    const agreement = redactedEntries.find((e) => e.document_id === ids.pdf)!;
    expect(agreement).toMatchObject({ privilege: 'attorney_client', control_number: expect.stringMatching(/^RED\d{6}$/) });
    expect(agreement.description).toMatch(/Attorney-Client material redacted on Bates page RED\d{6}\./);
    look('the privilege log', JSON.stringify(privilegeLog.body));
    expect(hits).toEqual([]);
    const stranger = await (await server.createFirm('Stranger LLP')).token('partner');
    expect((await server.app.inject({ method: 'GET', url: `/api/v1/discovery/productions/${created.body.id}/redaction-log`, headers: { authorization: `Bearer ${stranger}` } })).statusCode).toBe(404);
  }, 600_000);

  it('holds for a TIFF volume too: every Group IV page (and colour JPEG) re-OCRed, no redacted string anywhere', async () => {
    const token = await firm.token('partner');
    const post = <T>(url: string, body: unknown) => server.api<T & ErrorBody>('POST', url, { token, body });
    const set = (await post<RedactionSet>(`/api/v1/cases/${matter.id}/redaction-sets`, { name: 'Castellan production (TIFF)' })).body;
    const batch = async (match: unknown, reason: string) => {
      const res = await post<BatchRedactionResponse>(`/api/v1/redaction-sets/${set.id}/batch`, { reason, match, document_ids: [] });
      expect(res.status, res.text).toBe(200);
    };
    await batch({ by: 'term', term: 'project falcon' }, 'attorney_client');
    await batch({ by: 'term', term: 'orchid' }, 'confidentiality');
    await batch({ by: 'term', term: 'settlement amount' }, 'confidentiality');
    await selectOnScan(set.id);
    for (const pattern of ['ssn', 'email', 'phone']) await batch({ by: 'pattern', pattern }, 'personal_data');
    expect((await post<RedactionSet>(`/api/v1/redaction-sets/${set.id}/approve`, {})).status).toBe(200);
    const created = await post<Production>('/api/v1/discovery/productions', {
      case_id: matter.id,
      name: 'Redacted TIFF production',
      recipient: 'Castellan Logistics LLC',
      bates_prefix: 'REDT',
      selection: { by: 'documents', document_ids: Object.values(ids) },
      redaction_set_id: set.id,
      image_format: 'tiff',
      color_as_jpeg: true,
    });
    expect(created.status, created.text).toBe(202);
    let detail: ProductionDetail;
    for (const deadline = Date.now() + 300_000; ; await new Promise((r) => setTimeout(r, 250))) {
      detail = (await server.api<ProductionDetail>('GET', `/api/v1/discovery/productions/${created.body.id}`, { token })).body;
      if (detail.status === 'completed' || detail.status === 'failed' || Date.now() > deadline) break;
    }
    expect(detail.status, detail.failure_reason ?? '').toBe('completed');

    const res = await server.app.inject({ method: 'GET', url: `/api/v1/discovery/productions/${created.body.id}/download`, headers: { authorization: `Bearer ${token}` } });
    const zip = await JSZip.loadAsync(res.rawPayload);
    const hits: string[] = [];
    const look = (where: string, text: string) => {
      for (const secret of SECRETS) if (squash(text).includes(squash(secret))) hits.push(`${secret} in ${where}`);
    };
    const scanPage = detail.documents.find((d) => d.document_id === ids.scan)!.begin_bates!;
    let scanOcr = '';
    let images = 0;
    for (const [name, entry] of Object.entries(zip.files)) {
      if (entry.dir) continue;
      look(`the name ${name}`, name);
      const bytes = await entry.async('nodebuffer');
      for (const encoding of ['latin1', 'utf8', 'utf16le'] as const) look(`${name} (${encoding})`, bytes.toString(encoding));
      expect(name.toLowerCase().endsWith('.pdf'), name).toBe(false);
      const pages = name.endsWith('.tif') ? tiffPagesAsPng({ name, bytes }) : name.endsWith('.jpg') ? [bytes] : [];
      for (const page of pages) {
        images += 1;
        const read = await ocr.text(page);
        look(`the OCR of ${name}`, read);
        if (name.includes(`/${scanPage}.`)) scanOcr += read;
      }
    }
    expect(images).toBeGreaterThanOrEqual(6);
    expect(hits).toEqual([]);
    expectScanPainted(scanOcr);
    // The pages are legible: what was not redacted OCRs back from the bilevel images.
    const ocrOfFirst = await ocr.text(tiffPagesAsPng({ name: 'first', bytes: await zip.file(/IMAGES\/.*\.tif$/)[0]!.async('nodebuffer') })[0]!);
    expect(ocrOfFirst).toMatch(/REDT0{5}1/);
  }, 900_000);
});
