import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Case, DocumentDetail, DocumentSummary } from '@app/contract';
import { loadConfig } from '../../../../config.js';
import { documents, mailboxIngests, organizations, users } from '../../../../db/schema/index.js';
import { createServer, type Server } from '../../../../server.js';
import { freePort, startServerProcess, waitUntilPartWay } from '../../../../test/server-process.js';
import { openTestDatabase } from '../../../../test/database.js';
import { issueSession } from '../../../auth/sessions.js';
import { sampleCase } from '../../../cases/test-support.js';
import { multipart } from '../../test-support.js';
import { documentProcessing } from '../processing-work.js';
import { mbox } from './mailbox-fixtures.js';

/**
 * A worker killed (SIGKILL, no shutdown) in the middle of a mailbox: a new server carries on from
 * the checkpoint, and every message is a document exactly once.
 */
const JWT_SECRET = 'mailbox-crash-secret-mailbox-crash-secret-0123';
const MESSAGES = 800;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const message = (i: number) =>
  [
    `From: Custodian ${i % 17} <custodian${i % 17}@example.com>`,
    `To: Counsel <counsel@example.com>`,
    `Subject: Weekly report ${i}`,
    `Date: Mon, ${1 + (i % 28)} Oct 2001 09:${String(i % 60).padStart(2, '0')}:00 -0500`,
    `Message-ID: <report-${i}@example.com>`,
    '',
    `Report number ${i}. ${'Volumes nominated, scheduled and confirmed for the pipeline. '.repeat(20)}`,
    '',
  ].join('\r\n');

async function associateToken(server: Server): Promise<string> {
  const db = server.deps.db;
  const [org] = await db.insert(organizations).values({ name: 'Mailbox Crash LLP', subscriptionType: 'professional', subscriptionStatus: 'active' }).returning();
  const [user] = await db
    .insert(users)
    .values({ organizationId: org!.id, email: 'associate@mailbox-crash.test', passwordHash: 'not-used', fullName: 'Crash Associate', role: 'associate', orgRole: 'associate', isVerified: true })
    .returning();
  return db.transaction(async (tx) => (await issueSession(tx, server.deps, user!, { ip: '127.0.0.1', userAgent: 'vitest' })).response.access_token);
}

describe('a mailbox whose worker crashed', () => {
  it('carries on from its checkpoint after a restart, every message a document exactly once', { timeout: 900_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ldd-mailbox-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (process.env.TEST_DB_DRIVER === 'postgres') {
      const { database, drop } = await openTestDatabase();
      databaseUrl = database.connectionString;
      await database.close();
      cleanups.push(drop);
    }
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO: 'false', LOG_LEVEL: 'silent', JWT_SECRET, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

    // 1. Upload with no worker running.
    const first = await createServer(config, { workers: false });
    const token = await associateToken(first);
    const matter = JSON.parse((await first.app.inject({ method: 'POST', url: '/api/v1/cases/', headers: { authorization: `Bearer ${token}` }, payload: sampleCase() })).body) as Case;
    const { payload, headers } = multipart({}, [{ filename: 'Reports.mbox', content: mbox(Array.from({ length: MESSAGES }, (_, i) => message(i))) }]);
    const uploaded = await first.app.inject({ method: 'POST', url: `/api/v1/documents/${matter.id}/ingest`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
    expect(uploaded.statusCode).toBe(201);
    const doc = (JSON.parse(uploaded.body) as { documents: DocumentSummary[] }).documents[0]!;
    expect(doc.detected_type).toBe('mbox');
    await first.close();

    // 2. A real server process starts reading it and is killed part-way.
    const port = await freePort();
    const logFile = path.join(dataDir, 'child.log');
    const child = startServerProcess(config, port, logFile, JWT_SECRET);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    cleanups.push(() => void (child.exitCode === null && child.kill('SIGKILL')));
    const partWay = await waitUntilPartWay(child, logFile, { baseUrl: `http://127.0.0.1:${port}`, documentId: doc.id, token }, { timeoutMs: 240_000, pollMs: 100 });
    expect(partWay.progress).toBeLessThan(100);
    child.kill('SIGKILL');
    await exited;

    // 3. A new server on the same data finishes it from the checkpoint.
    const restarted = await createServer(config, { workers: false });
    const [atCrash] = await restarted.deps.db.select().from(mailboxIngests).where(eq(mailboxIngests.documentId, doc.id));
    expect(atCrash!.itemsDone).toBeGreaterThan(0);
    expect(atCrash!.itemsDone).toBeLessThan(MESSAGES);
    const recordedAtCrash = await restarted.deps.db.select({ id: documents.id }).from(documents).where(eq(documents.parentId, doc.id));
    // Items and their checkpoint commit together: exactly the checkpoint's items exist.
    expect(recordedAtCrash).toHaveLength(atCrash!.itemsDone);
    await restarted.close();

    const resumed = await createServer(config);
    cleanups.push(() => resumed.close());
    if (resumed.deps.database.kind === 'postgres') {
      await resumed.deps.db.execute(sql`update documents set updated_at = now() - ${`${documentProcessing.spec.stalledAfterMs + 60_000} milliseconds`}::interval where id = ${doc.id}`);
      await documentProcessing.recover(resumed.deps, new Date(Date.now() - documentProcessing.spec.stalledAfterMs));
    }
    const deadline = Date.now() + 480_000;
    let done: DocumentDetail;
    for (;;) {
      const res = await resumed.app.inject({ method: 'GET', url: `/api/v1/documents/${doc.id}`, headers: { authorization: `Bearer ${token}` } });
      done = JSON.parse(res.body) as DocumentDetail;
      if (['processed', 'failed'].includes(done.status) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(done).toMatchObject({ status: 'processed', progress: 100, metadata: { mailbox: { items: MESSAGES, folders: { Reports: MESSAGES } } } });
    const [counts] = await resumed.deps.db
      .select({ n: sql<number>`count(*)::int`, distinctIndexes: sql<number>`count(distinct ${documents.metadata}->>'mailbox_index')::int` })
      .from(documents)
      .where(and(eq(documents.parentId, doc.id), isNull(documents.deletedAt)));
    expect(counts).toEqual({ n: MESSAGES, distinctIndexes: MESSAGES });
  });
});
