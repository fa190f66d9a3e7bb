/**
 * Concurrency benchmark (not a test): `npm run bench:concurrency`.
 *
 * How latency behaves when many clients share the server: omnisearch, keyword document search
 * (a NEAR query), the case list and an audited write (PUT /api/v1/auth/me), each at 1, 8 and 50
 * concurrent clients. The real server runs in a child process (bench/concurrency/server-child.ts)
 * with the demo firm seeded, and is measured only once the demo documents are processed and the
 * job queue is idle. PGlite always; PostgreSQL too when DATABASE_URL is set (fresh databases
 * `bench_concurrency_<variant>` on that server, dropped afterwards).
 *
 * Baselines from the same run: every cell prints p99/p50; two servers run side by side, one with
 * the database's turn admission switched off (DB_ADMISSION=off, the behaviour before it; see
 * apps/server/src/db/turn-admission.ts) and one as configured, and each cell is taken on both in
 * turn; the summary compares 50-client throughput with 1-client throughput and the two variants
 * with each other. On PostgreSQL the switch changes nothing (the admission is PGlite's): there
 * the pair shows the run's noise.
 *
 * BENCH_DURATION (seconds per cell, default 10), BENCH_CLIENTS (default "1,8,50"),
 * BENCH_ENDPOINTS (names, comma-separated, default all), BENCH_VARIANTS (default "off,on") and
 * BENCH_TRACE=1 (runs the server with DB_TRACE=1 and prints where each request's time went) tune it.
 *
 * First, a control without the app (BENCH_CONTROL=0 skips it): a bare node:http server whose
 * requests are 8 ms of synchronous work each, at the same client counts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admin, withDatabase } from './search/databases.js';
import { runCell, traceLine, type Cell, type Endpoint } from './concurrency/cells.js';
import { startServerChild, type ServerChild } from './concurrency/server-child.js';
import { startBusyServer } from './concurrency/busy-server.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 2;
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,8,50').split(',').map(Number);
const TRACE = process.env.BENCH_TRACE === '1';
const BENCH_DB = 'bench_concurrency';
/** The control's synchronous work per request: about an omnisearch request's on PGlite. */
const BUSY_MS = 8;
/** How long the demo firm's documents may take to process before the run gives up. */
const SETTLE_TIMEOUT_MS = 10 * 60 * 1000;

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const ENDPOINTS: Endpoint[] = [
  { name: 'omnisearch', request: (api, token) => ({ url: `${api}/search/omnisearch?q=${encodeURIComponent('notice termination')}`, headers: bearer(token) }) },
  { name: 'document search', request: (api, token) => ({ url: `${api}/search/documents?q=${encodeURIComponent('termination NEAR/5 notice')}`, headers: bearer(token) }) },
  { name: 'case list', request: (api, token) => ({ url: `${api}/cases/?page_size=100`, headers: bearer(token) }) },
  {
    name: 'audited write',
    request: (api, token) => ({
      url: `${api}/auth/me`,
      method: 'PUT',
      headers: { ...bearer(token), ...json },
      // The partner's own name and title: every request is a real, audited update.
      body: JSON.stringify({ full_name: 'Daniel Lane', title: 'Partner, Litigation' }),
    }),
  },
];

interface Variant {
  name: string;
  env: Record<string, string>;
}
const ALL_VARIANTS: Variant[] = [
  { name: 'off', env: { DB_ADMISSION: 'off' } },
  { name: 'on', env: {} },
];
const VARIANTS = ALL_VARIANTS.filter((v) => (process.env.BENCH_VARIANTS ?? 'off,on').split(',').includes(v.name));

async function signIn(api: string): Promise<string> {
  const res = await fetch(`${api}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'partner@demo.example', password: 'demo-partner' }) });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * After a warm-up: autocannon has closed its connections, but the server still answers the
 * requests it had taken (into the void). Waits until two database round trips in a row (the
 * `pending` counts) come back quickly, i.e. nothing queues for the database any more.
 */
async function drain(server: ServerChild): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let quick = 0; quick < 2 && Date.now() < deadline; ) {
    const asked = performance.now();
    await server.pending();
    quick = performance.now() - asked < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the demo documents are processed and no job is runnable, twice in a row. */
async function settle(server: ServerChild): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let idleChecks = 0;
  while (idleChecks < 2) {
    if (Date.now() > deadline) throw new Error('the demo documents did not finish processing in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { documents, jobs } = await server.pending();
    idleChecks = documents === 0 && jobs === 0 ? idleChecks + 1 : 0;
    if (idleChecks === 0) process.stdout.write(`\r  waiting for processing: ${documents} documents, ${jobs} jobs   `);
  }
  process.stdout.write('\r  processing finished                                  \n');
}

interface Running {
  variant: Variant;
  server: ServerChild;
  token: string;
}

/**
 * One server per variant, all started (and settled) before any cell runs; then each cell is taken
 * on every variant in turn, so the variants are compared under the same machine load.
 */
async function measureDriver(driver: string, envOf: (variant: Variant) => Record<string, string>): Promise<Cell[]> {
  const running: Running[] = [];
  const cells: Cell[] = [];
  try {
    for (const variant of VARIANTS) {
      const server = await startServerChild({ ...envOf(variant), ...variant.env, ...(TRACE ? { DB_TRACE: '1' } : {}) });
      const entry: Running = { variant, server, token: '' };
      running.push(entry); // before anything can fail, so that `finally` stops it
      console.log(`\n${driver}, admission ${variant.name}: server pid ${server.pid}`);
      entry.token = await signIn(server.api);
      await settle(server);
    }
    const wanted = process.env.BENCH_ENDPOINTS?.split(',');
    for (const endpoint of ENDPOINTS.filter((e) => !wanted || wanted.includes(e.name))) {
      for (const clients of CLIENTS) {
        for (const { variant, server, token } of running) {
          const cell = await runCell(endpoint, {
            variant: variant.name,
            api: server.api,
            token,
            clients,
            seconds: DURATION,
            warmupSeconds: WARMUP_SECONDS,
            beforeMeasuring: async () => {
              await drain(server);
              if (TRACE) await server.trace();
            },
          });
          cells.push(cell);
          console.log(`  ${endpoint.name} × ${clients}, admission ${variant.name}: ${cell.reqPerSec.toFixed(0)} req/s, p50 ${cell.p50} ms, p99 ${cell.p99} ms, max ${cell.max} ms, ${cell.errors} errors`);
          if (TRACE) {
            const { requests, background } = await server.trace();
            console.log(`    ${traceLine(requests, background, DURATION)}`);
          }
        }
      }
    }
  } finally {
    for (const { server } of running) await server.stop();
  }
  return cells;
}

/** The control (bench/concurrency/busy-server.ts): the same load on a bare server doing synchronous work. */
async function measureControl(): Promise<Cell[]> {
  const busy = await startBusyServer(BUSY_MS);
  const endpoint: Endpoint = { name: `bare node:http, ${BUSY_MS} ms busy`, request: () => ({ url: busy.url }) };
  const cells: Cell[] = [];
  try {
    for (const clients of CLIENTS) {
      const cell = await runCell(endpoint, { variant: 'control', api: '', token: '', clients, seconds: DURATION, warmupSeconds: WARMUP_SECONDS });
      cells.push(cell);
      console.log(`  ${endpoint.name} × ${clients}: ${cell.reqPerSec.toFixed(0)} req/s, p50 ${cell.p50} ms, p99 ${cell.p99} ms, max ${cell.max} ms, ${cell.errors} errors`);
    }
  } finally {
    await busy.stop();
  }
  return cells;
}

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');

function report(driver: string, cells: Cell[]): void {
  console.log(`\n### ${driver}\n`);
  console.log('| endpoint | clients | admission | req/s | p50 ms | p90 ms | p99 ms | max ms | p99/p50 | errors |');
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const c of cells) {
    console.log(`| ${c.endpoint} | ${c.clients} | ${c.variant} | ${c.reqPerSec.toFixed(0)} | ${c.p50} | ${c.p90} | ${c.p99} | ${c.max} | ${ratio(c.p99, c.p50)} | ${c.errors} |`);
  }
  const most = Math.max(...CLIENTS);
  const least = Math.min(...CLIENTS);
  console.log(`\nThroughput at ${most} clients ÷ at ${least} client(s) per variant, and on ÷ off at ${most} clients:`);
  for (const endpoint of new Set(cells.map((c) => c.endpoint))) {
    const find = (variant: string, clients: number) => cells.find((c) => c.endpoint === endpoint && c.variant === variant && c.clients === clients);
    const variants = new Set(cells.filter((c) => c.endpoint === endpoint).map((c) => c.variant));
    const parts = [...variants].map((v) => `${v} ${ratio(find(v, most)?.reqPerSec ?? 0, find(v, least)?.reqPerSec ?? 0)}`);
    const on = find('on', most);
    const off = find('off', most);
    if (on && off) parts.push(`on ÷ off: req/s ${ratio(on.reqPerSec, off.reqPerSec)}, p99 ${ratio(on.p99, off.p99)}`);
    console.log(`- ${endpoint}: ${parts.join('; ')}`);
  }
}

async function main(): Promise<void> {
  console.log(`autocannon: clients ${CLIENTS.join(', ')}; ${DURATION} s per cell after ${WARMUP_SECONDS} s warm-up; admission variants ${VARIANTS.map((v) => v.name).join(', ')}`);
  if (process.env.BENCH_CONTROL !== '0') {
    console.log('\nControl: no app, no database');
    report('Control', await measureControl());
  }
  const root = mkdtempSync(path.join(tmpdir(), 'ldd-bench-concurrency-'));
  try {
    // A data dir per variant: two processes cannot open one PGlite database.
    report('PGlite', await measureDriver('PGlite', (variant) => ({ BENCH_DATA_DIR: path.join(root, variant.name) })));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('\nPostgreSQL skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to measure it too.');
    return;
  }
  const databaseOf = (variant: Variant) => `${BENCH_DB}_${variant.name}`;
  const pgDir = mkdtempSync(path.join(tmpdir(), 'ldd-bench-concurrency-pg-'));
  try {
    // A database per variant, each seeded and processed by its own server, so the two start equal.
    for (const variant of VARIANTS) {
      await admin(adminUrl, `drop database if exists ${databaseOf(variant)} with (force)`);
      await admin(adminUrl, `create database ${databaseOf(variant)}`);
    }
    report(
      'PostgreSQL',
      await measureDriver('PostgreSQL', (variant) => ({
        BENCH_DATA_DIR: path.join(pgDir, variant.name),
        BENCH_DATABASE_URL: withDatabase(adminUrl, databaseOf(variant)),
      })),
    );
  } finally {
    for (const variant of VARIANTS) await admin(adminUrl, `drop database if exists ${databaseOf(variant)} with (force)`);
    rmSync(pgDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
