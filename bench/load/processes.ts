/**
 * The servers under load, each a process of its own as in production: the compiled server
 * (apps/server/dist/main.js, `node --conditions=compiled`) when `npm run build` has made it, else
 * the TypeScript source through tsx. Every process gets the same database, data dir (the local
 * blob store, shared as a volume would be) and JWT secret, so a session signed in on one web
 * server is honoured by the other.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMPILED_MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');

export type Role = 'web' | 'worker';

export interface ServerProcess {
  role: Role;
  base: string;
  child: ChildProcess;
  logFile: string;
  /** True while the process has not exited. */
  alive(): boolean;
  stop(): Promise<void>;
}

/** Which entry the processes run, for the report. */
export function serverEntry(): { compiled: boolean; describe: string } {
  const compiled = existsSync(COMPILED_MAIN);
  return { compiled, describe: compiled ? 'compiled (node --conditions=compiled apps/server/dist/main.js)' : 'TypeScript source through tsx (apps/server/dist missing)' };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export interface SharedEnv {
  databaseUrl: string;
  dataDir: string;
  logDir: string;
  /** More settings for every process (the crash harness's speech engine stand-in). */
  env?: Record<string, string>;
}

export async function startServer(role: Role, name: string, shared: SharedEnv): Promise<ServerProcess> {
  const port = await freePort();
  const args = serverEntry().compiled ? ['--conditions=compiled', COMPILED_MAIN] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const logFile = path.join(shared.logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PROCESS_ROLE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: shared.dataDir,
      DATABASE_URL: shared.databaseUrl,
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-load-secret-bench-load-secret-0123456789',
      ENCRYPTION_KEY: '0'.repeat(64),
      // 200 sessions sign in from one address at the start; a run outlives the default token.
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      ...shared.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  child.once('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    role,
    base,
    child,
    logFile,
    alive: () => !exited,
    stop: async () => {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    },
  };
  await waitReady(server);
  return server;
}

/** Polls the readiness route until it answers 200 (migrations and queue started). */
async function waitReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.alive()) throw new Error(`${server.role} process exited during start (log ${server.logFile})`);
    try {
      const res = await fetch(`${server.base}/api/v1/health/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${server.role} process not ready after ${timeoutMs} ms (log ${server.logFile})`);
}
