import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Case, DocumentDetail, ErrorBody, Highlight, HighlightListResponse } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { documentPages } from '../../db/schema/index.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let foreign: Case;
let doc: DocumentDetail;
let foreignDoc: DocumentDetail;

const MEMO = 'Northwind shall give ninety days written notice of termination.\nNotice shall be sent by courier to the registered office.';
const passage = (text: string, needle: string) => ({ start: text.indexOf(needle), end: text.indexOf(needle) + needle.length });

async function processed(f: TestFirm, caseId: string, filename: string, text: string): Promise<DocumentDetail> {
  const token = await f.token('partner');
  const summary = await ingestOne(server, caseId, token, filename, text);
  const detail = await settledDocument(server, summary.id, token);
  expect(detail.status).toBe('processed');
  return detail;
}

async function assign(caseId: string, role: 'paralegal' | 'viewer', level: 'read' | 'edit') {
  const res = await server.api('POST', `/api/v1/cases/${caseId}/permissions`, { token: await firm.token('partner'), body: { user_id: firm.users[role].id, access_level: level } });
  expect(res.status).toBeLessThan(300);
}

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Highlights LLP');
  other = await server.createFirm('Other Highlights LLP');
  matter = await createCaseAs(server, firm, 'associate');
  foreign = await createCaseAs(server, other, 'partner');
  doc = await processed(firm, matter.id, 'notice-memo.txt', MEMO);
  foreignDoc = await processed(other, foreign.id, 'other.txt', MEMO);
  await assign(matter.id, 'paralegal', 'edit');
  await assign(matter.id, 'viewer', 'read');
}, 120_000);
afterAll(() => server?.close());

const pageText = () => doc.pages[0]!.text;
const create = async (token: string, body: Record<string, unknown>, caseId = matter.id) =>
  server.api<Highlight & ErrorBody>('POST', `/api/v1/cases/${caseId}/highlights`, { token, body: { document_id: doc.id, page_number: 1, ...body } });

describe('highlights', () => {
  it('creates, lists, reads, changes and deletes a highlight, quoting the page server-side and auditing each change', async () => {
    const token = await firm.token('associate');
    const range = passage(pageText(), 'ninety days written notice');
    const created = await create(token, { ...range, colour: 'green', note: 'Notice period', tags: ['Notice', 'notice', 'termination'], quote: 'forged' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      quote: 'ninety days written notice',
      colour: 'green',
      note: 'Notice period',
      tags: ['Notice', 'termination'],
      filename: 'notice-memo.txt',
      author_id: firm.users.associate.id,
      author_name: firm.users.associate.fullName,
      can_edit: true,
      page_number: 1,
      ...range,
    });

    const list = await server.api<HighlightListResponse>('GET', `/api/v1/cases/${matter.id}/highlights`, { token: await firm.token('viewer') });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, can_create: false, tags: ['Notice', 'termination'] });
    expect(list.body.highlights[0]).toMatchObject({ id: created.body.id, can_edit: false });
    const byTag = await server.api<HighlightListResponse>('GET', `/api/v1/cases/${matter.id}/highlights?tag=TERMINATION&document_id=${doc.id}`, { token });
    expect(byTag.body.total).toBe(1);
    const noTag = await server.api<HighlightListResponse>('GET', `/api/v1/cases/${matter.id}/highlights?tag=exhibit`, { token });
    expect(noTag.body.total).toBe(0);

    const one = await server.api<Highlight>('GET', `/api/v1/highlights/${created.body.id}`, { token: await firm.token('paralegal') });
    expect(one.body).toMatchObject({ quote: 'ninety days written notice', can_edit: false });
    const changed = await server.api<Highlight>('PUT', `/api/v1/highlights/${created.body.id}`, { token, body: { colour: 'pink', note: '', tags: ['deadline'] } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ colour: 'pink', note: null, tags: ['deadline'], quote: 'ninety days written notice' });
    // A partner manages every case: may change anyone's highlight.
    const byPartner = await server.api<Highlight>('PUT', `/api/v1/highlights/${created.body.id}`, { token: await firm.token('partner'), body: { note: 'Checked' } });
    expect(byPartner.body.note).toBe('Checked');

    const removed = await server.api('DELETE', `/api/v1/highlights/${created.body.id}`, { token });
    expect(removed.status).toBe(200);
    expect((await server.api('GET', `/api/v1/highlights/${created.body.id}`, { token })).status).toBe(404);

    const changes = (await auditRowsFor(server, firm.organizationId, 'document_updated')).filter((r) => r.details.highlight_id === created.body.id);
    expect(changes.map((r) => r.details.change)).toEqual(['highlight_created', 'highlight_updated', 'highlight_updated', 'highlight_deleted']);
    expect(changes.every((r) => r.resourceType === 'document' && r.resourceId === doc.id)).toBe(true);
  });

  it('answers 400 with field errors for a bad range, page or colour', async () => {
    const token = await firm.token('associate');
    const length = pageText().length;
    const inverted = await create(token, { start: 10, end: 10 });
    expect(inverted.status).toBe(400);
    expect(inverted.body.errors?.map((e) => e.field)).toContain('end');
    const beyond = await create(token, { start: 0, end: length + 1 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors).toEqual([expect.objectContaining({ field: 'end' })]);
    const noPage = await create(token, { page_number: 9, start: 0, end: 5 });
    expect(noPage.status).toBe(400);
    expect(noPage.body.errors?.[0]?.field).toBe('page_number');
    const colour = await create(token, { start: 0, end: 5, colour: 'purple' });
    expect(colour.status).toBe(400);
    expect(colour.body.errors?.map((e) => e.field)).toContain('colour');
    const whitespace = pageText().indexOf('\n');
    const blank = await create(token, { start: whitespace, end: whitespace + 1 });
    expect(blank.status).toBe(400);
    const badUpdate = await server.api<ErrorBody>('PUT', `/api/v1/highlights/${crypto.randomUUID()}`, { token, body: { tags: [''] } });
    expect(badUpdate.status).toBe(400);
  });

  it('answers 403 to a viewer and to a paralegal changing someone else’s highlight, while the paralegal manages their own', async () => {
    const range = passage(pageText(), 'registered office');
    expect((await create(await firm.token('viewer'), range)).status).toBe(403);
    const associate = await create(await firm.token('associate'), range);
    const paralegal = await firm.token('paralegal');
    expect((await server.api('PUT', `/api/v1/highlights/${associate.body.id}`, { token: paralegal, body: { note: 'mine now' } })).status).toBe(403);
    expect((await server.api('DELETE', `/api/v1/highlights/${associate.body.id}`, { token: paralegal })).status).toBe(403);
    const own = await create(paralegal, { ...range, note: 'Where notice goes' });
    expect(own.status).toBe(201);
    expect(own.body.can_edit).toBe(true);
    expect((await server.api('PUT', `/api/v1/highlights/${own.body.id}`, { token: paralegal, body: { colour: 'blue' } })).status).toBe(200);
    expect((await server.api('DELETE', `/api/v1/highlights/${own.body.id}`, { token: paralegal })).status).toBe(200);
  });

  it("answers 404 for another firm's case, document and highlight, and for an associate's unassigned case", async () => {
    const admin = await firm.token('admin');
    expect((await server.api('GET', `/api/v1/cases/${foreign.id}/highlights`, { token: admin })).status).toBe(404);
    expect((await create(admin, { start: 0, end: 5 }, foreign.id)).status).toBe(404);
    // Our case, their document.
    expect((await create(admin, { document_id: foreignDoc.id, start: 0, end: 5 })).status).toBe(404);
    const theirs = await server.api<Highlight>('POST', `/api/v1/cases/${foreign.id}/highlights`, {
      token: await other.token('partner'),
      body: { document_id: foreignDoc.id, page_number: 1, start: 0, end: 9 },
    });
    expect(theirs.status).toBe(201);
    for (const method of ['GET', 'DELETE'] as const) expect((await server.api(method, `/api/v1/highlights/${theirs.body.id}`, { token: admin })).status).toBe(404);
    expect((await server.api('PUT', `/api/v1/highlights/${theirs.body.id}`, { token: admin, body: { note: 'x' } })).status).toBe(404);

    const partnerOnly = await createCaseAs(server, firm, 'partner');
    const partnerDoc = await processed(firm, partnerOnly.id, 'partner.txt', MEMO);
    const hidden = await server.api<Highlight>('POST', `/api/v1/cases/${partnerOnly.id}/highlights`, {
      token: await firm.token('partner'),
      body: { document_id: partnerDoc.id, page_number: 1, start: 0, end: 9 },
    });
    expect(hidden.status).toBe(201);
    const associate = await firm.token('associate');
    expect((await server.api('GET', `/api/v1/cases/${partnerOnly.id}/highlights`, { token: associate })).status).toBe(404);
    expect((await server.api('GET', `/api/v1/highlights/${hidden.body.id}`, { token: associate })).status).toBe(404);
    expect((await server.api('PUT', `/api/v1/highlights/${hidden.body.id}`, { token: associate, body: { note: 'x' } })).status).toBe(404);
    // A document of another case of the same firm is not a document of this case.
    expect((await create(associate, { document_id: partnerDoc.id, start: 0, end: 5 })).status).toBe(404);
  }, 60_000);

  it('hides the highlights of a deleted document', async () => {
    const token = await firm.token('associate');
    const extra = await processed(firm, matter.id, 'to-delete.txt', MEMO);
    const made = await create(token, { document_id: extra.id, start: 0, end: 9 });
    expect(made.status).toBe(201);
    const before = await server.api<HighlightListResponse>('GET', `/api/v1/cases/${matter.id}/highlights`, { token });
    expect(before.body.highlights.map((h) => h.id)).toContain(made.body.id);
    expect((await server.api('DELETE', `/api/v1/documents/${extra.id}`, { token })).status).toBe(200);
    const after = await server.api<HighlightListResponse>('GET', `/api/v1/cases/${matter.id}/highlights`, { token });
    expect(after.body.highlights.map((h) => h.id)).not.toContain(made.body.id);
    expect((await server.api('GET', `/api/v1/highlights/${made.body.id}`, { token })).status).toBe(404);
    expect((await create(token, { document_id: extra.id, start: 0, end: 9 })).status).toBe(404);
  }, 60_000);

  it('follows its words when reprocessing rewrites the page text, and keeps (unpainted) one whose words are gone', async () => {
    const token = await firm.token('associate');
    const extra = await processed(firm, matter.id, 'reprocessed.txt', MEMO);
    // The page as an older extraction read it: a stray line before the text and a garbled word the
    // file does not contain. Reprocessing reads the file again and writes its real text.
    const older = `Scanned by the mailroom\n${MEMO.replace('courier', 'c0urier')}`;
    await server.deps.db.update(documentPages).set({ text: older }).where(eq(documentPages.documentId, extra.id));
    const follows = await create(token, { document_id: extra.id, ...passage(older, 'written notice of termination') });
    const garbled = await create(token, { document_id: extra.id, ...passage(older, 'c0urier') });
    expect([follows.status, garbled.status]).toEqual([201, 201]);

    expect((await server.api('POST', `/api/v1/documents/${extra.id}/reprocess`, { token })).status).toBe(200);
    expect((await settledDocument(server, extra.id, token)).status).toBe('processed');
    const moved = await server.api<Highlight>('GET', `/api/v1/highlights/${follows.body.id}`, { token });
    expect(moved.body).toMatchObject({ page_number: 1, ...passage(MEMO, 'written notice of termination'), quote: 'written notice of termination' });
    const kept = await server.api<Highlight>('GET', `/api/v1/highlights/${garbled.body.id}`, { token });
    expect(kept.body).toMatchObject({ start: garbled.body.start, end: garbled.body.end, quote: 'c0urier' });

    const rows = (await auditRowsFor(server, firm.organizationId, 'document_updated')).filter((r) => r.resourceId === extra.id && r.details.change === 'highlights_reanchored');
    expect(rows.map((r) => r.details)).toEqual([{ change: 'highlights_reanchored', moved: 1, lost: 1 }]);
  }, 60_000);
});
