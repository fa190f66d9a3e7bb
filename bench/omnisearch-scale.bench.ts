/**
 * Omnisearch at a large firm (not a test): `npm run bench:omnisearch-scale [-- --cases 3000]`.
 *
 * The search benchmark's firm has 550 cases and no events; what omnisearch costs at a firm with
 * thousands of matters is its case and event sources. This loads 3,000 cases (parties, docket
 * numbers) with 5 events each into a fresh, migrated PGlite (and a fresh `bench_omnisearch`
 * database when DATABASE_URL is set, dropped afterwards), vacuums and analyses them, and times
 * six type-ahead inputs at 1 client:
 *
 * - ours: the app's case-and-party and event sources (`modules/omnisearch/sources.ts`), one after
 *   the other as on PGlite: `like '%word%'` on `search_text`, which a trigram index answers;
 * - the old scan (baseline): the same statements testing `strpos(lower(concat_ws(…)))` on every
 *   row of the firm, as before migration 0010;
 * - GET /api/v1/search/omnisearch end to end (app.inject; the firm has no documents, so this is the
 *   endpoint's own cost plus cases, people and events).
 *
 * It prints p50/p95/p99, ours ÷ old scan, and the omnisearch goal of the search issue (p95 ≤ 30 ms
 * on PGlite, ≤ 15 ms on PostgreSQL) judged on the endpoint, worst input.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Database } from '../apps/server/src/db/client.js';
import { caseAndPartySource, eventSource, type SourceInput } from '../apps/server/src/modules/omnisearch/sources.js';
import { typedQuery } from '../apps/server/src/modules/omnisearch/relevance.js';
import type { Caller } from '../apps/server/src/platform/http/caller.js';
import { EVENTS_PER_CASE, firmId, loadFirms, partnerId, PLANTED_NAME } from './omnisearch-scale/firm.js';
import { oldScan } from './omnisearch-scale/old-scan.js';
import { startBenchApp } from './search/app-server.js';
import { onFreshBackends } from './search/databases.js';
import { measureCell, type CellResult, type SamplingOptions } from './search/measure.js';

const { values: args } = parseArgs({ options: { cases: { type: 'string', default: '3000' }, samples: { type: 'string', default: '100' } } });
const CASES = Number(args.cases);
const SAMPLING: SamplingOptions = { samples: Number(args.samples), warmup: 3, maxSeconds: 20, minSamples: 10 };
const LIMIT = 20;
const BENCH_DB = 'bench_omnisearch';
const GOALS: Record<string, number> = { pglite: 30, postgres: 15 };

const INPUTS: { label: string; typed: string }[] = [
  { label: 'two letters', typed: 'ha' },
  { label: 'three letters of a rare name', typed: PLANTED_NAME.slice(0, 3).toLowerCase() },
  { label: 'rare name, whole', typed: PLANTED_NAME.toLowerCase() },
  { label: 'common word (every case has one)', typed: 'deposition' },
  { label: 'two words', typed: 'motion compel' },
  { label: 'docket number fragment', typed: 'cv-00417' },
];

type Engine = 'ours' | 'old_scan' | 'endpoint';
interface Row {
  input: string;
  engine: Engine;
  result: CellResult;
  hits: number;
}

const fmt = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0));
const cell = (r: CellResult) => (r.error ? `n/a (${r.error})` : `${fmt(r.p50)} / ${fmt(r.p95)} / ${fmt(r.p99)}`);

async function measureBackend(backend: string, database: Database): Promise<Row[]> {
  const loadMs = await loadFirms(database, CASES);
  console.log(`  loaded ${CASES} + ${Math.ceil(CASES / 10)} cases and ${EVENTS_PER_CASE}× as many events, vacuumed and analysed: ${(loadMs / 1000).toFixed(1)} s`);
  const app = await startBenchApp(database, partnerId(0));
  const caller: Caller = {
    organizationId: firmId(0),
    organizationName: 'Scale Firm 0',
    userId: partnerId(0),
    name: 'Scale Partner 0',
    role: 'partner',
    actor: { organizationId: firmId(0), userId: partnerId(0), userEmail: null, userName: null, sessionId: null, ipAddress: null, userAgent: 'bench' },
  };
  const input = (typed: string): SourceInput => ({
    db: app.server.deps.db,
    caller,
    scope: { organizationId: firmId(0), caseIds: null },
    q: typed,
    query: typedQuery(typed),
    limit: LIMIT,
  });
  const engines: Record<Engine, (typed: string) => Promise<number>> = {
    ours: async (typed) => (await caseAndPartySource(input(typed))).length + (await eventSource(input(typed))).length,
    old_scan: (typed) => oldScan(database, firmId(0), typed, LIMIT),
    endpoint: (typed) => app.omnisearch({ typeahead: typed }),
  };
  const rows: Row[] = [];
  try {
    // PGlite's first protocol messages on a fresh data dir stall (see the search benchmark).
    const warmUntil = performance.now() + 5000;
    while (performance.now() < warmUntil) for (const { typed } of INPUTS) for (const run of Object.values(engines)) await run(typed);
    for (const { label, typed } of INPUTS) {
      for (const engine of Object.keys(engines) as Engine[]) {
        let hits = 0;
        const result = await measureCell(async () => void (hits = await engines[engine](typed)), 1, SAMPLING);
        rows.push({ input: label, engine, result, hits });
        console.log(`  ${backend.padEnd(8)} ${engine.padEnd(9)} ${label.padEnd(34)} p50 ${fmt(result.p50)}  p95 ${fmt(result.p95)}  p99 ${fmt(result.p99)} ms  hits=${hits}`);
      }
    }
  } finally {
    await app.close();
  }
  return rows;
}

function report(backend: string, rows: Row[]): void {
  console.log(`\n### ${backend}, ${CASES} cases, 1 client: p50 / p95 / p99 ms [results]\n`);
  console.log('| typed | ours: case and event sources | old scan (strpos on every row) | GET /api/v1/search/omnisearch | ours ÷ old scan (p50, p95) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { label, typed } of INPUTS) {
    const of = (engine: Engine) => rows.find((r) => r.input === label && r.engine === engine)!;
    const ours = of('ours');
    const old = of('old_scan');
    const endpoint = of('endpoint');
    const ratio = `${(ours.result.p50 / old.result.p50).toFixed(2)}×, ${(ours.result.p95 / old.result.p95).toFixed(2)}×`;
    console.log(`| ${label} (\`${typed}\`) | ${cell(ours.result)} [${ours.hits}] | ${cell(old.result)} [${old.hits}] | ${cell(endpoint.result)} [${endpoint.hits}] | ${ratio} |`);
  }
  const worst = Math.max(...rows.filter((r) => r.engine === 'endpoint').map((r) => r.result.p95));
  const goal = GOALS[backend]!;
  console.log(`\n${worst <= goal ? 'PASS' : 'MISS'}  omnisearch p95 ≤ ${goal} ms on ${backend} at ${CASES} cases: worst input p95 = ${fmt(worst)} ms`);
}

async function main(): Promise<void> {
  console.log(`Omnisearch scale benchmark: ${CASES} cases, ${SAMPLING.samples} samples per cell`);
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const results = await onFreshBackends('omnisearch', BENCH_DB, measureBackend);
  for (const [backend, rows] of results) report(backend, rows);
  console.log(`\nLoad average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
