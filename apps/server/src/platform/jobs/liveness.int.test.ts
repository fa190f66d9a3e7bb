import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/database.js';
import { RunLocks } from './liveness.js';
import { JobQueue } from './queue.js';

/*
 * A killed worker's active job: found by its released run lock and run again (liveness.ts), while
 * a live worker's job — even one whose lock connection dropped for a moment — is left alone.
 * The crash harness (npm run test:crash) shows the same with real processes killed by SIGKILL.
 */
const log = Fastify({ logger: false }).log;
let database: Database;
let drop: () => Promise<void>;
let queue: JobQueue;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  queue = new JobQueue(database, log);
  await queue.start();
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await queue?.stop();
  await database?.close();
  await drop?.();
});

const postgres = process.env.TEST_DB_DRIVER === 'postgres';
const lanePayload = () => ({ organization_id: randomUUID(), batch_id: randomUUID(), task_type: 'reindex' });

/** A job as pg-boss leaves it once a worker fetched it `secondsAgo` ago. */
async function activeJob(secondsAgo: number): Promise<string> {
  const id = await queue.send('batch.lane', lanePayload());
  await database.executeSql(`update pgboss.job set state = 'active', started_on = now() - make_interval(secs => $2) where id = $1`, [id, secondsAgo]);
  return id;
}

const stateOf = async (id: string) => ((await database.executeSql(`select state::text as state from pgboss.job where id = $1`, [id])).rows[0] as { state: string }).state;

async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(postgres)('job liveness on PostgreSQL', () => {
  it('retries an active job whose worker is gone, only after two sweeps, never a young one', async () => {
    const orphan = await activeJob(300);
    const young = await activeJob(0);
    const unheld = await queue.unheldActiveJobs('batch.lane');
    expect(unheld).toContain(orphan);
    expect(unheld).not.toContain(young);

    const suspects = new Set<string>();
    expect(await queue.failDeadRuns('batch.lane', suspects)).toEqual([]);
    expect(await stateOf(orphan)).toBe('active');
    expect(await queue.failDeadRuns('batch.lane', suspects)).toEqual([orphan]);
    expect(await stateOf(orphan)).toBe('retry');
  });

  it("leaves a live worker's job alone, also across a dropped lock connection, and finds it once the process dies", async () => {
    const id = await activeJob(300);
    const worker = new RunLocks(database.connectionString ?? '', log);
    cleanups.push(() => worker.close());
    let finish: () => void = () => undefined;
    const running = worker.whileHeld(id, () => new Promise<void>((resolve) => (finish = resolve)));
    await eventually(async () => !(await queue.unheldActiveJobs('batch.lane')).includes(id));

    // The connection is lost, not the process: a sweep in the gap only suspects the job; the
    // worker reconnects and holds the lock again before the next sweep, which leaves it alone.
    await database.executeSql(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'job-run-locks' and datname = current_database()`);
    await eventually(async () => (await queue.unheldActiveJobs('batch.lane')).includes(id));
    const suspects = new Set<string>();
    expect(await queue.failDeadRuns('batch.lane', suspects)).toEqual([]);
    expect(suspects.has(id)).toBe(true);
    await eventually(async () => !(await queue.unheldActiveJobs('batch.lane')).includes(id));
    expect(await queue.failDeadRuns('batch.lane', suspects)).not.toContain(id);
    expect(await stateOf(id)).toBe('active');

    // A run that ends releases its lock (pg-boss then completes the job as usual).
    finish();
    await running;
    expect(await queue.unheldActiveJobs('batch.lane')).toContain(id);

    // A process that dies mid-run: its connection goes, and the lock with it.
    const dying = new RunLocks(database.connectionString ?? '', log);
    const other = await activeJob(300);
    void dying.whileHeld(other, () => new Promise<void>(() => undefined));
    await eventually(async () => !(await queue.unheldActiveJobs('batch.lane')).includes(other));
    await dying.close();
    await eventually(async () => (await queue.unheldActiveJobs('batch.lane')).includes(other));
  });
});

describe.runIf(!postgres)('job liveness on PGlite', () => {
  it('has nothing to judge: one process runs every job, and runs are not wrapped', async () => {
    await activeJob(300);
    expect(await queue.unheldActiveJobs('batch.lane')).toEqual([]);
    expect(await queue.runHeld(randomUUID(), () => Promise.resolve(42))).toBe(42);
  });
});
