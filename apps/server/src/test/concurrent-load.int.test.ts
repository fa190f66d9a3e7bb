import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { and, count, eq, gt } from 'drizzle-orm';
import type { AuditVerifyResponse, Role } from '@app/contract';
import { auditChainHeads, auditLogs, organizations } from '../db/schema/index.js';
import { createCaseAs, sampleCase } from '../modules/cases/test-support.js';
import { ingestOne, settledDocument } from '../modules/documents/test-support.js';
import { say } from './fuzz/report.js';
import { createTestServer, type TestFirm, type TestServer } from './harness.js';

// Gate 2 (docs/reliability.md): 50 clients over real HTTP for LOAD_SECONDS (default 30; `npm run
// load:long` runs 300) — case lists, omnisearch, audited document searches and audited case
// writes — while an auditor polls the chain. No error, the chain intact every time, and exactly
// one audit row for every audited action the clients took.

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const clients = Number(process.env.LOAD_CLIENTS ?? 50);
const database = process.env.TEST_DB_DRIVER === 'postgres' ? 'PostgreSQL' : 'PGlite';
const REQUEST_TIMEOUT_MS = 30_000;
const WORDS = ['indemnification', 'freight', 'lease', 'breach', 'deposition', 'warehouse', 'invoice', 'carrier'];

type Kind = 'case list' | 'omnisearch' | 'document search' | 'case create' | 'case update';
const READS: readonly Kind[] = ['case list', 'omnisearch', 'document search'];
/** What each audited kind writes to the trail: one row of this action per successful request. */
const AUDITED: Partial<Record<Kind, string>> = { 'document search': 'search_performed', 'case create': 'case_created', 'case update': 'case_updated' };

interface Outcome {
  kind: Kind;
  ms: number;
}

let server: TestServer;
let firm: TestFirm;
let base: string;
const caseIds: string[] = [];

beforeAll(async () => {
  server = await createTestServer({ LOG_LEVEL: 'silent' });
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
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

async function call(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'user-agent': 'concurrent-load', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
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
        const writer = roles[index % roles.length] !== 'viewer';
        const mine: string[] = [];
        while (Date.now() < deadline) {
          const n = serial++;
          const word = WORDS[n % WORDS.length] ?? 'lease';
          const roll = (n * 7919 + index * 104729) % 100;
          const kind: Kind = !writer || roll < 70 ? (READS[roll % READS.length] ?? 'case list') : roll < 82 ? 'case create' : 'case update';
          const started = performance.now();
          try {
            let res: { status: number; json: unknown };
            let expected = 200;
            if (kind === 'case list') res = await call(token, 'GET', `/api/v1/cases?page=1&page_size=20&sort=updated_at&order=desc`);
            else if (kind === 'omnisearch') res = await call(token, 'GET', `/api/v1/search/omnisearch?q=${encodeURIComponent(word.slice(0, 3 + (n % 5)))}`);
            else if (kind === 'document search') res = await call(token, 'GET', `/api/v1/search/documents?q=${encodeURIComponent(word)}&page=1&page_size=10`);
            else if (kind === 'case create') {
              expected = 201;
              res = await call(token, 'POST', '/api/v1/cases/', sampleCase({ name: `Load case ${index}-${n}`, docket_number: `LD-${index}-${n}` }));
              const id = (res.json as { id?: unknown }).id;
              if (res.status === 201 && typeof id === 'string') mine.push(id);
            } else {
              const target = mine.length && n % 2 === 0 ? mine[n % mine.length] : caseIds[n % caseIds.length];
              // A description no request has written before: every update changes the case.
              res = await call(token, 'PUT', `/api/v1/cases/${target}`, { description: `Updated by client ${index}, request ${n}` });
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
            const res = await call(auditor, 'GET', '/api/v1/audit/verify');
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

      const after = await call(auditor, 'GET', '/api/v1/audit/verify');
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
      for (const o of outcomes) byKind.set(o.kind, [...(byKind.get(o.kind) ?? []), o.ms]);
      const lines = [...byKind.entries()].map(([kind, ms]) => {
        const sorted = ms.sort((a, b) => a - b);
        return `  ${kind}: ${sorted.length} (p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${percentile(sorted, 100).toFixed(0)} ms)`;
      });
      const broken = verifications.filter((v) => !v.intact);
      say(
        [
          `concurrent-load on ${database}: ${clients} clients, ${elapsed.toFixed(1)} s, ${outcomes.length} answered (${Math.round(outcomes.length / elapsed)}/s), ${errors.length} errors`,
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
