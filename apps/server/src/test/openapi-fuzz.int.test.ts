import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MINIMUM_ROLE, type AuditVerifyResponse } from '@app/contract';
import { auditChainHeads } from '../db/schema/index.js';
import { verifyAuditChain } from '../platform/audit/verify-chain.js';
import { buildWorld, type FuzzWorld } from './fuzz/fixtures.js';
import { operationsOf, type OpenApiDocument, type Operation } from './fuzz/openapi.js';
import { seedFromEnv } from './fuzz/prng.js';
import { say, summary } from './fuzz/report.js';
import { runFuzz, type FuzzStats } from './fuzz/runner.js';
import { createTestServer, type TestServer } from './harness.js';

// Gate 1 (docs/reliability.md): every operation of the OpenAPI document gets malformed input as
// the roles that may call it (and some that may not), generated from its own schema and mutated.
// Replay a failure with the FUZZ_SEED and FUZZ_REQUESTS it prints (the failure also shows the
// exact request); `npm run fuzz:long` sends 100,000. FUZZ_OPS=<regex> keeps only matching
// operations ("POST /api/v1/cases"), FUZZ_LOG_LEVEL=error shows the server's own errors, and
// FUZZ_DEBUG_SLOW=<ms> prints slow answers and event-loop stalls with what was in flight.

const seed = seedFromEnv();
const requests = Number(process.env.FUZZ_REQUESTS ?? 8_000);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const timeoutMs = Number(process.env.FUZZ_TIMEOUT_MS ?? 30_000);
const debugSlowMs = process.env.FUZZ_DEBUG_SLOW ? Number(process.env.FUZZ_DEBUG_SLOW) : undefined;
const database = process.env.TEST_DB_DRIVER === 'postgres' ? 'PostgreSQL' : 'PGlite';

let server: TestServer;
let world: FuzzWorld;
let operations: Operation[];
let stats: FuzzStats | undefined;

beforeAll(async () => {
  say(`openapi-fuzz on ${database}: FUZZ_SEED=${seed} FUZZ_REQUESTS=${requests} (replay with these)`);
  server = await createTestServer({
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
    // Rate limits answer 429 in the error shape, which is fine, but must not hide the handlers.
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  world = await buildWorld(server);
  const doc = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  operations = operationsOf(doc.json<OpenApiDocument>(), server.deps.routes);
  if (process.env.FUZZ_OPS) operations = operations.filter((op) => new RegExp(process.env.FUZZ_OPS ?? '').test(op.key));
});
afterAll(() => server?.close());

describe(`OpenAPI fuzz (FUZZ_SEED=${seed})`, () => {
  it('the document describes the API', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(operations.filter((op) => op.multipart).map((op) => op.key)).toHaveLength(3);
  });

  it(
    'answers every malformed request with a 4xx in the error shape (or a 2xx), never a 5xx or silence',
    async () => {
      stats = await runFuzz(server, world, operations, { seed, requests, concurrency, timeoutMs, debugSlowMs });
      say(summary(database, seed, operations, stats));
      expect(stats.failures, `${stats.failureCount} failures; replay with FUZZ_SEED=${seed}`).toEqual([]);
      expect(stats.sent).toBeGreaterThanOrEqual(requests * 0.99);
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

  it('still answers afterwards, and every audit chain is intact', async () => {
    expect((await server.api('GET', '/api/v1/health')).status).toBe(200);
    expect((await server.api('GET', '/api/v1/health/ready')).status).toBe(200);
    const verify = await server.api<AuditVerifyResponse>('GET', '/api/v1/audit/verify', { token: await world.main.token('admin') });
    expect(verify.body, `FUZZ_SEED=${seed}`).toMatchObject({ intact: true, first_broken: null });
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
