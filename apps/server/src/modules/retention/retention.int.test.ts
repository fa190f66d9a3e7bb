import { utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuditAction, AuditVerifyResponse, Case } from '@app/contract';
import { auditCheckpoints, auditLogs, documentPages, documents } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { asSuperuser, refusal } from '../../test/bypass-triggers.js';
import { recordAudit, systemActor } from '../../platform/audit/audit-log.js';
import { verifyAuditChain } from '../../platform/audit/verify-chain.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';
import { applyAuditRetention } from './audit-retention.js';
import { PURGED_AT_KEY, purgeDeletedFiles } from './deleted-files.js';
import { AUDIT_RETENTION_CRON, DELETED_FILES_CRON } from './module.js';

/*
 * Expired audit rows are made the way the writer allows: appendAudit takes the event's timestamp
 * and sets retention_date = timestamp + 7 years, so a row stamped eight years ago has expired.
 * (The trigger refuses UPDATE, so no row can be aged afterwards.) Deleted documents are aged
 * instead by passing the purge a `now` past the grace period.
 */

let server: TestServer;
const DAY = 86_400_000;
const EIGHT_YEARS_AGO = new Date(Date.now() - 8 * 366 * DAY);

beforeAll(async () => {
  server = await createTestServer({ DELETED_FILES_GRACE_DAYS: '30', UPLOAD_EXPIRY_HOURS: '24' });
});
afterAll(() => server?.close());

/** Appends rows to the firm's chain: 'old' rows are stamped eight years ago (expired), 'new' now. */
async function appendRows(firm: TestFirm, ages: ('old' | 'new')[]): Promise<void> {
  const actor = systemActor(firm.organizationId, 'vitest');
  for (const [n, age] of ages.entries()) {
    const action: AuditAction = 'case_viewed';
    await recordAudit(server.deps.db, actor, {
      action,
      resourceType: 'case',
      details: { n, age },
      ...(age === 'old' ? { timestamp: EIGHT_YEARS_AGO } : {}),
    });
  }
}

const chainRows = (chain: string) => server.deps.db.select().from(auditLogs).where(eq(auditLogs.chain, chain)).orderBy(asc(auditLogs.sequence));
const checkpointsOf = (chain: string) =>
  server.deps.db.select().from(auditCheckpoints).where(eq(auditCheckpoints.chain, chain)).orderBy(asc(auditCheckpoints.sequence));
const verify = (chain: string) => verifyAuditChain(server.deps.db, chain);
const retentionOf = async (chain: string, batchSize?: number) =>
  (await applyAuditRetention(server.deps, batchSize ? { batchSize } : {})).find((r) => r.chain === chain);

describe('audit trail retention', () => {
  it('removes exactly the expired prefix behind a checkpoint; the rest still verifies; a second run does nothing', async () => {
    const firm = await server.createFirm();
    const chain = firm.organizationId;
    // Rows 1-3 expired, row 4 not, row 5 expired again: only 1-3 form a prefix (no hole at 4).
    await appendRows(firm, ['old', 'old', 'old', 'new', 'old']);
    const before = await chainRows(chain);

    expect(await retentionOf(chain)).toEqual({ chain, rowsRemoved: 3, checkpoints: 1 });

    const after = await chainRows(chain);
    expect(after.map((r) => r.sequence)).toEqual([4, 5, 6]);
    expect(await checkpointsOf(chain)).toMatchObject([{ sequence: 3, hash: before[2]!.hash, rowsRemoved: 3 }]);
    const policy = after[2]!;
    expect(policy).toMatchObject({ action: 'data_retention_policy_applied', resourceType: 'audit', userName: 'System', organizationId: chain });
    expect(policy.details).toMatchObject({
      policy: 'audit_retention',
      checkpoint_sequence: 3,
      checkpoint_hash: before[2]!.hash,
      rows_removed: 3,
      removed_from_sequence: 1,
    });
    expect(await verify(chain)).toEqual({ intact: true, checked: 3, first_broken: null });
    // Through the route too, as an auditor sees it.
    const res = await server.api<AuditVerifyResponse>('GET', '/api/v1/audit/verify', { token: await firm.token('associate') });
    expect(res.body).toEqual({ intact: true, checked: 3, first_broken: null });

    expect(await retentionOf(chain)).toBeUndefined();
    expect((await chainRows(chain)).length).toBe(3);
    expect((await checkpointsOf(chain)).length).toBe(1);
  });

  it('takes a large backlog in several checkpoints, each named by its own retention row', async () => {
    const firm = await server.createFirm();
    const chain = firm.organizationId;
    await appendRows(firm, ['old', 'old', 'old', 'old', 'old', 'new']);
    expect(await retentionOf(chain, 2)).toEqual({ chain, rowsRemoved: 5, checkpoints: 3 });
    expect((await checkpointsOf(chain)).map((c) => [c.sequence, c.rowsRemoved])).toEqual([
      [2, 2],
      [4, 2],
      [5, 1],
    ]);
    const remaining = await chainRows(chain);
    expect(remaining.map((r) => r.action)).toEqual(['case_viewed', ...Array(3).fill('data_retention_policy_applied')]);
    expect(await verify(chain)).toEqual({ intact: true, checked: 4, first_broken: null });
  });

  it('still detects an edit, a gap and a deleted tail in what remains', async () => {
    const firm = await server.createFirm();
    const chain = firm.organizationId;
    await appendRows(firm, ['old', 'old', 'new', 'new', 'new', 'new']);
    await retentionOf(chain);
    const rows = await chainRows(chain); // sequences 3..7 (7 is the retention row)
    expect(rows.map((r) => r.sequence)).toEqual([3, 4, 5, 6, 7]);

    await asSuperuser(server.deps.db, sql`update audit_logs set resource_name = 'Nothing to see' where id = ${rows[1]!.id}`);
    expect((await verify(chain)).first_broken).toMatchObject({ sequence: 4, reason: expect.stringMatching(/edited/) });
    await asSuperuser(server.deps.db, sql`update audit_logs set resource_name = ${rows[1]!.resourceName} where id = ${rows[1]!.id}`);
    expect((await verify(chain)).intact).toBe(true);

    // The first remaining row deleted by hand: no checkpoint covers it.
    await asSuperuser(server.deps.db, sql`delete from audit_logs where id = ${rows[0]!.id}`);
    expect((await verify(chain)).first_broken).toMatchObject({ sequence: 3, reason: expect.stringMatching(/missing/) });
    await asSuperuser(server.deps.db, sql`delete from audit_logs where id = ${rows[4]!.id}`);
    expect((await verify(chain)).intact).toBe(false);
  });

  it('finds the tail deleted after retention', async () => {
    const firm = await server.createFirm();
    const chain = firm.organizationId;
    await appendRows(firm, ['old', 'new', 'new']);
    await retentionOf(chain);
    const rows = await chainRows(chain); // 2, 3, 4 (retention row)
    await asSuperuser(server.deps.db, sql`delete from audit_logs where id in (${rows[1]!.id}, ${rows[2]!.id})`);
    expect((await verify(chain)).first_broken).toMatchObject({ sequence: 3, reason: expect.stringMatching(/after 2 are missing/) });
  });

  it('refuses a deletion without a checkpoint, even with the retention setting on', async () => {
    const firm = await server.createFirm();
    const chain = firm.organizationId;
    await appendRows(firm, ['old', 'new']);
    const [first] = await chainRows(chain);
    const attempt = server.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.audit_retention', 'on', true)`);
      await tx.execute(sql`delete from audit_logs where id = ${first!.id}`);
    });
    expect(await refusal(attempt)).toMatch('DELETE is not allowed');
    // A checkpoint slipped in by hand (and the rows removed around the trigger) is not vouched
    // for by any retention row of the chain, so verification does not move its start for it.
    await server.deps.db.insert(auditCheckpoints).values({ chain, sequence: 1, hash: first!.hash, rowsRemoved: 1 });
    await asSuperuser(server.deps.db, sql`delete from audit_logs where id = ${first!.id}`);
    expect((await verify(chain)).first_broken).toMatchObject({ sequence: 1, reason: expect.stringMatching(/not named/) });
  });

  it('never seals rows that do not verify: an edited expired row stays, and stays reported', async () => {
    const firm = await server.createFirm();
    const chain = firm.organizationId;
    await appendRows(firm, ['old', 'old', 'new']);
    const rows = await chainRows(chain);
    await asSuperuser(server.deps.db, sql`update audit_logs set details = '{"n":99}'::jsonb where id = ${rows[1]!.id}`);
    expect(await retentionOf(chain)).toMatchObject({ chain, rowsRemoved: 0, refused: expect.stringMatching(/row 2 does not match its hash/) });
    expect((await chainRows(chain)).length).toBe(3);
    expect(await checkpointsOf(chain)).toEqual([]);
    expect((await verify(chain)).first_broken).toMatchObject({ sequence: 2, reason: expect.stringMatching(/edited/) });
  });

  it('works on the system chain (events with no firm)', async () => {
    // Other tests' system rows are all recent; this one is expired only if it is the chain's first.
    const first = (await chainRows('system'))[0];
    if (first && first.retentionDate > new Date()) {
      expect(await retentionOf('system')).toBeUndefined();
      expect((await verify('system')).intact).toBe(true);
      return;
    }
    await recordAudit(server.deps.db, { ...systemActor('x', 'vitest'), organizationId: null }, { action: 'login_failed', resourceType: 'authentication', timestamp: EIGHT_YEARS_AGO });
    await recordAudit(server.deps.db, { ...systemActor('x', 'vitest'), organizationId: null }, { action: 'login_failed', resourceType: 'authentication' });
    expect(await retentionOf('system')).toMatchObject({ chain: 'system', rowsRemoved: 1 });
    expect((await verify('system')).intact).toBe(true);
  });

  it('is scheduled daily', async () => {
    const { rows } = await server.deps.database.executeSql(`select name, cron from pgboss.schedule where name like 'retention.%' order by name`);
    expect(rows).toEqual([
      { name: 'retention.audit_trail', cron: AUDIT_RETENTION_CRON },
      { name: 'retention.deleted_files', cron: DELETED_FILES_CRON },
    ]);
  });
});

describe('deleted documents: files purged after the grace period', () => {
  let firm: TestFirm;
  let token: string;
  let matter: Case;
  let other: Case;
  beforeAll(async () => {
    firm = await server.createFirm('Retention LLP');
    token = await firm.token('associate');
    matter = await createCaseAs(server, firm, 'associate');
    other = await createCaseAs(server, firm, 'associate');
  });

  const blobPath = (sha: string) => path.join(server.dataDir, 'blobs', sha.slice(0, 2), sha);
  const blobExists = async (sha: string) => (await server.deps.blobs.size(sha)) !== null;
  const rowOf = async (id: string) => (await server.deps.db.select().from(documents).where(eq(documents.id, id)))[0]!;
  const purgeRows = (id: string) =>
    server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'data_retention_policy_applied'), eq(auditLogs.resourceId, id)));
  const remove = async (id: string) => expect((await server.api('DELETE', `/api/v1/documents/${id}`, { token })).status).toBe(200);
  const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

  it('keeps a deleted file during the grace period, then removes it with its text, marked and audited', async () => {
    const doc = await ingestOne(server, matter.id, token, 'Settlement memo.txt', `Settlement terms ${Date.now()}: confidential.`);
    await settledDocument(server, doc.id, token);
    const sha = (await rowOf(doc.id)).sha256;
    expect((await server.deps.db.select().from(documentPages).where(eq(documentPages.documentId, doc.id))).length).toBeGreaterThan(0);
    await remove(doc.id);

    await purgeDeletedFiles(server.deps, daysFromNow(29));
    expect(await blobExists(sha)).toBe(true);
    expect((await rowOf(doc.id)).metadata[PURGED_AT_KEY]).toBeUndefined();

    const at = daysFromNow(31);
    const first = await purgeDeletedFiles(server.deps, at);
    expect(first.purged).toBeGreaterThanOrEqual(1);
    expect(await blobExists(sha)).toBe(false);
    const row = await rowOf(doc.id);
    expect(row.metadata[PURGED_AT_KEY]).toBe(at.toISOString());
    expect(row.deletedAt).not.toBeNull();
    expect(await server.deps.db.select().from(documentPages).where(eq(documentPages.documentId, doc.id))).toEqual([]);
    const audited = await purgeRows(doc.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ chain: firm.organizationId, resourceType: 'document', userName: 'System' });
    expect(audited[0]!.details).toMatchObject({ policy: 'deleted_files', case_id: matter.id, grace_days: 30, sha256: sha, file_removed: true });

    expect(await purgeDeletedFiles(server.deps, daysFromNow(32))).toMatchObject({ purged: 0 });
    expect(await purgeRows(doc.id)).toHaveLength(1);
    expect((await verify(firm.organizationId)).intact).toBe(true);
  });

  it('keeps bytes another document still uses; the last one to go takes them', async () => {
    const content = `Shared exhibit ${Date.now()}`;
    const gone = await ingestOne(server, matter.id, token, 'Exhibit A.txt', content);
    const kept = await ingestOne(server, other.id, token, 'Exhibit A copy.txt', content);
    const sha = (await rowOf(gone.id)).sha256;
    expect((await rowOf(kept.id)).sha256).toBe(sha);
    await settledDocument(server, gone.id, token);
    await settledDocument(server, kept.id, token);
    await remove(gone.id);

    await purgeDeletedFiles(server.deps, daysFromNow(31));
    expect((await rowOf(gone.id)).metadata[PURGED_AT_KEY]).toBeDefined();
    expect((await purgeRows(gone.id))[0]!.details).toMatchObject({ file_removed: false });
    expect(await blobExists(sha)).toBe(true);
    // The live copy still opens.
    expect((await server.api('GET', `/api/v1/documents/${kept.id}/download`, { token })).status).toBe(200);

    await remove(kept.id);
    await purgeDeletedFiles(server.deps, daysFromNow(29));
    expect(await blobExists(sha)).toBe(true);
    await purgeDeletedFiles(server.deps, daysFromNow(31));
    expect(await blobExists(sha)).toBe(false);
    expect((await purgeRows(kept.id))[0]!.details).toMatchObject({ file_removed: true });
  });

  it('waits when the same bytes were written again moments ago (an identical upload in flight)', async () => {
    const doc = await ingestOne(server, matter.id, token, 'Draft.txt', `Draft ${Date.now()}`);
    await settledDocument(server, doc.id, token);
    const sha = (await rowOf(doc.id)).sha256;
    await remove(doc.id);
    // The store's clock says the bytes were written an hour before the purge runs.
    const at = daysFromNow(31);
    const renewed = new Date(at.getTime() - 3600_000);
    utimesSync(blobPath(sha), renewed, renewed);

    expect(await purgeDeletedFiles(server.deps, at)).toMatchObject({ deferred: 1 });
    expect(await blobExists(sha)).toBe(true);
    expect((await rowOf(doc.id)).metadata[PURGED_AT_KEY]).toBeUndefined();
    expect(await purgeRows(doc.id)).toEqual([]);

    expect(await purgeDeletedFiles(server.deps, daysFromNow(33))).toMatchObject({ purged: 1, blobsRemoved: 1, deferred: 0 });
    expect(await blobExists(sha)).toBe(false);
  });

  it('lets the hourly clean-up remove bytes only a purged document still names', async () => {
    const content = `Shared letter ${Date.now()}`;
    const gone = await ingestOne(server, matter.id, token, 'Letter.txt', content);
    const live = await ingestOne(server, other.id, token, 'Letter copy.txt', content);
    const sha = (await rowOf(gone.id)).sha256;
    await settledDocument(server, gone.id, token);
    await settledDocument(server, live.id, token);
    await remove(gone.id);
    await purgeDeletedFiles(server.deps, daysFromNow(31));
    expect(await blobExists(sha)).toBe(true);
    // The live copy goes for good (as when its case is deleted permanently) and the bytes age.
    await server.deps.db.delete(documents).where(eq(documents.id, live.id));
    const old = new Date(Date.now() - 2 * DAY);
    utimesSync(blobPath(sha), old, old);
    await server.deps.jobs.send('documents.cleanup', {});
    const deadline = Date.now() + 15_000;
    while ((await blobExists(sha)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await blobExists(sha)).toBe(false);
  });
});
