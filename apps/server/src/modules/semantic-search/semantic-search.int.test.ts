import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AiEnginesStatus, DocumentSearchResponse } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { aiUsage, auditLogs, documentPages, pageChunks } from '../../db/schema/index.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';
import { LOCAL_HASH_ENGINE_ID } from '../../platform/ai/local-hash-embedder.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let partner: string;
let associate: string;
const ids: Record<string, string> = {};
const cases: Record<string, string> = {};

const CONTRACT =
  'MASTER SERVICES AGREEMENT. Section 14. Either party may terminate this Agreement for convenience upon ninety days written notice. ' +
  'Upon termination the Supplier shall return all confidential materials and the Customer shall pay all undisputed fees accrued before the termination date.';
const DEPOSITION =
  'DEPOSITION OF MARIA LOPEZ. Q. Where were you on the night of the inventory count? A. I was at the warehouse on Pier 9 counting pallets of frozen shrimp with the night supervisor.';
const UNASSIGNED =
  'Privileged memo: the client wants to terminate the distribution agreement early; termination fees and notice periods are analysed below.';
const SCRIPT = 'Board minutes: <script>alert("x")</script> the board discussed terminating the lease of the Elm Street office.';

async function waitFor<T>(probe: () => Promise<T | undefined | false>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const chunksOf = (documentId: string) => server.deps.db.select().from(pageChunks).where(eq(pageChunks.documentId, documentId));
const embedded = (documentId: string) => waitFor(async () => {
  const rows = await chunksOf(documentId);
  return rows.length > 0 && rows.every((r) => r.engine === server.deps.ai.embeddings.id) && rows;
}, `chunks of ${documentId}`);

const vector = (token: string, body: Record<string, unknown>) => server.api<DocumentSearchResponse>('POST', '/api/v1/search/vector', { token, body });

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm();
  other = await server.createFirm();
  partner = await firm.token('partner');
  associate = await firm.token('associate');
  cases.assigned = (await createCaseAs(server, firm, 'associate', { name: 'Harbor Foods v. Pier Nine' })).id;
  cases.unassigned = (await createCaseAs(server, firm, 'partner', { name: 'Elm Distribution matter' })).id;
  cases.foreign = (await createCaseAs(server, other, 'partner')).id;
  const uploads: [string, string, string, string][] = [
    ['contract', cases.assigned, 'msa.txt', CONTRACT],
    ['deposition', cases.assigned, 'lopez-deposition.txt', DEPOSITION],
    ['script', cases.assigned, 'minutes.txt', SCRIPT],
    ['unassigned', cases.unassigned, 'memo.txt', UNASSIGNED],
  ];
  for (const [key, caseId, name, text] of uploads) ids[key] = (await ingestOne(server, caseId, partner, name, text)).id;
  ids.foreign = (await ingestOne(server, cases.foreign, await other.token('partner'), 'other.txt', CONTRACT)).id;
  for (const id of Object.values(ids)) expect((await settledDocument(server, id, partner).catch(() => ({ status: 'other-firm' }))).status).toMatch(/processed|other-firm/);
  for (const id of Object.values(ids)) await embedded(id);
});
afterAll(() => server?.close());

describe('embeddings of processed documents', () => {
  it('chunks every page with exact offsets and embeds it with the configured engine, recording usage', async () => {
    const [page] = await server.deps.db.select().from(documentPages).where(eq(documentPages.documentId, ids.contract!));
    const chunks = await chunksOf(ids.contract!);
    expect(chunks.length).toBeGreaterThan(0);
    for (const c of chunks) {
      expect(page!.text.slice(c.start, c.end)).toBe(c.text);
      expect(c.engine).toBe(LOCAL_HASH_ENGINE_ID);
      expect(c.dimensions).toBe(512);
      expect(c.embedding).toHaveLength(512);
      expect(Math.hypot(...c.embedding!)).toBeCloseTo(1, 4);
    }
    const usage = await server.deps.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.organizationId, firm.organizationId), eq(aiUsage.feature, 'embedding'), eq(aiUsage.caseId, cases.assigned!)));
    expect(usage.length).toBeGreaterThanOrEqual(3); // one row per batch call: one per document here
    expect(usage.every((u) => u.provider === 'local' && u.model === LOCAL_HASH_ENGINE_ID && u.costUsd === 0 && u.inputTokens > 0)).toBe(true);
  });

  it('reports the engines, the vector index and the progress', async () => {
    const res = await server.api<AiEnginesStatus>('GET', '/api/v1/search/engines', { token: await firm.token('viewer') });
    expect(res.status).toBe(200);
    expect(res.body.text.provider).toBe('local');
    expect(res.body.embeddings).toMatchObject({ engine: LOCAL_HASH_ENGINE_ID, dimensions: 512, pending_chunks: 0 });
    expect(res.body.embeddings.description).toMatch(/no language model/);
    expect(res.body.embeddings.embedded_chunks).toBeGreaterThanOrEqual(4);
    // No speech engine: named as such, not a warning; a viewer is told to ask the administrator,
    // who alone is told how to configure one.
    expect(res.body.transcription).toMatchObject({ engine: 'none', available: false, problem: "Transcription isn't set up — ask your administrator." });
    const admin = await server.api<AiEnginesStatus>('GET', '/api/v1/search/engines', { token: await firm.token('admin') });
    expect(admin.body.transcription.problem).toMatch(/TRANSCRIPTION_ENGINE/);
    expect(res.body.warnings.some((w) => w.startsWith('Transcription'))).toBe(false);
    const { rows } = await server.deps.database.executeSql(`select 1 from pg_available_extensions where name = 'vector'`);
    if (rows.length > 0) expect(res.body.embeddings.vector_index).toBe('pgvector');
    else {
      expect(res.body.embeddings.vector_index).toBe('exact');
      expect(res.body.warnings).toContain('pgvector is not installed on this PostgreSQL server: semantic search uses an exact scan');
    }
    expect((await server.api('GET', '/api/v1/search/engines')).status).toBe(401);
  });
});

describe('POST /search/vector', () => {
  it('finds the document about a topic in other words, with a safe snippet, and audits the search', async () => {
    const res = await vector(partner, { q: 'terminating the contract' });
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe('semantic');
    expect(res.body.embedding_engine).toBe(LOCAL_HASH_ENGINE_ID);
    const found = res.body.hits.map((h) => h.document_id);
    expect(found[0] === ids.contract || found[0] === ids.unassigned).toBe(true);
    expect(found).toContain(ids.contract);
    expect(found).not.toContain(ids.deposition);
    expect(found).not.toContain(ids.foreign);
    const hit = res.body.hits.find((h) => h.document_id === ids.contract)!;
    expect(hit).toMatchObject({ case_id: cases.assigned, case_name: 'Harbor Foods v. Pier Nine', filename: 'msa.txt', status: 'processed' });
    expect(hit.snippets[0]!.html).toContain('<mark>terminate</mark>');
    expect(res.body.facets.case.map((f) => f.value)).toContain(cases.assigned);

    const [audit] = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, firm.organizationId), eq(auditLogs.action, 'search_performed'), eq(auditLogs.resourceType, 'search')));
    expect(audit?.details).toMatchObject({ mode: 'semantic', query: 'terminating the contract' });
  });

  it('shows a passage with markup as text', async () => {
    const res = await vector(partner, { q: 'board terminating the office lease', case_id: cases.assigned });
    const hit = res.body.hits.find((h) => h.document_id === ids.script)!;
    expect(hit.snippets[0]!.html).not.toContain('<script>');
    expect(hit.snippets[0]!.html).toContain('&lt;script&gt;');
    expect(hit.snippets[0]!.html.replace(/<\/?mark>/g, '')).not.toMatch(/<[a-z/]/i);
  });

  it('finds the warehouse testimony without the exact words, and nothing for nonsense', async () => {
    const res = await vector(partner, { q: 'warehouse pallets counted at night' });
    expect(res.body.hits[0]?.document_id).toBe(ids.deposition);
    const none = await vector(partner, { q: 'xyzzy quux' });
    expect(none.status).toBe(200);
    expect(none.body.hits).toEqual([]);
  });

  it('applies filters: case, type, date and status', async () => {
    const q = 'termination of an agreement';
    const byCase = await vector(partner, { q, case_id: cases.unassigned });
    expect(byCase.body.hits.map((h) => h.document_id)).toEqual([ids.unassigned]);
    expect((await vector(partner, { q, file_type: ['pdf'] })).body.hits).toEqual([]);
    expect((await vector(partner, { q, file_type: ['txt'] })).body.total).toBeGreaterThan(0);
    expect((await vector(partner, { q, date_from: '2999-01-01' })).body.hits).toEqual([]);
    expect((await vector(partner, { q, status: ['failed'] })).body.hits).toEqual([]);
    const get = await server.api<DocumentSearchResponse>('GET', `/api/v1/search/vector?q=${encodeURIComponent(q)}&file_type=txt,pdf&case_id=${cases.assigned}`, { token: partner });
    expect(get.status).toBe(200);
    expect(get.body.hits.every((h) => h.case_id === cases.assigned)).toBe(true);
  });

  it("never shows an associate an unassigned case's passages; naming that case or another firm's is 404", async () => {
    const res = await vector(associate, { q: 'terminate the distribution agreement early' });
    expect(res.status).toBe(200);
    expect(res.body.hits.map((h) => h.document_id)).not.toContain(ids.unassigned);
    expect(res.body.hits.length).toBeGreaterThan(0);
    expect((await vector(associate, { q: 'termination', case_id: cases.unassigned })).status).toBe(404);
    expect((await vector(partner, { q: 'termination', case_id: cases.foreign })).status).toBe(404);
  });

  it('rejects bad input with field errors and needs a sign-in', async () => {
    const empty = await server.api<{ errors?: Record<string, unknown> }>('POST', '/api/v1/search/vector', { token: partner, body: { q: '  ' } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.errors)).toContain('q');
    expect((await vector(partner, { q: 'x', page_size: 1000 })).status).toBe(400);
    expect((await vector(partner, { q: 'x', case_id: 'not-a-uuid' })).status).toBe(400);
    expect((await server.api('POST', '/api/v1/search/vector', { body: { q: 'termination' } })).status).toBe(401);
  });
});

describe('keeping embeddings current', () => {
  it('re-embeds in the background when the engine changes', async () => {
    await server.deps.db.update(pageChunks).set({ engine: 'retired-engine-v0' }).where(eq(pageChunks.organizationId, firm.organizationId));
    const status = await server.api<AiEnginesStatus>('GET', '/api/v1/search/engines', { token: partner });
    expect(status.body.embeddings.pending_chunks).toBeGreaterThan(0);
    const during = await vector(partner, { q: 'terminating the contract' });
    expect(during.body.warnings.join(' ')).toMatch(/still being embedded/);
    await server.deps.jobs.send('embeddings.backfill', {});
    await waitFor(async () => {
      const [row] = await server.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(pageChunks)
        .where(and(eq(pageChunks.organizationId, firm.organizationId), eq(pageChunks.engine, 'retired-engine-v0')));
      return row?.n === 0;
    }, 're-embedding');
    expect((await vector(partner, { q: 'terminating the contract' })).body.hits.map((h) => h.document_id)).toContain(ids.contract);
  });

  it('removes the chunks of a deleted document', async () => {
    const del = await server.api('DELETE', `/api/v1/documents/${ids.script}`, { token: partner });
    expect(del.status).toBeLessThan(300);
    await waitFor(async () => (await chunksOf(ids.script!)).length === 0, 'chunks removed');
    const res = await vector(partner, { q: 'board terminating the office lease' });
    expect(res.body.hits.map((h) => h.document_id)).not.toContain(ids.script);
  });
});

describe('POST /search/advanced', () => {
  it('semantic mode is the vector search; keyword mode the lexical engine', async () => {
    const semantic = await server.api<DocumentSearchResponse>('POST', '/api/v1/search/advanced', { token: partner, body: { q: 'terminating the contract', mode: 'semantic' } });
    expect(semantic.status).toBe(200);
    expect(semantic.body.mode).toBe('semantic');
    const keyword = await server.api<DocumentSearchResponse>('POST', '/api/v1/search/advanced', { token: partner, body: { q: 'pallets', mode: 'keyword' } });
    expect(keyword.status).toBe(200);
    expect(keyword.body.mode).toBe('keyword');
    expect(keyword.body.embedding_engine).toBeNull();
    expect(keyword.body.hits.map((h) => h.document_id)).toEqual([ids.deposition]);
  });

  it('hybrid fuses keyword and semantic ranks with filters applied to both', async () => {
    const res = await server.api<DocumentSearchResponse>('POST', '/api/v1/search/advanced', { token: partner, body: { q: 'terminate agreement', mode: 'hybrid' } });
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe('hybrid');
    expect(res.body.embedding_engine).toBe(LOCAL_HASH_ENGINE_ID);
    const found = res.body.hits.map((h) => h.document_id);
    expect(found.slice(0, 2).sort()).toEqual([ids.contract, ids.unassigned].sort());
    expect(found).not.toContain(ids.foreign);
    // "terminating" is only a semantic neighbour of "terminate" when the lexical engine stems differently; either way both lists agree on the contract.
    const filtered = await server.api<DocumentSearchResponse>('POST', '/api/v1/search/advanced', { token: partner, body: { q: 'terminate agreement', mode: 'hybrid', case_id: cases.unassigned } });
    expect(filtered.body.hits.map((h) => h.document_id)).toEqual([ids.unassigned]);
    const assoc = await server.api<DocumentSearchResponse>('POST', '/api/v1/search/advanced', { token: associate, body: { q: 'terminate agreement', mode: 'hybrid' } });
    expect(assoc.body.hits.map((h) => h.document_id)).not.toContain(ids.unassigned);
    const bad = await server.api('POST', '/api/v1/search/advanced', { token: partner, body: { q: 'x', mode: 'fuzzy' } });
    expect(bad.status).toBe(400);
    expect((await server.api('POST', '/api/v1/search/advanced', { token: partner, body: { q: 'x', case_id: cases.foreign } })).status).toBe(404);
    const usage = await server.deps.db.select().from(aiUsage).where(and(eq(aiUsage.organizationId, firm.organizationId), inArray(aiUsage.feature, ['search'])));
    expect(usage.length).toBeGreaterThan(0);
  });
});
