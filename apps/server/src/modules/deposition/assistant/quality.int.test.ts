import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { cases, documents, transcriptionJobs, type DepositionSegmentRow, type DepositionSessionRow } from '../../../db/schema/index.js';
import { createTestServer, type TestServer } from '../../../test/harness.js';
import { seedDemoFirm } from '../../demo/seed.js';
import { analyseTestimony, type AssistantOutput } from './index.js';
import { SCRIPTED_DEPOSITION as SCRIPT, type Expectation } from './fixtures/scripted-deposition.js';
import { forgetSession } from './sources.js';

/**
 * Assistant quality on the labelled scripted deposition (fixtures/scripted-deposition.ts): the
 * demo firm's documents processed and indexed, the script fed line by line through
 * analyseTestimony, precision and recall of the contradiction and evasion flags.
 */

let server: TestServer;
let organizationId: string;
let caseId: string;

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
  server = await createTestServer({ DEMO: 'true' });
  organizationId = (await seedDemoFirm(server.deps)).organizationId;
  const [matter] = await server.deps.db.select({ id: cases.id }).from(cases).where(and(eq(cases.organizationId, organizationId), eq(cases.name, SCRIPT.matter)));
  caseId = matter!.id;
  await drained();
}, 480_000);
afterAll(() => server?.close());

interface Scored {
  tp: number;
  fp: number;
  fn: number;
}
const precision = (s: Scored) => (s.tp + s.fp === 0 ? 1 : s.tp / (s.tp + s.fp));
const recall = (s: Scored) => (s.tp + s.fn === 0 ? 1 : s.tp / (s.tp + s.fn));
const fmt = (n: number) => n.toFixed(2);

describe('assistant quality on the scripted deposition', () => {
  it('flags contradictions and evasions with precision and recall of at least 0.8', async () => {
    const exhibitRows = await server.deps.db
      .select({ id: documents.id, filename: documents.filename })
      .from(documents)
      .where(and(eq(documents.caseId, caseId), inArray(documents.filename, SCRIPT.exhibits)));
    const now = new Date();
    let session: DepositionSessionRow = {
      id: randomUUID(),
      organizationId,
      caseId,
      title: `Deposition of ${SCRIPT.deponent}`,
      deponent: SCRIPT.deponent,
      examiningAttorney: 'Priya Natarajan',
      date: SCRIPT.date,
      location: null,
      goals: SCRIPT.goals.map((text) => ({ id: randomUUID(), text, status: 'open' as const, supporting_seqs: [] })),
      outline: SCRIPT.outline.map((title) => ({ id: randomUUID(), title, covered: false, evasions: 0 })),
      exhibitIds: [...new Set(exhibitRows.map((r) => r.id))],
      exhibitsUsed: [],
      state: 'live',
      startedAt: now,
      endedAt: null,
      lastSeq: 0,
      lastLine: 0,
      analysedLine: 0,
      rateTokens: null,
      rateAt: null,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    };
    forgetSession(session.id);
    const segments: DepositionSegmentRow[] = [];
    const line = (kind: 'question' | 'answer', text: string): DepositionSegmentRow => {
      const n = segments.length + 1;
      const row: DepositionSegmentRow = { id: randomUUID(), organizationId, sessionId: session.id, line: n, seq: n, kind, speaker: kind === 'question' ? 'Q' : 'A', text, source: 'typed', offsetSeconds: n, createdBy: null, createdAt: now };
      segments.push(row);
      return row;
    };

    const contradiction: Scored = { tp: 0, fp: 0, fn: 0 };
    const evasion: Scored = { tp: 0, fp: 0, fn: 0 };
    let kindRight = 0;
    const misses: string[] = [];
    const timings: number[] = [];
    let last: AssistantOutput | null = null;
    for (const [i, pair] of SCRIPT.pairs.entries()) {
      const q = line('question', pair.q);
      const a = line('answer', pair.a);
      const started = performance.now();
      const out = await analyseTestimony({
        deps: server.deps,
        session,
        caseName: SCRIPT.matter,
        segments: [...segments],
        newLines: [q, a],
        usage: { organizationId, userId: null, caseId, feature: 'analysis' },
      });
      timings.push(performance.now() - started);
      last = out;
      session = { ...session, goals: out.goals, outline: out.outline, exhibitsUsed: out.exhibitsUsed, analysedLine: a.line, lastLine: a.line };
      const flags = out.insights.filter((x) => x.line === a.line && x.type === 'contradiction');
      const evaded = out.insights.some((x) => x.line === a.line && x.type === 'evasion');
      const expected: Expectation = pair.expect;
      const wantContradiction = expected !== 'none' && expected !== 'evasion';
      if (flags.length > 0 && wantContradiction) {
        contradiction.tp += 1;
        if (flags.some((f) => f.claimKind === expected)) kindRight += 1;
      } else if (flags.length > 0) {
        contradiction.fp += 1;
        misses.push(`#${i + 1} false contradiction (${flags.map((f) => `${f.claimKind}: ${f.title} | ${f.quotes[1]?.filename ?? `line ${f.quotes[1]?.line}`}`).join('; ')}) — Q. ${pair.q} A. ${pair.a}`);
      } else if (wantContradiction) {
        contradiction.fn += 1;
        misses.push(`#${i + 1} missed ${expected} contradiction — Q. ${pair.q} A. ${pair.a}`);
      }
      if (evaded && expected === 'evasion') evasion.tp += 1;
      else if (evaded) {
        evasion.fp += 1;
        misses.push(`#${i + 1} false evasion — Q. ${pair.q} A. ${pair.a}`);
      } else if (expected === 'evasion') {
        evasion.fn += 1;
        misses.push(`#${i + 1} missed evasion — Q. ${pair.q} A. ${pair.a}`);
      }
    }
    timings.sort((x, y) => x - y);
    const p = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
    const labelled = SCRIPT.pairs.filter((x) => x.expect !== 'none' && x.expect !== 'evasion').length;
    process.stdout.write(
      `${[
        `Scripted deposition: ${SCRIPT.pairs.length} Q/A pairs, ${labelled} contradictions and ${SCRIPT.pairs.filter((x) => x.expect === 'evasion').length} evasions labelled`,
        `contradictions: precision ${fmt(precision(contradiction))} recall ${fmt(recall(contradiction))} (tp ${contradiction.tp}, fp ${contradiction.fp}, fn ${contradiction.fn}; right kind ${kindRight}/${contradiction.tp})`,
        `evasions: precision ${fmt(precision(evasion))} recall ${fmt(recall(evasion))} (tp ${evasion.tp}, fp ${evasion.fp}, fn ${evasion.fn})`,
        `analyseTestimony per Q/A pair: p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms, max ${timings.at(-1)!.toFixed(0)} ms`,
        ...misses,
      ].join('\n')}\n`,
    );
    // Measured at the last change: precision 0.90 (18 of 20 flags), recall 0.82 (18 of 22): one more
    // miss drops recall to 0.77 — the misses and false flags are printed above.
    expect(precision(contradiction)).toBeGreaterThanOrEqual(0.8);
    expect(recall(contradiction)).toBeGreaterThanOrEqual(0.8);
    expect(precision(evasion)).toBeGreaterThanOrEqual(0.8);
    expect(recall(evasion)).toBeGreaterThanOrEqual(0.8);
    // Goals, topics and exhibits moved with the testimony.
    expect(last!.goals.some((g) => g.status !== 'open')).toBe(true);
    expect(last!.outline.filter((t) => t.covered).length).toBeGreaterThanOrEqual(6);
    expect(last!.exhibitsUsed.length).toBeGreaterThan(0);
  }, 300_000);
});
