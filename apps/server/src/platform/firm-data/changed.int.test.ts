import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/database.js';
import { createLiveHub } from '../live/create-hub.js';
import type { LiveHub } from '../live/hub.js';
import { announceFirmDataChanged, onFirmDataChanged } from './changed.js';

/*
 * "A firm's data changed" reaches the server that said it at once and, on PostgreSQL, every other
 * app server (here: two hubs on one database, as two servers have).
 */
const log = Fastify({ logger: false }).log;
let database: Database;
let drop: () => Promise<void>;
let one: LiveHub;
let two: LiveHub;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  one = await createLiveHub(database, log);
  two = database.kind === 'postgres' ? await createLiveHub(database, log) : one;
});
afterAll(async () => {
  await one?.close();
  if (two !== one) await two?.close();
  await database?.close();
  await drop?.();
});

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('firm data changed', () => {
  it('is heard by the announcing server before the announcement returns, and by every other server', async () => {
    const here: (string | null)[] = [];
    const there: (string | null)[] = [];
    const offHere = onFirmDataChanged(one, (firm) => here.push(firm));
    const offThere = onFirmDataChanged(two, (firm) => there.push(firm));
    await announceFirmDataChanged(one, 'firm-a');
    expect(here).toEqual(['firm-a']);
    await until(() => there.includes('firm-a'));

    offHere();
    offThere();
    await announceFirmDataChanged(one, 'firm-b');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(here).toEqual(['firm-a']);
    expect(there.filter((f) => f === 'firm-a')).toHaveLength(1);
    expect(there).not.toContain('firm-b');
  });
});
