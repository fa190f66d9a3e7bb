import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Case, DocumentAnalysis } from '@app/contract';
import { aiUsage } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/openai-stand-in.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';

let standIn: OpenAiStandIn;
let server: TestServer;
let firm: TestFirm;
let matter: Case;
let documentId: string;

const MODEL_SUMMARY = 'Northwind moves to dismiss the counterclaim for failure to state a claim.';

beforeAll(async () => {
  standIn = await startOpenAiStandIn({
    reply: (req) => (req.texts[0]?.includes('classify') ? 'motion' : MODEL_SUMMARY),
  });
  server = await createTestServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: standIn.baseUrl, AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'test-key' });
  firm = await server.createFirm('Model Analysis LLP');
  matter = await createCaseAs(server, firm, 'associate');
  const token = await firm.token('associate');
  const doc = await ingestOne(server, matter.id, token, 'memo.txt', "MEMORANDUM OF LAW IN SUPPORT OF PLAINTIFF'S MOTION TO DISMISS\n\nCount Two fails under Rule 12(b)(6) and Rule 9(b).");
  documentId = (await settledDocument(server, doc.id, token)).id;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

describe('document analysis with a configured model', () => {
  it('uses the model for the summary and the kind, names it as the engine, and records usage', async () => {
    const res = await server.api<DocumentAnalysis>('GET', `/api/v1/analysis/document/${documentId}`, { token: await firm.token('associate') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'openai-compatible:gpt-4o-mini', summary: MODEL_SUMMARY, document_type: 'motion' });
    expect(res.body.type_confidence).toBeGreaterThanOrEqual(0.9);
    expect(res.body.citations.map((c) => c.value)).toEqual(['Rule 12(b)(6)', 'Rule 9(b)']);
    const rows = await server.deps.db.select().from(aiUsage).where(and(eq(aiUsage.organizationId, firm.organizationId), eq(aiUsage.caseId, matter.id)));
    // The embedding jobs record their own usage rows; these are the model's.
    const usage = rows.filter((u) => u.feature !== 'embedding');
    expect(usage.map((u) => u.feature).sort()).toEqual(['classification', 'summary']);
    expect(usage.every((u) => u.userId === firm.users.associate.id && u.model === 'gpt-4o-mini' && u.inputTokens > 0)).toBe(true);
  });

  it('falls back to the local engine when the provider fails', async () => {
    standIn.options.failWith = 500;
    const res = await server.api<DocumentAnalysis>('POST', `/api/v1/documents/${documentId}/analyze`, { token: await firm.token('associate'), body: { force: true } });
    standIn.options.failWith = undefined;
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe('local');
    expect(res.body.summary).not.toBe(MODEL_SUMMARY);
    expect(res.body.document_type).toBe('motion');
  });
});
