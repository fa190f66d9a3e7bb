/**
 * API load benchmark (not a test): `npm run bench:api`.
 *
 * A child process runs the real server (PGlite in a temporary DATA_DIR, demo firm seeded) and a
 * bare Fastify route; this process drives them with autocannon, so load generator and server do
 * not share an event loop. Measures the bare route, authenticated GET /api/v1/auth/me and
 * POST /api/v1/auth/login, and prints req/s, p50, p99 and the me/bare ratio.
 *
 * BENCH_DURATION (seconds per run, default 10) and BENCH_CONNECTIONS (default 50) tune it;
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server process there (open it in Chrome
 * DevTools) to see where a request's time goes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = 2;
const GOAL_RATIO = 0.3;
const GOAL_P99_MS = 50;

interface Ports {
  bare: number;
  api: number;
}

/** Child side: both servers in one process, so the comparison is like for like. */
async function serve(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { createServer } = await import('../apps/server/src/server.js');
  const dataDir = process.env.BENCH_DATA_DIR ?? '';
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ENCRYPTION_KEY: '0'.repeat(64),
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000000',
  });
  const server = await createServer(config);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (address: ReturnType<typeof bare.server.address>) =>
    typeof address === 'object' && address ? address.port : 0;
  const ports: Ports = { bare: portOf(bare.server.address()), api: portOf(server.app.server.address()) };
  process.send?.(ports);
  process.on('disconnect', () => {
    void Promise.all([bare.close(), server.close()]).finally(() => process.exit(0));
  });
}

function startChild(dataDir: string): Promise<{ child: ChildProcess; ports: Ports }> {
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    execArgv: [...process.execArgv, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ports) => resolve({ child, ports: ports as Ports }));
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });
}

interface Row {
  name: string;
  result: Result;
}

async function measure(name: string, options: Parameters<typeof autocannon>[0]): Promise<Row> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ${name}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  return { name, result };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ldd-bench-'));
  console.log(`Starting the server (PGlite in ${dataDir}) ...`);
  const { child, ports } = await startChild(dataDir);
  try {
    const api = `http://127.0.0.1:${ports.api}/api/v1`;
    const credentials = JSON.stringify({ email: 'partner@demo.example', password: 'demo-partner' });
    const json = { 'content-type': 'application/json' };
    const login = await fetch(`${api}/auth/login`, { method: 'POST', headers: json, body: credentials });
    if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
    const { access_token: token } = (await login.json()) as { access_token: string };

    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per run after ${WARMUP_SECONDS} s warm-up\n`);
    const rows = [
      await measure('bare Fastify route', { url: `http://127.0.0.1:${ports.bare}/bare` }),
      await measure('GET /api/v1/auth/me', { url: `${api}/auth/me`, headers: { authorization: `Bearer ${token}` } }),
      await measure('POST /api/v1/auth/login', { url: `${api}/auth/login`, method: 'POST', headers: json, body: credentials }),
    ];

    console.log('| endpoint | req/s | p50 ms | p99 ms | non-2xx |');
    console.log('|---|---:|---:|---:|---:|');
    for (const { name, result } of rows) {
      console.log(`| ${name} | ${fmt(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`);
    }
    const [bare, me] = rows;
    if (!bare || !me) return;
    const ratio = me.result.requests.average / bare.result.requests.average;
    const ratioOk = ratio >= GOAL_RATIO;
    const p99Ok = me.result.latency.p99 < GOAL_P99_MS;
    console.log(`\n/auth/me ÷ bare: ${fmt(ratio * 100, 1)}% (goal ≥ ${GOAL_RATIO * 100}%: ${ratioOk ? 'met' : 'MISSED'})`);
    console.log(`/auth/me p99: ${me.result.latency.p99} ms (goal < ${GOAL_P99_MS} ms: ${p99Ok ? 'met' : 'MISSED'})`);
    if (!ratioOk || !p99Ok) process.exitCode = 1;
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') {
  serve().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
