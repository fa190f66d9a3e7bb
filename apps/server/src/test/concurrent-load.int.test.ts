import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { and, count, eq, gt } from 'drizzle-orm';
import type { AuditVerifyResponse, Role } from '@app/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { auditChainHeads, auditLogs, organizations } from '../db/schema/index.js';
import { createCaseAs, sampleCase } from '../modules/cases/test-support.js';
import { ingestOne, multipart, settledDocument } from '../modules/documents/test-support.js';
import { createServer, type Server } from '../server.js';
import { say } from './fuzz/report.js';
import { createTestServer, type TestFirm, type TestServer } from './harness.js';

// Gate 2 (docs/reliability.md): 50 clients over real HTTP for LOAD_SECONDS (default 60 on
// PostgreSQL, 30 on PGlite; `npm run load:long` runs 300) — case lists, omnisearch, audited document searches, audited case writes
// and audited uploads — while an auditor polls the chain. No error, the chain intact every time,
// and exactly one audit row for every audited action the clients took.
//
// On PostgreSQL the deployment is the production one: two web servers
// (PROCESS_ROLE=web) on one database and one data dir, plus a worker (PROCESS_ROLE=worker) that
// processes the uploads; the clients alternate between the two web servers. In-process servers
// (each its own Fastify and pool) keep this inside CI's budget; `npm run bench:load` runs the
// same shape as separate processes. PGlite is one process by nature: one server, role 'all'.
// The issue's 1 minute runs on PostgreSQL, the scale-out set-up it is about; the PGlite pass keeps
// 30 s (one process: the gate there is fair service on the embedded database, not scale-out).

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const seconds = Number(process.env.LOAD_SECONDS ?? (onPostgres ? 60 : 30));
const clients = Number(process.env.LOAD_CLIENTS ?? 50);
const database = onPostgres ? 'PostgreSQL' : 'PGlite';
const REQUEST_TIMEOUT_MS = 30_000;
const WORDS = ['indemnification', 'freight', 'lease', 'breach', 'deposition', 'warehouse', 'invoice', 'carrier'];

const twoWebServers = onPostgres;

type Kind = 'case list' | 'omnisearch' | 'document search' | 'case create' | 'case update' | 'upload';
const READS: readonly Kind[] = ['case list', 'omnisearch', 'document search'];
/** What each audited kind writes to the trail: one row of this action per successful request. */
const AUDITED: Partial<Record<Kind, string>> = {
  'document search': 'search_performed',
  'case create': 'case_created',
  'case update': 'case_updated',
  upload: 'document_uploaded',
};

interface Outcome {
  kind: Kind;
  ms: number;
}

let server: TestServer;
let firm: TestFirm;
/** The web servers' base URLs; client i talks to bases[i % bases.length]. */
const bases: string[] = [];
/** The second web server and the worker (PostgreSQL only), closed before the harness's server. */
const companions: Server[] = [];
const caseIds: string[] = [];

/**
 * Another server on the test server's PostgreSQL database and data dir (the local blob store
 * shared as a mounted volume would be), with its own pool. Same JWT secret as the harness, so a
 * session issued through one server is honoured by every other.
 */
async function companion(role: 'web' | 'worker'): Promise<Server> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const { rows } = await server.deps.database.executeSql('select current_database() as name');
  const url = new URL(admin);
  url.pathname = `/${String((rows[0] as { name: string }).name)}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: server.dataDir,
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_URL: 'http://localhost:3000',
    PROCESS_ROLE: role,
  });
  const started = await createServer(config, { database: await openDatabase({ url: url.toString(), pgliteDir: '' }) });
  companions.push(started);
  return started;
}

async function listen(s: Server): Promise<string> {
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  server = await createTestServer({ LOG_LEVEL: 'silent', ...(twoWebServers ? { PROCESS_ROLE: 'web' } : {}) });
  // The worker first: the seed documents below need it to be processed.
  if (twoWebServers) await companion('worker');
  firm = await server.createFirm('Load LLP');
  // The plan's 100 open cases would stop the writers within seconds; the load is not about plans.
  await server.deps.db.update(organizations).set({ maxCases: 1_000_000 }).where(eq(organizations.id, firm.organizationId));
  const admin = await firm.token('admin');
  for (let i = 0; i < 4; i++) caseIds.push((await createCaseAs(server, firm, 'admin', { name: `Load matter ${i}`, docket_number: `LD-${i}` })).id);
  const docs = [];
  for (let i = 0; i < 6; i++) {
    const text = `Memo ${i}. The ${WORDS[i % WORDS.length]} clause: the carrier's breach of the lease and the freight invoice; deposition of the warehouse manager on indemnification.\n`;
    docs.push(await ingestOne(server, caseIds[i % caseIds.length] ?? '', admin, `load-${i}.txt`, text));
  }
  for (const doc of docs) await settledDocument(server, doc.id, admin);
  bases.push(await listen(server));
  if (twoWebServers) bases.push(await listen(await companion('web')));
});
afterAll(async () => {
  for (const s of companions.reverse()) await s.close();
  await server?.close();
});

/** A request body: JSON, or a multipart form (an upload) with its content-type header. */
type Body = { json: unknown } | { form: { payload: Buffer; headers: Record<string, string> } };

async function call(base: string, token: string, method: string, path: string, body?: Body): Promise<{ status: number; json: unknown }> {
  const content = body === undefined ? {} : 'json' in body ? { 'content-type': 'application/json' } : body.form.headers;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'user-agent': 'concurrent-load', ...content },
    ...(body === undefined ? {} : { body: 'json' in body ? JSON.stringify(body.json) : new Uint8Array(body.form.payload) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON: kept as text for the error report */
  }
  return { status: res.status, json };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

describe(`${clients} concurrent clients for ${seconds} s over HTTP`, () => {
  it(
    'answers every request, keeps the audit chain intact throughout, and audits each audited action exactly once',
    async () => {
      const roles: Role[] = ['admin', 'partner', 'admin', 'partner', 'viewer'];
      const tokens = await Promise.all(Array.from({ length: clients }, (_, i) => firm.token(roles[i % roles.length] ?? 'admin')));
      const auditor = await firm.token('admin');
      const [head] = await server.deps.db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, firm.organizationId));
      const startSequence = head?.sequence ?? 0;

      const outcomes: Outcome[] = [];
      const errors: string[] = [];
      const verifications: AuditVerifyResponse[] = [];
      const deadline = Date.now() + seconds * 1000;
      let serial = 0;

      const client = async (index: number) => {
        const token = tokens[index] ?? '';
        const base = bases[index % bases.length] ?? '';
        const writer = roles[index % roles.length] !== 'viewer';
        const mine: string[] = [];
        while (Date.now() < deadline) {
          const n = serial++;
          const word = WORDS[n % WORDS.length] ?? 'lease';
          const roll = (n * 7919 + index * 104729) % 100;
          const kind: Kind = !writer || roll < 70 ? (READS[roll % READS.length] ?? 'case list') : roll < 80 ? 'case create' : roll < 95 ? 'case update' : 'upload';
          const started = performance.now();
          try {
            let res: { status: number; json: unknown };
            let expected = 200;
            if (kind === 'case list') res = await call(base, token, 'GET', `/api/v1/cases?page=1&page_size=20&sort=updated_at&order=desc`);
            else if (kind === 'omnisearch') res = await call(base, token, 'GET', `/api/v1/search/omnisearch?q=${encodeURIComponent(word.slice(0, 3 + (n % 5)))}`);
            else if (kind === 'document search') res = await call(base, token, 'GET', `/api/v1/search/documents?q=${encodeURIComponent(word)}&page=1&page_size=10`);
            else if (kind === 'case create') {
              expected = 201;
              res = await call(base, token, 'POST', '/api/v1/cases/', { json: sampleCase({ name: `Load case ${index}-${n}`, docket_number: `LD-${index}-${n}` }) });
              const id = (res.json as { id?: unknown }).id;
              if (res.status === 201 && typeof id === 'string') mine.push(id);
            } else if (kind === 'upload') {
              expected = 201;
              // A small text memo, different every time (no duplicate detection shortcut); the worker processes it.
              const text = `Load memo ${index}-${n}: the ${word} clause of the lease, and the carrier's freight invoice.\n`;
              res = await call(base, token, 'POST', `/api/v1/documents/${caseIds[n % caseIds.length]}/ingest`, { form: multipart({}, [{ filename: `load-${index}-${n}.txt`, content: text }]) });
            } else {
              const target = mine.length && n % 2 === 0 ? mine[n % mine.length] : caseIds[n % caseIds.length];
              // A description no request has written before: every update changes the case.
              res = await call(base, token, 'PUT', `/api/v1/cases/${target}`, { json: { description: `Updated by client ${index}, request ${n}` } });
            }
            if (res.status !== expected) errors.push(`${kind} as ${roles[index % roles.length]} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
            else outcomes.push({ kind, ms: performance.now() - started });
          } catch (err) {
            errors.push(`${kind}: ${(err as Error).name}: ${(err as Error).message}`);
          }
        }
      };

      const auditorLoop = async () => {
        while (Date.now() < deadline) {
          try {
            const res = await call(bases[verifications.length % bases.length] ?? '', auditor, 'GET', '/api/v1/audit/verify');
            if (res.status !== 200) errors.push(`audit verify answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
            else verifications.push(res.json as AuditVerifyResponse);
          } catch (err) {
            errors.push(`audit verify: ${(err as Error).message}`);
          }
          await new Promise((r) => setTimeout(r, 500));
        }
      };

      const t0 = Date.now();
      await Promise.all([...Array.from({ length: clients }, (_, i) => client(i)), auditorLoop()]);
      const elapsed = (Date.now() - t0) / 1000;

      const after = await call(bases[0] ?? '', auditor, 'GET', '/api/v1/audit/verify');
      const rows = await server.deps.db
        .select({ action: auditLogs.action, n: count() })
        .from(auditLogs)
        .where(and(eq(auditLogs.chain, firm.organizationId), gt(auditLogs.sequence, startSequence)))
        .groupBy(auditLogs.action);
      const written = Object.fromEntries(rows.map((r) => [r.action, Number(r.n)]));
      const taken: Record<string, number> = {};
      for (const o of outcomes) {
        const action = AUDITED[o.kind];
        if (action) taken[action] = (taken[action] ?? 0) + 1;
      }

      const byKind = new Map<Kind, number[]>();
      for (const o of outcomes) {
        // Appended in place: copying the list per outcome is quadratic over a `load:long` run.
        const list = byKind.get(o.kind) ?? [];
        list.push(o.ms);
        byKind.set(o.kind, list);
      }
      const lines = [...byKind.entries()].map(([kind, ms]) => {
        const sorted = ms.sort((a, b) => a - b);
        return `  ${kind}: ${sorted.length} (p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${percentile(sorted, 100).toFixed(0)} ms)`;
      });
      const broken = verifications.filter((v) => !v.intact);
      say(
        [
          `concurrent-load on ${database} (${bases.length > 1 ? `${bases.length} web servers + a worker` : 'one server, role all'}): ${clients} clients, ${elapsed.toFixed(1)} s, ${outcomes.length} answered (${Math.round(outcomes.length / elapsed)}/s), ${errors.length} errors`,
          ...lines,
          `  audit verify during the run: ${verifications.length} checks, ${broken.length} not intact; after: intact=${String((after.json as AuditVerifyResponse).intact)} (${(after.json as AuditVerifyResponse).checked} rows)`,
          `  audit rows written: ${JSON.stringify(written)}; audited actions taken: ${JSON.stringify(taken)}`,
        ].join('\n'),
      );

      expect(errors.slice(0, 20), `${errors.length} errors`).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(clients);
      expect(broken, 'audit verify said "not intact" during the run').toEqual([]);
      expect(verifications.length).toBeGreaterThan(0);
      expect(after.json).toMatchObject({ intact: true, first_broken: null });
      expect(written).toEqual(taken);
    },
    seconds * 1000 + 180_000,
  );
});
