/**
 * The concurrency benchmark's server: the real server (createServer, demo firm seeded) in a child
 * process of its own, so autocannon and the server do not share an event loop. PGlite in
 * BENCH_DATA_DIR unless BENCH_DATABASE_URL names a PostgreSQL database. The variant's environment
 * (e.g. DB_ADMISSION, DB_TRACE) is passed through.
 *
 * IPC: sends `{ port }` once listening; answers `{ type: 'pending' }` with how much background work
 * is left (documents not yet processed, runnable queue jobs), and `{ type: 'trace' }` with the DB_TRACE tally of the requests since the last ask (empty
 * without DB_TRACE=1).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DbWork, TracedRequest } from '../../apps/server/src/db/db-trace.js';

type Ask = { type: 'pending' } | { type: 'trace' };
export interface Pending {
  type: 'pending';
  documents: number;
  jobs: number;
}
export interface Trace {
  type: 'trace';
  requests: TracedRequest[];
  background: DbWork;
}
type Answer = Pending | Trace;

export interface ServerChild {
  api: string;
  pid: number;
  pending(): Promise<Pending>;
  trace(): Promise<Trace>;
  stop(): Promise<void>;
}

async function serve(): Promise<void> {
  const { loadConfig } = await import('../../apps/server/src/config.js');
  const { createServer } = await import('../../apps/server/src/server.js');
  const { takeDbTrace } = await import('../../apps/server/src/db/db-trace.js');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ENCRYPTION_KEY: '0'.repeat(64),
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000000',
    // A full run takes longer than the default token lifetime.
    ACCESS_TOKEN_TTL_SECONDS: '86400',
  });
  const server = await createServer(config);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });

  const count = async (text: string): Promise<number> => {
    const [row] = (await server.deps.database.executeSql(text)).rows as { n: number }[];
    return row?.n ?? 0;
  };
  process.on('message', (ask: Ask) => {
    if (ask.type === 'trace') {
      const answer: Trace = { type: 'trace', ...takeDbTrace() };
      process.send?.(answer);
      return;
    }
    void Promise.all([
      count(`select count(*)::int as n from documents where deleted_at is null and status in ('uploaded', 'queued', 'processing')`),
      // Runnable jobs only: the recurring maintenance jobs wait for their slot (start_after).
      count(`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`),
    ]).then(([documents, jobs]) => {
      const answer: Pending = { type: 'pending', documents, jobs };
      process.send?.(answer);
    });
  });
  process.on('disconnect', () => {
    void server.close().finally(() => process.exit(0));
  });
}

/** Forks this file as the server with `env` added to this process's environment. */
export function startServerChild(env: Record<string, string>): Promise<ServerChild> {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <A extends Answer>(type: A['type']): Promise<A> =>
    new Promise((resolve) => {
      const onAnswer = (answer: Answer) => {
        if (answer.type !== type) return;
        child.off('message', onAnswer);
        resolve(answer as A);
      };
      child.on('message', onAnswer);
      child.send({ type } satisfies Ask);
    });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server process exited (${code})`));
    child.once('exit', onExit);
    child.once('message', ({ port }: { port: number }) => {
      child.off('exit', onExit);
      resolve({
        api: `http://127.0.0.1:${port}/api/v1`,
        pid: child.pid ?? 0,
        pending: () => ask<Pending>('pending'),
        trace: () => ask<Trace>('trace'),
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.disconnect();
          await exited;
        },
      });
    });
  });
}

if (process.argv[2] === 'serve') {
  serve().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
