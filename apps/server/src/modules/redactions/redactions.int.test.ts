import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchRedactionResponse, Case, DocumentDetail, ErrorBody, Redaction, RedactionListResponse, RedactionPageView, RedactionSet, RedactionSetListResponse } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let foreign: Case;
let doc: DocumentDetail;
let foreignSet: RedactionSet;

const MEMO = 'Client SSN 123-45-6789, card 4111 1111 1111 1111.\nProject Falcon is privileged advice from counsel.\nCall (415) 555-0134.';

async function processed(f: TestFirm, caseId: string, filename: string, text: string): Promise<DocumentDetail> {
  const token = await f.token('partner');
  const detail = await settledDocument(server, (await ingestOne(server, caseId, token, filename, text)).id, token);
  expect(detail.status).toBe('processed');
  return detail;
}

async function assign(caseId: string, role: 'paralegal' | 'viewer', level: 'read' | 'edit') {
  const res = await server.api('POST', `/api/v1/cases/${caseId}/permissions`, { token: await firm.token('partner'), body: { user_id: firm.users[role].id, access_level: level } });
  expect(res.status).toBeLessThan(300);
}

const newSet = async (f: TestFirm, caseId: string, name: string) => {
  const res = await server.api<RedactionSet>('POST', `/api/v1/cases/${caseId}/redaction-sets`, { token: await f.token('partner'), body: { name, purpose: 'Production to Northwind' } });
  expect(res.status).toBe(201);
  return res.body;
};

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Redaction LLP');
  other = await server.createFirm('Other Redaction LLP');
  matter = await createCaseAs(server, firm, 'associate');
  foreign = await createCaseAs(server, other, 'partner');
  doc = await processed(firm, matter.id, 'client-memo.txt', MEMO);
  await assign(matter.id, 'paralegal', 'edit');
  await assign(matter.id, 'viewer', 'read');
  foreignSet = await newSet(other, foreign.id, 'Theirs');
  // Two firms and a processed document: over 120 s on a loaded machine.
}, 300_000);
afterAll(() => server?.close());

describe('redaction sets and redactions', () => {
  it('draws boxes and selections, runs patterns, lists, removes, approves and locks, auditing each change', async () => {
    const token = await firm.token('paralegal');
    const created = await server.api<RedactionSet>('POST', `/api/v1/cases/${matter.id}/redaction-sets`, { token, body: { name: 'Northwind', purpose: 'First production' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Northwind', status: 'draft', redaction_count: 0, created_by: firm.users.paralegal.fullName });
    const set = created.body;

    const box = await server.api<Redaction>('POST', `/api/v1/redaction-sets/${set.id}/redactions`, { token, body: { kind: 'box', document_id: doc.id, page_number: 1, box: { x: 0.1, y: 0.2, width: 0.3, height: 0.05 }, reason: 'work_product' } });
    expect(box.status).toBe(201);
    expect(box.body).toMatchObject({ box: { x: 0.1, y: 0.2, width: 0.3, height: 0.05 }, quote: null, reason: 'work_product', source: 'box', author_name: firm.users.paralegal.fullName });

    const text = doc.pages[0]!.text;
    const at = text.indexOf('Project Falcon');
    const selection = await server.api<Redaction>('POST', `/api/v1/redaction-sets/${set.id}/redactions`, { token, body: { kind: 'text', document_id: doc.id, page_number: 1, start: at, end: at + 14, reason: 'attorney_client' } });
    expect(selection.status).toBe(201);
    expect(selection.body).toMatchObject({ quote: 'Project Falcon', source: 'selection', box: null });

    const ssn = await server.api<BatchRedactionResponse>('POST', `/api/v1/redaction-sets/${set.id}/batch`, { token, body: { reason: 'personal_data', match: { by: 'pattern', pattern: 'ssn' } } });
    expect(ssn.status).toBe(200);
    expect(ssn.body).toMatchObject({ created: 1, documents: 1 });
    const card = await server.api<BatchRedactionResponse>('POST', `/api/v1/redaction-sets/${set.id}/batch`, { token, body: { document_ids: [doc.id], reason: 'personal_data', match: { by: 'regex', pattern: '\\(\\d{3}\\) \\d{3}-\\d{4}' } } });
    expect(card.body).toMatchObject({ created: 1 });
    // The same batch again adds nothing: the set already hides those spans.
    const again = await server.api<BatchRedactionResponse>('POST', `/api/v1/redaction-sets/${set.id}/batch`, { token, body: { reason: 'personal_data', match: { by: 'pattern', pattern: 'ssn' } } });
    expect(again.body.created).toBe(0);

    const list = await server.api<RedactionListResponse>('GET', `/api/v1/redaction-sets/${set.id}/redactions?document_id=${doc.id}`, { token: await firm.token('viewer') });
    expect(list.status).toBe(200);
    expect(list.body.redactions.map((r) => r.quote)).toEqual(expect.arrayContaining([null, 'Project Falcon', '123-45-6789', '(415) 555-0134']));
    expect(list.body.set.redaction_count).toBe(4);

    const removed = await server.api<Redaction>('DELETE', `/api/v1/redactions/${box.body.id}`, { token });
    expect(removed.status).toBe(200);

    const approved = await server.api<RedactionSet>('POST', `/api/v1/redaction-sets/${set.id}/approve`, { token: await firm.token('associate') });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', approved_by: firm.users.associate.fullName, redaction_count: 3 });
    const locked = await server.api<ErrorBody>('DELETE', `/api/v1/redactions/${selection.body.id}`, { token });
    expect(locked.status).toBe(409);
    expect(locked.body.detail).toMatch(/approved; reopen it/);
    const reopened = await server.api<RedactionSet>('POST', `/api/v1/redaction-sets/${set.id}/reopen`, { token: await firm.token('partner') });
    expect(reopened.body.status).toBe('draft');

    const sets = await server.api<RedactionSetListResponse>('GET', `/api/v1/cases/${matter.id}/redaction-sets`, { token: await firm.token('viewer') });
    expect(sets.body).toMatchObject({ can_edit: false, can_approve: false });
    expect(sets.body.sets.map((s) => s.name)).toEqual(['Northwind']);

    const audit = await auditRowsFor(server, firm.organizationId, 'document_updated');
    const changes = audit.filter((r) => r.resourceId === doc.id).map((r) => (r.details as { change: string }).change);
    expect(changes.filter((c) => c === 'redaction_added')).toHaveLength(4);
    expect(changes).toContain('redaction_removed');
    // The redacted words never go into the trail.
    expect(JSON.stringify(audit)).not.toContain('123-45-6789');
    const caseChanges = (await auditRowsFor(server, firm.organizationId, 'case_updated')).map((r) => (r.details as { change: string }).change);
    expect(caseChanges).toEqual(expect.arrayContaining(['redaction_set_created', 'redaction_set_approved', 'redaction_set_reopened']));
  }, 180_000);

  it('answers 400 with the field for a box off the page, a page that does not exist, a selection past the text, a bad or runaway regular expression', async () => {
    const token = await firm.token('paralegal');
    const set = await newSet(firm, matter.id, 'Bad input');
    const post = (body: Record<string, unknown>) => server.api<ErrorBody>('POST', `/api/v1/redaction-sets/${set.id}/redactions`, { token, body: { document_id: doc.id, page_number: 1, reason: 'personal_data', ...body } });

    const off = await post({ kind: 'box', box: { x: 0.8, y: 0.1, width: 0.5, height: 0.1 } });
    expect(off.status).toBe(400);
    expect(off.body.errors).toEqual([{ field: 'box.width', message: 'The box runs off the right edge of the page' }]);
    const negative = await post({ kind: 'box', box: { x: -0.1, y: 0.1, width: 0.2, height: 0.1 } });
    expect(negative.body.errors?.[0]).toMatchObject({ field: 'box.x', message: 'The box must lie on the page (coordinates from 0 to 1)' });
    const page = await post({ kind: 'box', page_number: 7, box: { x: 0.1, y: 0.1, width: 0.2, height: 0.1 } });
    expect(page.status).toBe(400);
    expect(page.body.errors).toEqual([{ field: 'page_number', message: 'The document has 1 page; there is no page 7.' }]);
    const past = await post({ kind: 'text', start: 0, end: 5000 });
    expect(past.body.errors?.[0]?.field).toBe('end');

    const batch = (pattern: string) => server.api<ErrorBody>('POST', `/api/v1/redaction-sets/${set.id}/batch`, { token, body: { reason: 'personal_data', match: { by: 'regex', pattern } } });
    const invalid = await batch('(unclosed');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.[0]).toMatchObject({ field: 'match.pattern' });
    await processed(firm, matter.id, 'aaaa.txt', `${'a'.repeat(34)}!`);
    const started = Date.now();
    const runaway = await batch('^(a+)+$');
    expect(runaway.status).toBe(400);
    expect(runaway.body.errors?.[0]?.message).toMatch(/ran for more than 2 seconds and was stopped/);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 60_000);

  it('answers 403 to a role too low and 404 for another firm', async () => {
    const set = await newSet(firm, matter.id, 'Access');
    const viewer = await server.api<ErrorBody>('POST', `/api/v1/redaction-sets/${set.id}/redactions`, { token: await firm.token('viewer'), body: { kind: 'box', document_id: doc.id, page_number: 1, box: { x: 0, y: 0, width: 1, height: 1 }, reason: 'personal_data' } });
    expect(viewer.status).toBe(403);
    const paralegalApproves = await server.api<ErrorBody>('POST', `/api/v1/redaction-sets/${set.id}/approve`, { token: await firm.token('paralegal') });
    expect(paralegalApproves.status).toBe(403);
    const viewerCreates = await server.api<ErrorBody>('POST', `/api/v1/cases/${matter.id}/redaction-sets`, { token: await firm.token('viewer'), body: { name: 'x' } });
    expect(viewerCreates.status).toBe(403);

    const partner = await firm.token('partner');
    expect((await server.api('GET', `/api/v1/redaction-sets/${foreignSet.id}/redactions?document_id=${doc.id}`, { token: partner })).status).toBe(404);
    expect((await server.api('POST', `/api/v1/redaction-sets/${foreignSet.id}/approve`, { token: partner })).status).toBe(404);
    expect((await server.api('POST', `/api/v1/redaction-sets/${foreignSet.id}/batch`, { token: partner, body: { reason: 'personal_data', match: { by: 'pattern', pattern: 'ssn' } } })).status).toBe(404);
    expect((await server.api('GET', `/api/v1/cases/${foreign.id}/redaction-sets`, { token: partner })).status).toBe(404);
    // Their document in our set: not found either.
    const theirDoc = await processed(other, foreign.id, 'theirs.txt', 'Their memo 123-45-6789');
    const cross = await server.api<ErrorBody>('POST', `/api/v1/redaction-sets/${set.id}/redactions`, { token: partner, body: { kind: 'box', document_id: theirDoc.id, page_number: 1, box: { x: 0, y: 0, width: 1, height: 1 }, reason: 'personal_data' } });
    expect(cross.status).toBe(404);
    const theirRedaction = await server.api<Redaction>('POST', `/api/v1/redaction-sets/${foreignSet.id}/redactions`, { token: await other.token('partner'), body: { kind: 'box', document_id: theirDoc.id, page_number: 1, box: { x: 0, y: 0, width: 1, height: 1 }, reason: 'personal_data' } });
    expect(theirRedaction.status).toBe(201);
    expect((await server.api('DELETE', `/api/v1/redactions/${theirRedaction.body.id}`, { token: partner })).status).toBe(404);
    // Bad ids and bodies are 400s with fields.
    const bad = await server.api<ErrorBody>('POST', `/api/v1/cases/${matter.id}/redaction-sets`, { token: partner, body: { name: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('name');
  }, 60_000);
  it('shows a page as produced with the places of its text redactions; 400 for a page that does not exist, 404 for another firm', async () => {
    const set = await newSet(firm, matter.id, 'Page view');
    const token = await firm.token('paralegal');
    await server.api('POST', `/api/v1/redaction-sets/${set.id}/batch`, { token, body: { document_ids: [doc.id], reason: 'personal_data', match: { by: 'pattern', pattern: 'ssn' } } });
    const box = await server.api<Redaction>('POST', `/api/v1/redaction-sets/${set.id}/redactions`, { token, body: { kind: 'box', document_id: doc.id, page_number: 1, box: { x: 0.5, y: 0.5, width: 0.2, height: 0.1 }, reason: 'work_product' } });
    expect(box.status).toBe(201);
    const list = await server.api<RedactionListResponse>('GET', `/api/v1/redaction-sets/${set.id}/redactions?document_id=${doc.id}`, { token });
    const ssn = list.body.redactions.find((r) => r.quote === '123-45-6789')!;

    const view = await server.api<RedactionPageView>('GET', `/api/v1/redaction-sets/${set.id}/documents/${doc.id}/page?page_number=1`, { token: await firm.token('viewer') });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ document_id: doc.id, page_number: 1, page_count: 1, width: 850, height: 1100, unplaced: [] });
    expect(view.body.image).toMatch(/^data:image\/png;base64,iVBOR/);
    // The number sits on the first printed line after "Client SSN " (11 Courier characters in from the margin).
    const place = view.body.places.find((p) => p.redaction_id === ssn.id)!;
    expect(place.rects).toHaveLength(1);
    expect(place.rects[0]!.x).toBeCloseTo((54 + 11 * 5.7) / 612, 2);
    expect(place.rects[0]!.width).toBeCloseTo((11 * 5.7) / 612, 2);
    expect(place.rects[0]!.y).toBeLessThan(0.09);
    // Boxes are not "places": the viewer has them already.
    expect(view.body.places.map((p) => p.redaction_id)).not.toContain(box.body.id);
    const audit = await auditRowsFor(server, firm.organizationId, 'document_viewed');
    expect(audit.some((r) => (r.details as { view?: string }).view === 'redaction_page')).toBe(true);

    const missing = await server.api<ErrorBody>('GET', `/api/v1/redaction-sets/${set.id}/documents/${doc.id}/page?page_number=4`, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'page_number', message: 'The document has no page 4.' }]);
    const bad = await server.api<ErrorBody>('GET', `/api/v1/redaction-sets/${set.id}/documents/${doc.id}/page?page_number=0`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('page_number');
    const partner = await firm.token('partner');
    expect((await server.api('GET', `/api/v1/redaction-sets/${foreignSet.id}/documents/${doc.id}/page?page_number=1`, { token: partner })).status).toBe(404);
    const theirs = await processed(other, foreign.id, 'their-page.txt', 'Their page');
    expect((await server.api('GET', `/api/v1/redaction-sets/${set.id}/documents/${theirs.id}/page?page_number=1`, { token: partner })).status).toBe(404);
  }, 60_000);
});
