import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { openTestDatabase } from '../../test/database.js';
import { durableWork, WORKER_GONE, type DurableRows } from './durable-work.js';
import { JobQueue } from './queue.js';

/*
 * The durable-work helper on its own, with a table of its own: one run per item per server, the
 * heartbeat, the recovery of stalled items (also through a restart) and failure with a reason.
 * The modules' own crash tests (documents, transcription, productions) show it with real work.
 */
const log = Fastify({ logger: false }).log;
let database: Database;
let drop: () => Promise<void>;
let queue: JobQueue;
let deps: AppDeps;

const INTERRUPTED = 'Interrupted too often; start it again.';
const TABLE = 'durable_work_test_items';
type State = 'queued' | 'running' | 'done' | 'failed';

const rows: DurableRows = {
  stalled: async (d, before, limit) => {
    const { rows: found } = await d.database.executeSql(
      `select id::text as id, organization_id::text as "organizationId", state from ${TABLE} where state in ('queued', 'running') and updated_at < $1 limit $2`,
      [before.toISOString(), limit],
    );
    return (found as { id: string; organizationId: string; state: State }[]).map((r) => ({ id: r.id, organizationId: r.organizationId, started: r.state === 'running' }));
  },
  touch: (d, id) => d.database.executeSql(`update ${TABLE} set updated_at = now() where id = $1 and state = 'running'`, [id]),
  fail: (d, ids, reason) => d.database.executeSql(`update ${TABLE} set state = 'failed', reason = $2, updated_at = now() where id = any($1::uuid[]) and state = 'running'`, [ids, reason]),
  markRequeued: (d, ids) => d.database.executeSql(`update ${TABLE} set state = 'queued', updated_at = now() where id = any($1::uuid[])`, [ids]),
  enqueue: async (d, items) => {
    for (const item of items) await d.jobs.send('discovery.production', { organization_id: item.organizationId, production_id: item.id });
  },
};

const work = durableWork({
  what: 'test items',
  job: 'discovery.production',
  payloadKey: 'production_id',
  rows,
  interruptedReason: INTERRUPTED,
  heartbeatMs: 50,
  stalledAfterMs: 60_000,
  sweepEveryMs: 60_000,
  sweepBatch: 100,
});

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.executeSql(
    `create table ${TABLE} (id uuid primary key, organization_id uuid not null, state text not null, reason text, updated_at timestamptz not null default now())`,
  );
  queue = new JobQueue(database, log);
  await queue.start();
  // The helper uses only these of a server's dependencies.
  deps = { database, db: database.db, jobs: queue, log } as Partial<AppDeps> as AppDeps;
});
afterAll(async () => {
  await work.stop(deps);
  await queue?.stop();
  await database?.close();
  await drop?.();
});

/** An item in `state`, last touched `secondsAgo` ago. */
async function item(state: State, secondsAgo = 0): Promise<string> {
  const id = randomUUID();
  await database.executeSql(`insert into ${TABLE} (id, organization_id, state, updated_at) values ($1, $2, $3, now() - make_interval(secs => $4))`, [
    id,
    randomUUID(),
    state,
    secondsAgo,
  ]);
  return id;
}
const row = async (id: string) =>
  (await database.executeSql(`select state, reason, updated_at as "updatedAt" from ${TABLE} where id = $1`, [id])).rows[0] as { state: State; reason: string | null; updatedAt: Date | string };
const touchedAt = async (id: string) => new Date((await row(id)).updatedAt).getTime();
/** A job as pg-boss leaves it in `state` (a worker fetched it, or it failed for good). */
async function jobOf(id: string, state: 'active' | 'failed'): Promise<string> {
  const jobId = await queue.send('discovery.production', { organization_id: randomUUID(), production_id: id }, { retryLimit: 2 });
  await database.executeSql(`update pgboss.job set state = $2, started_on = now() - interval '10 minutes' where id = $1`, [jobId, state]);
  return jobId;
}
const jobState = async (jobId: string) => ((await database.executeSql(`select state::text as state from pgboss.job where id = $1`, [jobId])).rows[0] as { state: string }).state;
const claimRow = (id: string) => async () =>
  (await database.executeSql(`update ${TABLE} set state = 'running', updated_at = now() where id = $1 and state in ('queued', 'running') returning id`, [id])).rows[0];
/** Only this test's items and jobs count. */
async function clear(): Promise<void> {
  await database.executeSql(`delete from ${TABLE}`);
  await database.executeSql(`delete from pgboss.job where name = 'discovery.production'`);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function eventually(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}

describe('durable work', () => {
  it('runs an item once per server: a second lease on it runs nothing, and a claim that takes nothing runs nothing', async () => {
    const id = await item('queued');
    let release: () => void = () => undefined;
    let runs = 0;
    const first = work.withLease(deps, id, claimRow(id), async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return 'first';
    });
    await eventually(async () => runs === 1);
    expect(await work.withLease(deps, id, claimRow(id), () => Promise.resolve('second'))).toBeUndefined();
    release();
    expect(await first).toBe('first');
    expect(runs).toBe(1);
    // Released: the next run of the item gets it.
    expect(await work.withLease(deps, id, claimRow(id), () => Promise.resolve('again'))).toBe('again');

    const done = await item('done');
    let ran = false;
    expect(await work.withLease(deps, done, claimRow(done), () => Promise.resolve((ran = true)))).toBeUndefined();
    expect(ran).toBe(false);
  });

  it('heartbeats while the body runs, and stops with it', async () => {
    const id = await item('queued', 3600);
    let during = 0;
    await work.withLease(deps, id, claimRow(id), async () => {
      await database.executeSql(`update ${TABLE} set updated_at = now() - interval '1 hour' where id = $1`, [id]);
      const old = await touchedAt(id);
      await eventually(async () => (await touchedAt(id)) > old, 5_000);
      during = await touchedAt(id);
    });
    expect(during).toBeGreaterThan(Date.now() - 60_000);
    await database.executeSql(`update ${TABLE} set updated_at = now() - interval '1 hour' where id = $1`, [id]);
    const after = await touchedAt(id);
    await sleep(300);
    expect(await touchedAt(id)).toBe(after);
  });

  it('keeps its lease when the body fails, and lets the caller see the error', async () => {
    const id = await item('queued');
    await expect(work.withLease(deps, id, claimRow(id), () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await work.withLease(deps, id, claimRow(id), () => Promise.resolve('free again'))).toBe('free again');
  });

  it('recovers stalled items by their newest job, and fails with the reason those whose retries are spent', async () => {
    await clear();
    const orphan = await item('running', 600);
    const orphanJob = await jobOf(orphan, 'active');
    const lost = await item('queued', 600);
    const spent = await item('running', 600);
    await jobOf(spent, 'failed');
    const fresh = await item('running', 0);
    const freshJob = await jobOf(fresh, 'active');

    const result = await work.recover(deps, new Date(Date.now() - 60_000));
    expect(result).toEqual({ retried: 1, requeued: 1, failed: 1 });
    // The orphan's job failed with the reason, so pg-boss runs it again.
    expect(await jobState(orphanJob)).toBe('retry');
    const [output] = (await database.executeSql(`select output->>'message' as message from pgboss.job where id = $1`, [orphanJob])).rows as { message: string }[];
    expect(output?.message).toBe(WORKER_GONE);
    // The lost one is queued again and touched, so the next sweep leaves it alone.
    expect((await queue.jobsByPayload('discovery.production', 'production_id', [lost]))[0]?.state).toBe('created');
    expect(await touchedAt(lost)).toBeGreaterThan(Date.now() - 60_000);
    expect(await row(spent)).toMatchObject({ state: 'failed', reason: INTERRUPTED });
    // A heartbeat that is still going is no stall.
    expect(await jobState(freshJob)).toBe('active');
    expect(await row(fresh)).toMatchObject({ state: 'running' });

    expect(await work.recover(deps, new Date(Date.now() - 60_000))).toEqual({ retried: 0, requeued: 0, failed: 0 });
  });

  it('failing with a reason leaves a finished item finished', async () => {
    const running = await item('running');
    const done = await item('done');
    await work.failWithReason(deps, [running, done], 'The file is damaged.');
    expect(await row(running)).toMatchObject({ state: 'failed', reason: 'The file is damaged.' });
    expect(await row(done)).toMatchObject({ state: 'done', reason: null });
  });

  it('after a restart, finishes the item a dead worker left running and the one whose job was lost', async () => {
    // What a killed server leaves: an item running with its job active and nobody on it, and an
    // item queued whose job was never sent (the crash came between commit and enqueue).
    await clear();
    const interrupted = await item('running', 600);
    await jobOf(interrupted, 'active');
    const lost = await item('queued', 600);

    // The new server's start: a sweep first, then the runner, which finishes whatever it is handed.
    await work.start(deps, {
      runners: 1,
      stopWaitMs: 1_000,
      run: async (payload) => {
        await work.withLease(deps, payload.production_id, claimRow(payload.production_id), () =>
          database.executeSql(`update ${TABLE} set state = 'done', updated_at = now() where id = $1`, [payload.production_id]),
        );
      },
    });
    await eventually(async () => (await row(interrupted)).state === 'done' && (await row(lost)).state === 'done');
    await work.stop(deps);
  });
});
