import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Case, RunLawyerAnalysisResponse } from '@app/contract';
import { aiUsage } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../test/openai-stand-in.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';

/* Lawyer analysis with a configured model: its assessment, named as the engine, usage recorded; a failing provider keeps the offline one. */

let standIn: OpenAiStandIn;
let server: TestServer;
let firm: TestFirm;
let matter: Case;
const prompts: string[] = [];

const ASSESSMENT = 'The written agreement favours Northwind; the missing delivery schedule is the main risk. Obtain it first.';
const run = async (force: boolean) =>
  server.api<RunLawyerAnalysisResponse>('POST', `/api/v1/lawyer-analysis/cases/${matter.id}/lawyer-analysis`, { token: await firm.token('associate'), body: { force } });

beforeAll(async () => {
  standIn = await startOpenAiStandIn({
    reply: (req) => {
      prompts.push(req.texts.join('\n'));
      return ASSESSMENT;
    },
  });
  server = await createTestServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: standIn.baseUrl, AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'test-key' });
  firm = await server.createFirm('Model Lawyer Analysis LLP');
  matter = await createCaseAs(server, firm, 'associate');
  const token = await firm.token('associate');
  const doc = await ingestOne(server, matter.id, token, 'agreement.txt', 'MASTER SERVICES AGREEMENT\n\nCastellan shall pay Northwind $1,250,000.00. Rachel Voss signed for Northwind.');
  await settledDocument(server, doc.id, token);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

describe('lawyer analysis with a configured model', () => {
  it("uses the model's assessment, names it as the engine, keeps the rules' findings, and records usage", async () => {
    const res = await run(false);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ engine: 'openai-compatible:gpt-4o-mini', summary: ASSESSMENT });
    expect(res.body.strengths.map((s) => s.key)).toContain('strength:amounts-documented');
    expect(prompts.some((p) => p.includes('Strengths:') && p.includes('$1,250,000.00'))).toBe(true);
    const rows = await server.deps.db.select().from(aiUsage).where(and(eq(aiUsage.organizationId, firm.organizationId), eq(aiUsage.caseId, matter.id), eq(aiUsage.feature, 'analysis')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: firm.users.associate.id, model: 'gpt-4o-mini' });
  });

  it('keeps the offline analysis, labelled local, when the provider fails', async () => {
    standIn.options.failWith = 500;
    const res = await run(true);
    standIn.options.failWith = undefined;
    expect(res.status).toBe(201);
    expect(res.body.engine).toBe('local');
    expect(res.body.summary).toContain('This offline reading finds');
  });
});
