import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateCaseResponse, DepositionSession } from '@app/contract';
import type { Tx } from '../../db/client.js';
import type { Caller } from '../../platform/http/caller.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { loadCase } from '../cases/access.js';
import { sampleCase } from '../cases/test-support.js';
import { lockOrganization } from './policy.js';

/*
 * A firm or case row is locked for a check-then-write (the seat count, the case limit, a case's
 * change) with FOR NO KEY UPDATE. FOR UPDATE also blocked the FOR KEY SHARE lock every foreign-key
 * check takes on its parent row, so a write that merely referenced the firm or case — a new
 * deposition session, a party, an event — queued behind the lock holder; with the firm's audit
 * lock in the mix, PostgreSQL found a cycle and aborted one of them (the fuzz met
 * `DELETE /realtime-deposition/sessions/{id}` answering 500 on "deadlock detected"). The lint
 * rule in eslint.config.js keeps FOR UPDATE out of the server. PGlite has one connection: there
 * is no second transaction to hold up.
 */
const postgres = process.env.TEST_DB_DRIVER === 'postgres';

let server: TestServer;
let firm: TestFirm;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Row Locks LLP');
});
afterAll(() => server?.close());

/** Runs `lock` in a transaction and keeps it open until the returned release is called. */
async function holding(lock: (tx: Tx) => Promise<unknown>): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = server.deps.db.transaction(async (tx) => {
    await lock(tx);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

describe.skipIf(!postgres)('row locks on PostgreSQL', () => {
  it('a locked firm or case does not hold up writes that only reference it', async () => {
    const token = await firm.token('partner');
    const created = await server.api<CreateCaseResponse>('POST', '/api/v1/cases', { token, body: sampleCase({ name: 'Lock v. Key' }) });
    expect(created.status, created.text).toBe(201);
    const caseId = created.body.id;
    const user = firm.users.partner;
    const actor = { organizationId: firm.organizationId, userId: user.id, userEmail: user.email, userName: user.fullName, sessionId: null, ipAddress: '127.0.0.1', userAgent: 'vitest' };
    const partner: Caller = { organizationId: firm.organizationId, organizationName: firm.name, userId: user.id, name: user.fullName, role: 'partner', actor };
    const locks: [string, (tx: Tx) => Promise<unknown>][] = [
      ['the firm', (tx) => lockOrganization(tx, firm.organizationId)],
      ['the case', (tx) => loadCase(tx, partner, caseId, { lock: true })],
    ];
    for (const [what, lock] of locks) {
      const release = await holding(lock);
      const session = server.api<DepositionSession>('POST', '/api/v1/realtime-deposition/sessions', { token, body: { case_id: caseId, deponent: 'Raymond Voss' } });
      const first = await Promise.race([session, sleep(5_000).then(() => 'still waiting' as const)]);
      await release();
      expect(first === 'still waiting' ? `a new session waited for the lock on ${what}` : first.status).toBe(201);
      await session;
    }
  });
});
