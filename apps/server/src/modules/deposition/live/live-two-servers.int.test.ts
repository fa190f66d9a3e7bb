import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { DepositionSession, LiveEvent, Role } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../../test/harness.js';
import { createCaseAs } from '../../cases/test-support.js';
import { createServer, type Server } from '../../../server.js';
import { openDatabase } from '../../../db/client.js';
import { analysisSettled } from '../run-assistant.js';
import { LiveTestClient } from './test-client.js';

/*
 * Two app servers on one PostgreSQL database: a participant on each sees the same
 * stream, whichever server the testimony came through, and both see each other in presence —
 * the servers meet only through the database (LISTEN/NOTIFY).
 */

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

const listen = async (app: Server['app']): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};
const segmentTexts = (events: LiveEvent[]) => events.flatMap((e) => (e.type === 'segment' ? [e.segment.text] : []));
const shared = (events: LiveEvent[]) => events.map((e) => (e.type === 'session' ? { ...e, session: { ...e.session, can_run: false } } : e));

describe.runIf(onPostgres)('live channel across two app servers on PostgreSQL', () => {
  let one: TestServer;
  let two: Server;
  let baseOne: string;
  let baseTwo: string;
  let firm: TestFirm;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    one = await createTestServer();
    const database = await openDatabase({ url: one.deps.database.connectionString, pgliteDir: '' });
    two = await createServer(one.deps.config, { database });
    firm = await one.createFirm('Two Servers LLP');
    for (const role of ['associate', 'partner', 'admin'] as const) tokens[role] = await firm.token(role);
    baseOne = await listen(one.app);
    baseTwo = await listen(two.app);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('a participant on each server sees the same stream, in order, and both in presence', async () => {
    const matter = await createCaseAs(one, firm, 'associate', { name: 'Two servers matter' });
    const created = await one.api<DepositionSession>('POST', '/api/v1/realtime-deposition/sessions', { token: tokens.associate, body: { case_id: matter.id, deponent: 'Raymond Voss' } });
    expect(created.status, created.text).toBe(201);
    const sessionId = created.body.id;

    const alice = LiveTestClient.connect(baseOne, sessionId, tokens.associate);
    const paul = LiveTestClient.connect(baseTwo, sessionId, tokens.partner);
    await Promise.all([alice.resume(0), paul.resume(0)]);
    // Presence crosses servers: each sees both people.
    const both = [firm.users.associate.id, firm.users.partner.id].sort();
    await alice.waitFor(() => JSON.stringify(alice.presence()) === JSON.stringify(both), 5_000, 'both in presence on server one');
    await paul.waitFor(() => JSON.stringify(paul.presence()) === JSON.stringify(both), 5_000, 'both in presence on server two');

    // Started on server two; testimony through server one's HTTP, server two's HTTP and Paul's socket on server two.
    const started = await two.app.inject({ method: 'POST', url: `/api/v1/realtime-deposition/sessions/${sessionId}/start`, headers: { authorization: `Bearer ${tokens.associate}` } });
    expect(started.statusCode, started.body).toBe(200);
    const expected: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const viaOne = one.api('POST', `/api/v1/realtime-deposition/sessions/${sessionId}/segments`, { token: tokens.admin, body: { text: `Q. One ${i}?\nA. One answer ${i}.` } });
      const viaTwo = two.app.inject({ method: 'POST', url: `/api/v1/realtime-deposition/sessions/${sessionId}/segments`, headers: { authorization: `Bearer ${tokens.admin}` }, payload: { text: `Q. Two ${i}?\nA. Two answer ${i}.` } });
      paul.send({ type: 'segments', segments: [{ kind: 'colloquy', text: `Socket note ${i}.`, speaker: 'MR. LANE' }] });
      const [a, b] = await Promise.all([viaOne, viaTwo]);
      expect(a.status).toBe(201);
      expect(b.statusCode).toBe(201);
      expected.push(`One ${i}?`, `One answer ${i}.`, `Two ${i}?`, `Two answer ${i}.`, `Socket note ${i}.`);
    }
    await alice.waitFor(() => segmentTexts(alice.events()).length === expected.length, 15_000, 'every line on server one');
    await Promise.all([analysisSettled(one.deps, sessionId), analysisSettled(two.deps, sessionId)]);
    const head = (await one.api<DepositionSession>('GET', `/api/v1/realtime-deposition/sessions/${sessionId}`, { token: tokens.partner })).body.last_seq;
    await Promise.all([alice.untilSeq(head), paul.untilSeq(head)]);

    for (const client of [alice, paul]) {
      expect(client.events().map((e) => e.seq)).toEqual(Array.from({ length: head }, (_, i) => i + 1));
      expect(segmentTexts(client.events()).sort()).toEqual([...expected].sort());
    }
    expect(shared(paul.events())).toEqual(shared(alice.events()));

    await paul.close();
    await alice.waitFor(() => JSON.stringify(alice.presence()) === JSON.stringify([firm.users.associate.id]), 5_000, 'Paul left (seen on server one)');
    await alice.close();
  });
});
