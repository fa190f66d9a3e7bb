import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MINIMUM_ROLE, type AuditVerifyResponse } from '@app/contract';
import { openDatabase } from '../db/client.js';
import { auditChainHeads, organizations } from '../db/schema/index.js';
import { startTestS3, type TestS3 } from '../platform/storage/test-s3-server.js';
import { verifyAuditChain } from '../platform/audit/verify-chain.js';
import { buildWorld, type FuzzWorld } from './fuzz/fixtures.js';
import { operationsOf, undocumentedRoutes, type OpenApiDocument, type Operation } from './fuzz/openapi.js';
import { seedFromEnv } from './fuzz/prng.js';
import { say, summary } from './fuzz/report.js';
import { runFuzz, type FuzzStats, type FuzzTarget } from './fuzz/runner.js';
import { createServer, type Server } from '../server.js';
import { createTestServer, type TestServer } from './harness.js';

// Gate 1 (docs/reliability.md): every operation of the OpenAPI document gets malformed input as
// the roles that may call it (and some that may not), generated from its own schema and mutated.
// Replay a failure with the FUZZ_SEED and FUZZ_REQUESTS it prints (the failure also shows the
// exact request); `npm run fuzz:long` sends 100,000. FUZZ_OPS=<regex> keeps only matching
// operations ("POST /api/v1/cases"), FUZZ_LOG_LEVEL=error shows the server's own errors, and
// FUZZ_DEBUG_SLOW=<ms> prints slow answers and event-loop stalls with what was in flight.
//
// On PostgreSQL the fuzz runs against a scaled-out installation: two web servers
// (PROCESS_ROLE=web) and a worker on one database, blobs in an S3 bucket (s3rver), the requests
// taking turns between the two web servers. It replaces the single-server PostgreSQL run rather
// than adding one, so the suite takes about as long; PGlite (one process by design) keeps one server.

const seed = seedFromEnv();
const requests = Number(process.env.FUZZ_REQUESTS ?? 8_000);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const timeoutMs = Number(process.env.FUZZ_TIMEOUT_MS ?? 30_000);
const debugSlowMs = process.env.FUZZ_DEBUG_SLOW ? Number(process.env.FUZZ_DEBUG_SLOW) : undefined;
// FUZZ_SINGLE_SERVER=1 keeps one server on PostgreSQL too (to compare, or to replay on one).
const scaledOut = process.env.TEST_DB_DRIVER === 'postgres' && process.env.FUZZ_SINGLE_SERVER !== '1';
/** Routes outside the document on purpose: a WebSocket upgrade, and the liveness route's hidden no-slash alias. */
const NOT_DOCUMENTED = new Set(['GET /api/v1/realtime-deposition/sessions/:session_id/live', 'GET /api/v1/health']);
const database = scaledOut ? 'PostgreSQL, two web servers and a worker, S3' : process.env.TEST_DB_DRIVER === 'postgres' ? 'PostgreSQL' : 'PGlite';

let server: TestServer;
let s3: TestS3 | undefined;
/** The second web server and the worker (PostgreSQL only), on the first one's database. */
let others: { web2: Server; worker: Server } | undefined;
let targets: FuzzTarget[];
let doc: OpenApiDocument;
let world: FuzzWorld;
let operations: Operation[];
let stats: FuzzStats | undefined;

beforeAll(async () => {
  say(`openapi-fuzz on ${database}: FUZZ_SEED=${seed} FUZZ_REQUESTS=${requests} (replay with these)`);
  if (scaledOut) s3 = await startTestS3('fuzz');
  server = await createTestServer({
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
    // Rate limits answer 429 in the error shape, which is fine, but must not hide the handlers.
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(scaledOut ? { PROCESS_ROLE: 'web', ...s3?.env } : {}),
  });
  targets = [{ name: scaledOut ? 'web 1' : 'server', app: server.app }];
  if (scaledOut) {
    // Same config (so the same bucket and secrets), each process its own connection pool.
    const url = server.deps.database.connectionString;
    const web2 = await createServer(server.deps.config, { database: await openDatabase({ url, pgliteDir: '' }) });
    const worker = await createServer({ ...server.deps.config, processRole: 'worker' }, { database: await openDatabase({ url, pgliteDir: '' }) });
    others = { web2, worker };
    targets.push({ name: 'web 2', app: web2.app });
  }
  // The seeded documents are processed by the worker process on PostgreSQL (web servers run none).
  world = await buildWorld(server);
  doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  operations = operationsOf(doc, server.deps.routes);
  if (process.env.FUZZ_OPS) operations = operations.filter((op) => new RegExp(process.env.FUZZ_OPS ?? '').test(op.key));
});
afterAll(async () => {
  await others?.worker.close();
  await others?.web2.close();
  await server?.close(); // drops the database
  await s3?.close();
});

describe(`OpenAPI fuzz (FUZZ_SEED=${seed})`, () => {
  it('the document describes the API', () => {
    expect(operations.length).toBeGreaterThan(90);
    // The uploads: documents, chunks, recordings and the other side's production volume.
    expect(operations.filter((op) => op.multipart).map((op) => op.key)).toHaveLength(4);
    // Every API route is in the document, so the fuzz reaches it (the later issues' ones too).
    expect(undocumentedRoutes(doc, server.deps.routes).filter((route) => !NOT_DOCUMENTED.has(route)), 'routes the OpenAPI document does not describe').toEqual([]);
    if (scaledOut) {
      expect([server.role, others?.web2.role, others?.worker.role]).toEqual(['web', 'web', 'worker']);
      expect(server.deps.config.blobStore.kind).toBe('s3');
    }
  });

  it(
    'answers every malformed request with a 4xx in the error shape (or a 2xx), never a 5xx or silence',
    async () => {
      const watched = others ? [{ name: 'worker', app: others.worker.app }] : [];
      stats = await runFuzz(targets, world, operations, { seed, requests, concurrency, timeoutMs, debugSlowMs, watched });
      say(summary(database, seed, operations, stats));
      expect(stats.failures, `${stats.failureCount} failures; replay with FUZZ_SEED=${seed}`).toEqual([]);
      expect(stats.sent).toBeGreaterThanOrEqual(requests * 0.99);
      // Spread across the web servers: each took its turn (about half each with two; they differ by
      // one a round when the operation count is odd, and by the requests the injector refused).
      for (const { name } of targets) expect(stats.perTarget.get(name) ?? 0, name).toBeGreaterThanOrEqual((stats.sent / targets.length) * 0.9);
      if (requests >= operations.length * targets.length * 3) {
        const oneServerOnly = [...stats.perOperation.entries()].filter(([, s]) => s.targets.size < targets.length).map(([key]) => key);
        expect(oneServerOnly, 'operations that did not reach every web server').toEqual([]);
      }
      if (requests >= operations.length * 30) {
        // Every operation, as an administrator and as its minimum role (anonymous for public ones).
        const missing = operations.flatMap((op) => {
          const callers = stats?.perOperation.get(op.key)?.callers ?? new Set<string>();
          const wanted = op.permission === 'public' ? ['anonymous', 'admin'] : ['admin', PERMISSION_MINIMUM_ROLE[op.permission]];
          return wanted.filter((role) => !callers.has(role)).map((role) => `${op.key} as ${role}`);
        });
        expect(missing, 'operations not called by a role they should be (raise FUZZ_REQUESTS)').toEqual([]);
      }
    },
    Math.max(600_000, requests * 60),
  );

  it('still answers afterwards (every process), and every audit chain is intact', async () => {
    const processes = [...targets, ...(others ? [{ name: 'worker', app: others.worker.app }] : [])];
    for (const { name, app } of processes) {
      for (const url of ['/api/v1/health', '/api/v1/health/ready']) expect((await app.inject({ method: 'GET', url })).statusCode, `${name} ${url}`).toBe(200);
    }
    // A fuzzed PUT /organization may have made the firm require 2FA, which restricts every session
    // without it to enrolment (ASVS 4.3.1); the chain check below needs a working admin session.
    await server.deps.db.update(organizations).set({ twoFactorRequiredFor: 'none' });
    const token = await world.main.token('admin');
    for (const { name, app } of targets) {
      const verify = await app.inject({ method: 'GET', url: '/api/v1/audit/verify', headers: { authorization: `Bearer ${token}` } });
      expect(verify.statusCode, name).toBe(200);
      expect(verify.json<AuditVerifyResponse>(), `${name}, FUZZ_SEED=${seed}`).toMatchObject({ intact: true, first_broken: null });
    }
    // Every chain, including firms the fuzz signed up and the system chain, by the same verifier.
    const chains = await server.deps.db.select({ chain: auditChainHeads.chain }).from(auditChainHeads);
    const broken = [];
    for (const { chain } of chains) {
      const result = await verifyAuditChain(server.deps.db, chain);
      if (!result.intact) broken.push({ chain, ...result });
    }
    expect(broken, `FUZZ_SEED=${seed}`).toEqual([]);
  });
});
