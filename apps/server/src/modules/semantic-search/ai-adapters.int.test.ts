import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { costUsd, type AiEnginesStatus, type DocumentSearchResponse } from '@app/contract';
import { ConfigError, loadConfig } from '../../config.js';
import { aiUsage, pageChunks } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startOpenAiStandIn, standInTokens, type OpenAiStandIn } from '../../test/openai-stand-in.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ reply: (r) => `Summary by ${r.model}: ${r.texts.at(-1)?.slice(0, 20) ?? ''}` });
});
afterAll(() => standIn?.close());

const usageRows = (server: TestServer, firm: TestFirm) => server.deps.db.select().from(aiUsage).where(eq(aiUsage.organizationId, firm.organizationId));

describe('AI configuration', () => {
  it('names the missing variable for a chosen provider at start-up', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ldd-ai-config', AI_PROVIDER: 'openai-compatible', AI_MODEL: 'gpt-4o-mini' })).toThrow(/AI_BASE_URL: required/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ldd-ai-config', AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ldd-ai-config', EMBEDDINGS_PROVIDER: 'openai-compatible', EMBEDDINGS_BASE_URL: 'http://x.test/v1' })).toThrow(/EMBEDDINGS_MODEL/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ldd-ai-config', AI_PROVIDER: 'gemini' })).toThrow(/AI_PROVIDER/);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ldd-ai-config' }).ai).toEqual({ text: { provider: 'local' }, embeddings: { provider: 'local' } });
  });
});

describe('OpenAI-compatible chat and embeddings against the stand-in', () => {
  let server: TestServer;
  let firm: TestFirm;
  beforeAll(async () => {
    server = await createTestServer({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: standIn.baseUrl,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'gpt-4o-mini',
      EMBEDDINGS_PROVIDER: 'openai-compatible',
      EMBEDDINGS_BASE_URL: standIn.baseUrl,
      EMBEDDINGS_MODEL: 'text-embedding-3-small',
      EMBEDDINGS_DIMENSIONS: '64',
    });
    firm = await server.createFirm();
  });
  afterAll(() => server?.close());

  it('generates text and records one priced usage row with the tokens the endpoint reported', async () => {
    const text = server.deps.ai.text!;
    expect(text).toMatchObject({ provider: 'openai-compatible', model: 'gpt-4o-mini' });
    const before = standIn.requests.length;
    const out = await text.generate(
      { system: 'You summarise legal documents.', prompt: 'Summarise: the lease ends in May.' },
      { organizationId: firm.organizationId, userId: firm.users.partner.id, caseId: null, feature: 'summary' },
    );
    expect(out).toBe('Summary by gpt-4o-mini: Summarise: the lease');
    const request = standIn.requests.slice(before).find((r) => r.path === '/v1/chat/completions')!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    const rows = (await usageRows(server, firm)).filter((r) => r.feature === 'summary');
    expect(rows).toHaveLength(1);
    const input = standInTokens(['You summarise legal documents.', 'Summarise: the lease ends in May.'].join('\n'));
    const output = standInTokens(out);
    expect(rows[0]).toMatchObject({ provider: 'openai-compatible', model: 'gpt-4o-mini', userId: firm.users.partner.id, inputTokens: input, outputTokens: output, priced: true });
    expect(rows[0]!.costUsd).toBeCloseTo(costUsd('gpt-4o-mini', input, output).cost, 12);
    expect(rows[0]!.costUsd).toBeGreaterThan(0);
  });

  it('propagates endpoint errors so callers can fall back to the local engine', async () => {
    standIn.options.failWith = 503;
    try {
      await expect(
        server.deps.ai.text!.generate({ system: 's', prompt: 'p' }, { organizationId: firm.organizationId, userId: null, caseId: null, feature: 'summary' }),
      ).rejects.toThrow();
    } finally {
      delete standIn.options.failWith;
    }
  });

  it('embeds document chunks and queries through /v1/embeddings, one usage row per call', async () => {
    const caseId = (await createCaseAs(server, firm, 'partner')).id;
    const token = await firm.token('partner');
    const doc = await ingestOne(server, caseId, token, 'notice.txt', 'Notice of termination of the logistics agreement, effective ninety days from today.');
    expect((await settledDocument(server, doc.id, token)).status).toBe('processed');
    const engine = server.deps.ai.embeddings;
    expect(engine.id).toBe('openai-compatible:text-embedding-3-small:64');
    const deadline = Date.now() + 30_000;
    let chunks = await server.deps.db.select().from(pageChunks).where(eq(pageChunks.documentId, doc.id));
    while (chunks.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      chunks = await server.deps.db.select().from(pageChunks).where(eq(pageChunks.documentId, doc.id));
    }
    expect(chunks[0]).toMatchObject({ engine: engine.id, dimensions: 64 });
    const embedRequest = standIn.requests.find((r) => r.path === '/v1/embeddings')!;
    expect(embedRequest.body).toMatchObject({ model: 'text-embedding-3-small', dimensions: 64 });

    const res = await server.api<DocumentSearchResponse>('POST', '/api/v1/search/vector', { token, body: { q: 'termination notice' } });
    expect(res.status).toBe(200);
    expect(res.body.embedding_engine).toBe(engine.id);
    expect(res.body.hits[0]?.document_id).toBe(doc.id);

    const rows = await server.deps.db.select().from(aiUsage).where(and(eq(aiUsage.organizationId, firm.organizationId), eq(aiUsage.model, 'text-embedding-3-small')));
    expect(rows.map((r) => r.feature).sort()).toEqual(['embedding', 'search']);
    for (const r of rows) {
      expect(r.inputTokens).toBeGreaterThan(0);
      expect(r.priced).toBe(true);
      expect(r.costUsd).toBeCloseTo(costUsd('text-embedding-3-small', r.inputTokens, 0).cost, 12);
    }
    const status = await server.api<AiEnginesStatus>('GET', '/api/v1/search/engines', { token });
    expect(status.body.text).toMatchObject({ provider: 'openai-compatible', model: 'gpt-4o-mini' });
    expect(status.body.embeddings).toMatchObject({ engine: engine.id, dimensions: 64, embedded_chunks: 1 });
  });
});

describe('Anthropic messages against the stand-in', () => {
  let server: TestServer;
  let firm: TestFirm;
  beforeAll(async () => {
    server = await createTestServer({ AI_PROVIDER: 'anthropic', AI_BASE_URL: standIn.baseUrl, AI_API_KEY: 'anthropic-test-key', AI_MODEL: 'claude-sonnet-4-5' });
    firm = await server.createFirm();
  });
  afterAll(() => server?.close());

  it('generates text through /v1/messages and records usage with input and output tokens', async () => {
    const before = standIn.requests.length;
    const out = await server.deps.ai.text!.generate(
      { system: 'Classify the document.', prompt: 'This is a motion to compel.' },
      { organizationId: firm.organizationId, userId: null, caseId: null, feature: 'classification' },
    );
    expect(out).toBe('Summary by claude-sonnet-4-5: This is a motion to ');
    const request = standIn.requests.slice(before).find((r) => r.path === '/v1/messages')!;
    expect(request.headers['x-api-key']).toBe('anthropic-test-key');
    const [row] = await usageRows(server, firm);
    const input = standInTokens(['Classify the document.', 'This is a motion to compel.'].join('\n'));
    expect(row).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-4-5', feature: 'classification', inputTokens: input, outputTokens: standInTokens(out), priced: true });
    expect(row!.costUsd).toBeCloseTo(costUsd('claude-sonnet-4-5', input, standInTokens(out)).cost, 12);
  });
});
