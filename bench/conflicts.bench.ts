/**
 * Conflict checks at a large firm (not a test, not in CI): `npm run bench:conflicts [-- --matters 10000 --per-matter 10 --per-kind 40]`.
 *
 * Loads 10,000 matters with 10 parties each (100,000 parties: people and organisations, a quarter
 * of them recurring across matters, one organisation in eight a subsidiary of another; 30 % of the
 * matters closed, some archived) and their match keys into a fresh, migrated PGlite (and a fresh
 * `bench_conflicts` database when DATABASE_URL is set, dropped afterwards), then checks seeded
 * variants of parties in the firm — company form and punctuation, diacritics, "Last, First",
 * initials, nicknames, one and two typos, sound-alikes, corporate family — and decoys naming nobody.
 *
 * For each check it records the latency of the app's check (`findConflicts`, the function the
 * endpoints call) and of the baseline, an exact-name lookup (lower(name) = lower(query)); whether
 * the target was found (recall); and the false hits (hits on parties of any other entity than the
 * target and its corporate family). Prints p50/p95/p99, recall per kind, median false hits, the
 * ratios to the baseline and PASS/MISS against the goals: p95 ≤ 300 ms, recall ≥ 99 %, median
 * false hits ≤ 10.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Database } from '../apps/server/src/db/client.js';
import { findConflicts, type StoredHit } from '../apps/server/src/modules/conflicts/check.js';
import { firmId, loadFirm, type Firm } from './conflicts/firm.js';
import { acceptable, makeQueries, VARIANT_KINDS, type Query, type VariantKind } from './conflicts/variants.js';
import { onFreshBackends } from './search/databases.js';
import { percentile } from './search/measure.js';

const { values: args } = parseArgs({ options: { matters: { type: 'string', default: '10000' }, 'per-matter': { type: 'string', default: '10' }, 'per-kind': { type: 'string', default: '40' } } });
const MATTERS = Number(args.matters);
const PER_MATTER = Number(args['per-matter']);
const PER_KIND = Number(args['per-kind']);
const GOAL_P95_MS = 300;
const GOAL_RECALL = 0.99;
const GOAL_MEDIAN_FALSE = 10;
const BENCH_DB = 'bench_conflicts';

interface Outcome {
  query: Query;
  ms: number;
  found: boolean;
  falseHits: number;
  hits: number;
  baselineMs: number;
  baselineFound: boolean;
}

interface BackendResult {
  outcomes: Outcome[];
  intakeMs: number[];
  loadMs: number;
}

const fmt = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0));
const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);

function judge(firm: Firm, query: Query, hits: StoredHit[]): { found: boolean; falseHits: number } {
  const ok = acceptable(firm, query.target);
  let found = false;
  let falseHits = 0;
  for (const h of hits) {
    const entity = firm.byPartyId.get(h.party_id)?.entity;
    if (entity === undefined) continue;
    if (entity === query.target) found = true;
    if (!ok.has(entity)) falseHits++;
  }
  return { found, falseHits };
}

async function exactLookup(database: Database, name: string): Promise<string[]> {
  const { rows } = await database.executeSql('select id from parties where organization_id = $1 and lower(name) = lower($2)', [firmId(0), name]);
  return (rows as { id: string }[]).map((r) => r.id);
}

async function measureBackend(backend: string, database: Database): Promise<BackendResult> {
  const started = performance.now();
  const firm = await loadFirm(database, MATTERS, PER_MATTER, (line) => console.log(`  ${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`));
  const loadMs = performance.now() - started;
  const queries = makeQueries(firm, PER_KIND);
  const db = database.db;
  const check = (q: Query) => findConflicts(db, firmId(0), [{ name: q.name, role: 'client', kind: q.partyKind }], null);
  // Warm-up: PGlite's first statements on a fresh data dir are slow, and plans get cached.
  for (const q of queries.slice(0, 10)) {
    await check(q);
    await exactLookup(database, q.name);
  }
  const outcomes: Outcome[] = [];
  for (const query of queries) {
    const t0 = performance.now();
    const hits = await check(query);
    const ms = performance.now() - t0;
    const t1 = performance.now();
    const exact = await exactLookup(database, query.name);
    const baselineMs = performance.now() - t1;
    const { found, falseHits } = judge(firm, query, hits);
    const baselineFound = exact.some((id) => firm.byPartyId.get(id)?.entity === query.target);
    outcomes.push({ query, ms, found, falseHits, hits: hits.length, baselineMs, baselineFound });
  }
  // An intake check: three names at once (client, adverse party, opposing counsel), as a new matter has.
  const intakeMs: number[] = [];
  for (let i = 0; i + 2 < Math.min(queries.length, 90); i += 3) {
    const names = queries.slice(i, i + 3).map((q, k) => ({ name: q.name, role: (['client', 'adverse_party', 'opposing_counsel'] as const)[k]!, kind: q.partyKind }));
    const t0 = performance.now();
    await findConflicts(db, firmId(0), names, null);
    intakeMs.push(performance.now() - t0);
  }
  console.log(`  ${backend}: ${queries.length} checks done`);
  return { outcomes, intakeMs, loadMs };
}

function report(backend: string, r: BackendResult): void {
  const { outcomes } = r;
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const base = outcomes.map((o) => o.baselineMs).sort((a, b) => a - b);
  const intake = [...r.intakeMs].sort((a, b) => a - b);
  const p = (xs: number[], q: number) => percentile(xs, q);
  console.log(`\n### ${backend}: ${MATTERS} matters, ${MATTERS * PER_MATTER} parties (load ${(r.loadMs / 1000).toFixed(0)} s)\n`);
  console.log('| | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---:|---:|---:|');
  console.log(`| conflict check, one name | ${fmt(p(ms, 50))} | ${fmt(p(ms, 95))} | ${fmt(p(ms, 99))} |`);
  console.log(`| conflict check, three names (intake) | ${fmt(p(intake, 50))} | ${fmt(p(intake, 95))} | ${fmt(p(intake, 99))} |`);
  console.log(`| baseline: exact-name lookup | ${fmt(p(base, 50))} | ${fmt(p(base, 95))} | ${fmt(p(base, 99))} |`);
  console.log(`\nLatency ratio check ÷ exact lookup: p50 ${(p(ms, 50) / p(base, 50)).toFixed(1)}×, p95 ${(p(ms, 95) / p(base, 95)).toFixed(1)}×\n`);
  console.log('| variant | checks | recall (check) | recall (exact lookup) | median false hits | max false hits |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const kinds = VARIANT_KINDS.filter((k) => outcomes.some((o) => o.query.kind === k));
  for (const kind of kinds as VariantKind[]) {
    const of = outcomes.filter((o) => o.query.kind === kind);
    const recall = kind === 'decoy' ? '–' : `${((100 * of.filter((o) => o.found).length) / of.length).toFixed(1)} %`;
    const baseRecall = kind === 'decoy' ? '–' : `${((100 * of.filter((o) => o.baselineFound).length) / of.length).toFixed(1)} %`;
    console.log(`| ${kind} | ${of.length} | ${recall} | ${baseRecall} | ${fmt(median(of.map((o) => o.falseHits)))} | ${Math.max(...of.map((o) => o.falseHits))} |`);
  }
  const seeded = outcomes.filter((o) => o.query.target !== null);
  const recall = seeded.filter((o) => o.found).length / seeded.length;
  const baseRecall = seeded.filter((o) => o.baselineFound).length / seeded.length;
  const falseMedian = median(outcomes.map((o) => o.falseHits));
  const missed = seeded.filter((o) => !o.found).slice(0, 8).map((o) => `${o.query.kind}: "${o.query.name}"`);
  console.log(`\nRecall over ${seeded.length} seeded variants: ${(100 * recall).toFixed(1)} % (exact lookup ${(100 * baseRecall).toFixed(1)} %: the check finds ${(recall / baseRecall).toFixed(1)}× as many)`);
  if (missed.length > 0) console.log(`Missed (first ${missed.length}): ${missed.join('; ')}`);
  console.log(`${p(ms, 95) <= GOAL_P95_MS ? 'PASS' : 'MISS'}  p95 of a check ≤ ${GOAL_P95_MS} ms: ${fmt(p(ms, 95))} ms`);
  console.log(`${recall >= GOAL_RECALL ? 'PASS' : 'MISS'}  recall ≥ ${GOAL_RECALL * 100} %: ${(100 * recall).toFixed(1)} %`);
  console.log(`${falseMedian <= GOAL_MEDIAN_FALSE ? 'PASS' : 'MISS'}  median false hits per check ≤ ${GOAL_MEDIAN_FALSE}: ${fmt(falseMedian)}`);
}

async function main(): Promise<void> {
  console.log(`Conflicts benchmark: ${MATTERS} matters × ${PER_MATTER} parties, ${PER_KIND} checks per variant kind`);
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const results = await onFreshBackends('conflicts', BENCH_DB, measureBackend);
  for (const [backend, r] of results) report(backend, r);
  console.log(`\nLoad average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
