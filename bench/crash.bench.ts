/**
 * `npm run test:crash`: two web servers and a worker (real processes, the compiled
 * server when `npm run build` has made it) on a fresh PostgreSQL database. While clients upload
 * (simple and resumable chunked uploads, failing over to the other web server as a browser behind
 * a load balancer would), the worker transcribes two recordings through an OpenAI-compatible
 * speech stand-in and runs batches, the harness kills -9 a seeded random process at a seeded
 * random moment and starts it again, CRASH_ROUNDS times. Then it waits for everything to finish
 * and checks nothing was lost or doubled (bench/crash/checks.ts), that the kills' leftover chunk
 * and staging files go with the app's own clean-up, and that the audit chain verifies.
 * Prints the seed, every kill (which process, when, what it had in flight) and the figures; exits
 * non-zero on any problem.
 *
 *   DATABASE_URL          PostgreSQL server to create the throwaway database on
 *   CRASH_SEED            default: time-based (printed); the same seed draws the same kills
 *   CRASH_ROUNDS          kills (default 8)
 *   CRASH_CLIENTS         concurrent upload clients (default 2)
 *   CRASH_SETTLE_SECONDS  how long to wait for everything to finish after the last kill (default 900)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSpeechStandIn } from '../apps/server/src/test/speech-stand-in.js';
import { createFreshDatabase, DEFAULT_ADMIN_URL } from './load/database.js';
import { call } from './load/http.js';
import { serverEntry } from './load/processes.js';
import { seedFirm, seedMatters, signIn } from './load/seed.js';
import { seededRandom } from './ingest/legal-text.js';
import { checkAudit, checkBatches, checkJobs, checkTranscriptions, checkUploads } from './crash/checks.js';
import { Cluster, SLOTS, type Slot } from './crash/cluster.js';
import { InFlight } from './crash/in-flight.js';
import { ageStaging, stagedFiles } from './crash/staging.js';
import { describePending, openJobs, pending, settled, workerInFlight } from './crash/state.js';
import { newOutcomes, startTranscription, submitBatch, uploadLoop } from './crash/workload.js';

const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
const rounds = Number(process.env.CRASH_ROUNDS ?? 8);
const clients = Number(process.env.CRASH_CLIENTS ?? 2);
const settleSeconds = Number(process.env.CRASH_SETTLE_SECONDS ?? 900);
const adminUrl = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
/** Tone-coded words per recording (~0.9 s each): with 20-second windows, about twenty windows. */
const RECORDING_WORDS = 400;
/** The speech stand-in's answer time per window: the transcriptions last through the kills. */
const SPEECH_DELAY_MS = 3500;
/** Tasks per batch: enough for a kill to land mid-batch, few enough for 2 shared cores to drain. */
const BATCH_TASKS = 40;
const UPLOAD_EXPIRY_HOURS = 24;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<number> {
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const random = seededRandom(seed);
  console.log(`test:crash — seed ${seed}, ${rounds} kills, ${clients} upload clients, ${serverEntry().describe}`);
  const speech = await startSpeechStandIn({ delayMs: SPEECH_DELAY_MS });
  const database = await createFreshDatabase(adminUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
  const cluster = new Cluster({
    databaseUrl: database.url,
    dataDir,
    logDir: dataDir,
    env: { TRANSCRIPTION_ENGINE: 'openai-compatible', TRANSCRIPTION_BASE_URL: speech.baseUrl, TRANSCRIPTION_WINDOW_SECONDS: '20', UPLOAD_EXPIRY_HOURS: String(UPLOAD_EXPIRY_HOURS) },
  });
  const client = new pg.Client({ connectionString: database.url });
  const failures: string[] = [];
  const outcomes = newOutcomes();
  const kills: Record<Slot, number> = { 'web-a': 0, 'web-b': 0, worker: 0 };
  try {
    await cluster.start('worker');
    await client.connect();
    const { organizationId, emails } = await seedFirm(database.url);
    await cluster.start('web-a');
    await cluster.start('web-b');
    const base = () => cluster.webBase() ?? '';
    const token = await signIn(base(), emails.admin ?? '');
    const caseIds = await seedMatters(base(), token);
    for (let i = 0; i < 2; i++) outcomes.transcriptions.push(await startTranscription(base(), token, caseIds[i] ?? '', `recording-${i}`, RECORDING_WORDS));
    console.log(`[${at()}] set up: 2 web + 1 worker, 4 matters, 6 memos processed, 2 transcriptions started`);

    const inFlight = new InFlight();
    let stop = false;
    const uploadDeadline = Date.now() + rounds * 15_000 + 180_000;
    const loops = Array.from({ length: clients }, (_, c) =>
      uploadLoop({ cluster, token, caseIds, label: `k${c}`, random: seededRandom(seed * 31 + c), inFlight, outcomes, stop: () => stop, deadline: uploadDeadline }),
    );
    for (let round = 1; round <= rounds; round++) {
      if (round % 3 === 1) {
        // A batch over what is processed so far: its lanes run while the next kills land.
        const ids = await client.query<{ id: string }>(`select id::text from documents where status = 'processed' and filename like 'crash-%' order by created_at desc limit ${BATCH_TASKS}`);
        const live = cluster.webBase();
        if (ids.rows.length > 0 && live) {
          outcomes.batches.push(await submitBatch(live, token, `crash batch ${round}`, ids.rows.map((r) => r.id)));
          console.log(`[${at()}] batch of ${ids.rows.length} reindex tasks submitted`);
        }
      }
      const victim = SLOTS[Math.floor(random() * SLOTS.length)] ?? 'worker';
      await sleep(500 + Math.floor(random() * 3000));
      const victimBase = victim === 'worker' ? undefined : cluster.webBase(victim);
      const busy = victim === 'worker' ? await workerInFlight(client) : victimBase ? inFlight.on(victimBase).join('; ') || 'no requests' : 'down';
      await cluster.kill(victim);
      kills[victim]++;
      console.log(`[${at()}] kill ${round}: kill -9 ${victim} — in flight: ${busy}`);
      await sleep(Math.floor(random() * 1000));
      const t = Date.now();
      await cluster.start(victim);
      console.log(`[${at()}] ${victim} restarted (ready after ${((Date.now() - t) / 1000).toFixed(1)} s)`);
    }
    stop = true;
    await Promise.all(loops);
    failures.push(...outcomes.errors);
    console.log(`[${at()}] kills done (web-a ${kills['web-a']}, web-b ${kills['web-b']}, worker ${kills.worker}); waiting for everything to finish…`);

    const settleDeadline = Date.now() + settleSeconds * 1000;
    let lastReport = 0;
    for (;;) {
      const p = await pending(client);
      if (settled(p)) {
        console.log(`[${at()}] settled`);
        break;
      }
      if (Date.now() > settleDeadline) {
        failures.push(`not finished ${settleSeconds} s after the last kill: ${describePending(p)}`);
        for (const j of await openJobs(client)) failures.push(`open job: ${j}`);
        break;
      }
      if (Date.now() - lastReport > 30_000) {
        lastReport = Date.now();
        console.log(`[${at()}]   pending: ${describePending(p)}`);
      }
      await sleep(1000);
    }

    failures.push(...(await checkUploads(client, organizationId, outcomes)));
    failures.push(...(await checkTranscriptions(client, outcomes)));
    failures.push(...(await checkBatches(client, outcomes)));
    failures.push(...(await checkJobs(client)));
    failures.push(...(await checkAudit(client, organizationId)));
    const verify = await call(base(), token, 'GET', '/api/v1/audit/verify');
    if ((verify.json as { intact?: boolean }).intact !== true) failures.push(`audit chain not intact: ${JSON.stringify(verify.json).slice(0, 300)}`);
    else console.log('audit chain: intact');

    // What the kills left on disk goes with the app's clean-up once it is old enough.
    const left = await stagedFiles(dataDir);
    await ageStaging(dataDir, client, UPLOAD_EXPIRY_HOURS + 1);
    const restartedAt = new Date();
    await cluster.kill('worker');
    await cluster.start('worker'); // its start-up queues one storage clean-up
    const cleaned = async () =>
      Number((await client.query<{ n: string }>(`select count(*)::text as n from pgboss.job where name = 'documents.cleanup' and state = 'completed' and completed_on > $1`, [restartedAt])).rows[0]?.n);
    for (let i = 0; i < 120 && (await cleaned()) === 0; i++) await sleep(500);
    const after = await stagedFiles(dataDir);
    console.log(`staging: ${left.length} chunk/staging files left by the kills, ${after.length} after the clean-up`);
    if (after.length > 0) failures.push(`left after the clean-up: ${after.slice(0, 10).join(', ')}`);
  } catch (err) {
    failures.push(`harness error: ${(err as Error).stack ?? String(err)}`);
  } finally {
    await client.end().catch(() => undefined);
    await cluster.stopAll();
    await speech.close();
    await database.drop().catch(() => undefined);
    if (failures.length === 0) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`logs kept in ${dataDir}`);
  }
  console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s (seed ${seed}, ${speech.requests.length} speech requests)`);
  for (const f of failures) console.log(`FAIL ${f}`);
  console.log(failures.length === 0 ? 'PASS: nothing lost or doubled, everything finished' : `FAILED: ${failures.length} problems`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
