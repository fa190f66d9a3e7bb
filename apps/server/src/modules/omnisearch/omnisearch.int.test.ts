import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Case, ErrorBody, OmnisearchResponse, OmnisearchResult } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { users } from '../../db/schema/index.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
/** Assigned to the firm's associate (created by them). */
let assigned: Case;
/** Created by a partner: the associate is not on it. */
let unassigned: Case;
let foreign: Case;
let emailId: string;

const witness = { name: 'Margaret Oduya', role: 'witness' as const, counsel: 'Hale & Partners LLP' };

async function search(token: string, params: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return server.api<OmnisearchResponse & ErrorBody>('GET', `/api/v1/search/omnisearch?${qs}`, { token });
}
const ofType = (results: OmnisearchResult[], type: OmnisearchResult['type']) => results.filter((r) => r.type === type);

beforeAll(async () => {
  server = await createTestServer({ LOG_LEVEL: 'error' });
  firm = await server.createFirm('Omnisearch LLP');
  other = await server.createFirm('Other Omnisearch LLP');
  await server.deps.db.update(users).set({ fullName: 'Priya Oberoi', title: 'Senior Paralegal' }).where(eq(users.id, firm.users.paralegal.id));

  assigned = await createCaseAs(server, firm, 'associate', {
    name: 'Oduya Holdings v. Brightline Shipping',
    client_name: 'Oduya Holdings Ltd.',
    docket_number: '2:25-cv-00417',
    parties: [witness],
  });
  unassigned = await createCaseAs(server, firm, 'partner', {
    name: 'Meridian Oduya Trust matter',
    client_name: 'Meridian Trust',
    docket_number: '3:25-cv-09999',
    parties: [{ name: 'Odette Vance', role: 'witness' }],
  });
  foreign = await createCaseAs(server, other, 'partner', { name: 'Oduya Foreign Matter', client_name: 'Foreign Oduya Client' });

  const associate = await firm.token('associate');
  const partner = await firm.token('partner');
  const created = await server.api<{ id: string }>('POST', `/api/v1/cases/${assigned.id}/events`, {
    token: associate,
    body: { event_type: 'deposition', title: 'Deposition of Margaret Oduya', starts_at: '2031-05-06T14:00:00Z', location: 'Conference Room 4' },
  });
  expect(created.status).toBe(201);
  await server.api('POST', `/api/v1/cases/${unassigned.id}/events`, {
    token: partner,
    body: { event_type: 'hearing', title: 'Oduya trust hearing', starts_at: '2031-05-07T14:00:00Z' },
  });
  await server.api('POST', `/api/v1/cases/${foreign.id}/events`, {
    token: await other.token('partner'),
    body: { event_type: 'hearing', title: 'Oduya foreign hearing', starts_at: '2031-05-07T14:00:00Z' },
  });

  const email = await ingestOne(
    server,
    assigned.id,
    associate,
    'shipment-delay-email.txt',
    'From: Tom Reyes\nTo: Legal\nSubject: Delay\n\nAs Ms. Oduya confirmed on the call, the container left port late.',
  );
  emailId = email.id;
  const secret = await ingestOne(server, unassigned.id, partner, 'trust-memo.txt', 'Privileged memo about the Oduya trust distributions.');
  const foreignDoc = await ingestOne(server, foreign.id, await other.token('partner'), 'foreign-memo.txt', 'Oduya appears in the other firm too.');
  await settledDocument(server, email.id, associate);
  await settledDocument(server, secret.id, partner);
  await settledDocument(server, foreignDoc.id, await other.token('partner'));
});
afterAll(() => server?.close());

describe('GET /search/omnisearch', () => {
  it('finds cases, documents, firm members, case parties and events, with relevance as a percent', async () => {
    const res = await search(await firm.token('partner'), { q: 'oduya' });
    expect(res.status).toBe(200);
    const { results } = res.body;
    expect(ofType(results, 'case').map((r) => r.id)).toEqual(expect.arrayContaining([assigned.id, unassigned.id]));
    expect(ofType(results, 'document').map((r) => r.id)).toContain(emailId);
    const party = ofType(results, 'person').find((r) => r.title === 'Margaret Oduya');
    expect(party).toMatchObject({ caseId: assigned.id, subtitle: expect.stringContaining('Witness') });
    expect(ofType(results, 'event').map((r) => r.title)).toEqual(expect.arrayContaining(['Deposition of Margaret Oduya', 'Oduya trust hearing']));
    // Subtitles name the case a document or an event belongs to.
    expect(results.find((r) => r.id === emailId)!.subtitle).toContain(assigned.name);
    expect(results.find((r) => r.title === 'Deposition of Margaret Oduya')!.subtitle).toContain(assigned.name);
    for (const r of results) {
      expect(r.relevance).toBeGreaterThanOrEqual(0);
      expect(r.relevance).toBeLessThanOrEqual(100);
      expect(Number.isInteger(r.relevance)).toBe(true);
    }
    expect(results.some((r) => r.title.includes('Foreign'))).toBe(false);
    // Ranked: a name starting with the text beats one that only contains it somewhere in its text.
    const caseHit = results.find((r) => r.id === assigned.id)!;
    const docHit = results.find((r) => r.id === emailId)!;
    expect(caseHit.relevance).toBeGreaterThan(90);
    expect(caseHit.relevance).toBeGreaterThan(docHit.relevance);
    expect(results.map((r) => r.relevance)).toEqual([...results.map((r) => r.relevance)].sort((a, b) => b - a));

    const members = await search(await firm.token('viewer'), { q: 'priya ob' });
    expect(members.body.results[0]).toMatchObject({ id: firm.users.paralegal.id, type: 'person', caseId: null, title: 'Priya Oberoi' });
    expect(members.body.results[0]!.subtitle).toContain('Senior Paralegal');
  });

  it('puts the selected case first, then relevance; case_id restricts to that case', async () => {
    const token = await firm.token('partner');
    const selected = await search(token, { q: 'oduya', selected_case_id: unassigned.id });
    const results = selected.body.results;
    const firstOther = results.findIndex((r) => r.caseId !== unassigned.id);
    expect(firstOther).toBeGreaterThan(0);
    expect(results.slice(firstOther).every((r) => r.caseId !== unassigned.id)).toBe(true);
    const head = results.slice(0, firstOther).map((r) => r.relevance);
    expect(head).toEqual([...head].sort((a, b) => b - a));

    const restricted = await search(token, { q: 'oduya', case_id: assigned.id, selected_case_id: unassigned.id });
    expect(restricted.status).toBe(200);
    expect(restricted.body.results.length).toBeGreaterThan(0);
    expect(restricted.body.results.every((r) => r.caseId === assigned.id || r.caseId === null)).toBe(true);
    expect(restricted.body.results.map((r) => r.id)).toContain(emailId);

    const limited = await search(token, { q: 'oduya', limit: 2 });
    expect(limited.body.results).toHaveLength(2);
  });

  it('shows an associate only their assigned cases, and nothing of another firm', async () => {
    const res = await search(await firm.token('associate'), { q: 'oduya' });
    expect(res.status).toBe(200);
    const ids = res.body.results.map((r) => r.caseId);
    expect(ids).toContain(assigned.id);
    expect(ids).not.toContain(unassigned.id);
    expect(ids).not.toContain(foreign.id);
    expect(res.body.results.some((r) => /trust|Foreign/i.test(r.title))).toBe(false);
    const hidden = await search(await firm.token('associate'), { q: 'odette' });
    expect(hidden.body.results).toEqual([]);
    expect((await search(await firm.token('associate'), { q: 'oduya', case_id: unassigned.id })).status).toBe(404);
  });

  it('answers 400 with field errors, 404 for another firm’s case and 401 without a token', async () => {
    const token = await firm.token('viewer');
    const short = await search(token, { q: 'o' });
    expect(short.status).toBe(400);
    expect(short.body.errors?.map((e) => e.field)).toContain('q');
    const badId = await search(token, { q: 'oduya', case_id: 'not-a-uuid' });
    expect(badId.status).toBe(400);
    expect(badId.body.errors?.map((e) => e.field)).toContain('case_id');
    expect((await search(token, { q: 'oduya', limit: 0 })).status).toBe(400);
    expect((await search(await firm.token('admin'), { q: 'oduya', case_id: foreign.id })).status).toBe(404);
    expect((await server.api('GET', '/api/v1/search/omnisearch?q=oduya')).status).toBe(401);
  });

  it('matches docket numbers, counsel and event locations, and follows a renamed case (search_text is generated)', async () => {
    const token = await firm.token('partner');
    const ids = async (q: string) => (await search(token, { q })).body.results.map((r) => r.id);
    expect(await ids('cv-00417')).toContain(assigned.id);
    const counsel = (await search(token, { q: 'hale partners' })).body.results;
    expect(counsel.find((r) => r.type === 'person')).toMatchObject({ title: 'Margaret Oduya', caseId: assigned.id });
    const room = (await search(token, { q: 'conference room' })).body.results;
    expect(room.map((r) => r.title)).toContain('Deposition of Margaret Oduya');
    // Two letters match where a word starts (a docket number's part, a party's name in the case's
    // JSON), not inside a word.
    expect(await ids('cv')).toContain(assigned.id);
    expect((await search(token, { q: 'ma' })).body.results.map((r) => r.title)).toContain('Margaret Oduya');
    expect(await ids('uy')).not.toContain(assigned.id);

    const renamed = await server.api('PUT', `/api/v1/cases/${unassigned.id}`, { token, body: { name: 'Meridian Northwind Trust matter' } });
    expect(renamed.status).toBe(200);
    expect(await ids('northwind')).toContain(unassigned.id);
    expect(await ids('meridian oduya')).not.toContain(unassigned.id);
    await server.api('PUT', `/api/v1/cases/${unassigned.id}`, { token, body: { name: unassigned.name } });
    expect(await ids('meridian oduya')).toContain(unassigned.id);
  });

  it('treats LIKE wildcards in the text literally', async () => {
    const res = await search(await firm.token('partner'), { q: '%_' });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
  });
});
