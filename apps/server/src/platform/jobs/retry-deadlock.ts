import { setTimeout as sleep } from 'node:timers/promises';

/** PostgreSQL's SQLSTATE for "deadlock detected". */
const DEADLOCK = '40P01';

const isDeadlock = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && ((err as { code?: unknown }).code === DEADLOCK || /deadlock detected/i.test(String((err as { message?: unknown }).message)));

/**
 * Runs an idempotent statement again when PostgreSQL aborted it as a deadlock victim, after a short
 * random pause so that the contenders do not meet again in step.
 *
 * Why: pg-boss 10's createQueue (a queue row plus its partition table) takes its locks in an order
 * of its own; two processes creating the queues at the same moment on an empty database — the web
 * servers and the worker of a fresh `docker compose up` — deadlocked once in five simultaneous
 * starts (docs/production.md), and the loser crashed at start-up. createQueue is idempotent, so the
 * loser may simply try again once the winner's transaction has committed.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5, random: () => number = Math.random): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isDeadlock(err) || attempt >= attempts) throw err;
      await sleep(50 + Math.floor(random() * 200 * attempt));
    }
  }
}
