/**
 * The ingest benchmark's server: the real server (createServer; PGlite in a temporary DATA_DIR
 * unless BENCH_DATABASE_URL names a PostgreSQL database) in a child process of its own, so the
 * pipeline's and the upload's CPU and memory are measured apart from the process driving them.
 * No demo firm (DEMO=false): its documents would be processed in the background at start-up and
 * pollute the timings; the benchmark signs up a firm of its own instead. Beside it, in the same
 * process, the bare chunked-upload receiver (bare-receiver.ts).
 *
 * IPC: sends the two ports `{ api, bare }` once listening; answers `{ type: 'indexed', case_id,
 * term }` with how many of the case's pages have a full-text vector and how many match the term.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBareReceiver } from './bare-receiver.js';

export interface IndexedQuery {
  type: 'indexed';
  case_id: string;
  term: string;
}

export interface IndexedAnswer {
  type: 'indexed';
  pages: number;
  vectors: number;
  matching: number;
}

interface Ports {
  api: number;
  bare: number;
}

/** Where the bare receiver keeps its files, inside the data dir. */
export const BARE_UPLOADS = 'bare-uploads';

export interface ServerChild {
  child: ChildProcess;
  pid: number;
  api: string;
  /** The bare chunked-upload receiver (bare-receiver.ts), in the same process. */
  bareApi: string;
  /** Asks the server process to count the case's indexed pages (straight from its database). */
  indexed(caseId: string, term: string): Promise<IndexedAnswer>;
  stop(): Promise<void>;
}

async function serve(): Promise<void> {
  const { loadConfig } = await import('../../apps/server/src/config.js');
  const { createServer } = await import('../../apps/server/src/server.js');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '',
    DEMO: 'false',
    // BENCH_DATABASE_URL runs the server on PostgreSQL (an empty database) instead of PGlite.
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ENCRYPTION_KEY: '0'.repeat(64),
    // A full run takes longer than the default token lifetime.
    ACCESS_TOKEN_TTL_SECONDS: '86400',
  });
  const server = await createServer(config);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await startBareReceiver(path.join(config.dataDir, BARE_UPLOADS));
  const portOf = (address: ReturnType<typeof bare.server.address>) => (typeof address === 'object' && address ? address.port : 0);
  const ports: Ports = { api: portOf(server.app.server.address()), bare: portOf(bare.server.address()) };
  process.send?.(ports);

  process.on('message', (message: IndexedQuery) => {
    if (message.type !== 'indexed') return;
    void server.deps.database
      .executeSql(
        `select count(*)::int as pages,
                count(p.search)::int as vectors,
                count(*) filter (where p.search @@ plainto_tsquery('english', $2))::int as matching
           from document_pages p join documents d on d.id = p.document_id
          where d.case_id = $1 and d.deleted_at is null`,
        [message.case_id, message.term],
      )
      .then(({ rows }) => {
        const row = (rows[0] ?? {}) as Partial<Record<'pages' | 'vectors' | 'matching', number>>;
        const answer: IndexedAnswer = { type: 'indexed', pages: row.pages ?? 0, vectors: row.vectors ?? 0, matching: row.matching ?? 0 };
        process.send?.(answer);
      });
  });
  process.on('disconnect', () => {
    void Promise.all([bare.close(), server.close()]).finally(() => process.exit(0));
  });
}

/** Forks this file as the server; BENCH_CPU_PROF=<dir> makes it write a V8 CPU profile there. */
export function startServerChild(dataDir: string): Promise<ServerChild> {
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    execArgv: [...process.execArgv, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server process exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (ports: Ports) => {
      child.off('exit', onExit);
      resolve({
        child,
        pid: child.pid ?? 0,
        api: `http://127.0.0.1:${ports.api}/api/v1`,
        bareApi: `http://127.0.0.1:${ports.bare}/api/v1`,
        indexed: (caseId, term) =>
          new Promise((done) => {
            const onAnswer = (answer: IndexedAnswer) => {
              if (answer.type !== 'indexed') return;
              child.off('message', onAnswer);
              done(answer);
            };
            child.on('message', onAnswer);
            const query: IndexedQuery = { type: 'indexed', case_id: caseId, term };
            child.send(query);
          }),
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
