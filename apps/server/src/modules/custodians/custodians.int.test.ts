import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkDocumentCustodianResponse, Case, CullingReport, Custodian, CustodianListResponse, DedupStatus, DocumentCustody, DocumentDetail, DocumentSummary, ErrorBody } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { postMultipart, settledDocument } from '../documents/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';
import { custodianFields } from './production-fields.js';
import { dedupNow, emlWithAttachments } from './test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let foreign: Case;
let foreignCustodian: Custodian;

const path = (caseId = matter.id) => `/api/v1/cases/${caseId}/custodians`;

async function assign(caseId: string, role: 'paralegal' | 'viewer', level: 'read' | 'edit') {
  const res = await server.api('POST', `/api/v1/cases/${caseId}/permissions`, { token: await firm.token('partner'), body: { user_id: firm.users[role].id, access_level: level } });
  expect(res.status).toBeLessThan(300);
}

async function addCustodian(f: TestFirm, caseId: string, name: string, kind: 'person' | 'source' = 'person'): Promise<Custodian> {
  const res = await server.api<Custodian>('POST', `/api/v1/cases/${caseId}/custodians`, { token: await f.token('partner'), body: { name, kind } });
  expect(res.status).toBe(201);
  return res.body;
}

async function upload(caseId: string, filename: string, content: Buffer | string, fields: Record<string, string> = {}) {
  return postMultipart<{ documents: DocumentSummary[] } & ErrorBody>(server, `/api/v1/documents/${caseId}/ingest`, await firm.token('paralegal'), fields, [{ filename, content }]);
}

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Custodians LLP');
  other = await server.createFirm('Other Custodians LLP');
  matter = await createCaseAs(server, firm, 'associate');
  foreign = await createCaseAs(server, other, 'partner');
  foreignCustodian = await addCustodian(other, foreign.id, 'Foreign Person');
  await assign(matter.id, 'paralegal', 'edit');
  await assign(matter.id, 'viewer', 'read');
}, 120_000);
afterAll(() => server?.close());

describe('custodians of a case', () => {
  it('adds, lists, changes and removes custodians, each change audited; names are unique per case whatever their case', async () => {
    const paralegal = await firm.token('paralegal');
    const created = await server.api<Custodian>('POST', path(), { token: paralegal, body: { name: '  Jeff Dasovich ', email: 'Jeff.Dasovich@Enron.com', notes: 'Government affairs' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Jeff Dasovich', kind: 'person', email: 'jeff.dasovich@enron.com', document_count: 0, created_by: firm.users.paralegal.id });
    const source = await server.api<Custodian>('POST', path(), { token: paralegal, body: { name: 'Shared drive G:', kind: 'source' } });
    expect(source.status).toBe(201);

    const list = await server.api<CustodianListResponse>('GET', path(), { token: await firm.token('viewer') });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ can_manage: false, dedup_scope: 'case' });
    expect(list.body.custodians.map((c) => c.name)).toEqual(['Jeff Dasovich', 'Shared drive G:']);

    const same = await server.api<ErrorBody>('POST', path(), { token: paralegal, body: { name: 'JEFF DASOVICH' } });
    expect(same.status).toBe(400);
    expect(same.body.errors?.[0]).toMatchObject({ field: 'name' });

    const renamed = await server.api<Custodian>('PUT', `${path()}/${source.body.id}`, { token: paralegal, body: { name: 'Shared drive (G:)', notes: null } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Shared drive (G:)');

    const removed = await server.api<Custodian>('DELETE', `${path()}/${source.body.id}`, { token: paralegal });
    expect(removed.status).toBe(200);
    const after = await server.api<CustodianListResponse>('GET', path(), { token: paralegal });
    expect(after.body.custodians.map((c) => c.name)).toEqual(['Jeff Dasovich']);

    const audits = (await auditRowsFor(server, firm.organizationId, 'case_updated')).map((r) => r.details.change);
    expect(audits).toEqual(expect.arrayContaining(['custodian_created', 'custodian_updated', 'custodian_deleted']));
  });

  it('answers 400 with field errors for bad input', async () => {
    const token = await firm.token('paralegal');
    const bad = await server.api<ErrorBody>('POST', path(), { token, body: { name: ' ', kind: 'robot', email: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['email', 'kind', 'name']);
  });

  it('answers 403 below the role or the level, 404 for another firm', async () => {
    const viewer = await firm.token('viewer');
    expect((await server.api('POST', path(), { token: viewer, body: { name: 'Nobody' } })).status).toBe(403);
    expect((await server.api('PUT', `${path()}/${foreignCustodian.id}`, { token: viewer, body: { name: 'x' } })).status).toBe(403);
    const partner = await firm.token('partner');
    expect((await server.api('GET', path(foreign.id), { token: partner })).status).toBe(404);
    expect((await server.api('POST', path(foreign.id), { token: partner, body: { name: 'Intruder' } })).status).toBe(404);
    expect((await server.api('PUT', `${path()}/${foreignCustodian.id}`, { token: partner, body: { name: 'x' } })).status).toBe(404);
    expect((await server.api('DELETE', `${path(foreign.id)}/${foreignCustodian.id}`, { token: partner })).status).toBe(404);
  });
});

describe('documents, custodians and de-duplication', () => {
  let alice: Custodian;
  let bob: Custodian;
  let aliceMail: DocumentDetail;
  let bobMail: DocumentDetail;
  let otherMail: DocumentDetail;
  let loose: DocumentDetail;

  beforeAll(async () => {
    alice = await addCustodian(firm, matter.id, 'Alice Archer');
    bob = await addCustodian(firm, matter.id, 'Bob Baker');
    const mail = emlWithAttachments('Gas contract', 'Please see the attached pipeline contract.', [{ filename: 'contract.txt', content: 'Pipeline capacity contract, firm transport, 2001.' }]);
    const token = await firm.token('paralegal');
    const settle = async (res: Awaited<ReturnType<typeof upload>>) => {
      expect(res.status).toBe(201);
      return settledDocument(server, res.body.documents[0]!.id, token);
    };
    aliceMail = await settle(await upload(matter.id, 'gas-contract.eml', mail, { custodian_id: alice.id }));
    bobMail = await settle(await upload(matter.id, 'gas-contract.eml', mail, { custodian_id: bob.id }));
    otherMail = await settle(
      await upload(matter.id, 'gas-contract-2.eml', emlWithAttachments('Gas contract', 'Please see the attached pipeline contract.', [{ filename: 'contract.txt', content: 'A different draft of the contract.' }]), {
        custodian_id: bob.id,
      }),
    );
    loose = await settle(await upload(matter.id, 'contract.txt', 'Pipeline capacity contract, firm transport, 2001.'));
    await dedupNow(server, firm.organizationId, matter.id);
  }, 180_000);

  it('an upload names its custodian, its attachments inherit it, and none is never the uploader', () => {
    expect(aliceMail.custodian_id).toBe(alice.id);
    expect(aliceMail.children.map((c) => c.custodian_id)).toEqual([alice.id]);
    expect(loose.custodian_id).toBeNull();
  });

  it("counts each custodian's documents", async () => {
    const list = await server.api<CustodianListResponse>('GET', path(), { token: await firm.token('viewer') });
    expect(list.body.custodians.find((c) => c.id === alice.id)?.document_count).toBe(2);
  });

  it('refuses a custodian of another case or firm, and a malformed one', async () => {
    const foreignOne = await upload(matter.id, 'x.txt', 'x', { custodian_id: foreignCustodian.id });
    expect(foreignOne.status).toBe(400);
    expect(foreignOne.body.errors?.[0]).toMatchObject({ field: 'custodian_id' });
    const malformed = await upload(matter.id, 'x.txt', 'x', { custodian_id: 'nobody' });
    expect(malformed.status).toBe(400);
  });

  it('suppresses a whole family held twice, keeps an attachment whose family differs, and remembers every holder', async () => {
    const token = await firm.token('viewer');
    const bobs = await server.api<DocumentCustody>('GET', `/api/v1/documents/${bobMail.id}/custody`, { token });
    expect(bobs.status).toBe(200);
    expect(bobs.body).toMatchObject({ dedup_of: aliceMail.id, custodian: { id: bob.id, name: 'Bob Baker' } });
    expect(bobs.body.all_custodians.map((c) => c.name)).toEqual(['Alice Archer', 'Bob Baker']);
    const bobsAttachment = await server.api<DocumentCustody>('GET', `/api/v1/documents/${bobMail.children[0]!.id}/custody`, { token });
    expect(bobsAttachment.body.dedup_of).toBe(aliceMail.children[0]!.id);
    const kept = await server.api<DocumentCustody>('GET', `/api/v1/documents/${aliceMail.id}/custody`, { token });
    expect(kept.body.dedup_of).toBeNull();
    expect(kept.body.all_custodians.map((c) => c.name)).toEqual(['Alice Archer', 'Bob Baker']);
    for (const id of [otherMail.id, otherMail.children[0]!.id, loose.id]) {
      const r = await server.api<DocumentCustody>('GET', `/api/v1/documents/${id}/custody`, { token });
      expect(r.body.dedup_of).toBeNull();
    }
    const fields = await custodianFields(server.deps.db, firm.organizationId, [aliceMail.id, bobMail.children[0]!.id, loose.id]);
    expect(fields.get(aliceMail.id)).toEqual({ custodian: 'Alice Archer', allCustodians: ['Alice Archer', 'Bob Baker'] });
    expect(fields.get(bobMail.children[0]!.id)).toEqual({ custodian: 'Bob Baker', allCustodians: ['Alice Archer', 'Bob Baker'] });
    expect(fields.get(loose.id)).toEqual({ custodian: '', allCustodians: [] });
    expect((await server.api('GET', `/api/v1/documents/${aliceMail.id}/custody`, { token: await other.token('partner') })).status).toBe(404);
  });

  it('per custodian, each keeps their own copy; the scope change is audited; 400, 403, 404', async () => {
    const paralegal = await firm.token('paralegal');
    const set = await server.api<DedupStatus>('PUT', `/api/v1/cases/${matter.id}/dedup`, { token: paralegal, body: { dedup_scope: 'custodian' } });
    expect(set.status).toBe(200);
    expect(set.body.dedup_scope).toBe('custodian');
    await dedupNow(server, firm.organizationId, matter.id);
    const bobs = await server.api<DocumentCustody>('GET', `/api/v1/documents/${bobMail.id}/custody`, { token: paralegal });
    expect(bobs.body.dedup_of).toBeNull();
    expect(bobs.body.all_custodians.map((c) => c.name)).toEqual(['Alice Archer', 'Bob Baker']);
    const audits = await auditRowsFor(server, firm.organizationId, 'case_updated');
    expect(audits.find((r) => r.details.change === 'dedup_scope')?.details).toMatchObject({ from: 'case', to: 'custodian' });
    expect((await server.api('PUT', `/api/v1/cases/${matter.id}/dedup`, { token: paralegal, body: { dedup_scope: 'firm' } })).status).toBe(400);
    expect((await server.api('PUT', `/api/v1/cases/${matter.id}/dedup`, { token: await firm.token('viewer'), body: { dedup_scope: 'case' } })).status).toBe(403);
    expect((await server.api('PUT', `/api/v1/cases/${foreign.id}/dedup`, { token: await firm.token('partner'), body: { dedup_scope: 'case' } })).status).toBe(404);
    const back = await server.api<DedupStatus>('PUT', `/api/v1/cases/${matter.id}/dedup`, { token: paralegal, body: { dedup_scope: 'case' } });
    expect(back.status).toBe(200);
    await dedupNow(server, firm.organizationId, matter.id);
  });

  it('sets custodian and source path in bulk, the family following, every document audited; 400, 403, 404', async () => {
    const token = await firm.token('paralegal');
    const res = await server.api<BulkDocumentCustodianResponse>('PATCH', `/api/v1/cases/${matter.id}/documents/custody`, {
      token,
      body: { document_ids: [otherMail.id, loose.id], custodian_id: alice.id, source_path: 'Inbox/Contracts' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 2, family_members_updated: 1 });
    const attachment = await server.api<DocumentDetail>('GET', `/api/v1/documents/${otherMail.children[0]!.id}`, { token });
    expect(attachment.body.custodian_id).toBe(alice.id);
    const looseNow = await server.api<DocumentDetail>('GET', `/api/v1/documents/${loose.id}`, { token });
    expect(looseNow.body).toMatchObject({ custodian_id: alice.id, source_path: 'Inbox/Contracts' });
    const audits = (await auditRowsFor(server, firm.organizationId, 'document_updated')).filter((r) => r.details.change === 'custodian_assigned');
    expect(audits.map((r) => r.resourceId).sort()).toEqual([otherMail.id, otherMail.children[0]!.id, loose.id].sort());

    const empty = await server.api<ErrorBody>('PATCH', `/api/v1/cases/${matter.id}/documents/custody`, { token, body: { document_ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['document_ids']));
    expect((await server.api('PATCH', `/api/v1/cases/${matter.id}/documents/custody`, { token: await firm.token('viewer'), body: { document_ids: [loose.id], custodian_id: null } })).status).toBe(403);
    const foreignDocs = await server.api('PATCH', `/api/v1/cases/${foreign.id}/documents/custody`, { token: await firm.token('partner'), body: { document_ids: [loose.id], custodian_id: null } });
    expect(foreignDocs.status).toBe(404);
  });

  it('the culling report counts each stage per custodian and the hits per term, and exports XLSX and CSV', async () => {
    await dedupNow(server, firm.organizationId, matter.id);
    const token = await firm.token('viewer');
    const res = await server.api<CullingReport>('POST', `/api/v1/cases/${matter.id}/culling-report`, { token, body: { terms: ['pipeline', 'draft', 'the'], date_from: '2001-01-01', date_to: '2030-12-31' } });
    expect(res.status).toBe(200);
    const report = res.body;
    // 4 uploads + 3 attachments = 7 documents; Bob's copy of the e-mail and its attachment are suppressed.
    expect(report.total).toMatchObject({ collected: 7, removed_by_dedup: 2 });
    const bobRow = report.custodians.find((c) => c.custodian_name === 'Bob Baker')!;
    expect(bobRow).toMatchObject({ collected: 2, removed_by_dedup: 2 });
    // Every document is counted once, at the first stage that removes it (threading and
    // near-duplicates may take the draft e-mail: it shares its subject and body with the others).
    const t = report.total;
    expect(t.removed_by_dedup + t.removed_by_threading + t.removed_by_near_duplicates + t.after_suppression).toBe(t.collected);
    expect(t.removed_by_dates + t.after_dates).toBe(t.after_suppression);
    expect(report.custodians.reduce((n, c) => n + c.collected, 0)).toBe(7);
    const pipeline = report.term_hits.find((h) => h.term === 'pipeline')!;
    // Alice's e-mail and its attachment, and the loose copy of the contract, at least.
    expect(pipeline.document_hits).toBeGreaterThanOrEqual(2);
    expect(pipeline.family_hits).toBeGreaterThanOrEqual(pipeline.document_hits);
    const draft = report.term_hits.find((h) => h.term === 'draft')!;
    expect(draft.unique_hits).toBe(draft.document_hits);
    expect(report.term_hits.find((t) => t.term === 'the')?.error).toMatch(/common words/);
    expect(report.total.after_terms + report.total.removed_by_terms).toBe(report.total.after_dates);

    const bad = await server.api<ErrorBody>('POST', `/api/v1/cases/${matter.id}/culling-report`, { token, body: { date_from: '2002-01-01', date_to: '2001-01-01', terms: [''] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['date_to', 'terms.0']);
    // A day no calendar has is refused with the field's message, not left to the database.
    const noSuchDay = await server.api<ErrorBody>('POST', `/api/v1/cases/${matter.id}/culling-report`, { token, body: { date_to: '2024-02-30' } });
    expect(noSuchDay.status).toBe(400);
    expect(noSuchDay.body.errors?.map((e) => e.field)).toEqual(['date_to']);
    expect((await server.api('POST', `/api/v1/cases/${foreign.id}/culling-report`, { token: await firm.token('partner'), body: {} })).status).toBe(404);

    const csv = await server.app.inject({ method: 'POST', url: `/api/v1/cases/${matter.id}/culling-report/export?format=csv`, headers: { authorization: `Bearer ${token}` }, payload: { terms: ['pipeline'] } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('All custodians,7,2');
    const xlsx = await server.app.inject({ method: 'POST', url: `/api/v1/cases/${matter.id}/culling-report/export?format=xlsx`, headers: { authorization: `Bearer ${token}` }, payload: { terms: ['pipeline'] } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Summary', 'By custodian', 'Search terms']);
    expect((await auditRowsFor(server, firm.organizationId, 'data_export')).some((r) => r.details.kind === 'culling_report')).toBe(true);
    expect((await auditRowsFor(server, firm.organizationId, 'report_generated')).some((r) => r.details.kind === 'culling_report')).toBe(true);
  });
});
