import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';

/**
 * DB_TRACE=1 (a debugging aid, off by default): where an HTTP request's time goes on PGlite.
 *
 * PGlite has two FIFO mutexes: `query()` and `exec()` each take the transaction mutex and then the
 * query mutex for one statement; `transaction()` holds the transaction mutex from BEGIN to COMMIT
 * and its statements take only the query mutex. The trace wraps the client's public calls (when a
 * call was made, before any admission queue: turn-admission.ts) and its two mutex entry points
 * (`_runExclusiveTransaction`, `_runExclusiveQuery`: when the call got the database, and for how
 * long), so it tells per request how many statements it sent, how long it waited and how long the
 * database executed for it. The request is found through AsyncLocalStorage, entered in the first
 * onRequest hook; work outside any request (the job queue, maintenance) is tallied as background.
 * It also notes, for a connection's first request, how long after the connection was accepted the
 * request reached the app: the one wait that happens before the server sees a request.
 */

export interface DbWork {
  /** Statements sent (BEGIN and COMMIT included). */
  roundTrips: number;
  /** Top-level `query`/`exec`/`transaction` calls, each of which queued for the database. */
  admissions: number;
  /** From each top-level call until it had the database (admission queue and PGlite's mutexes). */
  waitMs: number;
  /** Holding the query mutex: the database executing a statement (and parsing its result). */
  execMs: number;
  /** Holding the transaction mutex: execution plus the request's own work inside its transactions. */
  holdMs: number;
}

export interface TracedRequest extends DbWork {
  route: string;
  status: number;
  /** From the request's arrival in the app to its response (Fastify's elapsedTime). */
  totalMs: number;
  /** A connection's first request: from the connection's accept to the request's arrival. */
  sinceAcceptMs: number | null;
}

const newWork = (): DbWork => ({ roundTrips: 0, admissions: 0, waitMs: 0, execMs: 0, holdMs: 0 });

const current = new AsyncLocalStorage<DbWork>();
/** When the top-level call being served was made. */
const call = new AsyncLocalStorage<number>();
let background = newWork();
let finished: TracedRequest[] = [];

export const dbTraceEnabled = (): boolean => process.env.DB_TRACE === '1';

/** Marks when each top-level call is made; apply after (outside) any admission wrapper. */
function stampCalls(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args) => call.run(performance.now(), () => query(...args));
  client.exec = (...args) => call.run(performance.now(), () => exec(...args));
  client.transaction = (...args) => call.run(performance.now(), () => transaction(...args));
}

/** Wraps the client's calls and mutex entry points (see above). */
export function tracePglite(client: PGlite): void {
  stampCalls(client);
  const runTransaction = client._runExclusiveTransaction.bind(client);
  const runQuery = client._runExclusiveQuery.bind(client);
  client._runExclusiveTransaction = (fn) => {
    const work = current.getStore() ?? background;
    const called = call.getStore() ?? performance.now();
    return runTransaction(async () => {
      const started = performance.now();
      work.admissions += 1;
      work.waitMs += started - called;
      try {
        return await fn();
      } finally {
        work.holdMs += performance.now() - started;
      }
    });
  };
  client._runExclusiveQuery = (fn) => {
    const work = current.getStore() ?? background;
    const called = performance.now();
    return runQuery(async () => {
      const started = performance.now();
      work.roundTrips += 1;
      work.waitMs += started - called;
      try {
        return await fn();
      } finally {
        work.execMs += performance.now() - started;
      }
    });
  };
}

/** Gives every request its own tally; must be the first onRequest hook so authentication is counted. */
export function installDbTrace(app: FastifyInstance): void {
  const accepted = new WeakMap<object, number>();
  const arrivals = new WeakMap<object, number | null>();
  app.server.on('connection', (socket: object) => accepted.set(socket, performance.now()));
  app.addHook('onRequest', (request, _reply, done) => {
    const socket = request.raw.socket;
    const acceptedAt = accepted.get(socket);
    accepted.delete(socket); // only the first request of a connection
    arrivals.set(request, acceptedAt === undefined ? null : performance.now() - acceptedAt);
    current.run(newWork(), done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const work = current.getStore();
    if (!work) return;
    finished.push({
      route: `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      status: reply.statusCode,
      totalMs: reply.elapsedTime,
      sinceAcceptMs: arrivals.get(request) ?? null,
      ...work,
    });
  });
}

/** The requests finished since the last call, and the background's work meanwhile; starts over. */
export function takeDbTrace(): { requests: TracedRequest[]; background: DbWork } {
  const taken = { requests: finished, background };
  finished = [];
  background = newWork();
  return taken;
}
