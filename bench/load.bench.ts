/**
 * `npm run bench:load`: the production shape under load on PostgreSQL — two web
 * server processes (PROCESS_ROLE=web) and one worker process (PROCESS_ROLE=worker) on a fresh
 * database (created and dropped) and a shared data dir — with LOAD_CLIENTS signed-in sessions
 * (default 200) for LOAD_SECONDS (default 600), spread evenly over both web servers: reads,
 * searches, uploads and writes. Passes only with zero errors, both web servers and the worker up
 * at the end, the audit chain intact throughout, every upload processed, and exactly one audit row
 * per audited action taken (rows counted before and after). Prints p50/p95/p99 per route; exits
 * non-zero on any error or mismatch.
 *
 *   DATABASE_URL  a PostgreSQL server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
 *   LOAD_SECONDS, LOAD_CLIENTS
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createFreshDatabase, DEFAULT_ADMIN_URL } from './load/database.js';
import { auditRowsSince, chainSequence } from './load/audit-rows.js';
import { serverEntry, startServer, type ServerProcess } from './load/processes.js';
import { seedFirm, seedMatters, SESSION_ROLES, signIn, waitProcessed } from './load/seed.js';
import { AUDITED, percentile, runLoad, type Session } from './load/workload.js';

const seconds = Number(process.env.LOAD_SECONDS ?? 600);
const clients = Number(process.env.LOAD_CLIENTS ?? 200);
const adminUrl = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;

async function main(): Promise<number> {
  const entry = serverEntry();
  console.log(`bench:load — ${clients} sessions for ${seconds} s, 2 web processes + 1 worker, ${entry.describe}; ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`);
  const database = await createFreshDatabase(adminUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  const shared = { databaseUrl: database.url, dataDir, logDir: dataDir };
  const processes: ServerProcess[] = [];
  let passed = false;
  try {
    // The worker first: it migrates the fresh database, and the seed documents need it.
    const worker = await startServer('worker', 'worker', shared);
    processes.push(worker);
    const { organizationId, emails } = await seedFirm(database.url);
    const webs = [await startServer('web', 'web-1', shared), await startServer('web', 'web-2', shared)];
    processes.push(...webs);
    const bases = webs.map((w) => w.base);
    const adminToken = await signIn(bases[0] ?? '', emails.admin ?? '');
    const caseIds = await seedMatters(bases[0] ?? '', adminToken);

    const sessions: Session[] = [];
    for (let i = 0; i < clients; i++) {
      const role = SESSION_ROLES[i % SESSION_ROLES.length] ?? 'admin';
      const base = bases[i % bases.length] ?? '';
      // Each session signs in on the server it will use: sign-in is part of what the servers share.
      sessions.push({ token: await signIn(base, emails[role] ?? ''), base, writer: role !== 'viewer' });
    }
    const startSequence = await chainSequence(database.url, organizationId);
    console.log(`seeded: ${caseIds.length} matters, 6 processed memos, ${sessions.length} sessions signed in; audit chain at ${startSequence}`);

    const result = await runLoad(sessions, { token: adminToken, bases }, caseIds, seconds);

    const failures: string[] = [...result.errors.slice(0, 20)];
    if (result.errors.length > 20) failures.push(`… and ${result.errors.length - 20} more errors`);
    for (const p of processes) if (!p.alive()) failures.push(`${p.role} process (${p.base}) died during the run (log ${p.logFile})`);
    for (const base of [...bases, worker.base]) {
      const health = await fetch(`${base}/api/v1/health/ready`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
      if (health?.status !== 200) failures.push(`${base} not ready after the run (${health?.status ?? 'no answer'})`);
    }

    // Counted before the processing check below: reading a document through the API is audited too.
    const written = await auditRowsSince(database.url, organizationId, startSequence);

    const waitStarted = Date.now();
    const unprocessed = await waitProcessed(bases[1] ?? '', adminToken, result.uploadedIds, 300_000).catch((err: Error) => [err.message]);
    const drainSeconds = (Date.now() - waitStarted) / 1000;
    failures.push(...unprocessed.slice(0, 10).map((u) => `upload not processed: ${u}`));

    const verify = await fetch(`${bases[1]}/api/v1/audit/verify`, { headers: { authorization: `Bearer ${adminToken}` } });
    const after = (await verify.json()) as { intact?: boolean; checked?: number; first_broken?: unknown };
    const broken = result.verifications.filter((v) => !v.intact);
    if (broken.length > 0) failures.push(`audit verify said "not intact" ${broken.length} times during the run`);
    if (after.intact !== true) failures.push(`audit chain not intact after the run: ${JSON.stringify(after)}`);

    const taken: Record<string, number> = {};
    let answered = 0;
    for (const [route, ms] of result.latencies) {
      answered += ms.length;
      const action = AUDITED[route];
      if (action) taken[action] = (taken[action] ?? 0) + ms.length;
    }
    for (const action of new Set([...Object.keys(written), ...Object.keys(taken)]))
      if ((written[action] ?? 0) !== (taken[action] ?? 0)) failures.push(`audit rows for ${action}: ${written[action] ?? 0} written, ${taken[action] ?? 0} actions taken`);

    console.log(
      `\n${answered} requests answered in ${result.elapsedSeconds.toFixed(1)} s (${Math.round(answered / result.elapsedSeconds)}/s) over ${bases.length} web servers, ${result.errors.length} errors`,
    );
    console.log('route              count     p50 ms   p95 ms   p99 ms   max ms');
    for (const [route, ms] of [...result.latencies.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = ms.sort((a, b) => a - b);
      const cell = (p: number) => percentile(sorted, p).toFixed(0).padStart(8);
      console.log(`${route.padEnd(18)} ${String(sorted.length).padStart(6)} ${cell(50)} ${cell(95)} ${cell(99)} ${cell(100)}`);
    }
    console.log(`uploads: ${result.uploadedIds.length}, all processed ${drainSeconds.toFixed(1)} s after the load ended: ${unprocessed.length === 0 ? 'yes' : 'NO'}`);
    console.log(`audit verify during the run: ${result.verifications.length} checks, ${broken.length} not intact; after: intact=${String(after.intact)} (${after.checked} rows)`);
    console.log(`audit rows written: ${JSON.stringify(written)}; audited actions taken: ${JSON.stringify(taken)}`);
    passed = failures.length === 0;
    console.log(passed ? '\nPASS' : `\nFAIL (server logs kept in ${dataDir})\n  ${failures.join('\n  ')}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    for (const p of processes.reverse()) await p.stop();
    await database.drop();
    // Kept on failure: the server logs are in it.
    if (passed) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('bench:load failed:', err);
    process.exit(1);
  },
);
