import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { aiUsage, cases, documents, transcriptionJobs, type DepositionSegmentRow, type DepositionSessionRow } from '../../../db/schema/index.js';
import { createTestServer, type TestServer } from '../../../test/harness.js';
import { startOpenAiStandIn, type ChatRequestView, type OpenAiStandIn } from '../../../test/openai-stand-in.js';
import { seedDemoFirm } from '../../demo/seed.js';
import { DEVELOPMENT_DEPOSITION } from './fixtures/development-deposition.js';
import { precision, recall, report, scoreDeposition, type LabelledDeposition } from './fixtures/score.js';
import { SCRIPTED_DEPOSITION } from './fixtures/scripted-deposition.js';
import { analyseTestimony } from './index.js';
import { SYSTEM_JUDGE } from './judge.js';
import { forgetSession } from './sources.js';

/*
 * The model path of the contradiction check, wired to a real OpenAI-compatible server on this
 * machine (test/openai-stand-in.ts) that judges from a fixed table: the labels of the Voss script
 * and the Ruiz development set. What is tested is the wiring — the passages the offline retrieval
 * found reach the model, its JSON is validated, a flag's citation must quote its passage word for
 * word, a late or broken answer leaves the offline result, and each call writes its usage row with
 * its cost — scored through the same scorer as the offline engine.
 */

let standIn: OpenAiStandIn;
let server: TestServer;
let organizationId: string;
let caseId: string;

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const key = (q: string, a: string) => `${squash(q)}\n${squash(a)}`;
const TABLE = new Map<string, string>();
for (const set of [SCRIPTED_DEPOSITION, DEVELOPMENT_DEPOSITION] as LabelledDeposition[]) for (const p of set.pairs) TABLE.set(key(p.q, p.a), p.expect);

interface PromptPassage {
  id: string;
  source: string;
  text: string;
}

function readPrompt(prompt: string): { question: string; answer: string; passages: PromptPassage[] } {
  const question = /^Question: (.*)$/m.exec(prompt)?.[1] ?? '';
  const answer = /^Answer: (.*)$/m.exec(prompt)?.[1] ?? '';
  const passages = prompt
    .split('\nPassages:\n')[1]
    ?.split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as PromptPassage) ?? [];
  return { question, answer, passages };
}

/** How the stand-in cites: a passage's own words (valid), or words no passage holds. */
let citing: 'verbatim' | 'misquote' = 'verbatim';

/** The fixed judgement: a labelled contradiction is flagged against the first passage given; anything else is not. */
function judge(view: ChatRequestView): string {
  if (view.texts[0] !== SYSTEM_JUDGE) return 'Not the JSON you asked for.';
  const { question, answer, passages } = readPrompt(view.texts.slice(1).join('\n'));
  const label = TABLE.get(key(question, answer));
  const passage = passages.find((p) => !p.id.startsWith('line-')) ?? passages[0];
  if (!label || label === 'none' || label === 'evasion' || !passage) return JSON.stringify({ claim: answer, flags: [] });
  const quote = citing === 'verbatim' ? passage.text.split(' ').slice(0, 10).join(' ') : `${passage.text.split(' ').slice(0, 6).join(' ')} never said this`;
  return `\`\`\`json\n${JSON.stringify({ claim: answer, flags: [{ kind: label, testimony_value: answer, document_value: quote, document_id: passage.id, quote, confidence: 0.9 }] })}\n\`\`\``;
}

async function drained(timeoutMs = 420_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await server.deps.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.organizationId, organizationId), inArray(documents.status, ['uploaded', 'queued', 'processing'])));
    const jobs = await server.deps.db
      .select({ id: transcriptionJobs.id })
      .from(transcriptionJobs)
      .where(and(eq(transcriptionJobs.organizationId, organizationId), inArray(transcriptionJobs.state, ['queued', 'running'])));
    if (pending.length === 0 && jobs.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending.length} demo documents still not processed`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ reply: judge });
  server = await createTestServer({ DEMO: 'true', AI_PROVIDER: 'openai-compatible', AI_BASE_URL: standIn.baseUrl, AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'test-key' });
  organizationId = (await seedDemoFirm(server.deps)).organizationId;
  const [matter] = await server.deps.db.select({ id: cases.id }).from(cases).where(and(eq(cases.organizationId, organizationId), eq(cases.name, SCRIPTED_DEPOSITION.matter)));
  caseId = matter!.id;
  await drained();
}, 480_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

const ENGINE = 'openai-compatible:gpt-4o-mini';
const usageRows = () => server.deps.db.select().from(aiUsage).where(and(eq(aiUsage.organizationId, organizationId), eq(aiUsage.feature, 'analysis'), eq(aiUsage.model, 'gpt-4o-mini')));

function session(): DepositionSessionRow {
  const now = new Date();
  return {
    id: randomUUID(), organizationId, caseId, title: 'Deposition of Raymond Voss', deponent: 'Raymond Voss', examiningAttorney: null, date: SCRIPTED_DEPOSITION.date, location: null,
    goals: [], outline: [], exhibitIds: [], exhibitsUsed: [], state: 'live', startedAt: now, endedAt: null, lastSeq: 0, lastLine: 0, analysedLine: 0, rateTokens: null, rateAt: null,
    createdBy: null, createdAt: now, updatedAt: now, deletedAt: null,
  };
}

/** One labelled pair through analyseTestimony with the model configured. */
async function onePair(q: string, a: string, modelTimeoutMs?: number) {
  const s = session();
  forgetSession(s.id);
  const lines = [q, a].map((text, i): DepositionSegmentRow => ({
    id: randomUUID(), organizationId, sessionId: s.id, line: i + 1, seq: i + 1, kind: i === 0 ? 'question' : 'answer', speaker: i === 0 ? 'Q' : 'A', text, source: 'typed', offsetSeconds: i, createdBy: null, createdAt: new Date(),
  }));
  return { out: await analyseTestimony({ deps: server.deps, session: s, caseName: SCRIPTED_DEPOSITION.matter, segments: lines, newLines: lines, usage: { organizationId, userId: null, caseId, feature: 'analysis' }, ...(modelTimeoutMs ? { modelTimeoutMs } : {}) }), answer: lines[1]! };
}

const SIGNED = SCRIPTED_DEPOSITION.pairs.find((p) => p.q === 'Who signed the notice of breach?')!;

describe('the model path of the contradiction check', () => {
  it('scores the Voss script and the Ruiz development set through the scorer, every flag citing a passage it quotes, with a usage row per call', async () => {
    const before = (await usageRows()).length;
    for (const [name, set] of [['Voss script (model path)', SCRIPTED_DEPOSITION], ['Ruiz development set (model path)', DEVELOPMENT_DEPOSITION]] as const) {
      const s = await scoreDeposition(server.deps, organizationId, caseId, set as LabelledDeposition);
      process.stdout.write(report(name, set as LabelledDeposition, s, true));
      // The table is the labels: what is measured is that the passages reached the model and every
      // flag it cited correctly became an insight (a pair whose retrieval found nothing is a miss).
      expect(precision(s.contradiction)).toBeGreaterThanOrEqual(0.85);
      expect(recall(s.contradiction)).toBeGreaterThanOrEqual(0.8);
      expect(precision(s.evasion)).toBeGreaterThanOrEqual(0.85);
      expect(recall(s.evasion)).toBeGreaterThanOrEqual(0.85);
      expect(s.goalOnFlagged).toBe(0);
    }
    const rows = (await usageRows()).slice(before);
    // A judgement per non-evasive answer and a rewording per round, each recorded and priced.
    expect(rows.length).toBeGreaterThanOrEqual(SCRIPTED_DEPOSITION.pairs.length);
    expect(rows.every((r) => r.caseId === caseId && r.provider === 'openai-compatible' && r.inputTokens > 0)).toBe(true);
    expect(rows.reduce((sum, r) => sum + r.costUsd, 0)).toBeGreaterThan(0);
  }, 600_000);

  it("a judged contradiction carries the model's name and the cited passage's document, page and quote; the session's exhibit is among the passages", async () => {
    const { out, answer } = await onePair(SIGNED.q, SIGNED.a);
    expect(out.judgedBy).toEqual({ [answer.id]: ENGINE });
    const flag = out.insights.find((i) => i.type === 'contradiction')!;
    expect(flag).toMatchObject({ engine: ENGINE, claimKind: 'name', line: 2 });
    const [said, source] = flag.quotes;
    expect(said).toMatchObject({ source: 'testimony', line: 2, value: SIGNED.a });
    expect(source!.source).toBe('document');
    expect(source!.document_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(source!.page_number).toBeGreaterThanOrEqual(1);
    // The quote is the cited passage's own words, and the document's value is what it states.
    expect(source!.value).toBe(source!.text);
    const sent = standIn.requests.filter((r) => JSON.stringify(r.body).includes(SIGNED.a)).at(-1);
    expect(JSON.stringify(sent?.body)).toContain(source!.text.slice(0, 40));
    const followUp = out.questions.find((q) => q.reason === 'contradiction')!;
    expect(followUp.text).toMatch(/^You testified ".+"; .+ says ".+"\. Which is correct\?$/);
  });

  it('drops a flag whose quote is not in the passage it cites', async () => {
    citing = 'misquote';
    try {
      const { out, answer } = await onePair(SIGNED.q, SIGNED.a);
      expect(out.judgedBy).toEqual({ [answer.id]: ENGINE });
      expect(out.insights.filter((i) => i.type === 'contradiction')).toEqual([]);
    } finally {
      citing = 'verbatim';
    }
  });

  it('keeps the offline result when the model answers late or not at all, and still records the call it made', async () => {
    const offline = SCRIPTED_DEPOSITION.pairs.find((p) => p.q === 'How many days did the notice of breach give Castellan to restore the capacity?')!;
    for (const breakIt of [() => (standIn.options.delayMs = 1_500), () => (standIn.options.failWith = 500), () => (standIn.options.reply = () => '{"flags":[{"kind":"date"}]}')]) {
      breakIt();
      try {
        const { out } = await onePair(offline.q, offline.a, 300);
        expect(out.judgedBy).toEqual({});
        const flags = out.insights.filter((i) => i.type === 'contradiction');
        expect(flags.length).toBeGreaterThan(0);
        expect(flags.every((f) => f.engine === 'local')).toBe(true);
      } finally {
        standIn.options.delayMs = undefined;
        standIn.options.failWith = undefined;
        standIn.options.reply = judge;
      }
    }
    // The late call was paid for: its usage row is written when it completes.
    const rows = await usageRows();
    expect(rows.length).toBeGreaterThan(0);
  });
});
