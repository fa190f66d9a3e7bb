import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { AuditVerifyResponse } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { asSuperuser, refusal } from '../../test/bypass-triggers.js';
import { auditLogs, type AuditRow } from '../../db/schema/index.js';
import { chainHash } from '../../platform/audit/canonical.js';
import { recordAudit, systemActor } from '../../platform/audit/audit-log.js';
import { migrationsFolder } from '../../db/client.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne } from '../documents/test-support.js';
import { actorFor, seedMarch2024 } from './test-seed.js';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

/** A firm with eight chained rows, so each tampering test has its own chain. */
async function seededFirm(): Promise<{ firm: TestFirm; rows: AuditRow[] }> {
  const firm = await server.createFirm();
  await seedMarch2024(server, firm);
  const rows = await server.deps.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.chain, firm.organizationId))
    .orderBy(asc(auditLogs.sequence));
  return { firm, rows };
}

const verify = async (firm: TestFirm) =>
  server.api<AuditVerifyResponse>('GET', '/api/v1/audit/verify', { token: await firm.token('associate') });

describe('the audit table is append-only', () => {
  it('refuses a plain UPDATE, DELETE and TRUNCATE', async () => {
    const { rows } = await seededFirm();
    const id = rows[0]!.id;
    const attempt = (statement: ReturnType<typeof sql>) => server.deps.db.transaction(async (tx) => tx.execute(statement));
    expect(await refusal(attempt(sql`update audit_logs set action = 'logout' where id = ${id}`))).toMatch(
      'audit_logs is append-only: UPDATE is not allowed',
    );
    expect(await refusal(attempt(sql`delete from audit_logs where id = ${id}`))).toMatch('DELETE is not allowed');
    expect(await refusal(attempt(sql`truncate audit_logs`))).toMatch('TRUNCATE is not allowed');
    const [still] = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.id, id));
    expect(still?.action).toBe('login');
  });
});

describe('GET /audit/verify detects tampering', () => {
  it('reports an untouched chain as intact', async () => {
    const { firm } = await seededFirm();
    const res = await verify(firm);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ intact: true, checked: 8, first_broken: null });
  });

  it('finds a row edited with raw SQL', async () => {
    const { firm, rows } = await seededFirm();
    const target = rows[2]!;
    await asSuperuser(server.deps.db, sql`update audit_logs set resource_name = 'Nothing to see' where id = ${target.id}`);
    const res = await verify(firm);
    expect(res.body.intact).toBe(false);
    expect(res.body.checked).toBe(2);
    expect(res.body.first_broken).toMatchObject({ id: target.id, sequence: 3, reason: expect.stringMatching(/edited/) });
  });

  it('finds an edit whose hash was recomputed: the next row no longer links to it', async () => {
    const { firm, rows } = await seededFirm();
    const target = rows[3]!;
    const { prevHash, hash: _old, caseId: _case, ...fields } = target;
    const forgedHash = chainHash(prevHash, { ...fields, outcome: 'failure' });
    await asSuperuser(server.deps.db, sql`update audit_logs set outcome = 'failure', hash = ${forgedHash} where id = ${target.id}`);
    const res = await verify(firm);
    expect(res.body.intact).toBe(false);
    expect(res.body.first_broken).toMatchObject({ id: rows[4]!.id, sequence: 5, reason: expect.stringMatching(/previous row/) });
  });

  it('finds a row deleted from the middle', async () => {
    const { firm, rows } = await seededFirm();
    await asSuperuser(server.deps.db, sql`delete from audit_logs where id = ${rows[4]!.id}`);
    const res = await verify(firm);
    expect(res.body.intact).toBe(false);
    expect(res.body.checked).toBe(4);
    expect(res.body.first_broken).toMatchObject({ id: null, sequence: 5, reason: expect.stringMatching(/missing/) });
  });

  it('finds rows deleted from the tail', async () => {
    const { firm, rows } = await seededFirm();
    await asSuperuser(server.deps.db, sql`delete from audit_logs where id in (${rows[6]!.id}, ${rows[7]!.id})`);
    const res = await verify(firm);
    expect(res.body.intact).toBe(false);
    expect(res.body.checked).toBe(6);
    expect(res.body.first_broken).toMatchObject({ sequence: 7, reason: expect.stringMatching(/after 6 are missing/) });
  });

  it('keeps the other firms intact and the triggers on after a tampering transaction', async () => {
    const { firm, rows } = await seededFirm();
    const bystander = await seededFirm();
    await asSuperuser(server.deps.db, sql`update audit_logs set details = '{"x":1}'::jsonb where id = ${rows[0]!.id}`);
    expect((await verify(firm)).body.intact).toBe(false);
    expect((await verify(bystander.firm)).body.intact).toBe(true);
    // SET LOCAL ended with the transaction: the next plain UPDATE is refused again.
    const plain = server.deps.db.transaction(async (tx) =>
      tx.execute(sql`update audit_logs set action = 'logout' where id = ${rows[1]!.id}`),
    );
    expect(await refusal(plain)).toMatch(/append-only/);
  });
});

// PostgreSQL only: the false alarm needs rows committing on other connections while the check
// reads; PGlite has one connection (its 50-client run over HTTP is concurrent-load.int.test.ts).
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('GET /audit/verify while the firm is busy', () => {
  // Regression: on PostgreSQL, verification read the chain head after walking the rows, so rows
  // committed during the walk made it answer "Rows after N are missing" 27 times in 37.
  it('never reports a false alarm while audited writes commit concurrently, and still finds a real deletion', async () => {
    const { firm, rows } = await seededFirm();
    const actor = { ...systemActor(firm.organizationId, 'vitest'), userName: 'Load' };
    // Each writer yields a turn of the event loop between rows, as requests arriving over sockets
    // do; a loop of back-to-back writes on the embedded database would never let the check run.
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    let writersDone = false;
    const writers = Array.from({ length: 12 }, async () => {
      for (let n = 0; n < 25; n += 1) {
        await recordAudit(server.deps.db, actor, { action: 'search_performed', resourceType: 'search', details: { n } });
        await turn();
      }
      return 25;
    });
    const allWritten = Promise.all(writers).finally(() => {
      writersDone = true;
    });
    const token = await firm.token('associate');
    const answers: AuditVerifyResponse[] = [];
    while (!writersDone || answers.length < 2) {
      const res = await server.api<AuditVerifyResponse>('GET', '/api/v1/audit/verify', { token });
      expect(res.status).toBe(200);
      answers.push(res.body);
    }
    const written = (await allWritten).reduce((a, b) => a + b, 0);
    expect(written).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(1);
    expect(answers.filter((a) => !a.intact)).toEqual([]);
    const after = await verify(firm);
    expect(after.body).toEqual({ intact: true, checked: rows.length + written, first_broken: null });

    await asSuperuser(server.deps.db, sql`delete from audit_logs where id = ${rows[5]!.id}`);
    const tampered = await verify(firm);
    expect(tampered.body.intact).toBe(false);
    expect(tampered.body.first_broken).toMatchObject({ sequence: 6, reason: expect.stringMatching(/missing/) });
  });
});

describe('the case a row is about (ethical walls) sits outside the chain', () => {
  it('migration 0023 fills it for rows written before it existed, rewriting no hashed field', async () => {
    const firm = await server.createFirm();
    const partner = await firm.token('partner');
    const matter = await createCaseAs(server, firm, 'partner', { name: 'Backfilled matter' });
    const doc = await ingestOne(server, matter.id, partner, 'Backfilled.txt', 'Backfilled text.');
    const actor = actorFor(firm.users.partner);
    await recordAudit(server.deps.db, actor, { action: 'document_updated', resourceType: 'document', resourceId: doc.id, details: { change: 'reprocess' } });
    await recordAudit(server.deps.db, actor, { action: 'search_performed', resourceType: 'search', details: { query: 'x', filters: { case_id: matter.id } } });
    await recordAudit(server.deps.db, actor, { action: 'login', resourceType: 'authentication' });
    const before = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.chain, firm.organizationId)).orderBy(asc(auditLogs.sequence));
    expect(before.filter((r) => r.caseId === matter.id).length).toBeGreaterThanOrEqual(4);

    // The rows as they were before the column: no case recorded.
    await asSuperuser(server.deps.db, sql`update audit_logs set case_id = null where chain = ${firm.organizationId}`);
    // The migration's own statements, from its file (switch the trigger off, fill, switch it on).
    const statements = readFileSync(path.join(migrationsFolder, '0023_audit_case_scope.sql'), 'utf8').split('--> statement-breakpoint');
    for (const statement of statements.filter((s) => /DISABLE TRIGGER|^\s*(--.*\n)*\s*UPDATE|ENABLE TRIGGER/.test(s))) await server.deps.database.executeSql(statement);

    const after = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.chain, firm.organizationId)).orderBy(asc(auditLogs.sequence));
    expect(after.map((r) => r.caseId)).toEqual(before.map((r) => r.caseId));
    expect(after.map((r) => r.hash)).toEqual(before.map((r) => r.hash));
    expect((await verify(firm)).body.intact).toBe(true);
    // And the append-only trigger is back on.
    const attempt = server.deps.db.transaction(async (tx) => tx.execute(sql`update audit_logs set case_id = null where chain = ${firm.organizationId}`));
    expect(await refusal(attempt)).toMatch('UPDATE is not allowed');
  });
});
