import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openTestDatabase } from '../../test/database.js';
import type { Database } from '../../db/client.js';
import { createLiveHub } from './create-hub.js';
import { InProcessLiveHub, type LiveHub } from './hub.js';
import { PostgresLiveHub } from './postgres-hub.js';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(!onPostgres)('live hub on PGlite', () => {
  it('is the in-process hub', async () => {
    const { database, drop } = await openTestDatabase();
    const hub = await createLiveHub(database);
    expect(hub).toBeInstanceOf(InProcessLiveHub);
    await hub.close();
    await database.close();
    await drop();
  });
});

describe.runIf(onPostgres)('live hub on PostgreSQL: two servers', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let one: PostgresLiveHub;
  let two: PostgresLiveHub;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const make = async () => {
      const hub = new PostgresLiveHub({ connectionString: database.connectionString ?? '', executeSql: database.executeSql, reconnectMinMs: 50, reconnectMaxMs: 400 });
      await hub.start();
      return hub;
    };
    one = await make();
    two = await make();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
    await drop?.();
  });

  it('createLiveHub picks LISTEN/NOTIFY', async () => {
    const hub: LiveHub = await createLiveHub(database);
    expect(hub).toBeInstanceOf(PostgresLiveHub);
    await hub.close();
  });

  it('a notify on one server reaches the other once, and its own subscribers at once and once', async () => {
    const remote: number[] = [];
    const local: number[] = [];
    const stopRemote = two.subscribe('deposition:a', (seq) => remote.push(seq));
    const stopLocal = one.subscribe('deposition:a', (seq) => local.push(seq));
    const unrelated: number[] = [];
    const stopUnrelated = two.subscribe('deposition:b', (seq) => unrelated.push(seq));
    const sent = one.notify('deposition:a', 7);
    expect(local).toEqual([7]); // before any round trip
    await sent;
    await one.notify('deposition:a', 8);
    await until(() => remote.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100)); // its own echo must not arrive twice
    expect(remote).toEqual([7, 8]);
    expect(local).toEqual([7, 8]);
    expect(unrelated).toEqual([]);
    stopRemote();
    stopLocal();
    stopUnrelated();
  });

  it('carries ephemeral messages across servers with spaces and unicode intact', async () => {
    const got: string[] = [];
    const stop = two.onMessage('presence:a', (m) => got.push(m));
    await one.publish('presence:a', '{"name":"Zoë d\'Arc","note":"a b  c"}');
    await until(() => got.length === 1);
    expect(got).toEqual(['{"name":"Zoë d\'Arc","note":"a b  c"}']);
    stop();
  });

  it('reconnects after its connection is killed, tells subscribers to re-read, and hears notifications again', async () => {
    let resyncs = 0;
    const stopResync = two.onResync(() => resyncs++);
    const seen: number[] = [];
    const stop = two.subscribe('deposition:c', (seq) => seen.push(seq));
    const admin = new pg.Client({ connectionString: database.connectionString });
    await admin.connect();
    try {
      const killed = await admin.query(`select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1`, [`live-hub:${two.origin}`]);
      expect(killed.rows).toHaveLength(1);
      await until(() => !two.listening);
      await until(() => two.listening && resyncs === 1);
      await one.notify('deposition:c', 1);
      await until(() => seen.length === 1);
      expect(seen).toEqual([1]);
    } finally {
      await admin.end();
      stop();
      stopResync();
    }
  });
});
