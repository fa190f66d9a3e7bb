import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { cases, documents, transcriptionJobs } from '../../../db/schema/index.js';
import { createTestServer, type TestServer } from '../../../test/harness.js';
import { seedDemoFirm } from '../../demo/seed.js';
import { BLIND_DEPOSITION } from './fixtures/blind-deposition.js';
import { DEVELOPMENT_DEPOSITION } from './fixtures/development-deposition.js';
import { SCRIPTED_DEPOSITION } from './fixtures/scripted-deposition.js';
import { precision, recall, report, scoreDeposition, type DepositionScore, type LabelledDeposition } from './fixtures/score.js';

/**
 * Assistant quality on three labelled depositions of the demo matter, its documents processed and
 * indexed, each fed line by line through analyseTestimony (fixtures/score.ts):
 * - the Voss script (fixtures/scripted-deposition.ts), the set the engine was first tuned on;
 * - the Ruiz development set (fixtures/development-deposition.ts), written to tune on other wording;
 * - the blind set (fixtures/blind-deposition.ts), labelled from the documents by someone who never
 *   saw the engine and never read by whoever tunes it: only its figures and its misses counted by
 *   kind are printed.
 * The goal for each: contradictions precision ≥ 0.85 and recall ≥ 0.80, evasions precision and
 * recall ≥ 0.85. Where a set is below it, the test asserts the floor last measured (named below),
 * so a regression fails while the gap stays visible in the printed figures.
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
  const [matter] = await server.deps.db.select({ id: cases.id }).from(cases).where(and(eq(cases.organizationId, organizationId), eq(cases.name, SCRIPTED_DEPOSITION.matter)));
  caseId = matter!.id;
  await drained();
}, 480_000);
afterAll(() => server?.close());

interface Bar {
  contradictionPrecision: number;
  contradictionRecall: number;
  evasionPrecision: number;
  evasionRecall: number;
}

/** The goal every set is held to. */
const GOAL: Bar = { contradictionPrecision: 0.85, contradictionRecall: 0.8, evasionPrecision: 0.85, evasionRecall: 0.85 };

function holds(s: DepositionScore, bar: Bar): void {
  expect(precision(s.contradiction)).toBeGreaterThanOrEqual(bar.contradictionPrecision);
  expect(recall(s.contradiction)).toBeGreaterThanOrEqual(bar.contradictionRecall);
  expect(precision(s.evasion)).toBeGreaterThanOrEqual(bar.evasionPrecision);
  expect(recall(s.evasion)).toBeGreaterThanOrEqual(bar.evasionRecall);
  // An answer flagged as contradicted or evasive never establishes a goal.
  expect(s.goalOnFlagged).toBe(0);
}

async function run(name: string, set: LabelledDeposition, withText: boolean): Promise<DepositionScore> {
  const s = await scoreDeposition(server.deps, organizationId, caseId, set);
  process.stdout.write(report(name, set, s, withText));
  return s;
}

describe('assistant quality on labelled depositions', () => {
  it('the Voss script meets the goal', async () => {
    // Measured at the last change: contradictions 0.95 / 0.82 on PGlite (18 of 19 flags, 18 of 22;
    // one more hit on PostgreSQL), evasions 1.00 / 1.00. One more miss drops recall to 0.77: the
    // misses are printed.
    const s = await run('Voss script', SCRIPTED_DEPOSITION, true);
    holds(s, GOAL);
    expect(s.last!.goals.some((g) => g.status !== 'open')).toBe(true);
    expect(s.last!.outline.filter((t) => t.covered).length).toBeGreaterThanOrEqual(6);
    expect(s.last!.exhibitsUsed.length).toBeGreaterThan(0);
  }, 300_000);

  it('the Ruiz development set: evasions meet the goal, contradictions at the floor measured (recall below the goal)', async () => {
    // Measured at the last change: contradictions precision 1.00, recall 0.74 (25 of 34); evasions
    // 1.00 / 1.00. Recall is below the goal of 0.80: the floor holds what was reached.
    const s = await run('Ruiz development set', DEVELOPMENT_DEPOSITION, true);
    holds(s, { ...GOAL, contradictionRecall: 0.7 });
  }, 300_000);

  it('the blind set: figures reported, floors at what was measured (below the goal)', async () => {
    // Measured at the last change: contradictions precision 0.89, recall 0.28 (8 of 29); evasions
    // precision 0.92, recall 0.69 (11 of 16). Far below the goal on recall: these floors only keep
    // it from falling further while the lead decides.
    const s = await run('Blind set', BLIND_DEPOSITION, false);
    holds(s, { contradictionPrecision: 0.85, contradictionRecall: 0.27, evasionPrecision: 0.9, evasionRecall: 0.68 });
  }, 300_000);
});
