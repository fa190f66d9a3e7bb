/**
 * `npm run test:crash` (issue 19 §7, first part): kill -9 the web or the worker process at seeded
 * random moments while uploads are in flight and documents are being processed, restart it, repeat
 * CRASH_ROUNDS times; then wait for the queue to drain and check nothing was lost or doubled:
 * every accepted upload exists exactly once (by its unique filename) and is processed, an upload
 * whose request died with the web process exists at most once, exactly one `document_uploaded`
 * audit row per stored document, and the audit chain intact. Exits non-zero otherwise.
 *
 * NOT YET COVERED (see the report): chunked uploads, transcription and batch jobs.
 *
 *   DATABASE_URL  PostgreSQL server to create the throwaway database on
 *   CRASH_ROUNDS (default 10), CRASH_SEED (default: time-based, printed)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createFreshDatabase, DEFAULT_ADMIN_URL } from './load/database.js';
import { call, textUpload } from './load/http.js';
import { serverEntry, startServer, type ServerProcess } from './load/processes.js';
import { seedFirm, seedMatters, signIn, waitProcessed } from './load/seed.js';
import { seededRandom } from './ingest/legal-text.js';

const rounds = Number(process.env.CRASH_ROUNDS ?? 10);
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
const adminUrl = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;

interface Attempt {
  filename: string;
  /** The server answered 201: the document must exist exactly once. Otherwise at most once. */
  accepted: boolean;
}

async function main(): Promise<number> {
  const random = seededRandom(seed);
  const started = Date.now();
  console.log(`test:crash — seed ${seed}, ${rounds} rounds, ${serverEntry().describe}`);
  const database = await createFreshDatabase(adminUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
  const shared = { databaseUrl: database.url, dataDir, logDir: dataDir };
  let worker: ServerProcess | undefined;
  let web: ServerProcess | undefined;
  const failures: string[] = [];
  try {
    worker = await startServer('worker', 'worker', shared);
    const { organizationId, emails } = await seedFirm(database.url);
    web = await startServer('web', 'web', shared);
    const token = await signIn(web.base, emails.admin ?? '');
    const caseIds = await seedMatters(web.base, token);
    const attempts: Attempt[] = [];
    let kills = 0;

    for (let round = 0; round < rounds; round++) {
      const victim: 'web' | 'worker' = random() < 0.5 ? 'web' : 'worker';
      const delayMs = Math.floor(200 + random() * 1500);
      console.log(`round ${round + 1}: kill -9 ${victim} after ${delayMs} ms of uploads`);
      const base: string = web.base;
      let stop = false;
      // Uploads keep flowing until the kill; each file's text and name are unique.
      const uploader = (async () => {
        let i = 0;
        while (!stop) {
          const filename = `crash-r${round}-${i++}.txt`;
          const attempt: Attempt = { filename, accepted: false };
          attempts.push(attempt);
          const res = await call(base, token, 'POST', `/api/v1/documents/${caseIds[i % caseIds.length]}/ingest`, {
            form: textUpload(filename, `Crash round ${round} file ${i}: freight invoice and the carrier's breach of the lease.\n`.repeat(20)),
          }).catch(() => undefined);
          attempt.accepted = res?.status === 201;
          if (!res) break; // the web process is gone
        }
      })();
      await new Promise((r) => setTimeout(r, delayMs));
      const target = victim === 'web' ? web : worker;
      target.child.kill('SIGKILL');
      await new Promise((r) => target.child.once('exit', r));
      kills++;
      stop = true;
      await uploader;
      if (victim === 'web') web = await startServer('web', `web-${round}`, shared);
      else worker = await startServer('worker', `worker-${round}`, shared);
    }

    const accepted = attempts.filter((a) => a.accepted);
    console.log(`${kills} kills; ${attempts.length} uploads attempted, ${accepted.length} accepted; waiting for processing…`);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const rows = await client.query<{ filename: string; id: string; n: string }>(
        `SELECT filename, min(id::text) AS id, count(*) AS n FROM documents WHERE filename LIKE 'crash-%' GROUP BY filename`,
      );
      const stored = new Map(rows.rows.map((r) => [r.filename, { id: r.id, n: Number(r.n) }]));
      for (const a of attempts) {
        const found = stored.get(a.filename);
        if (a.accepted && !found) failures.push(`lost: ${a.filename} was accepted but is not stored`);
        if (found && found.n > 1) failures.push(`doubled: ${a.filename} stored ${found.n} times`);
      }
      const ids = [...stored.values()].map((s) => s.id);
      const unprocessed = await waitProcessed(web.base, token, ids, 600_000).catch((err: Error) => [err.message]);
      failures.push(...unprocessed.map((u) => `not processed: ${u}`));
      const audit = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM audit_logs WHERE chain = $1 AND action = 'document_uploaded'`,
        [organizationId],
      );
      // Six seed memos plus every stored crash upload, each audited exactly once.
      const expected = 6 + stored.size;
      if (Number(audit.rows[0]?.n) !== expected) failures.push(`document_uploaded audit rows ${audit.rows[0]?.n}, expected ${expected}`);
      const jobs = await client.query<{ name: string; state: string; n: string }>(
        `SELECT name, state, count(*) AS n FROM pgboss.job GROUP BY name, state ORDER BY name, state`,
      ).catch(() => ({ rows: [] as { name: string; state: string; n: string }[] }));
      for (const j of jobs.rows) console.log(`  jobs ${j.name} ${j.state}: ${j.n}`);
      for (const j of jobs.rows) if (j.state === 'failed') failures.push(`${j.n} ${j.name} jobs failed`);
      console.log(`stored ${stored.size} crash uploads (${accepted.length} accepted), audit rows document_uploaded ${audit.rows[0]?.n}`);
    } finally {
      await client.end();
    }
    const verify = await call(web.base, token, 'GET', '/api/v1/audit/verify');
    if ((verify.json as { intact?: boolean }).intact !== true) failures.push(`audit chain not intact: ${JSON.stringify(verify.json).slice(0, 300)}`);
  } catch (err) {
    failures.push(`harness error: ${(err as Error).stack ?? String(err)}`);
  } finally {
    await web?.stop();
    await worker?.stop();
    await database.drop().catch(() => undefined);
    if (failures.length === 0) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`logs kept in ${dataDir}`);
  }
  console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s (seed ${seed})`);
  for (const f of failures) console.log(`FAIL ${f}`);
  console.log(failures.length === 0 ? 'PASS: nothing lost or doubled' : `FAILED: ${failures.length} problems`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
