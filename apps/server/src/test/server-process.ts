import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentDetail } from '@app/contract';
import type { Config } from '../config.js';

/**
 * A real app server in a process of its own, for the tests that kill one mid-work (SIGKILL, no
 * shutdown at all) and prove a new server on the same data dir and database finishes the work.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** node + tsx, no wrapper process, so SIGKILL kills the server whole; its output goes to `logFile`. */
export function startServerProcess(config: Config, port: number, logFile: string, jwtSecret: string): ChildProcess {
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: config.dataDir,
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: jwtSecret,
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

/** Polls the child's API until the document is being processed and has made progress (the moment to kill it). */
export async function waitUntilPartWay(
  child: ChildProcess,
  logFile: string,
  request: { baseUrl: string; documentId: string; token: string },
  options: { timeoutMs: number; pollMs: number },
): Promise<DocumentDetail> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${readFileSync(logFile, 'utf8')}`);
    let doc: DocumentDetail | null = null;
    try {
      const res = await fetch(`${request.baseUrl}/api/v1/documents/${request.documentId}`, { headers: { authorization: `Bearer ${request.token}` } });
      if (res.ok) doc = (await res.json()) as DocumentDetail;
    } catch {
      // not listening yet
    }
    if (doc?.status === 'processing' && doc.progress > 0) return doc;
    if (doc && doc.status !== 'queued' && doc.status !== 'processing') throw new Error(`document ended ${doc.status} before the crash`);
    await new Promise((r) => setTimeout(r, options.pollMs));
  }
  throw new Error(`the document never got part-way:\n${readFileSync(logFile, 'utf8')}`);
}
