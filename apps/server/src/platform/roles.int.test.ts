import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../test/harness.js';
import { createServer, type Server } from '../server.js';
import { openDatabase } from '../db/client.js';
import { createCaseAs } from '../modules/cases/test-support.js';
import { ingestOne, settledDocument } from '../modules/documents/test-support.js';

/*
 * Process roles: PROCESS_ROLE=web serves the API and runs no job, PROCESS_ROLE=worker
 * runs the jobs and answers only its health routes. On PostgreSQL, two web servers and a worker on
 * one database work as one installation: a document uploaded through a web server is processed by
 * the worker, and a per-address sign-in limit counts the attempts on both web servers together.
 */

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

describe('a worker process', () => {
  let worker: TestServer;
  beforeAll(async () => {
    worker = await createTestServer({ PROCESS_ROLE: 'worker' });
  });
  afterAll(async () => {
    await worker?.close();
  });

  it('answers its health routes and nothing of the API', async () => {
    expect(worker.role).toBe('worker');
    expect((await worker.api('GET', '/api/v1/health')).status).toBe(200);
    expect((await worker.api('GET', '/api/v1/health/ready')).status).toBe(200);
    expect((await worker.api('GET', '/api/v1/metrics')).status).toBe(200);
    const login = await worker.api('POST', '/api/v1/auth/login', { body: { email: 'a@firm.test', password: 'x' } });
    expect(login.status).toBe(404);
    expect((await worker.api('GET', '/')).status).toBe(404); // no web app either
  });
});

describe.runIf(onPostgres)('two web servers and a worker on one PostgreSQL database', () => {
  const SIGN_IN_LIMIT = 6;
  let web1: TestServer;
  let web2: Server;
  let worker: Server;
  let firm: TestFirm;

  beforeAll(async () => {
    web1 = await createTestServer({ PROCESS_ROLE: 'web', LOGIN_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT) });
    const url = web1.deps.database.connectionString;
    // Same config, so the same data dir: it stands for the shared bucket (S3) of a real installation.
    web2 = await createServer(web1.deps.config, { database: await openDatabase({ url, pgliteDir: '' }) });
    worker = await createServer({ ...web1.deps.config, processRole: 'worker' }, { database: await openDatabase({ url, pgliteDir: '' }) });
    firm = await web1.createFirm('Three Processes LLP');
  });
  afterAll(async () => {
    await worker?.close();
    await web2?.close();
    await web1?.close();
  });

  it('a document uploaded through a web server is processed by the worker', async () => {
    expect([web1.role, web2.role, worker.role]).toEqual(['web', 'web', 'worker']);
    const token = await firm.token('associate');
    const matter: Case = await createCaseAs(web1, firm, 'associate', { name: 'Roles matter' });
    const uploaded = await ingestOne(web1, matter.id, token, 'memo.txt', 'The shipment left the Rotterdam warehouse on 3 March.');
    // Neither web server runs a worker: only the worker process can have processed it.
    const settled = await settledDocument(web1, uploaded.id, token, 30_000);
    expect(settled.status).toBe('processed');
    const seenOnTwo = await web2.app.inject({ method: 'GET', url: `/api/v1/documents/${uploaded.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(seenOnTwo.statusCode).toBe(200);
    expect((JSON.parse(seenOnTwo.body) as { status: string }).status).toBe('processed');
  });

  it('counts sign-in attempts from one address on both web servers against one limit', async () => {
    // A different address each time: failures for one address from one IP pause it (LOCKOUT_THRESHOLD), which is not what this counts.
    const attempt = (server: Server, i: number) =>
      server.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'user-agent': 'vitest' }, payload: { email: `nobody.${i}@roles.test`, password: 'Not-The-Password-1' } });
    const statuses: number[] = [];
    // Alternating: each server alone sees half the attempts, under the limit until the very end.
    for (let i = 0; i < SIGN_IN_LIMIT + 2; i++) statuses.push((await attempt(i % 2 === 0 ? web1 : web2, i)).statusCode);
    expect(statuses.slice(0, SIGN_IN_LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_LIMIT)).toEqual([429, 429]);
    const { rows } = await web1.deps.database.executeSql(`select count from rate_limit_hits where key like 'POST /api/v1/auth/login %'`);
    expect(rows).toEqual([{ count: SIGN_IN_LIMIT + 2 }]);
  });
});
