import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import JSZip from 'jszip';
import UTIF from 'utif2';
import { DAT_FIELDS, type Case, type ErrorBody, type NextBates, type Production, type ProductionDetail, type ProductionList } from '@app/contract';
import { discoveryRequests, documentCodings, documentResponsiveness, documents, productionDocuments, productions } from '../../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../../test/harness.js';
import { createCaseAs } from '../../cases/test-support.js';
import { ingestOne, makePdf, settledDocument } from '../../documents/test-support.js';
import { auditRowsFor } from '../../organization/test-support.js';
import { workDirOf } from './job.js';
import { productionBuilds } from './build-work.js';

/*
 * Productions over HTTP through the real job: create → completed → download the ZIP and
 * read it back (DAT/OPT parsed, every path resolves, the privileged document nowhere in it); Bates
 * continuity across productions, overlap and nothing-to-produce refused; who may do what.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let foreignCase: Case;
let requestId: string;
let foreignRequestId: string;
const ids: Record<'agreement' | 'notice' | 'rates' | 'memo' | 'email' | 'attachment' | 'foreign', string> = {} as never;
const MEMO_WORDS = 'quokkazanzibar';

const api = <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  server.api<T & ErrorBody>(method, url, { token, ...(body !== undefined ? { body } : {}) });
const fields = (body: ErrorBody) => body.errors?.map((e) => e.field) ?? [];

function eml(): Buffer {
  const b = 'b1_prod_test';
  const attachment = Buffer.from('Rate schedule attached: pallet rate 42 dollars per unit.').toString('base64');
  return Buffer.from(
    [
      'From: Maria Sandoval <maria@northwind.test>',
      'To: Ops <ops@castellan.test>',
      'Subject: Shipment delays',
      'Date: Tue, 10 Oct 2023 09:00:00 +0000',
      'Message-ID: <prod-test@northwind.test>',
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${b}"`,
      '',
      `--${b}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'The October shipments were late again.',
      `--${b}`,
      'Content-Type: text/plain; name="rates.txt"',
      'Content-Disposition: attachment; filename="rates.txt"',
      'Content-Transfer-Encoding: base64',
      '',
      attachment,
      `--${b}--`,
      '',
    ].join('\r\n'),
  );
}

async function settledAll(token: string): Promise<void> {
  for (const id of Object.values(ids)) if (id !== ids.foreign) await settledDocument(server, id, token);
}

/** E-mails are imaged through LibreOffice (seconds each, far more on a loaded machine): the build takes that long. */
async function untilDone(id: string, token: string): Promise<ProductionDetail> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const res = await api<ProductionDetail>('GET', `/api/v1/discovery/productions/${id}`, token);
    expect(res.status).toBe(200);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`production ${id} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function download(id: string, token: string): Promise<JSZip> {
  const res = await server.app.inject({ method: 'GET', url: `/api/v1/discovery/productions/${id}/download`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return JSZip.loadAsync(res.rawPayload);
}

/** A path as the load files write it (backslashes, relative to the volume's parent) → the ZIP entry. */
const zipPath = (p: string) => p.replace(/\\/g, '/').replace(/^\.?\//, '');

function parseDat(text: string, sep: string, q: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  const split = (line: string) => {
    expect(line.startsWith(q) && line.endsWith(q)).toBe(true);
    return line.slice(1, -1).split(`${q}${sep}${q}`);
  };
  const header = split(lines[0]!);
  return lines.slice(1).map((line) => Object.fromEntries(split(line).map((v, i) => [header[i]!, v])));
}

async function pdfText(data: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    out.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return out.join('\n');
}

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Production LLP');
  other = await server.createFirm('Other Production LLP');
  matter = await createCaseAs(server, firm, 'associate');
  foreignCase = await createCaseAs(server, other, 'partner');
  const partner = await firm.token('partner');
  const assign = async (role: 'paralegal' | 'viewer', level: 'read' | 'edit') =>
    expect((await server.api('POST', `/api/v1/cases/${matter.id}/permissions`, { token: partner, body: { user_id: firm.users[role].id, access_level: level } })).status).toBeLessThan(300);
  await assign('paralegal', 'edit');
  await assign('viewer', 'read');
  const token = await firm.token('associate');
  ids.agreement = (await ingestOne(server, matter.id, token, 'Shipping Agreement.pdf', makePdf(['Master shipping agreement', 'Schedule of delivery terms']))).id;
  ids.notice = (await ingestOne(server, matter.id, token, 'Notice of Breach.txt', 'Northwind sent the notice of breach on October 11, 2023.')).id;
  ids.rates = (await ingestOne(server, matter.id, token, 'Rates.csv', 'lane,rate\nNYC-BOS,1200\nNYC-PHL,900\n')).id;
  ids.memo = (await ingestOne(server, matter.id, token, 'Counsel memo.txt', `Privileged advice ${MEMO_WORDS} from outside counsel about the breach.`)).id;
  ids.email = (await ingestOne(server, matter.id, token, 'Shipment delays.eml', eml())).id;
  ids.foreign = (await ingestOne(server, foreignCase.id, await other.token('partner'), 'Theirs.txt', 'Another firm.')).id;
  await settledDocument(server, ids.email, token);
  const [child] = await server.deps.db.select({ id: documents.id }).from(documents).where(eq(documents.parentId, ids.email));
  ids.attachment = child!.id;
  await settledAll(token);

  // Coding straight in the tables (review's API is tested in review/): a request, responsive documents, one privileged.
  const db = server.deps.db;
  const request = (caseId: string, organizationId: string) =>
    db
      .insert(discoveryRequests)
      .values({ organizationId, caseId, direction: 'received', requestType: 'production', title: 'First Requests', setNumber: 1, servedDate: '2026-11-01', serviceMethod: 'email', responseDays: 30, dueDate: '2026-12-01' })
      .returning();
  requestId = (await request(matter.id, firm.organizationId))[0]!.id;
  foreignRequestId = (await request(foreignCase.id, other.organizationId))[0]!.id;
  for (const id of [ids.agreement, ids.rates, ids.memo, ids.email, ids.attachment]) {
    await db.insert(documentResponsiveness).values({ documentId: id, requestId, value: 'responsive' });
  }
  await db.insert(documentResponsiveness).values({ documentId: ids.notice, requestId, value: 'not_responsive' });
  const coding = (documentId: string, set: Partial<typeof documentCodings.$inferInsert>) =>
    db.insert(documentCodings).values({ documentId, organizationId: firm.organizationId, caseId: matter.id, ...set });
  await coding(ids.memo, { privilege: 'attorney_client', privilegeBasis: 'Legal advice from outside counsel', privilegeLogNumber: 1 });
  await coding(ids.agreement, { confidentiality: 'confidential' });
}, 120_000);
afterAll(() => server?.close());

const base = { name: 'First production', recipient: 'Castellan Logistics LLC (counsel)', bates_prefix: 'nwc' };

describe('productions', () => {
  let first: ProductionDetail;

  it('makes a production by coding through the real job: privileged withheld, families together, numbered from 1; audited', async () => {
    const token = await firm.token('paralegal');
    const next = await api<NextBates>('GET', '/api/v1/discovery/bates/next?prefix=nwc', token);
    expect(next.body).toEqual({ prefix: 'NWC', next_number: 1, last_production: null });

    const res = await api<Production>('POST', '/api/v1/discovery/productions', token, {
      ...base,
      case_id: matter.id,
      selection: { by: 'coding', request_ids: [requestId] },
    });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ status: 'queued', stage: null, progress: 0, bates_prefix: 'NWC', bates_start: 1, document_count: 4, withheld_count: 1, begin_bates: null, request_ids: [requestId] });

    first = await untilDone(res.body.id, token);
    expect(first.status, first.failure_reason ?? '').toBe('completed');
    expect(first.begin_bates).toBe('NWC000001');
    expect(first.end_bates).toBe(`NWC${String(first.page_count).padStart(6, '0')}`);
    expect(first.withheld).toEqual([{ document_id: ids.memo, filename: 'Counsel memo.txt', privilege: 'attorney_client', slip_sheet_bates: null }]);
    // Families together (the e-mail then its attachment), then by name; consecutive ranges.
    expect(first.documents.map((d) => d.document_id)).toEqual([ids.rates, ids.email, ids.attachment, ids.agreement]);
    let expected = 1;
    for (const d of first.documents) {
      expect(d.begin_bates).toBe(`NWC${String(expected).padStart(6, '0')}`);
      expected += d.page_count!;
      expect(d.end_bates).toBe(`NWC${String(expected - 1).padStart(6, '0')}`);
    }
    expect(first.documents.find((d) => d.document_id === ids.rates)).toMatchObject({ form: 'native', page_count: 1 });
    expect(first.documents.find((d) => d.document_id === ids.agreement)).toMatchObject({ form: 'image', page_count: 2, slip_sheet_reason: null });
    expect(first.slip_sheet_count).toBeGreaterThanOrEqual(1);
    expect(first.size_bytes).toBeGreaterThan(0);

    const shared = (await auditRowsFor(server, firm.organizationId, 'document_shared')).filter((r) => r.details.production_id === first.id);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.details).toMatchObject({ recipient: base.recipient, document_count: 4, withheld_count: 1, withheld_document_ids: [ids.memo] });
  }, 180_000);

  it('downloads a ZIP whose DAT and OPT parse, whose every path resolves, without the privileged document anywhere; audited as an export', async () => {
    const viewer = await firm.token('viewer');
    const zip = await download(first.id, viewer);
    const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    const dat = names.find((n) => /DATA\/VOL001\.dat$/i.test(n));
    const opt = names.find((n) => /DATA\/VOL001\.opt$/i.test(n));
    expect(dat, names.join('\n')).toBeDefined();
    expect(opt).toBeDefined();

    const datText = (await zip.file(dat!)!.async('nodebuffer')).toString('utf8');
    expect(datText.charCodeAt(0)).not.toBe(0xfeff);
    const records = parseDat(datText, '\u0014', 'þ');
    expect(Object.keys(records[0]!)).toEqual([...DAT_FIELDS]);
    expect(records.map((r) => r.BEGBATES)).toEqual(first.documents.map((d) => d.begin_bates));
    const [, email, attachment] = first.documents;
    const family = { BEGATTACH: email!.begin_bates, ENDATTACH: attachment!.end_bates };
    expect(records[1]).toMatchObject({ ...family, SUBJECT: 'Shipment delays', FROM: expect.stringContaining('maria@northwind.test') as string });
    expect(records[2]).toMatchObject(family);
    expect(records.find((r) => r.FILENAME === 'Shipping Agreement.pdf')!.CONFIDENTIALITY).toMatch(/confidential/i);
    for (const r of records) {
      for (const link of [r.NATIVELINK, r.TEXTLINK]) if (link) expect(zip.file(zipPath(link)), link).not.toBeNull();
    }
    expect(records.find((r) => r.FILENAME === 'Rates.csv')!.NATIVELINK).toBeTruthy();

    const optLines = (await zip.file(opt!)!.async('string')).split(/\r?\n/).filter(Boolean);
    expect(optLines).toHaveLength(first.page_count);
    for (const line of optLines) {
      const cols = line.split(',');
      expect(cols).toHaveLength(7);
      expect(zip.file(zipPath(cols[2]!)), cols[2]).not.toBeNull();
    }
    expect(optLines.filter((l) => l.split(',')[3] === 'Y')).toHaveLength(first.documents.length);

    // The privileged memo: not by name, not by its words, in any file (PDF text read back with pdfjs).
    for (const name of names) {
      expect(name).not.toMatch(/counsel memo/i);
      const bytes = await zip.file(name)!.async('uint8array');
      const text = name.toLowerCase().endsWith('.pdf') ? await pdfText(bytes) : Buffer.from(bytes).toString('latin1');
      expect(text, name).not.toContain(MEMO_WORDS);
      expect(text, name).not.toContain('Counsel memo');
    }
    const exports = (await auditRowsFor(server, firm.organizationId, 'data_export')).filter((r) => r.details.production_id === first.id);
    expect(exports.length).toBeGreaterThanOrEqual(1);
    expect(exports[0]!.userId).toBe(firm.users.viewer.id);
  }, 180_000);

  it('numbers the next production with the prefix from where the first ended, in Windows-1252 with custom delimiters', async () => {
    const token = await firm.token('associate');
    const next = await api<NextBates>('GET', '/api/v1/discovery/bates/next?prefix=NWC', token);
    expect(next.body).toMatchObject({ next_number: first.page_count + 1, last_production: { id: first.id, name: first.name, end_bates: first.end_bates } });
    const res = await api<Production>('POST', '/api/v1/discovery/productions', token, {
      ...base,
      name: 'Supplemental production',
      case_id: matter.id,
      volume: 'vol002',
      encoding: 'windows-1252',
      delimiters: { field_separator: '|', text_qualifier: '^', newline: '~' },
      selection: { by: 'documents', document_ids: [ids.notice, ids.memo] },
    });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ bates_start: first.page_count + 1, volume: 'VOL002', withheld_count: 1, document_count: 1 });
    const second = await untilDone(res.body.id, token);
    expect(second.status, second.failure_reason ?? '').toBe('completed');
    expect(second.begin_bates).toBe(`NWC${String(first.page_count + 1).padStart(6, '0')}`);
    const zip = await download(second.id, token);
    const dat = Object.keys(zip.files).find((n) => /VOL002\.dat$/i.test(n))!;
    const records = parseDat(iconv.decode(await zip.file(dat)!.async('nodebuffer'), 'windows-1252'), '|', '^');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ BEGBATES: second.begin_bates, FILENAME: 'Notice of Breach.txt' });
    expect(zip.file(zipPath(records[0]!.TEXTLINK!))).not.toBeNull();
  }, 180_000);

  it('refuses an overlapping start (naming the production that used it), a busy prefix (409) and nothing to produce; stores nothing', async () => {
    const token = await firm.token('paralegal');
    const before = (await server.deps.db.select({ id: productions.id }).from(productions)).length;
    const overlap = await api('POST', '/api/v1/discovery/productions', token, { ...base, case_id: matter.id, bates_start: 2, selection: { by: 'documents', document_ids: [ids.notice] } });
    expect(overlap.status).toBe(400);
    expect(fields(overlap.body)).toEqual(['bates_start']);
    expect(overlap.body.detail).toContain('"First production"');
    expect(overlap.body.detail).toContain('NWC000001');

    const allPrivileged = await api('POST', '/api/v1/discovery/productions', token, { ...base, bates_prefix: 'PRIV', case_id: matter.id, selection: { by: 'documents', document_ids: [ids.memo] } });
    expect(allPrivileged.status).toBe(400);
    expect(allPrivileged.body.detail).toBe('Nothing to produce: the selected document is privileged.');

    const noneFound = await api('POST', '/api/v1/discovery/productions', token, { ...base, case_id: matter.id, selection: { by: 'search', query: 'nonexistentwordzzz' } });
    expect(noneFound.status).toBe(400);
    expect(fields(noneFound.body)).toEqual(['selection.query']);
    expect((await server.deps.db.select({ id: productions.id }).from(productions)).length).toBe(before);

    // A production of the prefix still being made: its numbers are not known, so another must wait.
    const [busy] = await server.deps.db
      .insert(productions)
      .values({ organizationId: firm.organizationId, caseId: matter.id, name: 'Busy one', recipient: 'X', volume: 'VOL009', batesPrefix: 'BUSY', batesStart: 1, batesPadding: 6, options: { encoding: 'utf-8', delimiters: { field_separator: '\u0014', text_qualifier: 'þ', newline: '®' }, selection: { by: 'documents', count: 1 } } })
      .returning();
    const conflict = await api('POST', '/api/v1/discovery/productions', token, { ...base, bates_prefix: 'busy', case_id: matter.id, selection: { by: 'documents', document_ids: [ids.notice] } });
    expect(conflict.status).toBe(409);
    expect(conflict.body.detail).toContain('"Busy one"');
    // Not completed: no download.
    expect((await api('GET', `/api/v1/discovery/productions/${busy!.id}/download`, token)).status).toBe(409);
    await server.deps.db.update(productions).set({ status: 'failed', failureReason: 'test' }).where(eq(productions.id, busy!.id));
  }, 180_000);

  it('serialises two creations with one prefix: the second waits for the first (409) or follows it; ranges never overlap', async () => {
    const token = await firm.token('paralegal');
    const body = { ...base, bates_prefix: 'PAR', case_id: matter.id, selection: { by: 'documents', document_ids: [ids.agreement] } };
    const answers = await Promise.all([0, 1].map(() => api<Production>('POST', '/api/v1/discovery/productions', token, body)));
    const made = answers.filter((a) => a.status === 202);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([202, 409]).toContain(a.status);
    const done = await Promise.all(made.map((a) => untilDone(a.body.id, token)));
    const ranges = done.map((d) => [d.bates_start, d.bates_start + d.page_count - 1] as const).sort((a, b) => a[0] - b[0]);
    expect(ranges[0]![0]).toBe(1);
    if (ranges[1]) expect(ranges[1][0]).toBe(ranges[0]![1] + 1);
  }, 180_000);

  it('selects by search (every match in the case) and checks the selection: 400 with field errors', async () => {
    const token = await firm.token('paralegal');
    const post = (body: Record<string, unknown>) => api('POST', '/api/v1/discovery/productions', token, { ...base, bates_prefix: 'SRCH', case_id: matter.id, ...body });
    expect(fields((await post({ bates_prefix: 'bad prefix!', selection: { by: 'documents', document_ids: [ids.notice] } })).body)).toContain('bates_prefix');
    expect(fields((await post({ selection: { by: 'documents', document_ids: [] } })).body)).toContain('selection.document_ids');
    const collide = await post({ delimiters: { field_separator: '|', text_qualifier: '|' }, selection: { by: 'documents', document_ids: [ids.notice] } });
    expect(fields(collide.body)).toEqual(['delimiters.text_qualifier']);
    const foreignDoc = await post({ selection: { by: 'documents', document_ids: [ids.notice, ids.foreign] } });
    expect(foreignDoc.status).toBe(400);
    expect(fields(foreignDoc.body)).toEqual(['selection.document_ids']);
    expect(foreignDoc.body.detail).toContain(ids.foreign);
    expect(fields((await post({ selection: { by: 'coding', request_ids: [foreignRequestId] } })).body)).toEqual(['selection.request_ids']);
    expect(fields((await post({ request_ids: [foreignRequestId], selection: { by: 'documents', document_ids: [ids.notice] } })).body)).toEqual(['request_ids']);
    expect(fields((await post({ image_format: 'png', selection: { by: 'documents', document_ids: [ids.notice] } })).body)).toEqual(['image_format']);
    expect(fields((await post({ image_format: 'tiff', color_as_jpeg: 'yes', selection: { by: 'documents', document_ids: [ids.notice] } })).body)).toEqual(['color_as_jpeg']);

    const res = await api<Production>('POST', '/api/v1/discovery/productions', token, { ...base, bates_prefix: 'SRCH', case_id: matter.id, selection: { by: 'search', query: 'breach' } });
    expect(res.status, res.text).toBe(202);
    const done = await untilDone(res.body.id, token);
    expect(done.status).toBe('completed');
    // The memo says "breach" too: found, and withheld.
    expect(done.documents.map((d) => d.document_id)).toEqual([ids.notice]);
    expect(done.withheld.map((d) => d.document_id)).toEqual([ids.memo]);
  }, 180_000);

  it('makes a TIFF production: the OPT and DAT name one Group IV TIFF per page at 300 dpi', async () => {
    const token = await firm.token('paralegal');
    const res = await api<Production>('POST', '/api/v1/discovery/productions', token, {
      ...base,
      bates_prefix: 'TIF',
      case_id: matter.id,
      image_format: 'tiff',
      fields: ['BEGBATES', 'ENDBATES', 'IMAGEPATH'],
      selection: { by: 'documents', document_ids: [ids.notice, ids.agreement] },
    });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ image_format: 'tiff', color_as_jpeg: false });
    let done: ProductionDetail;
    for (const deadline = Date.now() + 120_000; ; await new Promise((r) => setTimeout(r, 250))) {
      done = (await api<ProductionDetail>('GET', `/api/v1/discovery/productions/${res.body.id}`, token)).body;
      if (done.status === 'completed' || done.status === 'failed' || Date.now() > deadline) break;
    }
    expect(done.status, done.failure_reason ?? '').toBe('completed');
    const zip = await download(res.body.id, token);
    const opt = (await zip.file('VOL001/DATA/VOL001.opt')!.async('string')).split('\r\n').filter(Boolean);
    expect(opt).toHaveLength(done.page_count);
    for (const line of opt) {
      const image = line.split(',')[2]!;
      expect(image).toMatch(/^VOL001\\IMAGES\\0001\\TIF\d{6}\.tif$/);
      const bytes = await zip.file(zipPath(image))!.async('nodebuffer');
      const [ifd] = UTIF.decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
      expect([ifd!['t256'], ifd!['t257'], ifd!['t259'], ifd!['t282']]).toEqual([[2550], [3300], [4], [[300, 1]]]);
    }
    const dat = parseDat((await zip.file('VOL001/DATA/VOL001.dat')!.async('nodebuffer')).toString('utf8'), '\u0014', 'þ');
    expect(dat.map((r) => r.IMAGEPATH)).toEqual(done.documents.map((d) => `VOL001\\IMAGES\\0001\\${d.begin_bates}.tif`));
    expect(Object.keys(zip.files).some((n) => n.endsWith('.pdf'))).toBe(false);
  }, 180_000);

  it('lets a viewer list, read and download but not create; another firm gets 404', async () => {
    const viewer = await firm.token('viewer');
    const list = await api<ProductionList>('GET', `/api/v1/discovery/productions?case_id=${matter.id}`, viewer);
    expect(list.status).toBe(200);
    expect(list.body.productions.map((p) => p.name)).toContain('First production');
    expect(list.body.productions.find((p) => p.id === first.id)).toMatchObject({ created_by: firm.users.paralegal.fullName, recipient: base.recipient, begin_bates: 'NWC000001' });
    expect((await api('GET', `/api/v1/discovery/productions/${first.id}`, viewer)).status).toBe(200);
    const denied = await api('POST', '/api/v1/discovery/productions', viewer, { ...base, case_id: matter.id, selection: { by: 'documents', document_ids: [ids.notice] } });
    expect(denied.status).toBe(403);

    const stranger = await other.token('partner');
    expect((await api('GET', `/api/v1/discovery/productions/${first.id}`, stranger)).status).toBe(404);
    expect((await api('GET', `/api/v1/discovery/productions/${first.id}/download`, stranger)).status).toBe(404);
    expect((await api('GET', `/api/v1/discovery/productions?case_id=${matter.id}`, stranger)).status).toBe(404);
    expect((await api<ProductionList>('GET', '/api/v1/discovery/productions', stranger)).body.productions).toEqual([]);
    const theirs = await api('POST', '/api/v1/discovery/productions', stranger, { ...base, case_id: matter.id, selection: { by: 'documents', document_ids: [ids.notice] } });
    expect(theirs.status).toBe(404);
    // The other firm's counter for the same prefix is its own.
    expect((await api<NextBates>('GET', '/api/v1/discovery/bates/next?prefix=NWC', stranger)).body).toMatchObject({ next_number: 1, last_production: null });
    expect((await api('GET', '/api/v1/discovery/bates/next?prefix=no%20good', stranger)).status).toBe(400);
    // Malformed ids and queries: 400 naming the field, before any lookup.
    const badList = await api('GET', '/api/v1/discovery/productions?case_id=not-a-uuid&page_size=1000', viewer);
    expect(badList.status).toBe(400);
    expect(fields(badList.body)).toEqual(expect.arrayContaining(['case_id', 'page_size']));
    for (const url of ['/api/v1/discovery/productions/not-a-uuid', '/api/v1/discovery/productions/not-a-uuid/download']) {
      const bad = await api('GET', url, viewer);
      expect(bad.status, url).toBe(400);
      expect(fields(bad.body), url).toEqual(['production_id']);
    }
    // Immutable: no routes to change or delete a production.
    expect((await server.api('DELETE', `/api/v1/discovery/productions/${first.id}`, { token: await firm.token('admin') })).status).toBe(404);
    const rows = await server.deps.db.select().from(productions).where(and(eq(productions.id, first.id)));
    expect(rows[0]!.status).toBe('completed');
  }, 180_000);

  it('makes again, from scratch, a production whose worker died mid-job; a document coded privileged meanwhile is withheld', async () => {
    const db = server.deps.db;
    const stale = new Date(Date.now() - productionBuilds.spec.stalledAfterMs - 60_000);
    // As a crashed server leaves it: running, half-way, its queue entry active with no worker, scratch files on disk.
    const [orphan] = await db
      .insert(productions)
      .values({
        organizationId: firm.organizationId,
        caseId: matter.id,
        name: 'Interrupted production',
        recipient: 'Castellan',
        volume: 'VOL001',
        batesPrefix: 'CRASH',
        batesStart: 1,
        batesPadding: 4,
        options: { encoding: 'utf-8', delimiters: { field_separator: '\u0014', text_qualifier: 'þ', newline: '®' }, selection: { by: 'documents', count: 2 } },
        status: 'running',
        stage: 'building',
        progress: 40,
        attempts: 1,
        documentCount: 2,
        createdBy: firm.users.paralegal.id,
        updatedAt: stale,
      })
      .returning();
    await db.insert(productionDocuments).values([
      { productionId: orphan!.id, documentId: ids.notice, position: 0, privilege: 'none', confidentiality: 'none' },
      { productionId: orphan!.id, documentId: ids.attachment, position: 1, privilege: 'none', confidentiality: 'none' },
    ]);
    const scratch = workDirOf(server.deps.config, orphan!.id);
    mkdirSync(scratch, { recursive: true });
    writeFileSync(path.join(scratch, 'volume.zip'), 'half a zip');
    await server.deps.jobs.send('discovery.production', { organization_id: firm.organizationId, production_id: orphan!.id }, { startAfter: 3600, retryLimit: 3, retryDelay: 1 });
    await server.deps.database.executeSql(`update pgboss.job set state = 'active', started_on = now() where name = 'discovery.production' and data->>'production_id' = $1`, [orphan!.id]);
    await db.insert(documentCodings).values({ documentId: ids.attachment, organizationId: firm.organizationId, caseId: matter.id, privilege: 'work_product', privilegeLogNumber: 2 });

    expect(await productionBuilds.recover(server.deps, new Date(Date.now() - productionBuilds.spec.stalledAfterMs))).toMatchObject({ retried: 1, requeued: 0, failed: 0 });
    const token = await firm.token('paralegal');
    const done = await untilDone(orphan!.id, token);
    expect(done.status, done.failure_reason ?? '').toBe('completed');
    expect(done).toMatchObject({ begin_bates: 'CRASH0001', document_count: 1, withheld_count: 1 });
    expect(done.documents.map((d) => d.document_id)).toEqual([ids.notice]);
    expect(done.withheld).toEqual([{ document_id: ids.attachment, filename: 'rates.txt', privilege: 'work_product', slip_sheet_bates: null }]);
    expect(existsSync(scratch)).toBe(false);
    const [row] = await db.select({ attempts: productions.attempts }).from(productions).where(eq(productions.id, orphan!.id));
    expect(row!.attempts).toBe(2);
    await db.delete(documentCodings).where(eq(documentCodings.documentId, ids.attachment));
  }, 180_000);
});
