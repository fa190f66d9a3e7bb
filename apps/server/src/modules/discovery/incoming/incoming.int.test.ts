import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import UTIF from 'utif2';
import { createCanvas } from '@napi-rs/canvas';
import type { Case, DocumentDetail, ErrorBody, IncomingProduction, IncomingProductionDetail, IncomingProductionList, ProductionDetail, Production } from '@app/contract';
import { custodians, documents, incomingProductions } from '../../../db/schema/index.js';
import { VOLUME_GONE } from './read-volume.js';
import { createTestServer, type TestFirm, type TestServer } from '../../../test/harness.js';
import { createCaseAs } from '../../cases/test-support.js';
import { craftZip, ingestOne, makePdf, postMultipart, settledDocument, withZip64End, type CraftEntry } from '../../documents/test-support.js';
import { auditRowsFor } from '../../organization/test-support.js';

/*
 * Incoming productions over HTTP through the real job: a volume this app produced (made by the
 * productions module in another case) and a hand-written one in another platform's conventions
 * (pipe delimiters, other field names, TIFF pages, text files) load as documents keyed by their
 * Bates numbers with their metadata and text; refused rows carry reasons; who may do what.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let source: Case;
let target: Case;
let foreignCase: Case;

const api = <T>(method: 'GET' | 'POST', url: string, token: string, body?: unknown) => server.api<T & ErrorBody>(method, url, { token, ...(body !== undefined ? { body } : {}) });
const fields = (body: ErrorBody) => body.errors?.map((e) => e.field) ?? [];
const upload = (caseId: string, token: string, name: string, zip: Buffer) =>
  postMultipart<IncomingProduction & ErrorBody>(server, '/api/v1/discovery/incoming-productions', token, { case_id: caseId }, [{ filename: name, content: zip, contentType: 'application/zip' }]);

async function untilSettled(id: string, token: string): Promise<IncomingProductionDetail> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await api<IncomingProductionDetail>('GET', `/api/v1/discovery/incoming-productions/${id}`, token);
    expect(res.status).toBe(200);
    if (res.body.status === 'loaded' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`incoming ${id} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** A one-page TIFF (uncompressed RGBA) with a dark box on white: what scanners and vendors send. */
function tiffPage(): Buffer {
  const canvas = createCanvas(200, 260);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 200, 260);
  g.fillStyle = '#000000';
  g.fillRect(20, 20, 160, 30);
  const rgba = new Uint8Array(g.getImageData(0, 0, 200, 260).data);
  return Buffer.from(UTIF.encodeImage(rgba, 200, 260));
}

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Incoming LLP');
  other = await server.createFirm('Other Incoming LLP');
  source = await createCaseAs(server, firm, 'partner', { name: 'Producing side' });
  target = await createCaseAs(server, firm, 'associate', { name: 'Receiving side' });
  foreignCase = await createCaseAs(server, other, 'partner');
  const partner = await firm.token('partner');
  for (const [role, level] of [
    ['paralegal', 'edit'],
    ['viewer', 'read'],
  ] as const) {
    expect((await server.api('POST', `/api/v1/cases/${target.id}/permissions`, { token: partner, body: { user_id: firm.users[role].id, access_level: level } })).status).toBeLessThan(300);
  }
}, 300_000);
afterAll(() => server?.close());

describe('incoming productions', () => {
  it("loads this app's own volume into another case: Bates, metadata and text as produced; audited", async () => {
    const partner = await firm.token('partner');
    const memo = await ingestOne(server, source.id, partner, 'Pricing memo.pdf', makePdf(['Pricing memo zebrafinch', 'Second page of the memo']));
    const note = await ingestOne(server, source.id, partner, 'Call note.txt', 'Called the carrier about the quagmire shipment.');
    for (const d of [memo, note]) await settledDocument(server, d.id, partner);
    const made = await api<Production>('POST', '/api/v1/discovery/productions', partner, {
      case_id: source.id,
      name: 'To the other side',
      recipient: 'Opposing counsel',
      bates_prefix: 'OWN',
      selection: { by: 'documents', document_ids: [memo.id, note.id] },
    });
    expect(made.status, made.text).toBe(202);
    let production: ProductionDetail;
    for (const deadline = Date.now() + 60_000; ; ) {
      production = (await api<ProductionDetail>('GET', `/api/v1/discovery/productions/${made.body.id}`, partner)).body;
      if (production.status === 'completed' || production.status === 'failed' || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(production.status, production.failure_reason ?? '').toBe('completed');
    const zip = await server.app.inject({ method: 'GET', url: `/api/v1/discovery/productions/${made.body.id}/download`, headers: { authorization: `Bearer ${partner}` } });
    expect(zip.statusCode).toBe(200);

    const paralegal = await firm.token('paralegal');
    const res = await upload(target.id, paralegal, 'own-volume.zip', zip.rawPayload);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: 'parsed', delimiters: { field_separator: '\u0014', text_qualifier: 'þ', newline: '®' }, dat_path: 'VOL001/DATA/VOL001.dat', row_count: 2 });
    expect(res.body.field_map).toMatchObject({ BEGBATES: 'bates_begin', ENDBATES: 'bates_end', SUBJECT: 'subject', CUSTODIAN: 'custodian' });
    expect(res.body.preview[0]?.BEGBATES).toMatch(/^OWN\d{6}$/);

    const load = await api<IncomingProduction>('POST', `/api/v1/discovery/incoming-productions/${res.body.id}/load`, paralegal, { delimiters: res.body.delimiters, field_map: res.body.field_map });
    expect(load.status, load.text).toBe(202);
    expect(load.body.status).toBe('queued');
    const done = await untilSettled(res.body.id, paralegal);
    expect(done.status, done.failure_reason ?? '').toBe('loaded');
    expect(done.row_errors).toEqual([]);
    const produced = production.documents.map((d) => [d.begin_bates, d.end_bates]).sort();
    expect(done.documents.map((d) => [d.bates_begin, d.bates_end]).sort()).toEqual(produced);
    expect(done.documents.every((d) => d.filename.startsWith(d.bates_begin))).toBe(true);

    const memoIn = done.documents.find((d) => d.bates_begin === production.documents.find((p) => p.document_id === memo.id)!.begin_bates)!;
    const detail = await settledDocument(server, memoIn.document_id, paralegal);
    expect(detail.status).toBe('processed');
    expect(detail.page_count).toBe(2);
    expect(detail.pages.map((p) => p.text).join(' ')).toContain('zebrafinch');
    expect(detail.metadata).toMatchObject({ bates_begin: memoIn.bates_begin, bates_end: memoIn.bates_end, incoming_production_id: res.body.id });
    const noteIn = done.documents.find((d) => d.document_id !== memoIn.document_id)!;
    const noteDetail = await settledDocument(server, noteIn.document_id, paralegal);
    expect(noteDetail.pages.map((p) => p.text).join(' ')).toContain('quagmire');

    const audit = (await auditRowsFor(server, firm.organizationId, 'document_uploaded')).filter((r) => r.details.incoming_production_id === res.body.id);
    expect(audit.map((r) => r.details.change).sort()).toEqual(['incoming_production_load_started', 'incoming_production_loaded', 'incoming_production_uploaded']);
  }, 180_000);

  it("loads a hand-written volume in another platform's conventions: pipe delimiters, other names, TIFF pages, text files, families; bad rows listed", async () => {
    const zip = new JSZip();
    const header = ['BegDoc', 'EndDoc', 'BegAttach', 'EndAttach', 'Custodians', 'Email From', 'Email Subject', 'Sent Date', 'Text Path'];
    const rows = [
      ['ACME-0001', 'ACME-0002', 'ACME-0001', 'ACME-0003', 'Lokay, Michelle', 'michelle@acme.test', 'Pipeline capacity', '10/23/2001', 'TEXT\\ACME-0001.txt'],
      ['ACME-0003', 'ACME-0003', 'ACME-0001', 'ACME-0003', 'Lokay, Michelle', '', 'Capacity table', '', 'TEXT\\ACME-0003.txt'],
      ['ACME-0004', 'ACME-0004', '', '', 'Watson, Kim'], // too few fields
      ['ACME-0005', 'ACME-0005', '', '', 'Watson, Kim', '', 'Scan', '', ''], // image missing from the volume
      ['ACME-0002', 'ACME-0002', '', '', 'Watson, Kim', '', 'Overlap', '', 'TEXT\\ACME-0003.txt'], // overlaps row 2
    ];
    zip.file('ACME_VOL01/DATA/loadfile.dat', [header, ...rows].map((r) => r.join('|')).join('\r\n') + '\r\n');
    zip.file(
      'ACME_VOL01/DATA/images.opt',
      ['ACME-0001,ACME_VOL01,.\\IMAGES\\ACME-0001.tif,Y,,,2', 'ACME-0002,ACME_VOL01,.\\IMAGES\\ACME-0002.tif,,,,', 'ACME-0003,ACME_VOL01,.\\IMAGES\\ACME-0003.tif,Y,,,1', 'ACME-0005,ACME_VOL01,.\\IMAGES\\ACME-0005.tif,Y,,,1'].join('\r\n'),
    );
    for (const n of ['0001', '0002', '0003']) zip.file(`ACME_VOL01/IMAGES/ACME-${n}.tif`, tiffPage());
    zip.file('ACME_VOL01/TEXT/ACME-0001.txt', 'Capacity on the Transwestern pipeline is booked.\fPage two mentions the hummingbird contract.');
    zip.file('ACME_VOL01/TEXT/ACME-0003.txt', 'Capacity table for November.');
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });

    const paralegal = await firm.token('paralegal');
    const res = await upload(target.id, paralegal, 'acme.zip', bytes);
    expect(res.status, res.text).toBe(201);
    expect(res.body.delimiters).toEqual({ field_separator: '|', text_qualifier: '', newline: '' });
    expect(res.body.opt_path).toBe('ACME_VOL01/DATA/images.opt');
    expect(res.body.field_map).toEqual({
      BegDoc: 'bates_begin',
      EndDoc: 'bates_end',
      BegAttach: 'attach_begin',
      EndAttach: 'attach_end',
      Custodians: 'custodian',
      'Email From': 'from',
      'Email Subject': 'subject',
      'Sent Date': 'date_sent',
      'Text Path': 'text_path',
    });
    expect(res.body.row_count).toBe(5);

    // Other delimiters read the DAT again (here wrongly: one field); the detected ones bring the header back.
    const reparsed = await api<IncomingProduction>('POST', `/api/v1/discovery/incoming-productions/${res.body.id}/parse`, paralegal, { delimiters: { field_separator: ',', text_qualifier: '', newline: '' } });
    expect(reparsed.status).toBe(200);
    expect(reparsed.body.header).toHaveLength(1);
    const back = await api<IncomingProduction>('POST', `/api/v1/discovery/incoming-productions/${res.body.id}/parse`, paralegal, { delimiters: res.body.delimiters });
    expect(back.body.header).toEqual(header);

    const load = await api<IncomingProduction>('POST', `/api/v1/discovery/incoming-productions/${res.body.id}/load`, paralegal, { delimiters: res.body.delimiters, field_map: res.body.field_map });
    expect(load.status, load.text).toBe(202);
    const done = await untilSettled(res.body.id, paralegal);
    expect(done.status, done.failure_reason ?? '').toBe('loaded');
    expect(done.loaded_count).toBe(2);
    expect(done.row_errors).toEqual([
      { line: 4, bates: null, reason: 'The row has 5 fields where the header names 9.' },
      { line: 5, bates: 'ACME-0005', reason: 'The image .\\IMAGES\\ACME-0005.tif (page ACME-0005) is missing from the volume.' },
      { line: 6, bates: 'ACME-0002', reason: 'Its Bates range ACME-0002–ACME-0002 overlaps row 2 (ACME-0001–ACME-0002) at ACME-0002.' },
    ]);
    const [parent, child] = done.documents;
    expect(parent).toMatchObject({ bates_begin: 'ACME-0001', bates_end: 'ACME-0002', filename: 'ACME-0001.pdf', parent_document_id: null });
    expect(child).toMatchObject({ bates_begin: 'ACME-0003', filename: 'ACME-0003.pdf', parent_document_id: parent!.document_id });

    const detail: DocumentDetail = await settledDocument(server, parent!.document_id, paralegal);
    expect(detail.status).toBe('processed');
    expect(detail.page_count).toBe(2);
    expect(detail.pages[0]!.text).toContain('Transwestern');
    expect(detail.pages[1]!.text).toContain('hummingbird');
    expect(detail.metadata).toMatchObject({ production_fields: { custodian: 'Lokay, Michelle', from: 'michelle@acme.test', subject: 'Pipeline capacity', date_sent: '10/23/2001' } });

    // The DAT's custodian becomes the case's custodian (made once), a family's child takes its parent's.
    const held = await server.deps.db
      .select({ id: documents.id, custodian: custodians.name })
      .from(documents)
      .innerJoin(custodians, eq(custodians.id, documents.custodianId))
      .where(inArray(documents.id, [parent!.document_id, child!.document_id]));
    expect(held.map((h) => h.custodian)).toEqual(['Lokay, Michelle', 'Lokay, Michelle']);

    // Searchable by Bates number: the name carries it.
    const [row] = await server.deps.db.select({ filename: documents.filename }).from(documents).where(eq(documents.id, child!.document_id));
    expect(row?.filename).toBe('ACME-0003.pdf');

    // Loading the same numbers again into the case: every row overlaps the earlier volume.
    const again = await upload(target.id, paralegal, 'acme-again.zip', bytes);
    await api('POST', `/api/v1/discovery/incoming-productions/${again.body.id}/load`, paralegal, { delimiters: again.body.delimiters, field_map: again.body.field_map });
    const second = await untilSettled(again.body.id, paralegal);
    expect(second.loaded_count).toBe(0);
    expect(second.row_errors.find((e) => e.bates === 'ACME-0001')?.reason).toBe("Its Bates range ACME-0001–ACME-0002 overlaps an earlier volume's ACME-0001–ACME-0002 at ACME-0001.");

    const list = await api<IncomingProductionList>('GET', `/api/v1/discovery/incoming-productions?case_id=${target.id}`, await firm.token('viewer'));
    expect(list.status).toBe(200);
    expect(list.body.items.map((i) => i.id)).toEqual(expect.arrayContaining([res.body.id, again.body.id]));
  }, 180_000);

  it('refuses a broken volume whole, bad input with field errors, a role too low and another firm', async () => {
    const paralegal = await firm.token('paralegal');
    const notZip = await upload(target.id, paralegal, 'volume.zip', Buffer.from('not a zip at all'));
    expect(notZip.status).toBe(422);
    expect(notZip.body.detail).toBe('The volume is not a readable ZIP file. Upload the production as a ZIP of its folder.');
    const noDat = new JSZip();
    noDat.file('VOL/IMAGES/A.tif', tiffPage());
    const refused = await upload(target.id, paralegal, 'nodat.zip', await noDat.generateAsync({ type: 'nodebuffer' }));
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatch(/no DAT load file/);

    const missingCase = await postMultipart<ErrorBody>(server, '/api/v1/discovery/incoming-productions', paralegal, {}, [{ filename: 'v.zip', content: 'x' }]);
    expect(missingCase.status).toBe(400);
    expect(fields(missingCase.body)).toEqual(['case_id']);

    const small = new JSZip();
    small.file('DATA/x.dat', 'BEGNO|ENDNO\nZ1|Z1\n');
    small.file('Z1.txt', 'hello');
    const ok = await upload(target.id, paralegal, 'small.zip', await small.generateAsync({ type: 'nodebuffer' }));
    expect(ok.status, ok.text).toBe(201);
    const noBates = await api('POST', `/api/v1/discovery/incoming-productions/${ok.body.id}/load`, paralegal, { delimiters: ok.body.delimiters, field_map: { BEGNO: 'keep', ENDNO: 'bates_end' } });
    expect(noBates.status).toBe(400);
    expect(fields(noBates.body)).toEqual(['field_map']);
    const unknownField = await api('POST', `/api/v1/discovery/incoming-productions/${ok.body.id}/load`, paralegal, { delimiters: ok.body.delimiters, field_map: { NOPE: 'bates_begin' } });
    expect(unknownField.status).toBe(400);
    expect(fields(unknownField.body)).toEqual(['field_map']);
    const badDelims = await api('POST', `/api/v1/discovery/incoming-productions/${ok.body.id}/parse`, paralegal, { delimiters: { field_separator: '||', text_qualifier: '', newline: '' } });
    expect(badDelims.status).toBe(400);
    expect(fields(badDelims.body)).toEqual(['delimiters.field_separator']);

    const viewer = await firm.token('viewer');
    expect((await upload(target.id, viewer, 'v.zip', Buffer.from('x'))).status).toBe(403);
    expect((await api('POST', `/api/v1/discovery/incoming-productions/${ok.body.id}/load`, viewer, { delimiters: ok.body.delimiters, field_map: ok.body.field_map })).status).toBe(403);
    expect((await api('GET', `/api/v1/discovery/incoming-productions/${ok.body.id}`, viewer)).status).toBe(200);

    // A volume whose stored ZIP was cleaned up (its field map waited over a day) says so.
    const [stored] = await server.deps.db.select({ sha: incomingProductions.zipSha256 }).from(incomingProductions).where(eq(incomingProductions.id, ok.body.id));
    const small2 = new JSZip();
    small2.file('DATA/y.dat', 'BEGNO|ENDNO\nZ9|Z9\n');
    const gone = await upload(target.id, paralegal, 'gone.zip', await small2.generateAsync({ type: 'nodebuffer' }));
    const [goneRow] = await server.deps.db.select({ sha: incomingProductions.zipSha256 }).from(incomingProductions).where(eq(incomingProductions.id, gone.body.id));
    expect(goneRow!.sha).not.toBe(stored!.sha);
    await server.deps.blobs.delete(goneRow!.sha);
    const reread = await api('POST', `/api/v1/discovery/incoming-productions/${gone.body.id}/parse`, paralegal, { delimiters: gone.body.delimiters });
    expect(reread.status).toBe(422);
    expect(reread.body.detail).toBe(VOLUME_GONE);

    const stranger = await other.token('partner');
    expect((await api('GET', `/api/v1/discovery/incoming-productions/${ok.body.id}`, stranger)).status).toBe(404);
    expect((await api('POST', `/api/v1/discovery/incoming-productions/${ok.body.id}/load`, stranger, { delimiters: ok.body.delimiters, field_map: ok.body.field_map })).status).toBe(404);
    expect((await api('GET', `/api/v1/discovery/incoming-productions?case_id=${target.id}`, stranger)).status).toBe(404);
    expect((await upload(foreignCase.id, paralegal, 'v.zip', Buffer.from('x'))).status).toBe(404);
  }, 120_000);

  it('refuses a hostile volume at upload with the reason, through the archive guard, and keeps no production', async () => {
    const paralegal = await firm.token('paralegal');
    const dat: CraftEntry = { name: 'VOL/DATA/v.dat', data: Buffer.from('BEGNO|ENDNO\nH1|H1\n') };
    const hostile: [string, Buffer, RegExp][] = [
      // 200 MB of zeros declared as 10 bytes: inflation stops at the 11th byte.
      ['bomb', craftZip([dat, { name: 'VOL/H1.txt', zeros: 200 * 1024 * 1024, declaredSize: 10 }]), /its part VOL\/H1\.txt inflates past the 10 bytes it declares \(a possible decompression bomb\)/],
      ['duplicate', craftZip([dat, { name: 'VOL/H1.txt', data: Buffer.from('one') }, { name: 'vol/h1.TXT', data: Buffer.from('two') }]), /its archive holds two entries named VOL\/H1\.txt and vol\/h1\.TXT/],
      ['lying header', craftZip([dat, { name: 'VOL/H1.txt', data: Buffer.from('hello'), localSize: 3 }]), /its part VOL\/H1\.txt declares one size in its header and another in the directory/],
      ['too many', withZip64End(craftZip([dat]), 200_001), /it holds more than 200,000 files/],
    ];
    const before = await server.deps.db.select({ id: incomingProductions.id }).from(incomingProductions).where(eq(incomingProductions.caseId, target.id));
    for (const [what, zip, reason] of hostile) {
      const res = await upload(target.id, paralegal, `${what}.zip`, zip);
      expect(res.status, what).toBe(422);
      expect(res.body.code).toBe('volume_refused');
      expect(res.body.detail).toMatch(/^The volume was refused\. /);
      expect(res.body.detail).toMatch(reason);
    }
    const after = await server.deps.db.select({ id: incomingProductions.id }).from(incomingProductions).where(eq(incomingProductions.caseId, target.id));
    expect(after).toHaveLength(before.length);
  }, 120_000);
});
