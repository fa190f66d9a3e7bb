/**
 * The control: a bare node:http server (no Fastify, no database) whose every request keeps the
 * event loop busy for BUSY_MS (default 8, about what an omnisearch request costs on PGlite) and
 * then answers. It shows what the event loop alone does with 50 clients when each request is
 * synchronous work: libuv accepts one new connection per turn of the loop, and a turn serves every
 * connection with a request waiting, so new connections wait many turns. Runs in a child process.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export interface BusyServer {
  url: string;
  stop(): Promise<void>;
}

function serve(): void {
  const busyMs = Number(process.env.BUSY_MS ?? 8);
  const server = http.createServer((_req, res) => {
    const until = performance.now() + busyMs;
    while (performance.now() < until) {
      // Synchronous work, as PGlite's WebAssembly executing a statement is.
    }
    res.end('ok');
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.(typeof address === 'object' && address ? address.port : 0);
  });
  process.on('disconnect', () => server.close(() => process.exit(0)));
}

export function startBusyServer(busyMs: number): Promise<BusyServer> {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    env: { ...process.env, BUSY_MS: String(busyMs) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`busy server exited (${code})`)));
    child.once('message', (port) =>
      resolve({
        url: `http://127.0.0.1:${String(port)}/`,
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.disconnect();
          await exited;
        },
      }),
    );
  });
}

if (process.argv[2] === 'serve') serve();
