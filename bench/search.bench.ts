/**
 * Search benchmark (not a test): `npm run bench:search [-- --docs 100000]`.
 *
 * Generates a deterministic corpus of legal-looking documents (bench/search/corpus.ts; 500 cases of
 * the searched firm plus two other firms), loads it with SQL into a migrated app database (PGlite,
 * cached under bench/.cache; and a fresh `bench_search` database on PostgreSQL when DATABASE_URL is
 * given, dropped afterwards), rebuilds the search engine's derived structures, and times six query
 * shapes (rare word, common word, two words, phrase, prefix, one case only) at 1 and 8 concurrent
 * clients on:
 *
 * - our engine through the SearchIndex interface: searchDocuments (ranked document search) and
 *   suggestDocuments (what omnisearch uses);
 * - GET /api/v1/search/omnisearch end to end through the real app (createServer, app.inject);
 * - a naive ILIKE scan (first 20) and a naive ranked query (ts_rank_cd over every match, top 20) on
 *   the same database;
 * - SQLite FTS5 (better-sqlite3, bm25, porter tokenizer) over the same page texts.
 *
 * It prints p50/p95/p99 per engine and query, ratios ours ÷ FTS5 / ILIKE, the issue's goals as
 * PASS/MISS, and writes bench/.cache/search-results.json (search-results-<docs>-<backends>.json for
 * a run with another --docs or with --backends). Exits non-zero when a goal is missed.
 *
 * Before timing a backend, every query runs through our engine for 5 s (warm-up; see runBackend).
 *
 * Options: --docs N (100000), --samples N per cell (60), --cell-seconds S (time cap per cell for
 * slow baselines, 20; never fewer than 10 samples), --backends pglite,postgres (default: pglite,
 * plus postgres when DATABASE_URL is set), --rebuild (rebuild the cached PGlite's derived tables
 * even though the engine's sources did not change). PGlite has one connection: its 8-client cells queue.
 * better-sqlite3 is synchronous: its 8-client cells run one query after another.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SearchScope } from './../apps/server/src/platform/search/search-index.js';
import { startBenchApp } from './search/app-server.js';
import { orgId, userId } from './search/corpus.js';
import { CACHE_DIR, openPgliteBench, openPostgresBench, type BenchDatabase } from './search/databases.js';
import { measureCell, type SamplingOptions } from './search/measure.js';
import { ilikeScan, naiveRanked } from './search/naive-sql.js';
import { QUERIES, type BenchQuery, type QueryKey } from './search/queries.js';
import { goalLines, goals, latencyTable, ratioTable, type Cell, type EngineKey } from './search/report.js';
import { openFts5 } from './search/sqlite-fts.js';

const { values: args } = parseArgs({
  options: {
    docs: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '60' },
    'cell-seconds': { type: 'string', default: '20' },
    backends: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
  },
});
const DOCS = Number(args.docs);
const SAMPLING: SamplingOptions = { samples: Number(args.samples), warmup: 3, maxSeconds: Number(args['cell-seconds']), minSamples: 10 };
const CONCURRENCIES = [1, 8];
const WARM_UP_SECONDS = 5;
const BACKENDS = (args.backends ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',').map((b) => b.trim());
const ORG = orgId(0);

type Runner = (query: BenchQuery) => Promise<number>;

async function measureEngine(cells: Cell[], backend: string, engine: EngineKey, run: Runner): Promise<void> {
  for (const query of QUERIES) {
    let hits: number | null = null;
    for (const concurrency of CONCURRENCIES) {
      const result = await measureCell(
        async () => {
          hits = await run(query);
        },
        concurrency,
        SAMPLING,
      );
      cells.push({ ...result, backend, engine, query: query.key, concurrency, hits });
      const summary = result.error ? `n/a (${result.error})` : `p50 ${result.p50.toFixed(1)}  p95 ${result.p95.toFixed(1)}  p99 ${result.p99.toFixed(1)} ms  n=${result.n}`;
      console.log(`  ${backend.padEnd(8)} ${engine.padEnd(16)} ${query.key.padEnd(10)} c=${concurrency}  ${summary}  hits=${hits ?? '–'}`);
      if (result.error) break;
    }
  }
}

async function runBackend(cells: Cell[], backend: string): Promise<Record<string, unknown>> {
  console.log(`\n== ${backend}: opening and loading ${DOCS} documents ...`);
  let bench: BenchDatabase;
  if (backend === 'pglite') bench = await openPgliteBench(DOCS, args.rebuild);
  else if (backend === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('--backends postgres needs DATABASE_URL');
    bench = await openPostgresBench(url, DOCS);
  } else throw new Error(`unknown backend ${backend}`);
  const load = bench.load;
  if (load) console.log(`  load: ${(load.insertMs / 1000).toFixed(1)} s insert (${load.pages} pages), analyze ${(load.analyzeMs / 1000).toFixed(1)} s`);
  else console.log('  load: reused the cached PGlite data dir');

  const rebuildMs = bench.rebuildMs;
  console.log(rebuildMs === null ? '  rebuild(null): not run (cached data dir already rebuilt by this engine code) or failed' : `  rebuild(null): ${(rebuildMs / 1000).toFixed(1)} s`);
  const app = await startBenchApp(bench.database, userId(0)).catch(async (err: unknown) => {
    await bench.database.close();
    await bench.dispose();
    throw err;
  });
  const index = app.server.deps.search;
  const scope: SearchScope = { organizationId: ORG, caseIds: null };
  const database = bench.database;
  try {
    // A server that has answered a few hundred requests: PGlite's WebAssembly Postgres runs its
    // first ~2,000 protocol messages on a fresh data dir with 4–12 ms stalls (1 in 25 calls; its
    // code being tiered up), which would otherwise land in the first cells' p95 only.
    const warmUntil = performance.now() + WARM_UP_SECONDS * 1000;
    while (performance.now() < warmUntil) {
      for (const q of QUERIES) {
        await index.searchDocuments(scope, { q: q.search, sort: 'relevance', page: 1, page_size: 20 });
        await index.suggestDocuments(scope, q.typeahead, { limit: 20 });
        await app.omnisearch(q);
      }
    }
    await measureEngine(cells, backend, 'ours_search', async (q) => {
      const response = await index.searchDocuments(scope, { q: q.search, sort: 'relevance', page: 1, page_size: 20, ...(q.caseId ? { case_id: q.caseId } : {}) });
      return response.hits.length;
    });
    await measureEngine(cells, backend, 'ours_suggest', async (q) => (await index.suggestDocuments(scope, q.typeahead, { limit: 20, ...(q.caseId ? { caseId: q.caseId } : {}) })).length);
    await measureEngine(cells, backend, 'omnisearch_http', (q) => app.omnisearch(q));
    await measureEngine(cells, backend, 'ilike', (q) => ilikeScan(database, q, ORG));
    await measureEngine(cells, backend, 'naive_ranked', (q) => naiveRanked(database, q, ORG));
  } finally {
    await app.close();
    await bench.dispose();
  }
  return { backend, engine: index.engine, load, rebuildMs };
}

async function main(): Promise<void> {
  const loadStart = loadavg();
  console.log(`Search benchmark: ${DOCS} documents, ${SAMPLING.samples} samples per cell (cap ${SAMPLING.maxSeconds} s, min ${SAMPLING.minSamples}), clients ${CONCURRENCIES.join(' and ')}`);
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadStart.map((l) => l.toFixed(2)).join(' ')}`);
  const cells: Cell[] = [];

  console.log('\n== SQLite FTS5 ...');
  const fts = openFts5(CACHE_DIR, DOCS, (done) => process.stdout.write(`\r  indexed ${done}/${DOCS} documents`));
  console.log(fts.buildMs === null ? '  reused the cached FTS5 file' : `\n  built in ${(fts.buildMs / 1000).toFixed(1)} s`);
  const matches = Object.fromEntries(QUERIES.map((q) => [q.key, fts.matchingPages(q, ORG)])) as Record<QueryKey, number>;
  console.log(`  pages of the searched firm matching each query: ${QUERIES.map((q) => `${q.key} ${matches[q.key]}`).join(', ')}`);
  await measureEngine(cells, 'sqlite', 'fts5', async (q) => fts.search(q, ORG));
  fts.close();

  const backendInfo: Record<string, unknown>[] = [];
  for (const backend of BACKENDS) backendInfo.push(await runBackend(cells, backend));

  const loadEnd = loadavg();
  const engines: EngineKey[] = ['ours_search', 'ours_suggest', 'omnisearch_http', 'ilike', 'naive_ranked', 'fts5'];
  for (const backend of BACKENDS) {
    for (const c of CONCURRENCIES) {
      console.log(`\n### ${backend}, ${c} client${c > 1 ? 's' : ''}: p50 / p95 / p99 ms [results returned]\n`);
      console.log(latencyTable(cells, backend, c, engines, matches));
    }
    console.log(`\n### ${backend}: ours ÷ baseline, 1 client\n`);
    console.log(ratioTable(cells, backend));
  }
  const goalResults = goals(cells, BACKENDS);
  console.log(`\n${goalLines(goalResults)}`);
  console.log(`\nLoad average: start ${loadStart.map((l) => l.toFixed(2)).join(' ')}, end ${loadEnd.map((l) => l.toFixed(2)).join(' ')}`);

  // Only the full run (default size, default backends) writes search-results.json; a quick or
  // restricted run gets its own file, so it never overwrites the numbers docs/benchmarks.md quotes.
  const variant = [DOCS !== 100_000 ? `${DOCS}` : '', args.backends ? BACKENDS.join('-') : ''].filter(Boolean).join('-');
  const out = path.join(CACHE_DIR, variant ? `search-results-${variant}.json` : 'search-results.json');
  writeFileSync(
    out,
    JSON.stringify(
      { date: new Date().toISOString(), docs: DOCS, sampling: SAMPLING, machine: { cpus: cpus().length, node: process.version, loadStart, loadEnd }, fts5: { file: fts.file, buildMs: fts.buildMs }, matchingPages: matches, backends: backendInfo, goals: goalResults, cells },
      null,
      2,
    ),
  );
  console.log(`Wrote ${out}`);
  if (goalResults.some((g) => !g.pass)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
