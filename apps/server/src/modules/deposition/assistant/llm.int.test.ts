import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { aiUsage, cases, type DepositionSegmentRow, type DepositionSessionRow } from '../../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../../test/harness.js';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in.js';
import { analyseTestimony, summarise, summariseWithModel } from './index.js';

/** The model pass against the OpenAI stand-in: it rewords follow-ups, records usage, and the local result stands on any failure. */

let standIn: OpenAiStandIn;
let server: TestServer;
let firm: TestFirm;
let caseId: string;

/** The stand-in answers with every suggested key, reworded. */
const reword = (texts: string[]): string => {
  const prompt = texts.join('\n');
  const keys = [...prompt.matchAll(/"key":"([^"]+)"/g)].map((m) => m[1]!);
  if (texts[0]?.includes('summarise')) return JSON.stringify({ summary: 'The witness could not recall the capacity report; the goal on the notice of breach is still open.' });
  return `Here you are:\n\`\`\`json\n${JSON.stringify({ questions: keys.map((key) => ({ key, text: `Model wording for ${key}?` })) })}\n\`\`\``;
};

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ reply: (req) => reword(req.texts) });
  server = await createTestServer({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: standIn.baseUrl, AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'test-key' });
  firm = await server.createFirm('Deposition Model LLP');
  const [row] = await server.deps.db.insert(cases).values({ organizationId: firm.organizationId, name: 'Northwind Freight v. Castellan Logistics', clientName: 'Northwind Freight Inc.', caseType: 'Breach of Contract' }).returning();
  caseId = row!.id;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

function session(): DepositionSessionRow {
  const now = new Date();
  return {
    id: randomUUID(), organizationId: firm.organizationId, caseId, title: 'Deposition of Raymond Voss', deponent: 'Raymond Voss', examiningAttorney: null, date: '2024-10-08', location: null,
    goals: [{ id: randomUUID(), text: 'Establish that Castellan received the notice of breach before November 1, 2023', status: 'open', supporting_seqs: [] }],
    outline: [{ id: randomUUID(), title: 'Weekly capacity reports', covered: false, evasions: 0 }],
    exhibitIds: [], exhibitsUsed: [], state: 'live', startedAt: now, endedAt: null, lastSeq: 0, lastLine: 0, analysedLine: 0, rateTokens: null, rateAt: null, createdBy: firm.users.associate.id, createdAt: now, updatedAt: now, deletedAt: null,
  };
}

function lines(s: DepositionSessionRow): DepositionSegmentRow[] {
  return [
    ['question', 'Did you tell Ms. Liu to keep the move off the weekly capacity report?'],
    ['answer', "I don't recall."],
  ].map(([kind, text], i) => ({ id: randomUUID(), organizationId: firm.organizationId, sessionId: s.id, line: i + 1, seq: i + 1, kind: kind as 'question' | 'answer', speaker: '', text: text!, source: 'typed' as const, offsetSeconds: 0, createdBy: null, createdAt: new Date() }));
}

const usage = () => ({ organizationId: firm.organizationId, userId: firm.users.associate.id, caseId, feature: 'analysis' as const });

describe('the assistant with a configured model', () => {
  it('rewords the follow-ups, names the model as their engine, keeps the insights local, and records usage as analysis', async () => {
    const s = session();
    const segs = lines(s);
    const out = await analyseTestimony({ deps: server.deps, session: s, caseName: 'Northwind Freight v. Castellan Logistics', segments: segs, newLines: segs, usage: usage() });
    expect(out.engine).toBe('openai-compatible:gpt-4o-mini');
    expect(out.insights.map((i) => [i.type, i.engine])).toContainEqual(['evasion', 'local']);
    expect(out.questions.length).toBeGreaterThanOrEqual(2);
    expect(out.questions.every((q) => q.engine === 'openai-compatible:gpt-4o-mini' && q.text === `Model wording for ${q.key}?`)).toBe(true);
    // The question covered the only outline topic: no topic suggestion; the evasion was tallied under it.
    expect(out.questions.map((q) => q.reason).sort()).toEqual(['evasion', 'goal']);
    expect(out.outline[0]).toMatchObject({ covered: true, evasions: 1 });
    const rows = await server.deps.db.select().from(aiUsage).where(and(eq(aiUsage.organizationId, firm.organizationId), eq(aiUsage.feature, 'analysis')));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toMatchObject({ caseId, userId: firm.users.associate.id, model: 'gpt-4o-mini' });
    expect(rows[0]!.inputTokens).toBeGreaterThan(0);
  });

  it('keeps the local questions when the provider fails, answers something that is not the JSON asked for, or words a question cut off mid-word', async () => {
    const cutOff = (texts: string[]) => JSON.stringify({ questions: [...texts.join('\n').matchAll(/"key":"([^"]+)"/g)].map((m) => ({ key: m[1]!, text: 'Did Castellan restore the Dedicated Reefer Capaci' })) });
    for (const breakIt of [() => (standIn.options.failWith = 500), () => (standIn.options.reply = () => 'Sure! Ask about the report.'), () => (standIn.options.reply = (req) => cutOff(req.texts))]) {
      breakIt();
      const s = session();
      const segs = lines(s);
      const out = await analyseTestimony({ deps: server.deps, session: s, caseName: 'Northwind Freight v. Castellan Logistics', segments: segs, newLines: segs, usage: usage() });
      standIn.options.failWith = undefined;
      standIn.options.reply = (req) => reword(req.texts);
      expect(out.engine).toBe('local');
      expect(out.questions.every((q) => q.engine === 'local')).toBe(true);
      expect(out.questions.find((q) => q.reason === 'goal')?.text).toBe('When did Castellan first receive the notice of breach?');
    }
  });

  it('words the summary with the model, and falls back to the local summary', async () => {
    const s = session();
    const local = summarise(s, lines(s), [{ type: 'evasion', claimKind: null, title: 'Evasive answer: no recall', line: 2, topicId: s.outline[0]!.id }], []);
    expect(local).toMatch(/^Deposition of Raymond Voss on 2024-10-08: 1 question and 1 answer on the record\./);
    expect(local).toMatch(/1 evasive answer, most under "Weekly capacity reports" \(1\)/);
    const worded = await summariseWithModel(server.deps.ai.text, usage(), local, lines(s));
    expect(worded.engine).toBe('openai-compatible:gpt-4o-mini');
    expect(worded.text).toMatch(/could not recall/);
    standIn.options.failWith = 500;
    const fallback = await summariseWithModel(server.deps.ai.text, usage(), local, lines(s));
    standIn.options.failWith = undefined;
    expect(fallback).toEqual({ text: local, engine: 'local' });
  });
});
