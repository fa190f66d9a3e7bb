import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { cases, documents, transcriptionJobs } from '../../../db/schema/index.js';
import { createTestServer, type TestServer } from '../../../test/harness.js';
import { seedDemoFirm } from '../../demo/seed.js';
import { BLIND_DEPOSITION } from './fixtures/blind-deposition.js';
import { BLIND_DEPOSITION_2 } from './fixtures/blind-deposition-2.js';
import { BLIND_DEPOSITION_3 } from './fixtures/blind-deposition-3.js';
import { BLIND_DEPOSITION_4 } from './fixtures/blind-deposition-4.js';
import { BLIND_DEPOSITION_5 } from './fixtures/blind-deposition-5.js';
import { BLIND_DEPOSITION_6 } from './fixtures/blind-deposition-6.js';
import { DEVELOPMENT_DEPOSITION } from './fixtures/development-deposition.js';
import { DEVELOPMENT_DEPOSITION_2 } from './fixtures/development-deposition-2.js';
import { DEVELOPMENT_DEPOSITION_3 } from './fixtures/development-deposition-3.js';
import { DEVELOPMENT_DEPOSITION_4 } from './fixtures/development-deposition-4.js';
import { DEVELOPMENT_DEPOSITION_5 } from './fixtures/development-deposition-5.js';
import { DEVELOPMENT_DEPOSITION_6 } from './fixtures/development-deposition-6.js';
import { DEVELOPMENT_DEPOSITION_7 } from './fixtures/development-deposition-7.js';
import { DEVELOPMENT_DEPOSITION_8 } from './fixtures/development-deposition-8.js';
import { DEVELOPMENT_DEPOSITION_9 } from './fixtures/development-deposition-9.js';
import { DEVELOPMENT_DEPOSITION_10 } from './fixtures/development-deposition-10.js';
import { DEVELOPMENT_DEPOSITION_11 } from './fixtures/development-deposition-11.js';
import { DEVELOPMENT_DEPOSITION_12 } from './fixtures/development-deposition-12.js';
import { DEVELOPMENT_DEPOSITION_13 } from './fixtures/development-deposition-13.js';
import { DEVELOPMENT_DEPOSITION_14 } from './fixtures/development-deposition-14.js';
import { DEVELOPMENT_DEPOSITION_15 } from './fixtures/development-deposition-15.js';
import { DEVELOPMENT_DEPOSITION_16 } from './fixtures/development-deposition-16.js';
import { DEVELOPMENT_DEPOSITION_17 } from './fixtures/development-deposition-17.js';
import { DEVELOPMENT_DEPOSITION_18 } from './fixtures/development-deposition-18.js';
import { DEVELOPMENT_DEPOSITION_19 } from './fixtures/development-deposition-19.js';
import { DEVELOPMENT_DEPOSITION_20 } from './fixtures/development-deposition-20.js';
import { DEVELOPMENT_DEPOSITION_21 } from './fixtures/development-deposition-21.js';
import { DEVELOPMENT_DEPOSITION_22 } from './fixtures/development-deposition-22.js';
import { DEVELOPMENT_DEPOSITION_23 } from './fixtures/development-deposition-23.js';
import { DEVELOPMENT_DEPOSITION_24 } from './fixtures/development-deposition-24.js';
import { DEVELOPMENT_DEPOSITION_25 } from './fixtures/development-deposition-25.js';
import { DEVELOPMENT_DEPOSITION_26 } from './fixtures/development-deposition-26.js';
import { DEVELOPMENT_DEPOSITION_27 } from './fixtures/development-deposition-27.js';
import { DEVELOPMENT_DEPOSITION_28 } from './fixtures/development-deposition-28.js';
import { DEVELOPMENT_DEPOSITION_29 } from './fixtures/development-deposition-29.js';
import { DEVELOPMENT_DEPOSITION_30 } from './fixtures/development-deposition-30.js';
import { DEVELOPMENT_DEPOSITION_31 } from './fixtures/development-deposition-31.js';
import { DEVELOPMENT_DEPOSITION_32 } from './fixtures/development-deposition-32.js';
import { DEVELOPMENT_DEPOSITION_33 } from './fixtures/development-deposition-33.js';
import { DEVELOPMENT_DEPOSITION_34 } from './fixtures/development-deposition-34.js';
import { DEVELOPMENT_DEPOSITION_35 } from './fixtures/development-deposition-35.js';
import { DEVELOPMENT_DEPOSITION_36 } from './fixtures/development-deposition-36.js';
import { DEVELOPMENT_DEPOSITION_37 } from './fixtures/development-deposition-37.js';
import { DEVELOPMENT_DEPOSITION_38 } from './fixtures/development-deposition-38.js';
import { SCRIPTED_DEPOSITION } from './fixtures/scripted-deposition.js';
import { precision, recall, report, scoreDeposition, type DepositionScore, type LabelledDeposition } from './fixtures/score.js';

/**
 * Assistant quality on labelled depositions of the demo matter, its documents processed and
 * indexed, each fed line by line through analyseTestimony (fixtures/score.ts):
 * - the Voss script (fixtures/scripted-deposition.ts), the set the engine was first tuned on;
 * - the Ruiz, Lindgren, Marsh, Liu and Sandoval development sets (fixtures/development-deposition.ts,
 *   -2.ts … -5.ts), written to tune on other wording and on the kinds of answer it missed (the last
 *   three by writer sessions that read only the matter's documents);
 * - development sets from other matters (-6.ts: Kowalski, Rivera v. Harbor Hotels Group; -7.ts:
 *   Hollis, Lakeshore Marina v. Granite State Mutual; -8.ts: Rao, In re Meridian Pharmaceuticals;
 *   -9.ts: Okafor, Okafor v. Metro Transit Authority; -10.ts: Pryor, the Rivera matter again, the
 *   set evasions are tuned on; -11.ts: Thorne, Vantage v. Thorne; -12.ts: Martin Kowalski, the
 *   Northwind matter again, weighted toward what the Northwind blind sets miss; -13.ts: Orloff and
 *   -14.ts: Ferrante, the Northwind matter from Castellan's side and on its figures; -15.ts: Kimball,
 *   the Okafor matter again; -16.ts: Vasquez, the Lakeshore matter from the insured's side; -17.ts:
 *   Oduya, the Meridian matter again; -18.ts: Whitlock, the Vantage matter, weighted to evasions and
 *   answers that only sound evasive; -19.ts: Elena Voss, the Meridian matter's QC laboratory;
 *   -20.ts: Nadia Ferreira, the Rivera matter's front office manager; -21.ts: Nathan Cole, the
 *   Vantage matter's forensic examiner; -22.ts: Dana Whitaker, the Lakeshore matter's public adjuster; -23.ts: Miguel Arroyo, the Northwind
 *   matter's dispatch supervisor; -24.ts: Lorna Castellane, the Okafor matter's claims examiner;
 *   -25.ts: Diane Kowalczyk, the Meridian matter's chromatography supervisor; -26.ts: Owen Tremblay,
 *   the Rivera matter's timekeeping administrator; -27.ts: Warren Pelletier, the Vantage matter's IT
 *   and security manager; -28.ts: Abigail Forsythe, the Sterling acquisition's target's controller;
 *   -29.ts: Gerald Ostrowski, the Whitfield estate's accountant, the first sets on those two matters;
 *   -30.ts: Daniel Kowalczyk, the Lakeshore marina's dock manager, and -31.ts: Renee Castellano, the
 *   Okafor matter's claims examiner, both written with no earlier set as a model; -32.ts: Marisol
 *   Tenney, Castellan's receivables manager, and -33.ts: Gregory Tallmadge, the Lakeshore insurer's
 *   engineer; -34.ts: Carla Benedetti, the Rivera matter's operating officer; -35.ts: Denise
 *   Marchetti, the Vantage matter's human resources director; -36.ts: Nora Lindgren, the Meridian
 *   matter's regulatory affairs director; -37.ts: Calvin Mercado, the Okafor matter's senior claims
 *   examiner; -38.ts: Paul Dembinski, the Northwind matter's reefer fleet manager — each measured
 *   before anything was tuned on it);
 * - six blind sets (fixtures/blind-deposition.ts, -2.ts: Beckett, -3.ts, and -4.ts from another
 *   matter, Vantage v. Thorne; -5.ts, the Rivera matter, Luis Rivera himself; -6.ts, the Lakeshore
 *   matter, the marina's general manager), labelled from the documents by someone who never saw the
 *   engine and never read by whoever tunes it: only their figures and their misses counted by kind
 *   are printed.
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

/** The case a set's deposition is taken in (its matter's name): the Northwind matter unless the set names another. */
async function caseOf(set: LabelledDeposition): Promise<string> {
  if (set.matter === SCRIPTED_DEPOSITION.matter) return caseId;
  const [matter] = await server.deps.db.select({ id: cases.id }).from(cases).where(and(eq(cases.organizationId, organizationId), eq(cases.name, set.matter)));
  if (!matter) throw new Error(`no demo case named ${set.matter}`);
  return matter.id;
}

async function run(name: string, set: LabelledDeposition, withText: boolean): Promise<DepositionScore> {
  const s = await scoreDeposition(server.deps, organizationId, await caseOf(set), set);
  process.stdout.write(report(name, set, s, withText));
  return s;
}

/**
 * Where every set runs. The judgement is computed in the server's own process, and the database only
 * stores the segments and serves the documents' text, so the figures are the database's business
 * only through that path: on PostgreSQL the Voss script and the first blind set prove it (and the
 * deposition module's other integration files run there in full), and the other sets, about a
 * minute and a half of a CI worker, run on PGlite only. QUALITY_EVERY_SET=1 runs them all anywhere.
 */
const EVERY_SET = process.env.TEST_DB_DRIVER !== 'postgres' || process.env.QUALITY_EVERY_SET === '1';
const everySet = it.skipIf(!EVERY_SET);

describe('assistant quality on labelled depositions', () => {
  it('the Voss script meets the goal', async () => {
    // Measured at the last change: contradictions 0.96 / 1.00 (22 of 23 flags, 22 of 22 labelled),
    // evasions 1.00 / 1.00. The misses are printed.
    const s = await run('Voss script', SCRIPTED_DEPOSITION, true);
    holds(s, GOAL);
    expect(s.last!.goals.some((g) => g.status !== 'open')).toBe(true);
    expect(s.last!.outline.filter((t) => t.covered).length).toBeGreaterThanOrEqual(6);
    expect(s.last!.exhibitsUsed.length).toBeGreaterThan(0);
  }, 300_000);

  everySet('the Ruiz development set meets the goal', async () => {
    // Measured at the last change: contradictions 1.00 / 1.00 (34 of 34, since the word vectors);
    // evasions 1.00 / 1.00.
    const s = await run('Ruiz development set', DEVELOPMENT_DEPOSITION, true);
    holds(s, GOAL);
  }, 300_000);

  everySet('the Lindgren development set meets the goal', async () => {
    // Measured at the last change: contradictions 1.00 / 0.97 (38 of 39); evasions 1.00 / 1.00.
    const s = await run('Lindgren development set', DEVELOPMENT_DEPOSITION_2, true);
    holds(s, GOAL);
  }, 300_000);

  everySet('the Marsh development set meets the goal', async () => {
    // Written from the documents alone by another engineer, tagged by kind. Measured at the last
    // change: contradictions 1.00 / 0.94 (29 of 31, no false flag; 26–27 before the word vectors,
    // one name flag coming and going with the pages retrieved); evasions 1.00 / 1.00 (the
    // round before: 0.94 / 0.55; before that 0.80 / 0.39). Recall meets the goal since the ninth
    // round (0.80 asks 25 of 31, one hit under the lower figure).
    const s = await run('Marsh development set', DEVELOPMENT_DEPOSITION_3, true);
    holds(s, { ...GOAL, contradictionPrecision: 0.9 });
  }, 300_000);

  everySet('the Liu development set (fourth): figures reported, floors at what was measured', async () => {
    // Written from the documents alone by another writer session (the witness of an excerpt the
    // others quote), tagged by kind, then tuned on. First measured at contradictions 0.75 / 0.26
    // (9 / 3 / 25), evasions 1.00 / 0.79; at the last change 0.95 / 0.56 (19 / 1 / 15; 14 / 2 / 20
    // before the tenth round's referent document; 18 / 1 / 16 since the eleventh round reads "the end
    // of October" as the month, and a disputed pair lost the day it had been flagged by), evasions
    // 1.00 / 1.00 (14 of 14: the goal); after the thirteenth round (a phrase set after the question,
    // "which facility") 0.95 / 0.56 (19 / 1 / 15); after the fourteenth (each value of a long answer
    // read with its own sentence, "start to finish" no subject) 0.95 / 0.62 (21 / 1 / 13); after the
    // fifteenth (hedges such as "I'm fairly sure", a name in the role asked, joining an employer)
    // 1.00 / 0.68 (23 / 0 / 11); after the sixteenth (the court a case is pending in, a paper named
    // by its kind and date) 1.00 / 0.71 (24 / 0 / 10, one pair flickering with small changes of score);
    // after the nineteenth (a post answered where a person was asked) 1.00 / 0.74 (25 / 0 / 9, 26 with
    // the flickering pair). Contradictions below the goal: their floors (one hit under) only keep them from falling.
    // After the twenty-second: 1.00 / 0.76 (26 / 0 / 8) with a person by an initial and a surname,
    // then 1.00 / 0.74 (25 / 0 / 9) once "according to" no longer counted as a subject word (the
    // hit it cost had come from the agreement's "in accordance with", a date of another fact).
    const s = await run('Liu development set', DEVELOPMENT_DEPOSITION_4, true);
    holds(s, { ...GOAL, contradictionPrecision: 0.85, contradictionRecall: 0.7 });
  }, 300_000);

  everySet('the Sandoval development set (fifth): figures reported, floors at what was measured', async () => {
    // Written like the fourth. First measured at contradictions 0.80 / 0.35 (12 / 3 / 22), evasions
    // 0.69 / 0.64 (9 / 4 / 5); at the last change 0.96 / 0.65 (22 / 1 / 12; 16 / 1 / 18 before the
    // tenth round's rules and referent document), evasions 0.92 / 0.79 (11 / 1 / 3); after the
    // fifteenth round (millions asked what are a sum; a time to a choice, a possibility granted
    // before another sentence, are evasions) 0.96 / 0.68 (23 / 1 / 11, one pair flickering with
    // the search's ties), evasions 0.93 / 0.93 (13 / 1 / 1); after the sixteenth (walking away from
    // a deal, when the witness joined the employer said twice) 0.96 / 0.74 (25 / 1 / 9); after the
    // seventeenth (a forum chosen by a clause) 0.96 / 0.76 (26 / 1 / 8). Recall floor one hit under.
    const s = await run('Sandoval development set', DEVELOPMENT_DEPOSITION_5, true);
    holds(s, { contradictionPrecision: 0.85, contradictionRecall: 0.73, evasionPrecision: 0.8, evasionRecall: 0.71 });
  }, 300_000);

  everySet('the Kowalski development set (sixth, another matter): figures reported, floors at what was measured', async () => {
    // Written like the fourth and fifth, from another matter's documents alone (Rivera v. Harbor
    // Hotels Group, an employment case), then tuned on. First measured at contradictions 0.93 /
    // 0.44 (14 / 1 / 18), evasions 0.64 / 0.58 (7 / 4 / 5); at the last change 0.94 / 0.53 (17 / 1 /
    // 15), evasions 0.91 / 0.83 (10 / 1 / 2); after the fifteenth round (joining an employer, a day
    // of the month in the month named before, policy said in place of the act as an evasion) 0.95
    // / 0.59 (19 / 1 / 13), evasions 0.92 / 1.00 (12 / 1 / 0). Floors one hit under.
    // After the twenty-second ("HR signature: J. Kowalski" read as a person): 0.95 / 0.63 (20 / 1 / 12).
    const s = await run('Kowalski development set (Rivera)', DEVELOPMENT_DEPOSITION_6, true);
    holds(s, { contradictionPrecision: 0.85, contradictionRecall: 0.59, evasionPrecision: 0.8, evasionRecall: 0.91 });
  }, 300_000);

  everySet('the Hollis development set (seventh, a third matter): figures reported, floors at what was measured', async () => {
    // Written like the sixth, from Lakeshore Marina v. Granite State Mutual (insurance coverage),
    // then tuned on. First measured at contradictions 0.83 / 0.45 (15 / 3 / 18), evasions 0.77 /
    // 0.83 (10 / 3 / 2); at the last change 0.88 / 0.45 (15 / 2 / 18), evasions 0.92 / 0.92 (11 / 1 /
    // 1); after the eleventh round's time of day 0.89 / 0.52 (17 / 2 / 16); after the twelfth's table
    // columns in cents 0.95 / 0.58 (19 / 1 / 14), and its cell of nothing 1.00 / 0.58 (19 / 0 / 14);
    // after the thirteenth round 1.00 / 0.61 (20 / 0 / 13); after the fourteenth ("the building
    // limit" asks a sum, not a place) 1.00 / 0.64 (21 / 0 / 12), evasions 1.00 / 1.00 (12 / 0 / 0:
    // "when did you first read it?" answered with no time); after the fifteenth 1.00 / 0.64 (21 / 0 /
    // 12: a harbour by its name gained one, a person no longer compared with an engineering firm
    // lost one found for the wrong reason); after the sixteenth (an address asked for, read whole
    // against the letter's recipient block and letterhead) 1.00 / 0.70 (23 / 0 / 10); after the
    // twenty-first ("(max. 9 inches)" no longer ends a sentence; inches against feet) 1.00 / 0.73
    // (24 / 0 / 9); after the twenty-second ("when did Lakeshore commence this action?" read against
    // the complaint's "Dated:" line) 1.00 / 0.76 (25 / 0 / 8). Floors one hit under.
    const s = await run('Hollis development set (Lakeshore)', DEVELOPMENT_DEPOSITION_7, true);
    holds(s, { contradictionPrecision: 0.85, contradictionRecall: 0.72, evasionPrecision: 0.92, evasionRecall: 0.91 });
  }, 300_000);

  everySet('the Rao development set (eighth, a regulatory matter): figures reported, floors at what was measured', async () => {
    // Written like the sixth and seventh, from In re Meridian Pharmaceuticals (an FDA warning
    // letter), then tuned on. First measured at contradictions 0.70 / 0.21 (7 / 3 / 26), evasions
    // 0.92 / 0.92 (11 / 1 / 1); after the eleventh round 0.89 / 0.24 (8 / 1 / 25), evasions 1.00 /
    // 1.00; at the last change (the twelfth round's yes said in the question's words) 0.90 / 0.27
    // (9 / 1 / 24); after the thirteenth round (the paper a question says something is in, "mine",
    // a tracker's "Owner: K. Oduya", "the recall" as a noun) 0.92 / 0.36 (12 / 1 / 21); after the
    // fourteenth ("on site" is at the facility) 0.93 / 0.39 (13 / 1 / 20); after the fifteenth 0.93
    // / 0.39 (13 / 1 / 20: a range with its unit on both ends, held to both limits, gained one; a
    // code's figures "QC-HPLC-03/05/06" no longer read as a date of 2006 lost one that date had
    // found for the wrong reason); after the sixteenth (an address said yes to, when the witness
    // joined the employer) 0.94 / 0.45 (15 / 1 / 18). Floors one hit under.
    const s = await run('Rao development set (Meridian)', DEVELOPMENT_DEPOSITION_8, true);
    holds(s, { contradictionPrecision: 0.8, contradictionRecall: 0.42, evasionPrecision: 0.92, evasionRecall: 0.91 });
  }, 300_000);

  everySet('the Okafor development set (ninth, a personal-injury matter): figures reported, floors at what was measured', async () => {
    // Written like the eighth, from Okafor v. Metro Transit Authority (a bus-door injury), the
    // plaintiff deposed, then tuned on. First measured at contradictions 0.75 / 0.19 (6 / 2 / 25),
    // evasions 0.79 / 0.92 (11 / 3 / 1); after the eleventh round 0.88 / 0.23 (7 / 1 / 24), evasions
    // 1.00 / 1.00 (12 / 0 / 0); at the last change (the twelfth round's weekday, codes and
    // opposite states) 0.91 / 0.32 (10 / 1 / 21); after the thirteenth round (a notice's own lines
    // answer "does the notice say anything about …") 0.92 / 0.35 (11 / 1 / 20); after the
    // fourteenth ("before it was filed" weighs half; "all told" no subject) 1.00 / 0.39 (12 / 0 /
    // 19); after the fifteenth ("And Brooklyn Orthopaedic?" asks the question before again, a bare
    // "ninety-six" in thousands) 1.00 / 0.42 (13 / 0 / 18); after the sixteenth (the address the
    // notice of claim gives for the witness) 1.00 / 0.45 (14 / 0 / 17). Floors one hit under.
    const s = await run('Okafor development set (Okafor)', DEVELOPMENT_DEPOSITION_9, true);
    // After the twentieth round: 1.00 / 0.52 (16 / 0 / 15); the recall floor moved to one hit under that.
    holds(s, { contradictionPrecision: 0.8, contradictionRecall: 0.48, evasionPrecision: 0.92, evasionRecall: 0.91 });
  }, 300_000);

  everySet('the Pryor development set (tenth, the Rivera matter again): figures reported, floors at what was measured', async () => {
    // Written by a writer session from the Rivera documents alone (Douglas Pryor, the decision-maker,
    // on a continued deposition), with sixteen evasions of seven kinds: the other sets' evasions were
    // all caught, so this one is what evasions are tuned on. First measured (fifteenth round, before
    // tuning on it) at contradictions 0.73 / 0.36 (8 / 3 / 14), evasions 0.92 / 0.69 (11 / 1 / 5).
    // After tuning on its evasions (policy said in place of the act, "I'd refer you to counsel", a
    // retelling without the time asked): evasions 0.94 / 0.94 (15 / 1 / 1); contradictions at the
    // round's end 0.82 / 0.41 (9 / 2 / 13); after the sixteenth (an aside to the witness left out,
    // insurance = coverage, "Mr. Rivera's June 21, 2023 e-mail" found by its kind and date) 0.85 /
    // 0.50 (11 / 2 / 11); after the twenty-first ("making … a year" against "an annual salary of")
    // 0.86 / 0.55 (12 / 2 / 10); after the twenty-second (a time limit sets a deadline) 0.87 / 0.59
    // (13 / 2 / 9). Floors one hit under.
    const s = await run('Pryor development set (Pryor)', DEVELOPMENT_DEPOSITION_10, true);
    holds(s, { contradictionPrecision: 0.8, contradictionRecall: 0.54, evasionPrecision: 0.87, evasionRecall: 0.87 });
  }, 300_000);

  everySet('the Thorne development set (eleventh, a trade-secrets matter): figures reported, floors at what was measured', async () => {
    // Written by a writer session from the Vantage documents alone (Gregory Thorne, the engineer
    // who left for a competitor), weighted toward the kinds the blind sets miss most: yes/no
    // against a document, which place, a figure another item's, values in words, the witness's own
    // earlier answers. First measured (sixteenth round, before tuning on it) at contradictions
    // 0.64 / 0.22 (7 / 4 / 25), evasions 0.90 / 0.60 (9 / 1 / 6) — about where the blind sets
    // stand. After tuning on it (softeners with no answer, "the document says what it says", a
    // party's seat, the court the case is pending in, a lone day in the month named a while
    // before): contradictions 0.71 / 0.31 (10 / 4 / 22), evasions 0.93 / 0.87 (13 / 1 / 2). Floors
    // one hit under. After the seventeenth round (a time-frame opening, a document's title, a
    // definition's reach, sizes of files, a statute's year): 0.82 / 0.44 (14 / 3 / 18); floors one
    // hit under (and one false flag more).
    const s = await run('Thorne development set (Vantage)', DEVELOPMENT_DEPOSITION_11, true);
    // After the twentieth round: 0.83 / 0.47 (15 / 3 / 17); the recall floor moved to one hit under that.
    // After the twenty-seventh: 0.86 / 0.59 (19 / 3 / 13); the recall floor moved to one hit under that.
    holds(s, { contradictionPrecision: 0.77, contradictionRecall: 0.56, evasionPrecision: 0.92, evasionRecall: 0.8 });
  }, 300_000);

  everySet('the Kowalski development set (twelfth, the Northwind matter again): figures reported, floors at what was measured', async () => {
    // Written by a writer session from the Northwind documents alone (Martin Kowalski, Northwind's
    // Director of Transportation, a witness the documents imply but do not name), weighted toward
    // the kinds the blind sets of this matter miss most: names in another role, which place, yes/no
    // against a clause or a letter (behind opening clauses, about rules), a figure another row's,
    // the witness's own earlier answers. First measured (seventeenth round, before tuning on it) at
    // contradictions 0.80 / 0.50 (16 / 4 / 16), evasions 0.91 / 0.71 (10 / 1 / 4). After tuning on
    // it: 0.92 / 0.75 (24 / 2 / 8; one of the false flags flickers with the search's ties),
    // evasions 1.00 / 0.86 (12 / 0 / 2). After the eighteenth round (not its target): 0.93 / 0.78
    // (25 / 2 / 7). Floors one hit under that and one false flag over.
    const s = await run('Kowalski development set (Northwind, twelfth)', DEVELOPMENT_DEPOSITION_12, true);
    holds(s, { contradictionPrecision: 0.88, contradictionRecall: 0.75, evasionPrecision: 0.92, evasionRecall: 0.78 });
  }, 300_000);

  everySet('the Orloff development set (thirteenth, a Castellan witness): figures reported, floors at what was measured', async () => {
    // Written by a writer session from the Northwind documents alone (Nathan Orloff, Castellan's
    // account manager for Northwind, an invented witness), weighted like the twelfth toward names in
    // another role, which place, yes/no against a clause or a letter, a figure another row's, the
    // witness's own earlier answers, and how often something happened. First measured (eighteenth
    // round, before tuning on it) at contradictions 0.79 / 0.54 (19 / 5 / 16), evasions 1.00 / 0.86
    // (12 / 0 / 2). After tuning on it: 0.96 / 0.66 (23 / 1 / 12), evasions 1.00 / 0.93 (13 / 0 / 1).
    // After the nineteenth (how often, a rule asked with "Could …"): 0.96 / 0.77 (27 / 1 / 8),
    // evasions 1.00 / 1.00 (14 / 0 / 0). Floors one hit under and one false flag over that.
    // After the twenty-eighth (a liability in thousands per trailer, a sum; where the letter was
    // sent from, off its letterhead): 0.97 / 0.83 (29 / 1 / 6); the recall floor moved to one hit
    // under that.
    const s = await run('Orloff development set (Northwind, thirteenth)', DEVELOPMENT_DEPOSITION_13, true);
    holds(s, { contradictionPrecision: 0.92, contradictionRecall: 0.8, evasionPrecision: 0.92, evasionRecall: 0.92 });
  }, 300_000);

  everySet('the Ferrante development set (fourteenth, the money and the numbers): figures reported, floors at what was measured', async () => {
    // Written by a writer session from the Northwind documents alone (Judith Ferrante, Northwind's
    // controller, an invented witness), weighted toward figures another row's, item's or invoice's,
    // sums and totals, and the witness's own earlier figures said in other words. First measured
    // (eighteenth round, before tuning on it) at contradictions 0.81 / 0.64 (21 / 5 / 12), evasions
    // 0.85 / 0.73 (11 / 2 / 4). After tuning on it: 0.89 / 0.76 (25 / 3 / 8), evasions 1.00 / 0.87
    // (13 / 0 / 2). After the nineteenth (a period asked through when, a payment retold): 0.90 / 0.85
    // (28 / 3 / 5), evasions 1.00 / 0.93 (14 / 0 / 1). Floors one hit under and one false flag over that.
    const s = await run('Ferrante development set (Northwind, fourteenth)', DEVELOPMENT_DEPOSITION_14, true);
    holds(s, { contradictionPrecision: 0.87, contradictionRecall: 0.81, evasionPrecision: 0.92, evasionRecall: 0.86 });
  }, 300_000);

  everySet('the Kimball development set (fifteenth, the Okafor matter again): figures reported, floors at what was measured', async () => {
    // Written by a writer session from the Okafor documents alone (Theresa Kimball, a claims examiner
    // in the Authority's Office of General Counsel, an invented witness), weighted toward what a paper
    // says of itself (its date, addressee, what it asks for), names in another role, and the witness's
    // own earlier answers. First measured (nineteenth round, before tuning on it) at contradictions
    // 0.69 / 0.34 (11 / 5 / 21), evasions 1.00 / 0.71 (10 / 0 / 4). After tuning on it (a demand's
    // items read one by one, a paper named by its title's head, its Dated line, a question put
    // again, which way): 0.85 / 0.53 (17 / 3 / 15), evasions 1.00 / 1.00 (14 / 0 / 0). Floors one hit
    // under and one false flag over that.
    const s = await run('Kimball development set (Okafor, fifteenth)', DEVELOPMENT_DEPOSITION_15, true);
    // After the twentieth round: 0.86 / 0.56 (18 / 3 / 14); the recall floor moved to one hit under that.
    // After the twenty-first ("when was it filed?" read against the paper's "Dated:" line): 0.86 / 0.59 (19 / 3 / 13).
    holds(s, { contradictionPrecision: 0.78, contradictionRecall: 0.56, evasionPrecision: 0.92, evasionRecall: 0.92 });
  }, 300_000);

  everySet('the Vasquez development set (sixteenth, the Lakeshore matter again): figures reported, floors at what was measured', async () => {
    // Written by a writer session from the Lakeshore documents alone (Peter Vasquez, the marina's
    // managing member, who signed the proof of loss), examined by the insurer's counsel — the other
    // side from the Hollis set. First measured (twentieth round, before tuning on it) at
    // contradictions 0.71 / 0.32 (10 / 4 / 21), evasions 0.89 / 0.57 (8 / 1 / 6): non-answers in
    // words no set had used. After the round's readings: 0.77 / 0.32 (10 / 3 / 21), evasions
    // 0.93 / 0.93 (13 / 1 / 1). Floors one hit under and one false flag over that.
    const s = await run('Vasquez development set (Lakeshore, sixteenth)', DEVELOPMENT_DEPOSITION_16, true);
    // At the round's end (a paper's date line and only time, a jurat's date, one date said twice): 0.83 / 0.48 (15 / 3 / 16).
    // After the twenty-second (a letterhead asked "according to the letterhead"): 0.84 / 0.52 (16 / 3 / 15).
    holds(s, { contradictionPrecision: 0.75, contradictionRecall: 0.48, evasionPrecision: 0.86, evasionRecall: 0.85 });
  }, 300_000);

  everySet('the Oduya development set (seventeenth, the Meridian matter again): figures reported, floors at what was measured', async () => {
    // Written by a writer session from the Meridian documents alone (Kenneth Oduya, the QC laboratory
    // manager the tracker names as "K. Oduya", in a sworn interview for the data-integrity
    // assessment). First measured (twentieth round, before tuning on it) at contradictions 0.63 /
    // 0.31 (10 / 6 / 22), evasions 0.67 / 0.43 (6 / 3 / 8). After the round's readings: 0.67 / 0.31
    // (10 / 5 / 22), evasions 0.92 / 0.79 (11 / 1 / 3). Floors one hit under and one false flag over.
    const s = await run('Oduya development set (Meridian, seventeenth)', DEVELOPMENT_DEPOSITION_17, true);
    // At the round's end (a code asked for, a code in a longer answer, a table row keyed by its code, pages counted): 0.74 / 0.44 (14 / 5 / 18).
    // After the twenty-first (the same thing asked twice, "remind me of the figure", "the lab's own
    // budget" asking a sum): 0.76 / 0.50 (16 / 5 / 16), evasions 1.00 / 0.79 (11 / 0 / 3). After the
    // twenty-second (a time limit sets a deadline): 0.77 / 0.53 (17 / 5 / 15).
    holds(s, { contradictionPrecision: 0.73, contradictionRecall: 0.5, evasionPrecision: 0.84, evasionRecall: 0.71 });
  }, 300_000);

  everySet('the Whitlock development set (eighteenth, the Vantage matter, weighted to evasions and their look-alikes): figures reported, floors at what was measured', async () => {
    // Written by a writer session from the Vantage documents alone (Sandra Whitlock, Vantage's CTO,
    // examined by the defendants' counsel), weighted to non-answers in a witness's own words and to
    // answers that sound evasive but give the value asked ("I can't give you a number to the
    // dollar, but …"). First measured (twentieth round, before tuning on it) at contradictions 0.75
    // / 0.35 (6 / 2 / 11), evasions 0.60 / 0.58 (18 / 12 / 13). After the round's readings:
    // contradictions the same, evasions 0.86 / 0.81 (25 / 4 / 6). Floors one hit under and one false
    // flag over.
    const s = await run('Whitlock development set (Vantage, eighteenth)', DEVELOPMENT_DEPOSITION_18, true);
    // After the twenty-first (a group's size a head count, an annual budget a year's figure, relief
    // "without posting a bond" requiring none, "half past nine" a time): 0.82 / 0.53 (9 / 2 / 8),
    // evasions 0.89 / 0.81 (25 / 3 / 6); then (a value said outright after a hedge, where no claim
    // was read of it: "but it was 2017", "but twice", "but the title is …") 1.00 / 0.81 (25 / 0 / 6);
    // "when was the complaint filed?" read against its "Dated:" line: 0.83 / 0.59 (10 / 2 / 7). After
    // the twenty-second (a day given to "who told you?", "before our staff meeting" naming nobody):
    // evasions 1.00 / 0.84 (26 / 0 / 5).
    holds(s, { contradictionPrecision: 0.76, contradictionRecall: 0.53, evasionPrecision: 0.95, evasionRecall: 0.8 });
  }, 300_000);

  everySet('the Voss development set (nineteenth, the Meridian matter, a QC laboratory supervisor): figures reported, floors at what was measured', async () => {
    // Written in the twenty-third round by a writer session from the Meridian documents alone
    // (Elena Voss, the QC supervisor for chromatography at the Raleigh site, examined by
    // shareholder plaintiffs' counsel), without reading the engine or the other sets.
    // First measured, before anything was tuned on it: contradictions 0.85 / 0.38 (11 / 2 / 18),
    // evasions 1.00 / 0.43 (6 / 0 / 8) — as far below the goal as the blind sets. After the round's
    // readings (an aside to the witness dropped from the question, "when was it issued" read against
    // the date line, a conformed signature's signer, a matter named after its paper): 0.87 / 0.45
    // (13 / 2 / 16); then (hindsight or the rules recited in place of a yes or no, a head count given
    // to a who-question, a name withheld) evasions 1.00 / 0.79 (11 / 0 / 3). Floors one hit under
    // and one false flag over.
    const s = await run('Voss development set (Meridian, nineteenth)', DEVELOPMENT_DEPOSITION_19, true);
    holds(s, { contradictionPrecision: 0.8, contradictionRecall: 0.41, evasionPrecision: 0.9, evasionRecall: 0.71 });
  }, 300_000);

  everySet('the Ferreira development set (twentieth, the Rivera matter, the hotel\'s front office manager): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session (the hotel's front office
    // manager, Nadia Ferreira, examined by Mr. Rivera's counsel; 93 pairs, 29 contradictions, 15
    // evasions). First measured (twenty-sixth round, before tuning on it) at contradictions 0.76 /
    // 0.45 (13 / 4 / 16), evasions 1.00 / 0.60 (9 / 0 / 6); after that round's readings 0.93 / 0.48
    // (14 / 1 / 15), evasions 1.00 / 0.80 (12 / 0 / 3); with "the letter" read as the case's one
    // letter, 0.94 / 0.52 (15 / 1 / 14). Floors one hit under. After the twenty-seventh round (a
    // count of the same things had, asked twice; "X, not that Y?"): 0.94 / 0.59 (17 / 1 / 12).
    const s = await run('Ferreira development set (Rivera, twentieth)', DEVELOPMENT_DEPOSITION_20, true);
    holds(s, { contradictionPrecision: 0.87, contradictionRecall: 0.55, evasionPrecision: 0.9, evasionRecall: 0.73 });
  }, 300_000);

  everySet('the Cole development set (twenty-first, the Vantage matter, the forensic examiner): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session (Nathan Cole, the forensic
    // examiner whose preliminary findings Vantage relies on, examined by Mr. Thorne's counsel; 98
    // pairs, 31 contradictions, 16 evasions). First measured (twenty-seventh round, before tuning on
    // it) at contradictions 0.85 / 0.35 (11 / 2 / 20), evasions 0.89 / 0.50 (8 / 1 / 8). After that
    // round's readings: 1.00 / 0.52 (16 / 0 / 15), evasions 1.00 / 0.94 (15 / 0 / 1). Floors one hit
    // under and one false flag over.
    const s = await run('Cole development set (Vantage, twenty-first)', DEVELOPMENT_DEPOSITION_21, true);
    holds(s, { contradictionPrecision: 0.94, contradictionRecall: 0.48, evasionPrecision: 0.93, evasionRecall: 0.87 });
  }, 300_000);

  everySet('the Whitaker development set (twenty-second, the Lakeshore matter, the public adjuster): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session (Dana Whitaker, the marina's
    // public adjuster, examined by Granite State's counsel; 98 pairs, 32 contradictions, 17
    // evasions). First measured (twenty-seventh round, with that round's readings in the tree and
    // before anything was tuned on it) at contradictions 0.75 / 0.38 (12 / 4 / 20), evasions 0.80 /
    // 0.71 (12 / 3 / 5). After the readings that followed in the round: 0.92 / 0.38 (12 / 1 / 20),
    // evasions 1.00 / 0.94 (16 / 0 / 1). Floors one hit under and one false flag over (evasions
    // two under).
    const s = await run('Whitaker development set (Lakeshore, twenty-second)', DEVELOPMENT_DEPOSITION_22, true);
    holds(s, { contradictionPrecision: 0.85, contradictionRecall: 0.34, evasionPrecision: 0.93, evasionRecall: 0.82 });
  }, 300_000);

  everySet('the Arroyo development set (twenty-third, the Northwind matter, the dispatch supervisor): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session (Miguel Arroyo, Northwind's
    // dispatch supervisor at Red Hook, invented from the dispatcher the documents mention, examined by
    // Castellan's counsel; 100 pairs, 42 contradictions, 18 evasions). First measured (twenty-eighth
    // round, before anything was tuned on it) at contradictions 0.84 / 0.38 (16 / 3 / 26), evasions
    // 0.90 / 0.50 (9 / 1 / 9). After the readings that followed in the round: 0.96 / 0.52 (22 / 1 /
    // 20), evasions 1.00 / 0.94 (17 / 0 / 1). After the twenty-ninth (whom the witness reports to
    // and where they work, each one fact): 0.96 / 0.57 (24 / 1 / 18). Floors one hit under and one
    // false flag over.
    const s = await run('Arroyo development set (Northwind, twenty-third)', DEVELOPMENT_DEPOSITION_23, true);
    holds(s, { contradictionPrecision: 0.92, contradictionRecall: 0.54, evasionPrecision: 0.94, evasionRecall: 0.88 });
  }, 300_000);

  everySet('the Castellane development set (twenty-fourth, the Okafor matter, the claims examiner): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session (Lorna Castellane, a senior claims
    // examiner in the Authority's claims division, invented from the office the preservation demand is
    // addressed to; 127 pairs, 43 contradictions, 21 evasions). First measured (twenty-ninth round,
    // before anything was tuned on it) at contradictions 0.77 / 0.47 (20 / 6 / 23), evasions 1.00 /
    // 0.52 (11 / 0 / 10). After the readings that followed in the round: 0.82 / 0.63 (27 / 6 / 16),
    // evasions 1.00 / 0.95 (20 / 0 / 1). Floors one hit under and one false flag over.
    const s = await run('Castellane development set (Okafor, twenty-fourth)', DEVELOPMENT_DEPOSITION_24, true);
    holds(s, { contradictionPrecision: 0.79, contradictionRecall: 0.6, evasionPrecision: 0.95, evasionRecall: 0.9 });
  }, 300_000);

  everySet('the Kowalczyk development set (twenty-fifth, the Meridian matter, the chromatography supervisor): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session (Diane Kowalczyk, a chromatography
    // supervisor in the Raleigh QC laboratory, invented from the analysts the warning letter describes;
    // 140 pairs, 44 contradictions, 20 evasions). First measured (twenty-ninth round, before anything
    // was tuned on it) at contradictions 0.70 / 0.32 (14 / 6 / 30), evasions 1.00 / 0.60 (12 / 0 / 8).
    // After the readings that followed in the round: 0.77 / 0.39 (17 / 5 / 27), evasions 1.00 / 0.95
    // (19 / 0 / 1). Thirty-second round: 19 / 5 / 25 once the witness's usual hours and how many
    // work under them were each held against themselves. Floors one hit under and one false flag over.
    const s = await run('Kowalczyk development set (Meridian, twenty-fifth)', DEVELOPMENT_DEPOSITION_25, true);
    holds(s, { contradictionPrecision: 0.75, contradictionRecall: 0.4, evasionPrecision: 0.95, evasionRecall: 0.9 });
  }, 300_000);

  everySet('the Tremblay development set (twenty-sixth, the Rivera matter, the timekeeping administrator): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session (Owen Tremblay, the Kronos
    // timekeeping administrator for the two properties, invented; 132 pairs, 45 contradictions, 23
    // evasions). First measured (thirtieth round, before anything was tuned on it) at contradictions
    // 0.62 / 0.40 (18 / 11 / 27), evasions 0.94 / 0.65 (15 / 1 / 8): where the blind sets sit. Four of
    // the false flags were the witness's own start, employer and hearing set against the plaintiff's
    // (ValueClaim.personal): 18 / 7 / 27 after it; 18 / 5 / 27 after the rest of the round ("Mr.
    // Rivera's follow-up e-mail" named by its kind, hours to the half in a spreadsheet's column).
    // Thirty-second round: 21 / 3 / 24 (figures said as alternatives, the usual hours, whom the
    // witness reports to asked as who writes their review, an act said after the event asked before),
    // evasions 19 / 0 / 4 (what was said asked and what was done told, hard times told for a yes or
    // no, a time where a person was asked, "The thirtieth." answering when). Floors one hit under and
    // one false flag over.
    const s = await run('Tremblay development set (Rivera, twenty-sixth)', DEVELOPMENT_DEPOSITION_26, true);
    holds(s, { contradictionPrecision: 0.83, contradictionRecall: 0.44, evasionPrecision: 0.94, evasionRecall: 0.78 });
  }, 300_000);

  everySet('the Pelletier development set (twenty-seventh, the Vantage matter, the IT and security manager): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session (Warren Pelletier, Vantage's IT and
    // security operations manager, invented; 134 pairs, 45 contradictions, 22 evasions). First measured
    // (thirtieth round, before anything was tuned on it) at contradictions 0.83 / 0.33 (15 / 3 / 30),
    // evasions 0.94 / 0.68 (15 / 1 / 7); 15 / 1 / 30 once the witness's own employer and start were no
    // longer set against Thorne's, 15 / 0 / 30 once an e-mail's Date line read on the sender's day;
    // evasions 18 / 1 / 4 (thirty-first round) once a question handed to a trade ("that'd be an HR
    // question", "that's for the lawyers") and what was done since ("we've since moved to …") were read.
    // Thirty-second round: contradictions 18 / 0 / 27 (the usual hours, how many work under the
    // witness), evasions 22 / 0 / 0. Floors one hit under and one false flag over.
    const s = await run('Pelletier development set (Vantage, twenty-seventh)', DEVELOPMENT_DEPOSITION_27, true);
    holds(s, { contradictionPrecision: 0.94, contradictionRecall: 0.37, evasionPrecision: 0.95, evasionRecall: 0.95 });
  }, 300_000);

  everySet('the Forsythe development set (twenty-eighth, the Sterling acquisition, Bayview\u2019s controller): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session (Abigail Forsythe, Bayview's
    // corporate controller, invented; 127 pairs, 38 contradictions, 24 evasions), on a matter no set
    // had been written on before. First measured (thirty-first round, before anything was tuned on
    // it) at contradictions 0.93 / 0.34 (13 / 1 / 25), evasions 0.88 / 0.58 (14 / 2 / 10); 14 / 1 / 10
    // once a verbless follow-up was read by its phrase's last noun; 14 / 1 / 24 once "Since …" to how
    // long the witness had been there read as when they joined; evasions 16 / 1 / 8 once a refusal said
    // as declining, a question handed on as "one for" someone and a question thrown back with its
    // restatement were read; contradictions 15 / 1 / 23 once "non-binding" denied that the letter
    // binds; evasions 17 / 1 / 7 once a question handed to a trade ("that's for the lawyers") and what
    // was done since ("we've since rebuilt …") were read; contradictions 16 / 1 / 22 once a possessive
    // in a remark after the answer ("New York. Sterling's home turf.") was no place said. Thirty-second
    // round: 19 / 1 / 19 (the usual hours, how many work under the witness, who reviews their work),
    // evasions 22 / 1 / 2 (hard times told for a yes or no, a retelling for what was said). Floors one
    // hit under and one false flag over.
    const s = await run('Forsythe development set (Sterling, twenty-eighth)', DEVELOPMENT_DEPOSITION_28, true);
    holds(s, { contradictionPrecision: 0.9, contradictionRecall: 0.47, evasionPrecision: 0.91, evasionRecall: 0.87 });
  }, 300_000);

  everySet('the Ostrowski development set (twenty-ninth, the Whitfield estate, the decedent\u2019s accountant): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session (Gerald Ostrowski, Harold
    // Whitfield's accountant, invented; 127 pairs, 40 contradictions, 24 evasions), on a matter no set
    // had been written on before. First measured (thirty-first round) at contradictions 0.82 / 0.23
    // (9 / 2 / 31), evasions 0.74 / 0.58 (14 / 5 / 10); 10 / 2 / 30 and 14 / 0 / 10 once a verbless
    // follow-up was read by its phrase's last noun ("And its date-of-death value?" asks a sum, not a
    // date) and a name said before a time answered who; 11 / 2 / 29 once "where is the firm located?"
    // and "our office" to where "you" did something read as where the witness works; 12 / 2 / 28 once
    // the demo PDFs' signature lines too long for their column wrapped instead of running off the
    // page (the will's witnesses' residences had been cut at "New Yo"); 14 / 2 / 26 once the bank an
    // account is held at, who did what a participle tells ("appraised by …") and a person on a form's
    // label were read as names. Floors one hit
    // under and one false flag over. Evasions 17 / 0 / 7 once a refusal said as declining, a question
    // handed on as "one for" someone and "in the mornings" to who were read.
    const s = await run('Ostrowski development set (Whitfield, twenty-ninth)', DEVELOPMENT_DEPOSITION_29, true);
    // (Thirty-second round: evasions 19 / 0 / 5, once a yes or no kept open in other words and hard
    // times told for one were read.)
    holds(s, { contradictionPrecision: 0.81, contradictionRecall: 0.32, evasionPrecision: 0.94, evasionRecall: 0.75 });
  }, 300_000);

  everySet('the Kowalczyk development set (thirtieth, the Lakeshore matter, written with no model set): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session given no earlier set as a model
    // (Daniel Kowalczyk, the marina's operations and dock manager, invented; 88 pairs, 29
    // contradictions, 18 evasions), so that its questions are not the earlier sets' background
    // questions in new words: nine yes/no answers against a document that says the fact in other
    // words, six answers against the witness's own account of what he did during the storm and the
    // claim. First measured (thirty-third round) at contradictions 0.88 / 0.24 (7 / 1 / 22),
    // evasions 1.00 / 0.72 (13 / 0 / 5); evasions 17 / 0 / 1 once the usual practice said for whether
    // it was done, "X's the one to ask", "not something I'd have committed to memory" and "a rough
    // week for everybody" were read; contradictions 9 / 1 / 20 once two full given names beside one
    // surname ("Robert Hollis", "Richard Hollis") were two people and "one million even" a sum; 9 /
    // 0 / 20 once the figure a share is taken of ("Two percent of the four and a half million") was
    // the working, not the answer. Floors one hit under and one false flag over.
    const s = await run('Kowalczyk development set (Lakeshore, thirtieth)', DEVELOPMENT_DEPOSITION_30, true);
    holds(s, { contradictionPrecision: 0.88, contradictionRecall: 0.27, evasionPrecision: 0.94, evasionRecall: 0.88 });
  }, 300_000);

  everySet('the Castellano development set (thirty-first, the Okafor matter, written with no model set): figures reported, floors at what was measured', async () => {
    // Written the same way, with no model set (Renee Castellano, the Authority's claims examiner who
    // received the preservation demand, invented; 87 pairs, 30 contradictions, 18 evasions). First
    // measured (thirty-third round) at contradictions 0.92 / 0.37 (11 / 1 / 19), evasions 0.80 /
    // 0.67 (12 / 3 / 6); 13 / 1 / 17 once a yes that counts the visits ("I did. Twice") and the
    // day the witness first had a paper were held against the witness's later answers; evasions 16 /
    // 2 / 2 once the usual practice said for whether it was done, "through our legal department, not
    // through me" and "one I've given some thought to" were read, and an instruction told as an
    // infinitive ("To hold onto the door records") was what was said; 17 / 2 / 1 once a place said
    // for a sum ("That's kept in the claims system, down at 2 Broadway") was no answer. Floors one hit
    // under and one false flag over.
    const s = await run('Castellano development set (Okafor, thirty-first)', DEVELOPMENT_DEPOSITION_31, true);
    holds(s, { contradictionPrecision: 0.85, contradictionRecall: 0.4, evasionPrecision: 0.84, evasionRecall: 0.88 });
  }, 300_000);

  everySet('the Tenney development set (thirty-second, the Northwind matter, Castellan\u2019s receivables manager): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session that never read the engine
    // (Marisol Tenney, Castellan's accounts receivable manager, invented; 86 pairs, 25
    // contradictions, 15 evasions), weighted to answers that must not be flagged: correct values
    // hedged, rounded or in words, paraphrases of the papers, numbers no paper states. First measured
    // (thirty-eighth round, before anything was tuned on it) at contradictions 0.92 / 0.48 (12 / 1 /
    // 13), evasions 0.83 / 0.67 (10 / 2 / 5) — as far from the goals as the blind sets. Evasions 14
    // / 1 / 1 and contradictions 13 / 1 / 12 once a plural noun after "and" asked what the question
    // before asked, "which of your analysts" asked who, talk of the building answered who, the
    // papers where it would show, the same way for every customer and "we wouldn't treat anyone
    // differently" were read, and "how big was the group you supervised" counted the witness's team;
    // 14 / 1 / 11 once a paper "going out" was its sending and an e-mail's header lines its header.
    // One hit (#14, how many trailers the agreement set aside) flickers between runs with the order
    // pages come back in, 13 ↔ 14. Floors two hits under the lower and one false flag over.
    const s = await run('Tenney development set (Northwind, thirty-second)', DEVELOPMENT_DEPOSITION_32, true);
    holds(s, { contradictionPrecision: 0.85, contradictionRecall: 0.44, evasionPrecision: 0.86, evasionRecall: 0.86 });
  }, 300_000);

  everySet('the Tallmadge development set (thirty-third, the Lakeshore matter, the insurer\u2019s engineer): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session that never read the engine
    // (Gregory Tallmadge, the engineer whose report the denial relies on, invented; 94 pairs, 32
    // contradictions, 14 evasions), weighted to what the Lakeshore blind set misses: a yes or no
    // against a paper in other words, which building, the wrong row, self-contradictions. First
    // measured (thirty-ninth round, before anything was tuned on it) at contradictions 0.59 / 0.31
    // (10 / 7 / 22), evasions 0.91 / 0.71 (10 / 1 / 4) — where the Lakeshore blind set is. After
    // the round's readings (a sum the question states is its premise, a pleading yields to a primary
    // paper, "four months into" no length, a party's street asked of no paper, a yes said over in the
    // witness's words, visits as one act, how such things usually go for who, "a letter denying the
    // claim" as the denial letter, "our June schedules" naming which): contradictions 0.79 / 0.47
    // (15 / 4 / 17), evasions 1.00 / 1.00 (14 / 0 / 0). After the fortieth (the witness by name, not
    // his title; "Amount claimed:" as the total asked): 0.84 / 0.50 (16 / 3 / 16). Floors one hit
    // under and one false flag over.
    const s = await run('Tallmadge development set (Lakeshore, thirty-third)', DEVELOPMENT_DEPOSITION_33, true);
    holds(s, { contradictionPrecision: 0.78, contradictionRecall: 0.46, evasionPrecision: 0.93, evasionRecall: 0.92 });
  }, 300_000);

  everySet('the Benedetti development set (thirty-fourth, the Rivera matter, the hotel group\u2019s operating officer): figures reported, floors at what was measured', async () => {
    // Written from the matter's documents alone by a writer session that never read the engine
    // (Carla Benedetti, the hotel group's chief operating officer, invented; 95 pairs, 33
    // contradictions, 14 evasions), weighted to what the blind sets miss most: the witness against
    // her own earlier answer, a yes or no against a paper in other words, values in other words, the
    // wrong row or role. First measured (fortieth round, before anything was tuned on it) at
    // contradictions 0.71 / 0.36 (12 / 5 / 21), evasions 0.86 / 0.86 (12 / 2 / 2) — where the Rivera
    // blind set is. After the round (the witness by name, not her title; a pleading's denial in its
    // own clause; a question after a quotation's stop; "that follow-up" as the paper; an opening that
    // says when as a side remark): contradictions 1.00 / 0.48 (16 / 0 / 17), evasions 0.92 / 0.86
    // (12 / 1 / 2). Floors one hit under and one false flag over.
    const s = await run('Benedetti development set (Rivera, thirty-fourth)', DEVELOPMENT_DEPOSITION_34, true);
    holds(s, { contradictionPrecision: 0.94, contradictionRecall: 0.45, evasionPrecision: 0.85, evasionRecall: 0.78 });
  }, 300_000);

  everySet('the Marchetti development set (thirty-fifth, the Vantage matter, its human resources director): figures reported, floors at what was measured', async () => {
    // Written the same way (Denise Marchetti, Vantage's director of human resources, invented; 96
    // pairs, 32 contradictions, 14 evasions), with the same weighting. First measured (fortieth
    // round, before anything was tuned on it) at contradictions 0.57 / 0.25 (8 / 6 / 24), evasions
    // 0.89 / 0.57 (8 / 1 / 6) — below the Vantage blind sets. After the round (a paper's dated line
    // dates only that paper; "a year and a half" against a range of months; the date of another act
    // in the same sentence; "around lunchtime" as a window; "how much data" in gigabytes; a sentence
    // going on about the one before; "three of us"; where for when, "in what sense?", "Engineering
    // would have to tell you"): contradictions 0.93 / 0.44 (14 / 1 / 18), evasions 1.00 / 0.79
    // (11 / 0 / 3). Floors one hit under and one false flag over.
    const s = await run('Marchetti development set (Vantage, thirty-fifth)', DEVELOPMENT_DEPOSITION_35, true);
    holds(s, { contradictionPrecision: 0.87, contradictionRecall: 0.4, evasionPrecision: 0.91, evasionRecall: 0.71 });
  }, 300_000);

  everySet('the Lindgren development set (thirty-sixth, the Meridian matter, its associate director of regulatory affairs): figures reported, floors at what was measured', async () => {
    // Written by a helper that read only the Meridian matter's documents (Nora Lindgren, Meridian's
    // associate director of regulatory affairs, invented; 97 pairs, 32 contradictions, 14 evasions),
    // weighted to what the blind sets miss most. First measured (forty-first round, before anything
    // was tuned on it) at contradictions 0.77 / 0.31 (10 / 3 / 22), evasions 0.89 / 0.57 (8 / 1 / 6)
    // — below every blind set. After the round (a sworn paper's execution line; "the tracker as of
    // September 30" pins no row; "a month. Thirty days" is no range; "three of seven HPLC
    // instruments"; "all eight people in regulatory" against the group counted before; whom to ask
    // is no answer to who; the route decisions take): contradictions 0.82 / 0.44 (14 / 3 / 18),
    // evasions 0.92 / 0.86 (12 / 1 / 2). Floors one hit under and one false flag over.
    const s = await run('Lindgren development set (Meridian, thirty-sixth)', DEVELOPMENT_DEPOSITION_36, true);
    holds(s, { contradictionPrecision: 0.76, contradictionRecall: 0.4, evasionPrecision: 0.84, evasionRecall: 0.78 });
  }, 300_000);

  everySet('the Mercado development set (thirty-seventh, the Okafor matter, the Authority\'s senior claims examiner): figures reported, floors at what was measured', async () => {
    // Written the same way from the Okafor matter's documents (Calvin Mercado, the Authority's senior
    // claims examiner, invented; 97 pairs, 33 contradictions, 14 evasions). First measured (forty-first
    // round, before anything was tuned on it) at contradictions 0.89 / 0.48 (16 / 2 / 17), evasions
    // 1.00 / 0.71 (10 / 0 / 4). After the round ("when did this happen" meets "the claim arose"; a
    // refusal counsel asked for): contradictions 0.89 / 0.52 (17 / 2 / 16), evasions 1.00 / 0.79
    // (11 / 0 / 3). Floors one hit under and one false flag over.
    const s = await run('Mercado development set (Okafor, thirty-seventh)', DEVELOPMENT_DEPOSITION_37, true);
    holds(s, { contradictionPrecision: 0.84, contradictionRecall: 0.48, evasionPrecision: 0.9, evasionRecall: 0.71 });
  }, 300_000);

  everySet('the Dembinski development set (thirty-eighth, the Northwind matter, Castellan\'s reefer fleet operations manager): figures reported, floors at what was measured', async () => {
    // Written the same way from the Northwind matter's documents (Paul Dembinski, Castellan's reefer
    // fleet operations manager, invented; 95 pairs, 32 contradictions, 14 evasions). First measured
    // (forty-first round, before anything was tuned on it) at contradictions 0.73 / 0.69 (22 / 8 / 10),
    // evasions 1.00 / 0.50 (7 / 0 / 7) — the precision of the weakest blind sets. After the round
    // (whether the witness read a paper is asked of the witness; an e-mail's Sent line dates its
    // sending only; "the total at the bottom" is the paper's; a figure that would not stay put, the
    // paper said to speak for itself, how things go for whether the witness did it): contradictions
    // 0.81 / 0.69 (22 / 5 / 10), evasions 1.00 / 0.71 (10 / 0 / 4). Floors one hit under and one
    // false flag over.
    const s = await run('Dembinski development set (Northwind, thirty-eighth)', DEVELOPMENT_DEPOSITION_38, true);
    holds(s, { contradictionPrecision: 0.77, contradictionRecall: 0.65, evasionPrecision: 0.9, evasionRecall: 0.64 });
  }, 300_000);

  it('the blind set: precision and evasions at the goal, contradiction recall at its floor (below the goal)', async () => {
    // Measured at the last change (the tenth round): contradictions precision 0.81 (17 of 21 flags;
    // 0.89 before it, 0.94 before the word vectors), recall 0.59 (17 of 29; 16 before); evasions
    // 0.88 / 0.88 (14 of 16; 0.93 precision before the ninth round's neither-yes-nor-no reading
    // added one false evasion). Contradictions are below the goal: the floors (one false flag more,
    // one hit fewer) keep them from falling further. After the fourteenth round, not tuned on:
    // 0.82 / 0.62 (18 / 4 / 11); the recall floor moved to one hit under that. After the fifteenth,
    // not tuned on: 0.78 / 0.62 (18 / 5 / 11) — one false flag more, from a reading of the round
    // (not traced: the set stays unread); the precision floor moved to one false flag more than that.
    // After the eighteenth, not tuned on: 0.79 / 0.66 (19 / 5 / 10), evasions 0.93 / 0.88 (14 / 1 /
    // 2; a bare "not that I'm aware of" still read as a denial, and no longer a non-answer of a third
    // person's doings).
    const s = await run('Blind set', BLIND_DEPOSITION, false);
    // After the twentieth, not tuned on: 0.77 / 0.69 (20 / 6 / 9), evasions 0.94 / 0.94 (15 / 1 / 1); the recall floor moved to one hit under that.
    // After the twenty-eighth, not tuned on: 0.78 / 0.72 (21 / 6 / 8); the recall floor moved to one hit under that.
    holds(s, { ...GOAL, contradictionPrecision: 0.74, contradictionRecall: 0.68 });
  }, 300_000);

  everySet('the second blind set (Beckett): figures reported, floors at what was measured (below the goal)', async () => {
    // Measured at the last change (the tenth round): contradictions precision 0.74, recall 0.61 (20
    // of 33, 7 false flags; 0.83 / 0.58 before it, 0.89 / 0.48 before the word vectors); evasions
    // 0.88 / 0.94 (15 of 16; 14 before the tenth round). Contradictions are below the goal: these
    // floors (one hit under what was measured) only keep them from falling further. After the
    // thirteenth round, not tuned on: 0.73 / 0.58 (19 / 7 / 14), one hit fewer; the recall floor
    // moved to one hit under that. After the fourteenth: 0.74 / 0.61 (20 / 7 / 13); the floor moved
    // to one hit under that. After the fifteenth: 0.75 / 0.64 (21 / 7 / 12); the floor moved to one
    // hit under that. After the seventeenth, not tuned on: 0.77 / 0.70 (23 / 7 / 10); floors one hit
    // under and one false flag more.
    const s = await run('Second blind set', BLIND_DEPOSITION_2, false);
    holds(s, { contradictionPrecision: 0.74, contradictionRecall: 0.66, evasionPrecision: 0.83, evasionRecall: 0.81 });
  }, 300_000);

  everySet('the third blind set: evasions meet the goal, contradictions at their floors (recall below the goal)', async () => {
    // Held out like the others (never opened by whoever tunes the engine). Measured at the last
    // change (the tenth round): contradictions precision 1.00 (16 of 16 flags), recall 0.52 (16 of
    // 31; 13 before it, 11 before the word vectors); evasions 0.92 / 0.92. After the eleventh
    // round: 0.94 / 0.52 (16 / 1 / 15), not tuned on; after the thirteenth 0.89 / 0.52 (16 / 2 / 15),
    // its precision floor moved to one false flag more than that (0.84). After the fifteenth: 0.89 /
    // 0.55 (17 / 2 / 14); the recall floor moved to one hit under that. After the sixteenth, not
    // tuned on: 0.90 / 0.58 (18 / 2 / 13).
    const s = await run('Third blind set', BLIND_DEPOSITION_3, false);
    // After the twentieth, not tuned on: 0.90 / 0.61 (19 / 2 / 12), evasions 0.92 / 0.92; the recall floor moved to one hit under that.
    holds(s, { ...GOAL, contradictionPrecision: 0.84, contradictionRecall: 0.58 });
  }, 300_000);

  everySet('the fourth blind set (another matter): figures reported, floors at what was measured', async () => {
    // Written from another matter's documents alone (Vantage Robotics v. Thorne, a trade-secrets
    // case the engine was never developed on), never read by whoever tunes the engine. First
    // measured (the tenth round, before the sixth development set's readings) at contradictions
    // 0.71 / 0.39 (12 / 5 / 19), evasions 0.88 / 0.58 (7 / 1 / 5); after them, contradictions the
    // same, evasions 0.89 / 0.67 (8 / 1 / 4). After the fifteenth round, not tuned on: 0.73 / 0.35
    // (11 / 4 / 20): one false flag fewer after the commit reading joining an employer and leaving
    // numbers in words out of the search, one hit fewer after the one reading a practice's name as a
    // firm (measured after each commit, not traced: the set stays unread). Far below the goal:
    // floors one hit under. In the sixteenth round the eleventh development set was written on this
    // matter's documents (by a writer who never saw this set) and tuned on: this set's figures did
    // not move (11 / 4 / 20, evasions 8 / 1 / 4), so the matter no longer counts as unseen, but its
    // labels and wording stay unread. After the seventeenth (tuned on the eleventh set again), not
    // tuned on: 0.78 / 0.45 (14 / 4 / 17); floors one hit under and one false flag more. After the
    // nineteenth, not tuned on: 0.79 / 0.48 (15 / 4 / 16); the recall floor moved to one hit under that.
    const s = await run('Fourth blind set (Vantage)', BLIND_DEPOSITION_4, false);
    holds(s, { contradictionPrecision: 0.73, contradictionRecall: 0.45, evasionPrecision: 0.8, evasionRecall: 0.58 });
  }, 300_000);

  everySet('the fifth blind set (the Rivera matter, the plaintiff himself): figures reported, floors at what was measured', async () => {
    // Written in the twentieth round from the Rivera documents alone (the plaintiff, Luis Rivera,
    // examined by the defendant's counsel), never read by whoever tunes the engine: only its figures
    // and its misses counted by kind are printed. The matter has two development sets (Kowalski,
    // Pryor), so its documents are not unseen; its witness, wording and labels are. First measured,
    // after the round's readings, at contradictions 0.86 / 0.38 (12 / 2 / 20), evasions 1.00 / 0.57
    // (8 / 0 / 6). Far below the goal: floors one hit under and one false flag over.
    const s = await run('Fifth blind set (Rivera)', BLIND_DEPOSITION_5, false);
    // After the twenty-ninth, not tuned on: 0.81 / 0.41 (13 / 3 / 19) — one false flag more, from the
    // round's reading of a period's end (not traced: the set stays unread).
    holds(s, { contradictionPrecision: 0.8, contradictionRecall: 0.34, evasionPrecision: 0.88, evasionRecall: 0.5 });
  }, 300_000);

  everySet('the sixth blind set (the Lakeshore matter, the marina\'s general manager): figures reported, floors at what was measured', async () => {
    // Written in the twenty-third round from the Lakeshore documents alone (the insured's general
    // manager, examined by the insurer's counsel), never read by whoever tunes the engine: only its
    // figures and its misses counted by kind are printed. The first blind set of a matter with an
    // insurance policy, a denial letter and a loss estimate (two development sets, Hollis and
    // Vasquez, came from the same documents).
    const s = await run('Sixth blind set (Lakeshore)', BLIND_DEPOSITION_6, false);
    // First measured at contradictions 0.62 / 0.43 (13 / 8 / 17), evasions 1.00 / 0.57 (8 / 0 / 6):
    // far below the goal. Floors one hit under and one false flag over. After the twenty-ninth, not
    // tuned on: evasions 1.00 / 0.64 (9 / 0 / 5); after the thirty-fourth (a yes/no question answered
    // with something else altogether), 1.00 / 0.86 (12 / 0 / 2), the evasion goal.
    holds(s, { contradictionPrecision: 0.59, contradictionRecall: 0.4, evasionPrecision: 0.88, evasionRecall: 0.5 });
  }, 300_000);
});
