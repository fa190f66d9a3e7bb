import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkDocumentCustodianResponse, Case, Custodian, DocumentCustody, DocumentSearchResponse, DocumentSummary, ErrorBody, ReviewQueue } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { postMultipart, settledDocument } from '../documents/test-support.js';
import { recomputeCaseReview } from './review-run.js';
import { dedupNow, emlWithAttachments } from '../custodians/test-support.js';

/*
 * The collection filters (custodian, source path, thread, near-duplicate group, inclusive only) on
 * /search and the discovery review queue, the custodian facet, and a document's copies ("also
 * held by", with where each custodian held it).
 */
let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let second: Case;
let foreign: Case;
let jeff: Custodian;
let sue: Custodian;
let elsewhere: Custodian;
let foreignCustodian: Custodian;
const ids: Record<string, string> = {};

const eml = (id: string, subject: string, body: string, inReplyTo?: string) =>
  [
    'From: Jeff Dasovich <jeff@enron.example>',
    'To: Sue Mara <sue@enron.example>',
    `Subject: ${subject}`,
    'Date: Mon, 22 Oct 2001 10:00:00 -0500',
    `Message-ID: <${id}@enron.example>`,
    ...(inReplyTo ? [`In-Reply-To: <${inReplyTo}@enron.example>`, `References: <${inReplyTo}@enron.example>`] : []),
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ].join('\r\n');
const ASK = 'Please confirm the pipeline tariff for the Permian capacity before the filing deadline on Friday afternoon.';
const ANSWER = 'The pipeline tariff is confirmed at the filed rate; the Permian capacity filing goes out on Friday.';
const DRAFT = Array.from({ length: 10 }, (_, i) => `Section ${i + 1}. The pipeline operator shall reserve firm capacity of ${i + 1}0,000 MMBtu per day at the Permian receipt point for the shipper.`).join('\n');

const partner = () => firm.token('partner');
const search = (query: string, token?: string) => server.api<DocumentSearchResponse & ErrorBody>('GET', `/api/v1/search/documents?${query}`, { token });
const queue = (query: string, token?: string) => server.api<ReviewQueue & ErrorBody>('GET', `/api/v1/discovery/review?${query}`, { token });
const names = (res: { body: DocumentSearchResponse }) => res.body.hits.map((h) => h.filename).sort();

async function upload(caseId: string, filename: string, content: Buffer | string, custodianId?: string): Promise<DocumentSummary> {
  const res = await postMultipart<{ documents: DocumentSummary[] } & ErrorBody>(server, `/api/v1/documents/${caseId}/ingest`, await partner(), custodianId ? { custodian_id: custodianId } : {}, [
    { filename, content },
  ]);
  expect(res.status, res.text).toBe(201);
  return res.body.documents[0]!;
}

async function addCustodian(f: TestFirm, caseId: string, name: string): Promise<Custodian> {
  const res = await server.api<Custodian>('POST', `/api/v1/cases/${caseId}/custodians`, { token: await f.token('partner'), body: { name } });
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Filters LLP');
  other = await server.createFirm('Other Filters LLP');
  matter = await createCaseAs(server, firm, 'partner');
  second = await createCaseAs(server, firm, 'partner');
  foreign = await createCaseAs(server, other, 'partner');
  jeff = await addCustodian(firm, matter.id, 'Jeff Dasovich');
  sue = await addCustodian(firm, matter.id, 'Sue Mara');
  elsewhere = await addCustodian(firm, second.id, 'Someone Else');
  foreignCustodian = await addCustodian(other, foreign.id, 'Foreign Person');
  const family = emlWithAttachments('Capacity tariff', 'The pipeline tariff schedule is attached.', [{ filename: 'tariff.txt', content: 'Pipeline tariff schedule for the Permian capacity.' }]);
  const docs = [
    (ids.jeffFamily = (await upload(matter.id, 'capacity-jeff.eml', family, jeff.id)).id),
    (ids.sueFamily = (await upload(matter.id, 'capacity-sue.eml', family, sue.id)).id),
    (ids.ask = (await upload(matter.id, 'ask.eml', eml('ask', 'Tariff', ASK), jeff.id)).id),
    (ids.answer = (await upload(matter.id, 'answer.eml', eml('answer', 'RE: Tariff', `${ANSWER}\n\n> ${ASK}`, 'ask'), sue.id)).id),
    (ids.draft1 = (await upload(matter.id, 'reservation-v1.txt', DRAFT)).id),
    (ids.draft2 = (await upload(matter.id, 'reservation-v2.txt', DRAFT.replace('Section 4. The pipeline operator shall reserve', 'Section 4. The pipeline operator must reserve'))).id),
  ];
  for (const id of docs) expect((await settledDocument(server, id, await partner(), 300_000)).status).toBe('processed');
  // Where each family was collected: Jeff's from Inbox/Capacity, Sue's from Sent Items.
  for (const [id, path] of [
    [ids.jeffFamily, 'Inbox/Capacity'],
    [ids.sueFamily, 'Sent Items'],
  ] as const) {
    const res = await server.api<BulkDocumentCustodianResponse>('PATCH', `/api/v1/cases/${matter.id}/documents/custody`, { token: await partner(), body: { document_ids: [id], source_path: path } });
    expect(res.status).toBe(200);
  }
  await dedupNow(server, firm.organizationId, matter.id);
  await recomputeCaseReview(server.deps, firm.organizationId, matter.id);
}, 480_000);
afterAll(() => server?.close());

describe('collection filters on /search', () => {
  it('filters by custodian: their own documents and the families de-duplication suppressed from them', async () => {
    const token = await partner();
    const all = await search(`q=tariff&case_id=${matter.id}`, token);
    expect(all.status).toBe(200);
    expect(all.body.facets.custodian.map((f) => [f.label, f.count])).toEqual(
      expect.arrayContaining([
        ['Jeff Dasovich', expect.any(Number)],
        ['Sue Mara', expect.any(Number)],
      ]),
    );
    const sues = await search(`q=tariff&case_id=${matter.id}&custodian_id=${sue.id}`, token);
    expect(sues.status).toBe(200);
    // Sue's own answer and her (suppressed) copy of the family, and Jeff's kept copy she also held.
    expect(names(sues)).toEqual(expect.arrayContaining(['answer.eml', 'capacity-jeff.eml', 'capacity-sue.eml']));
    expect(names(sues)).not.toContain('ask.eml');
  });

  it('filters by source path: the folder and below it, an attachment taking its message’s', async () => {
    const token = await partner();
    const inbox = await search(`q=tariff&case_id=${matter.id}&source_path=inbox`, token);
    expect(inbox.status).toBe(200);
    expect(names(inbox)).toEqual(['capacity-jeff.eml', 'tariff.txt']);
    const exact = await search(`q=tariff&case_id=${matter.id}&source_path=${encodeURIComponent('Inbox/Capacity/')}`, token);
    expect(names(exact)).toEqual(['capacity-jeff.eml', 'tariff.txt']);
    const partial = await search(`q=tariff&case_id=${matter.id}&source_path=Inb`, token);
    expect(partial.body.hits).toEqual([]);
  });

  it('filters by thread, inclusive messages and near-duplicate group', async () => {
    const token = await partner();
    const thread = await search(`q=tariff&case_id=${matter.id}&thread_id=${ids.ask}`, token);
    expect(names(thread)).toEqual(['answer.eml', 'ask.eml']);
    const inclusive = await search(`q=tariff&case_id=${matter.id}&thread_id=${ids.ask}&inclusive_only=true`, token);
    expect(names(inclusive)).toEqual(['answer.eml']);
    const body = await server.api<DocumentSearchResponse>('POST', '/api/v1/search/documents', { token, body: { q: 'reserve', case_id: matter.id, near_duplicate_group: ids.draft1 } });
    const pivotGroup = body.body.hits.length > 0 ? body : await server.api<DocumentSearchResponse>('POST', '/api/v1/search/documents', { token, body: { q: 'reserve', case_id: matter.id, near_duplicate_group: ids.draft2 } });
    expect(names(pivotGroup)).toEqual(['reservation-v1.txt', 'reservation-v2.txt']);
  });

  it('answers 400 with field errors for bad values and custodians outside the case or the firm', async () => {
    const token = await partner();
    const bad = await search(`q=tariff&custodian_id=nope&thread_id=x&near_duplicate_group=1&inclusive_only=maybe`, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['custodian_id', 'inclusive_only', 'near_duplicate_group', 'thread_id']);
    const foreignOne = await search(`q=tariff&custodian_id=${foreignCustodian.id}`, token);
    expect(foreignOne.status).toBe(400);
    expect(foreignOne.body.errors?.[0]).toMatchObject({ field: 'custodian_id' });
    const otherCase = await search(`q=tariff&case_id=${matter.id}&custodian_id=${elsewhere.id}`, token);
    expect(otherCase.status).toBe(400);
    expect(otherCase.body.errors?.[0]).toMatchObject({ field: 'custodian_id', message: 'Not a custodian of this case' });
    const empty = await server.api<ErrorBody>('POST', '/api/v1/search/documents', { token, body: { q: 'tariff', source_path: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.[0]).toMatchObject({ field: 'source_path' });
  });

  it('answers 404 for another firm’s case, and finds nothing of another firm by thread or group', async () => {
    const token = await other.token('partner');
    const res = await search(`q=tariff&case_id=${matter.id}&custodian_id=${jeff.id}`, token);
    expect(res.status).toBe(404);
    const byThread = await search(`q=tariff&thread_id=${ids.ask}`, token);
    expect(byThread.status).toBe(200);
    expect(byThread.body.hits).toEqual([]);
  });
});

describe('collection filters on the discovery review queue', () => {
  it('filters by custodian, path, thread, group and inclusive messages', async () => {
    const token = await partner();
    const base = `case_id=${matter.id}&page_size=100`;
    const fileNames = (res: { body: ReviewQueue }) => res.body.documents.map((d) => d.filename).sort();
    const jeffs = await queue(`${base}&custodian_id=${jeff.id}`, token);
    expect(jeffs.status).toBe(200);
    expect(fileNames(jeffs)).toEqual(['ask.eml', 'capacity-jeff.eml', 'tariff.txt']);
    expect(fileNames(await queue(`${base}&source_path=Sent%20Items`, token))).toEqual(['capacity-sue.eml', 'tariff.txt']);
    expect(fileNames(await queue(`${base}&thread_id=${ids.ask}&inclusive_only=true`, token))).toEqual(['answer.eml']);
    const group = await queue(`${base}&near_duplicate_group=${ids.draft1}`, token);
    const groupOf2 = group.body.total > 0 ? group : await queue(`${base}&near_duplicate_group=${ids.draft2}`, token);
    expect(fileNames(groupOf2)).toEqual(['reservation-v1.txt', 'reservation-v2.txt']);
  });

  it('answers 400 for bad values and another case’s custodian, 404 for another firm’s case', async () => {
    const token = await partner();
    const bad = await queue(`case_id=${matter.id}&custodian_id=x&inclusive_only=2`, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['custodian_id', 'inclusive_only']);
    const elsewhereOne = await queue(`case_id=${matter.id}&custodian_id=${elsewhere.id}`, token);
    expect(elsewhereOne.status).toBe(400);
    const foreignCase = await queue(`case_id=${foreign.id}&custodian_id=${foreignCustodian.id}`, token);
    expect(foreignCase.status).toBe(404);
  });
});

describe('also held by', () => {
  it('lists every copy with its custodian and where it was held, the kept copy first', async () => {
    const token = await firm.token('viewer');
    const assigned = await server.api('POST', `/api/v1/cases/${matter.id}/permissions`, { token: await partner(), body: { user_id: firm.users.viewer.id, access_level: 'read' } });
    expect(assigned.status).toBeLessThan(300);
    const custody = await server.api<DocumentCustody>('GET', `/api/v1/documents/${ids.sueFamily}/custody`, { token });
    expect(custody.status).toBe(200);
    expect(custody.body.dedup_of).toBe(ids.jeffFamily);
    expect(custody.body.copies.map((c) => [c.custodian?.name, c.source_path, c.kept])).toEqual([
      ['Jeff Dasovich', 'Inbox/Capacity', true],
      ['Sue Mara', 'Sent Items', false],
    ]);
    // An attachment's copies: held where their messages were.
    const detail = await settledDocument(server, ids.jeffFamily!, token);
    const attachment = detail.children[0]!.id;
    const ofAttachment = await server.api<DocumentCustody>('GET', `/api/v1/documents/${attachment}/custody`, { token });
    expect(ofAttachment.body.copies.map((c) => c.source_path)).toEqual(['Inbox/Capacity', 'Sent Items']);
    const foreignRead = await server.api<ErrorBody>('GET', `/api/v1/documents/${ids.sueFamily}/custody`, { token: await other.token('partner') });
    expect(foreignRead.status).toBe(404);
  });
});
