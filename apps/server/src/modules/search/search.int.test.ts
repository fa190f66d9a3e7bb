import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CaseSearchResponse, DocumentSearchResponse } from '@app/contract';
import { auditLogs } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';
import { PostgresSearchIndex } from './engine/postgres-search-index.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let partner: string;
const ids: Record<string, string> = {};
let matterA: string;
let matterB: string;

const EMAIL = [
  'From: Rachel Voss <rvoss@harperlane.example>',
  'To: Counsel <counsel@bigfirm.example>',
  'Subject: Notice of termination',
  'Date: Tue, 05 Mar 2019 14:30:00 +0000',
  'Message-ID: <t-1@harperlane.example>',
  'Content-Type: text/plain',
  '',
  'Please treat this letter as our written notice of termination of the warehouse lease, effective in thirty days.',
].join('\r\n');

const DOCS: Record<string, { matter: 'A' | 'B'; name: string; content: string }> = {
  email: { matter: 'A', name: 'termination-notice.eml', content: EMAIL },
  near: { matter: 'A', name: 'lease.txt', content: 'The landlord may give notice of early termination if the tenant defaults on rent.' },
  far: { matter: 'A', name: 'far.txt', content: 'Termination one two three four five six seven notice arrives later than expected here.' },
  indemnity: { matter: 'A', name: 'indemnity.txt', content: 'The supplier shall indemnify the buyer. Indemnification covers insurance claims of every kind.' },
  insurance: { matter: 'A', name: 'insurance.txt', content: 'Indemnity is limited; the insurance policy governs property damage.' },
  xss: { matter: 'A', name: 'script.txt', content: 'Exhibit with markup <script>alert(1)</script> inside the deposition transcript.' },
  breach: { matter: 'B', name: 'breach.txt', content: 'Material breach of the distribution agreement and default on payment obligations by Castellan.' },
  gone: { matter: 'B', name: 'deleted.txt', content: 'Ephemeral zephyrwords that will be deleted soon.' },
};

const search = (token: string, query: string) => server.api<DocumentSearchResponse>('GET', `/api/v1/search/documents?${query}`, { token });
const names = (res: { body: DocumentSearchResponse }) => res.body.hits.map((h) => h.filename).sort();

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm();
  other = await server.createFirm();
  partner = await firm.token('partner');
  matterA = (await createCaseAs(server, firm, 'partner', { name: 'Meridian Lease Dispute', client_name: 'Meridian Holdings', docket_number: '2:19-cv-00042' })).id;
  matterB = (await createCaseAs(server, firm, 'associate', { name: 'Castellan Distribution', client_name: 'Northwind Freight Inc.' })).id;
  for (const [key, doc] of Object.entries(DOCS)) ids[key] = (await ingestOne(server, doc.matter === 'A' ? matterA : matterB, partner, doc.name, doc.content)).id;
  for (const id of Object.values(ids)) expect((await settledDocument(server, id, partner)).status).toBe('processed');
});
afterAll(() => server?.close());

describe('GET /search/documents', () => {
  it('finds documents by words, with highlighted safe snippets, facets and an audit row', async () => {
    const res = await search(partner, 'q=termination%20notice');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mode: 'keyword', embedding_engine: null, total_is_estimate: false, page: 1, page_size: 20 });
    expect(names(res)).toEqual(['far.txt', 'lease.txt', 'termination-notice.eml']);
    const email = res.body.hits.find((h) => h.filename === 'termination-notice.eml')!;
    expect(email).toMatchObject({ case_id: matterA, case_name: 'Meridian Lease Dispute', detected_type: 'eml', author: 'Rachel Voss <rvoss@harperlane.example>' });
    expect(email.document_date?.slice(0, 10)).toBe('2019-03-05');
    expect(email.snippets[0]!.html).toContain('<mark>termination</mark>');
    expect(res.body.facets.case).toEqual([{ value: matterA, label: 'Meridian Lease Dispute', count: 3 }]);
    expect(res.body.facets.file_type).toEqual(expect.arrayContaining([{ value: 'txt', label: 'txt', count: 2 }]));
    const [audit] = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, firm.organizationId), eq(auditLogs.action, 'search_performed')));
    expect(audit).toMatchObject({ resourceType: 'search', details: { query: 'termination notice', result_count: 3 } });
  });

  it('understands phrases, OR, exclusion, prefixes and NEAR/n', async () => {
    expect(names(await search(partner, `q=${encodeURIComponent('"notice of termination"')}`))).toEqual(['termination-notice.eml']);
    expect(names(await search(partner, 'q=breach%20OR%20deposition'))).toEqual(['breach.txt', 'script.txt']);
    expect(names(await search(partner, 'q=indemnity%20-insurance'))).toEqual([]);
    expect(names(await search(partner, `q=${encodeURIComponent('indemn* -"property damage"')}`))).toEqual(['indemnity.txt']);
    const near = await search(partner, `q=${encodeURIComponent('termination NEAR/5 notice')}`);
    expect(names(near)).toEqual(['lease.txt', 'termination-notice.eml']);
    // "Termination … notice" eight words apart: outside five, inside ten.
    expect(names(await search(partner, `q=${encodeURIComponent('termination NEAR/10 notice')}`))).toContain('far.txt');
    const prefix = await search(partner, 'q=indemn*');
    expect(names(prefix)).toEqual(['indemnity.txt', 'insurance.txt']);
    expect(prefix.body.hits[0]!.snippets[0]!.html).toMatch(/<mark>Indemni/);
  });

  it('shows markup in a document as text', async () => {
    // The text parser reads <script>…</script> as tags and does not index them; the words around are found.
    const res = await search(partner, 'q=markup%20deposition');
    const html = res.body.hits[0]!.snippets[0]!.html;
    expect(html).toContain('<mark>markup</mark> &lt;script&gt;alert(1)&lt;/script&gt; inside the <mark>deposition</mark>');
    expect(html).not.toMatch(/<script/i);
  });

  it('filters by case, type, status, date and author, sorts by date and pages', async () => {
    expect(names(await search(partner, `q=notice&file_type=eml`))).toEqual(['termination-notice.eml']);
    expect(names(await search(partner, `q=notice&file_type=pdf,txt`))).toEqual(['far.txt', 'lease.txt']);
    expect(names(await search(partner, `q=notice&file_type=pdf&file_type=txt&status=processed`))).toEqual(['far.txt', 'lease.txt']);
    expect(names(await search(partner, `q=notice&date_to=2019-03-05`))).toEqual(['termination-notice.eml']);
    expect(names(await search(partner, `q=notice&date_from=2019-03-06`))).toEqual(['far.txt', 'lease.txt']);
    expect(names(await search(partner, `q=notice&author=voss`))).toEqual(['termination-notice.eml']);
    expect(names(await search(partner, `q=breach%20OR%20notice&case_id=${matterB}`))).toEqual(['breach.txt']);
    const asc = await search(partner, 'q=notice&sort=date_asc');
    expect(asc.body.hits[0]!.filename).toBe('termination-notice.eml');
    const desc = await search(partner, 'q=notice&sort=date_desc');
    expect(desc.body.hits.at(-1)!.filename).toBe('termination-notice.eml');
    const paged = await search(partner, 'q=notice&page=2&page_size=2');
    expect(paged.body).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(paged.body.hits).toHaveLength(1);
  });

  it('answers POST with a JSON body the same way', async () => {
    const res = await server.api<DocumentSearchResponse>('POST', '/api/v1/search/documents', { token: partner, body: { q: 'breach', file_type: ['txt'] } });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['breach.txt']);
  });

  it('refuses bad input with field errors', async () => {
    for (const query of ['q=', 'q=x&date_from=2020-13-01', 'q=x&sort=random', 'q=x&page_size=500', 'q=x&status=lost']) {
      const res = await search(partner, query);
      expect(res.status, query).toBe(400);
      expect((res.body as unknown as { errors: unknown[] }).errors.length, query).toBeGreaterThan(0);
    }
    const order = await search(partner, 'q=x&date_from=2020-02-01&date_to=2020-01-01');
    expect(order.status).toBe(400);
    expect(order.body).toMatchObject({ errors: [{ field: 'date_from' }] });
  });

  it('needs a signed-in user and lets a viewer search', async () => {
    expect((await server.api('GET', '/api/v1/search/documents?q=notice')).status).toBe(401);
    expect((await search(await firm.token('viewer'), 'q=notice')).status).toBe(200);
  });

  it("keeps other firms' and unassigned cases out", async () => {
    const outsider = await other.token('admin');
    expect((await search(outsider, 'q=notice')).body.total).toBe(0);
    expect((await search(outsider, `q=notice&case_id=${matterA}`)).status).toBe(404);
    const associate = await firm.token('associate');
    expect(names(await search(associate, 'q=breach%20OR%20notice%20OR%20indemnity'))).toEqual(['breach.txt']);
    expect((await search(associate, `q=notice&case_id=${matterA}`)).status).toBe(404);
  });

  it('finds a document by a word of its file name, whatever separates the words', async () => {
    // "far.txt" and "termination-notice.eml" were single file tokens to the parser: "far" and "notice" missed them.
    expect(names(await search(partner, 'q=far'))).toEqual(['far.txt']);
    const notice = await search(partner, 'q=notice');
    expect(notice.body.hits[0]!.filename).toBe('termination-notice.eml');
  });

  it('drops a deleted document at once', async () => {
    expect(names(await search(partner, 'q=zephyrwords'))).toEqual(['deleted.txt']);
    expect((await server.api('DELETE', `/api/v1/documents/${ids.gone}`, { token: partner })).status).toBe(200);
    expect(names(await search(partner, 'q=zephyrwords'))).toEqual([]);
  });
});

/**
 * Until no search-index job is waiting or running: a rebuild the test runs itself must not race
 * the queue's own index jobs (a deletion's, a processed document's) over the same rows.
 */
async function searchIndexJobsSettled(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const { rows } = await server.deps.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'search.index_document' and state in ('created', 'retry', 'active')`,
    );
    if ((rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('search index jobs still pending after 30 s');
}

describe('speed paths give the exact answers', () => {
  it('ranks from the stored best pages and from capped candidates like the exact ranking', async () => {
    const scope = { organizationId: firm.organizationId, caseIds: null };
    const request = { q: 'notice', sort: 'relevance' as const, page: 1, page_size: 20 };
    const exact = await server.deps.search.searchDocuments(scope, request);
    const fast = new PostgresSearchIndex(server.deps.database, { frequentPages: 2, countCap: 2, topK: 5 });
    await searchIndexJobsSettled();
    await fast.rebuild(firm.organizationId);
    const viaTop = await fast.searchDocuments(scope, request);
    const order = (r: DocumentSearchResponse) => r.hits.map((h) => [h.filename, Number(h.score.toFixed(5))]);
    expect(order(viaTop)).toEqual(order(exact));
    // One word over the whole firm: the vocabulary's document count is the exact total.
    expect([viaTop.total, viaTop.total_is_estimate]).toEqual([exact.total, false]);
    const filtered = await fast.searchDocuments(scope, { ...request, case_id: matterA });
    expect(filtered.total_is_estimate).toBe(true);
    const capped = await fast.searchDocuments(scope, { ...request, q: 'notice termination' });
    expect(capped.hits.map((h) => h.filename).sort()).toEqual(['far.txt', 'lease.txt', 'termination-notice.eml']);
    // Type-ahead of several frequent words: the rarest one's stored list, checked against every word.
    const typed = await fast.suggestDocuments(scope, 'termination noti', { limit: 1 });
    expect(typed.map((s) => s.documentId)).toEqual([ids.email]);
    expect(typed[0]!.excerpt).toMatch(/notice of termination/i);
    // Incremental indexing keeps the lists: a new document with the word joins them.
    const extra = await ingestOne(server, matterA, partner, 'notice-notice.txt', 'Notice notice notice: the final notice of termination.');
    await settledDocument(server, extra.id, partner);
    await fast.indexDocument(firm.organizationId, extra.id);
    const after = await fast.searchDocuments(scope, request);
    expect(after.hits[0]!.filename).toBe('notice-notice.txt');
  });

  it('suggests documents while typing (name and text, last word as a prefix)', async () => {
    await server.deps.search.rebuild(firm.organizationId);
    const scope = { organizationId: firm.organizationId, caseIds: null };
    const byText = await server.deps.search.suggestDocuments(scope, 'warehouse lea', { limit: 5 });
    expect(byText[0]).toMatchObject({ documentId: ids.email, caseId: matterA });
    expect(byText[0]!.excerpt).toContain('warehouse lease');
    const byName = await server.deps.search.suggestDocuments(scope, 'indemnity.t', { limit: 5 });
    expect(byName.map((s) => s.documentId)).toContain(ids.indemnity);
    // A name's words are prefixes whatever separates them ("far.txt": the text never says "far").
    expect((await server.deps.search.suggestDocuments(scope, 'far.t', { limit: 5 })).map((s) => s.documentId)).toEqual([ids.far]);
    // Inside a word: only when nothing else matched, the name is searched as a substring.
    expect((await server.deps.search.suggestDocuments(scope, 'ndemnity', { limit: 5 })).map((s) => s.documentId)).toEqual([ids.indemnity]);
    const typed = await server.deps.search.suggestDocuments(scope, 'zeph', { limit: 5 });
    expect(typed).toEqual([]);
    const limited = await server.deps.search.suggestDocuments({ ...scope, caseIds: [matterB] }, 'indemn', { limit: 5 });
    expect(limited).toEqual([]);
    for (const s of await server.deps.search.suggestDocuments(scope, 'not', { limit: 5 })) expect(s.score).toBeGreaterThan(0);
  });

  it('finds and suggests a processed document whose index job has not run yet', async () => {
    // The vocabulary and stored lists are derived by a queued job; until it runs, the words of a
    // freshly processed document are unknown to them. Emptying them stands for that moment.
    const scope = { organizationId: firm.organizationId, caseIds: null };
    await server.deps.database.executeSql('delete from search_vocabulary where organization_id = $1', [firm.organizationId]);
    try {
      expect((await server.deps.search.suggestDocuments(scope, 'warehouse', { limit: 5 }))[0]?.documentId).toBe(ids.email);
      expect((await server.deps.search.suggestDocuments(scope, 'written noti', { limit: 5 }))[0]?.documentId).toBe(ids.email);
      expect(names(await search(partner, 'q=warehouse'))).toEqual(['termination-notice.eml']);
      expect(names(await search(partner, 'q=wareh*'))).toEqual(['termination-notice.eml']);
    } finally {
      await server.deps.search.rebuild(firm.organizationId);
    }
  });
});

describe('GET /search/cases', () => {
  it('finds visible cases by name, client, docket number and parties', async () => {
    const res = await server.api<CaseSearchResponse>('GET', '/api/v1/search/cases?q=meridian', { token: partner });
    expect(res.status).toBe(200);
    expect(res.body.hits[0]).toMatchObject({ case: { id: matterA }, matched: expect.arrayContaining(['name', 'client_name']) });
    const docket = await server.api<CaseSearchResponse>('GET', '/api/v1/search/cases?q=2:19-cv-00042', { token: partner });
    expect(docket.body.hits.map((h) => h.case.id)).toEqual([matterA]);
    const associate = await server.api<CaseSearchResponse>('GET', '/api/v1/search/cases?q=a', { token: await firm.token('associate') });
    expect(associate.body.hits.map((h) => h.case.id)).toEqual([matterB]);
    expect((await server.api<CaseSearchResponse>('GET', '/api/v1/search/cases?q=meridian', { token: await other.token('admin') })).body.total).toBe(0);
    expect((await server.api('GET', '/api/v1/search/cases?q=', { token: partner })).status).toBe(400);
    expect((await server.api('GET', '/api/v1/search/cases?q=x')).status).toBe(401);
  });
});
