import { setImmediate as afterThisTurn } from 'node:timers';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Admits one unit of work at a time, first come first served, and at most one per turn of the
 * event loop: when a unit finishes, the next is let in from a `setImmediate`, i.e. after the event
 * loop has polled its sockets.
 *
 * Why (measured, docs/benchmarks.md "Concurrency"): PGlite executes SQL synchronously on the main
 * thread, and a request's statements chain through promises only, so one turn of the event loop
 * used to run every ready connection's request to completion — 50 clients made a turn of ~0.4 s.
 * libuv accepts one new connection per turn (since 1.45, libuv#3696), so the 50th new connection
 * waited 50 such turns: its first request took 5–8 s while the server spent ≤ 25 ms on it, and
 * PGlite's own (FIFO) mutexes were never contended. With one unit per turn, a turn lasts one
 * statement or transaction, connections are accepted and requests read within milliseconds, and
 * they wait here, in arrival order, instead of unread in the kernel.
 */
export class TurnAdmission {
  private readonly waiting: (() => void)[] = [];
  /** A unit holds the admission, or the turn it ended has not yet passed. */
  private busy = false;

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  /** Units waiting to be admitted. */
  get queued(): number {
    return this.waiting.length;
  }

  private enter(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private leave(): void {
    // Hand over in the next check phase, not now: letting the next unit in from here would run it
    // in this same turn, and the turn would again last as long as the queue. (node:timers' own
    // setImmediate: a test faking the global one must not stall the database.)
    afterThisTurn(() => {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    });
  }
}

/** DB_ADMISSION=off restores direct calls (the benchmark's baseline; docs/benchmarks.md). */
export const turnAdmissionEnabled = (): boolean => process.env.DB_ADMISSION !== 'off';

/**
 * Sends every top-level PGlite call (`query`, `exec`, `transaction`: each one statement, or one
 * whole transaction; and `close`) through `admission`. Statements inside a transaction are not admitted again:
 * they run on the transaction object, whose turn is the transaction's. A call made on the client
 * from inside its own transaction waits for that transaction — it deadlocked on PGlite's mutex
 * before, too. Background jobs (pg-boss polls through the same client) queue like requests.
 */
export function admitPgliteCalls(client: PGlite, admission = new TurnAdmission()): TurnAdmission {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const close = client.close.bind(client);
  client.query = (...args) => admission.run(() => query(...args));
  client.exec = (...args) => admission.run(() => exec(...args));
  client.transaction = (...args) => admission.run(() => transaction(...args));
  // Closing queues too: calls made before it still run (as they did in PGlite's own mutex queue),
  // instead of finding the database closed when their turn comes (a job completing at shutdown).
  client.close = () => admission.run(() => close());
  return admission;
}
