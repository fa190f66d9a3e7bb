import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Case, DocumentDetail, DocumentSummary } from '@app/contract';
import { loadConfig } from '../../../config.js';
import { organizations, users, documents } from '../../../db/schema/index.js';
import { createServer, type Server } from '../../../server.js';
import { freePort, startServerProcess, waitUntilPartWay } from '../../../test/server-process.js';
import { openTestDatabase } from '../../../test/database.js';
import { issueSession } from '../../auth/sessions.js';
import { sampleCase } from '../../cases/test-support.js';
import { multipart } from '../test-support.js';
import { documentProcessing } from './processing-work.js';
import { makeScannedPdfPages } from './test-fixtures.js';

const STALLED_AFTER_MS = documentProcessing.spec.stalledAfterMs;

/**
 * "A job interrupted by a crash finishes after restart": a real server process is killed
 * (SIGKILL, no shutdown at all) while it OCRs a scanned PDF, and a new server on the same data
 * dir and database must finish the document.
 */
const JWT_SECRET = 'crash-test-secret-crash-test-secret-0123456789';
const PAGES = ['EXHIBIT ALPHA', 'EXHIBIT BRAVO', 'EXHIBIT CHARLIE', 'EXHIBIT DELTA', 'EXHIBIT ECHO', 'EXHIBIT FOXTROT'];

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A firm with one associate and a fresh access token, straight in the database. */
async function associateToken(server: Server): Promise<string> {
  const db = server.deps.db;
  const [org] = await db.insert(organizations).values({ name: 'Crash Test LLP', subscriptionType: 'professional', subscriptionStatus: 'active' }).returning();
  const [user] = await db
    .insert(users)
    .values({ organizationId: org!.id, email: 'associate@crash.test', passwordHash: 'not-used', fullName: 'Crash Associate', role: 'associate', orgRole: 'associate', isVerified: true })
    .returning();
  return db.transaction(async (tx) => (await issueSession(tx, server.deps, user!, { ip: '127.0.0.1', userAgent: 'vitest' })).response.access_token);
}

async function inject<T>(server: Server, method: 'GET' | 'POST', url: string, token: string, body?: object): Promise<{ status: number; body: T }> {
  const res = await server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
  return { status: res.statusCode, body: JSON.parse(res.body) as T };
}

describe('crash mid-job', () => {
  it('finishes a document whose server was killed while processing it, once a new server starts', { timeout: 420_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ldd-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (process.env.TEST_DB_DRIVER === 'postgres') {
      const { database, drop } = await openTestDatabase();
      databaseUrl = database.connectionString;
      await database.close();
      cleanups.push(drop);
    }
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO: 'false', LOG_LEVEL: 'silent', JWT_SECRET, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

    // 1. Upload with no worker running: the document waits in the queue.
    const first = await createServer(config, { workers: false });
    const token = await associateToken(first);
    const matter = (await inject<Case>(first, 'POST', '/api/v1/cases/', token, sampleCase())).body;
    const { payload, headers } = multipart({}, [{ filename: 'exhibits-scan.pdf', content: await makeScannedPdfPages(PAGES.map((p) => [p, 'Produced in discovery'])) }]);
    const uploaded = await first.app.inject({ method: 'POST', url: `/api/v1/documents/${matter.id}/ingest`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
    expect(uploaded.statusCode).toBe(201);
    const doc = (JSON.parse(uploaded.body) as { documents: DocumentSummary[] }).documents[0]!;
    await first.close();

    // 2. A real server process picks the job up and is killed in the middle of it.
    const port = await freePort();
    const logFile = path.join(dataDir, 'child.log');
    const child = startServerProcess(config, port, logFile, JWT_SECRET);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    cleanups.push(() => void (child.exitCode === null && child.kill('SIGKILL')));
    const midway = await waitUntilPartWay(child, logFile, { baseUrl: `http://127.0.0.1:${port}`, documentId: doc.id, token }, { timeoutMs: 180_000, pollMs: 200 });
    expect(midway.page_count).toBeNull();
    child.kill('SIGKILL');
    await exited;

    // 3. A new server on the same data dir and database finishes it.
    const restarted = await createServer(config);
    cleanups.push(() => restarted.close());
    if (restarted.deps.database.kind === 'postgres') {
      // PostgreSQL may be shared by several servers, so a document counts as abandoned only once
      // its heartbeat has been silent for STALLED_AFTER_MS: let that time pass, then sweep as the
      // running server does every minute. (With PGlite the start-up sweep already recovered it.)
      const stale = await restarted.deps.db.select({ status: documents.status }).from(documents).where(eq(documents.id, doc.id));
      expect(stale[0]?.status).toBe('processing');
      await restarted.deps.db.execute(sql`update documents set updated_at = now() - ${`${STALLED_AFTER_MS + 60_000} milliseconds`}::interval where id = ${doc.id}`);
      expect(await documentProcessing.recover(restarted.deps, new Date(Date.now() - STALLED_AFTER_MS))).toMatchObject({ retried: 1 });
    }
    const deadline = Date.now() + 240_000;
    let done: DocumentDetail;
    for (;;) {
      done = (await inject<DocumentDetail>(restarted, 'GET', `/api/v1/documents/${doc.id}`, token)).body;
      if (['processed', 'failed', 'unsupported'].includes(done.status) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(done).toMatchObject({ status: 'processed', page_count: PAGES.length, progress: 100, failure_reason: null });
    expect(done.pages.map((p) => p.page_number)).toEqual([1, 2, 3, 4, 5, 6]);
    done.pages.forEach((page, i) => {
      expect(page.ocr).toBe(true);
      expect(page.text).toContain(PAGES[i]);
    });
  });
});
