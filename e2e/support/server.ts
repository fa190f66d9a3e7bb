import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server's stdout/stderr, for a failing test's diagnosis. */
  logFile: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Short lifetimes let a test watch a token expire (the server's minimum is 10 s). */
  accessTokenTtlSeconds?: number;
  env?: Record<string, string>;
  /** The built web app to serve; defaults to the e2e build (E2E_WEB_DIST_DIR), else apps/web/dist. */
  webDistDir?: string;
  /** A restart: the same port (the browser keeps its address) and the same data directory (kept on stop). */
  port?: number;
  dataDir?: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/auth/providers`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready within ${timeoutMs} ms`);
}

/**
 * Starts the real server (tsx apps/server/src/main.ts) on a free port with a fresh temporary data
 * directory, demo firm seeded, serving the built web app (see `webDistDir`).
 * Development mode, so e-mails land in DATA_DIR/outbox as .eml files.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'ldd-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Many sign-ins from one address in a few minutes is the test, not an attack.
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      // What the machine has installed (PocketSphinx, espeak-ng) must not change what a test sees.
      TRANSCRIPTION_ENGINE: 'none',
      DEMO_RECORDING: 'off',
      WEB_DIST_DIR: options.webDistDir ?? process.env.E2E_WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'),
      ...(options.accessTokenTtlSeconds ? { ACCESS_TOKEN_TTL_SECONDS: String(options.accessTokenTtlSeconds) } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    if (!process.env.E2E_KEEP_DATA && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // Generous: on a busy machine loading the server under tsx and seeding the demo firm took over two
    // minutes (over five with eight people testing on two cores: E2E_SERVER_READY_MS raises the wait).
    await waitForHealth(baseUrl, child, Number(process.env.E2E_SERVER_READY_MS ?? 300_000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, logFile, stop };
}
