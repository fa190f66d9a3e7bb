import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import { JobQueue } from './queue.js';

/*
 * A fresh `docker compose up`: two web servers and a worker create the job queues at the same
 * moment on an empty database. pg-boss's createQueue deadlocked there and crashed the loser at
 * start-up (seen once in five container starts, docs/production.md; here, without the fix, in the
 * first round). Now they take turns (queue.ts oneStartAtATime, with retry-deadlock.ts behind it).
 * Three queues, each with its own pg-boss pool as three processes would have, start together on
 * fresh databases, twice. PostgreSQL only: PGlite is one process.
 */
const log = Fastify({ logger: false }).log;
const postgres = process.env.TEST_DB_DRIVER === 'postgres';

describe.runIf(postgres)('job queue start-up on an empty database', () => {
  it('three processes starting at once all come up with every queue', async () => {
    for (let round = 0; round < 2; round++) {
      const { database, drop } = await openTestDatabase({ emptyOnPostgres: true });
      const queues = [new JobQueue(database, log), new JobQueue(database, log, { background: false }), new JobQueue(database, log, { background: false })];
      try {
        const started = await Promise.allSettled(queues.map((q) => q.start()));
        expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
        const { rows } = await database.executeSql('select count(*)::int as n from pgboss.queue');
        expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
      } finally {
        await Promise.all(queues.map((q) => q.stop().catch(() => undefined)));
        await database.close();
        await drop();
      }
    }
  }, 120_000);
});
