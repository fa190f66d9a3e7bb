import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admitPgliteCalls, TurnAdmission } from './turn-admission.js';

/** A unit that runs until `finish` is called, noting when it started. */
function heldUnit(log: string[], name: string) {
  let finish: (value?: unknown) => void = () => undefined;
  let fail: (err: Error) => void = () => undefined;
  const held = new Promise((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    work: async () => {
      log.push(`start ${name}`);
      await held;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
    fail: (err: Error) => fail(err),
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const microtasks = async (n: number) => {
  for (let i = 0; i < n; i += 1) await Promise.resolve();
};

describe('TurnAdmission', () => {
  it('admits one unit at a time, in arrival order', async () => {
    const admission = new TurnAdmission();
    const log: string[] = [];
    const units = ['a', 'b', 'c', 'd'].map((name) => heldUnit(log, name));
    const results = units.map((u) => admission.run(u.work));
    await microtasks(5);
    expect(log).toEqual(['start a']);
    expect(admission.queued).toBe(3);
    // Finished out of order: still admitted in the order they arrived.
    units[3]!.finish();
    units[2]!.finish();
    units[1]!.finish();
    units[0]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c', 'start d', 'end d']);
  });

  it('lets the next unit in only on a later turn of the event loop, not in the same one', async () => {
    const admission = new TurnAdmission();
    const log: string[] = [];
    const first = heldUnit(log, 'first');
    const second = heldUnit(log, 'second');
    const done = [admission.run(first.work), admission.run(second.work)];
    await microtasks(2);
    first.finish();
    await microtasks(20);
    // However long the promise chain runs on, the event loop gets a turn before the next unit.
    expect(log).toEqual(['start first', 'end first']);
    await nextTurn();
    await microtasks(2);
    expect(log).toEqual(['start first', 'end first', 'start second']);
    second.finish();
    await Promise.all(done);
  });

  it('frees the admission when a unit fails, and passes the error on', async () => {
    const admission = new TurnAdmission();
    const log: string[] = [];
    const failing = heldUnit(log, 'failing');
    const next = heldUnit(log, 'next');
    const failed = admission.run(failing.work);
    const after = admission.run(next.work);
    failing.fail(new Error('statement failed'));
    await expect(failed).rejects.toThrow('statement failed');
    next.finish();
    expect(await after).toBe('next');
    // Idle again: a new unit starts without waiting for anyone.
    await nextTurn();
    expect(admission.queued).toBe(0);
    const log2: string[] = [];
    const alone = heldUnit(log2, 'alone');
    const running = admission.run(alone.work);
    await microtasks(3);
    expect(log2).toEqual(['start alone']);
    alone.finish();
    await running;
  });

  it('frees the admission when a unit throws before its first await', async () => {
    const admission = new TurnAdmission();
    const boom = () => Promise.reject(new Error('refused'));
    await expect(admission.run(boom)).rejects.toThrow('refused');
    await expect(admission.run(async () => 'ok')).resolves.toBe('ok');
  });
});

describe('admitPgliteCalls when closing', () => {
  it('runs the calls made before close, and refuses those made after', async () => {
    const client = await PGlite.create('memory://');
    admitPgliteCalls(client);
    await client.query('select 1');
    const before = client.query<{ n: number }>('select 2 as n');
    const closing = client.close();
    const after = client.query('select 3');
    expect((await before).rows[0]?.n).toBe(2);
    await closing;
    await expect(after).rejects.toThrow(/closed/);
  }, 60_000);
});

describe('admitPgliteCalls', () => {
  let client: PGlite;
  let admission: TurnAdmission;

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    admission = admitPgliteCalls(client);
  }, 60_000);
  afterAll(() => client.close());

  it('queues query, exec and transaction calls in arrival order; a transaction is one admission', async () => {
    await client.exec('create table seen (n int, at serial)');
    await nextTurn(); // the turn that ran the create has passed: the first call below is let straight in
    const calls = [
      client.query('insert into seen (n) values (1)'),
      client.transaction(async (tx) => {
        // Statements inside the transaction run on it, not through the admission: no deadlock.
        await tx.query('insert into seen (n) values (2)');
        await tx.query('insert into seen (n) values (3)');
      }),
      client.exec('insert into seen (n) values (4)'),
      client.query('insert into seen (n) values ($1)', [5]),
    ];
    expect(admission.queued).toBe(3);
    await Promise.all(calls);
    const { rows } = await client.query<{ n: number }>('select n from seen order by at');
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('goes on after a failed statement and a rolled-back transaction', async () => {
    const failed = client.query('select * from no_such_table');
    const rolledBack = client.transaction(async (tx) => {
      await tx.query('insert into seen (n) values (6)');
      throw new Error('changed my mind');
    });
    const after = client.query<{ count: number }>('select count(*)::int as count from seen where n = 6');
    await expect(failed).rejects.toThrow(/no_such_table/);
    await expect(rolledBack).rejects.toThrow('changed my mind');
    expect((await after).rows[0]?.count).toBe(0);
  });
});
