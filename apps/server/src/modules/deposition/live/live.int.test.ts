import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { DepositionSession, LiveEvent, Role } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../../test/harness.js';
import { createCaseAs } from '../../cases/test-support.js';
import { createServer, type Server } from '../../../server.js';
import { auditLogs, depositionSessions } from '../../../db/schema/index.js';
import { analysisSettled } from '../run-assistant.js';
import { AccessTokens } from '../../../platform/auth/access-token.js';
import { LIVE_CLOSE } from './frames.js';
import { LiveTestClient } from './test-client.js';

/*
 * The live channel over real sockets on a listening server: two participants
 * see every event once and in order, whoever writes it (HTTP or the socket); a participant that
 * drops resumes from its seq; a restart of the server is a reconnect and a resume; refusals and
 * malformed frames close with their code and reason and change nothing.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let base: string;
let caseId: string;
const tokens = {} as Record<Role, string>;

const listen = async (app: Server['app']): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Live LLP');
  other = await server.createFirm('Elsewhere LLP');
  for (const role of ['associate', 'partner', 'admin', 'paralegal', 'viewer'] as const) tokens[role] = await firm.token(role);
  caseId = (await createCaseAs(server, firm, 'associate', { name: 'Northwind v. Castellan (live)' })).id;
  base = await listen(server.app);
});
afterAll(() => server?.close());

async function newSession(opts: { start?: boolean } = {}): Promise<DepositionSession> {
  const created = await server.api<DepositionSession>('POST', '/api/v1/realtime-deposition/sessions', {
    token: tokens.associate,
    body: { case_id: caseId, deponent: 'Raymond Voss', examining_attorney: 'Ms. Harper', goals: ['Establish that Castellan received the notice of breach'] },
  });
  expect(created.status, created.text).toBe(201);
  if (opts.start === false) return created.body;
  const started = await server.api<DepositionSession>('POST', `/api/v1/realtime-deposition/sessions/${created.body.id}/start`, { token: tokens.associate });
  expect(started.status, started.text).toBe(200);
  return started.body;
}

async function postLines(sessionId: string, text: string, token = tokens.admin): Promise<void> {
  const res = await server.api('POST', `/api/v1/realtime-deposition/sessions/${sessionId}/segments`, { token, body: { text, source: 'realtime' } });
  expect(res.status, res.text).toBe(201);
}

/** The session's head once the assistant has finished with everything stored so far. */
async function settledHead(sessionId: string, on: Server = server): Promise<number> {
  await analysisSettled(on.deps, sessionId);
  const res = await server.api<DepositionSession>('GET', `/api/v1/realtime-deposition/sessions/${sessionId}`, { token: tokens.partner });
  return res.body.last_seq;
}

const seqs = (events: LiveEvent[]) => events.map((e) => e.seq);
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
const segmentTexts = (events: LiveEvent[]) => events.flatMap((e) => (e.type === 'segment' ? [e.segment.text] : []));
/** Events as every participant gets them (a 'session' event's can_run is each participant's own). */
const shared = (events: LiveEvent[]) => events.map((e) => (e.type === 'session' ? { ...e, session: { ...e.session, can_run: false } } : e));

describe('live channel: two participants', () => {
  it('both receive every event once, in order, from HTTP and from the socket; presence and one audit row per join', async () => {
    const session = await newSession();
    const alice = LiveTestClient.connect(base, session.id, tokens.associate);
    const paul = LiveTestClient.connect(base, session.id, tokens.partner, { protocols: ['live.v1'] });
    await Promise.all([alice.opened, paul.opened]);
    // The token is never echoed when the client offers a protocol of its own.
    expect(paul.socket.protocol).toBe('live.v1');
    expect(alice.socket.protocol).toBe(`bearer.${tokens.associate}`);
    const [aliceReady, paulReady] = await Promise.all([alice.resume(0), paul.resume(0)]);
    expect(aliceReady).toBe(session.last_seq);
    expect(paulReady).toBe(session.last_seq);
    expect(alice.messages[0]?.type).toBe('ready');
    // Presence reaches each socket on its own schedule: wait for both, not just the first.
    await alice.waitFor(() => alice.presence()?.length === 2, 5_000, 'both in presence');
    await paul.waitFor(() => paul.presence()?.length === 2, 5_000, 'both in presence (Paul)');
    expect(alice.presence()).toEqual([firm.users.associate.id, firm.users.partner.id].sort());
    const paulPresence = paul.messages.filter((m) => m.type === 'presence').at(-1);
    expect(paulPresence?.type === 'presence' && paulPresence.participants.find((p) => p.user_id === firm.users.associate.id)).toMatchObject({ name: firm.users.associate.fullName, role: 'associate' });

    // A third party's feed over HTTP and Alice's typing over the socket, interleaved.
    const expected: string[] = [];
    for (let i = 1; i <= 6; i++) {
      alice.send({ type: 'segments', text: `Q. Socket question ${i}?\nA. Socket answer ${i}.`, source: 'typed' });
      await postLines(session.id, `Q. Feed question ${i}?\nA. Feed answer ${i}.`);
      alice.send({ type: 'ping' });
    }
    await alice.waitFor(() => segmentTexts(alice.events()).length === 24, 15_000, '24 segments');
    for (let i = 1; i <= 6; i++) expected.push(`Socket question ${i}?`, `Socket answer ${i}.`, `Feed question ${i}?`, `Feed answer ${i}.`);
    const head = await settledHead(session.id);
    await Promise.all([alice.untilSeq(head), paul.untilSeq(head)]);

    for (const client of [alice, paul]) {
      expect(seqs(client.events())).toEqual(range(1, head));
      expect(segmentTexts(client.events()).sort()).toEqual([...expected].sort());
      expect(client.messages.some((m) => m.type === 'error')).toBe(false);
    }
    // The same stream for both: the same events in the same order.
    expect(shared(paul.events())).toEqual(shared(alice.events()));
    // Each socket's lines stay in the order they were sent, Q before A.
    const aliceLines = segmentTexts(alice.events()).filter((t) => t.startsWith('Socket'));
    expect(aliceLines).toEqual(expected.filter((t) => t.startsWith('Socket')));
    // Everything sent is what the transcript holds, in line order.
    const transcript = await server.api<{ segments: { text: string; seq: number }[] }>('GET', `/api/v1/realtime-deposition/sessions/${session.id}/transcript`, { token: tokens.partner });
    expect(transcript.body.segments.map((s) => s.text)).toEqual(segmentTexts(alice.events()));

    await paul.close();
    await alice.waitFor(() => alice.presence()?.length === 1, 5_000, 'Paul left');
    await alice.close();
    // Joining is one case_viewed row per participant; the transcript read above is one of its own.
    const viewed = await server.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'case_viewed'), sql`${auditLogs.details}->>'session_id' = ${session.id}`));
    expect(viewed.filter((row) => row.details.view === 'deposition_transcript')).toHaveLength(1);
    const joins = viewed.filter((row) => row.details.view === undefined);
    expect(joins).toHaveLength(2);
    expect(joins.every((row) => row.details.change === 'deposition_joined' && row.resourceId === caseId)).toBe(true);
    expect(joins.map((row) => row.userId).sort()).toEqual([firm.users.associate.id, firm.users.partner.id].sort());
  });

  it('a participant that drops resumes from its last seq without gaps or duplicates', async () => {
    const session = await newSession();
    const alice = LiveTestClient.connect(base, session.id, tokens.associate);
    await alice.resume(0);
    const bob = LiveTestClient.connect(base, session.id, tokens.partner, { via: 'query' });
    await bob.resume(0);
    await postLines(session.id, 'Q. Where were you on October 30?\nA. In Newark.');
    await bob.waitFor(() => segmentTexts(bob.events()).length === 2, 10_000, 'two lines');
    const before = bob.events();
    await bob.close();

    for (let i = 0; i < 5; i++) await postLines(session.id, `Q. Gap question ${i}?\nA. Gap answer ${i}.`);
    alice.send({ type: 'segments', segments: [{ kind: 'colloquy', text: 'Let the record reflect the witness nodded.', speaker: 'MR. SMITH' }] });
    await alice.waitFor(() => segmentTexts(alice.events()).length === 13, 10_000, '13 lines');

    const again = LiveTestClient.connect(base, session.id, tokens.partner);
    await again.resume(before.at(-1)?.seq ?? 0);
    const head = await settledHead(session.id);
    await Promise.all([again.untilSeq(head), alice.untilSeq(head)]);
    const stitched = [...before, ...again.events()];
    expect(seqs(stitched)).toEqual(range(1, head));
    expect(shared(stitched)).toEqual(shared(alice.events()));
    await again.close();
    await alice.close();
  });
});

describe('live channel: refusals and bad frames', () => {
  let session: DepositionSession;
  beforeAll(async () => {
    session = await newSession();
  });

  const refusal = async (token: string | null, opts: { via?: 'protocol' | 'query' } = {}) => {
    const client = LiveTestClient.connect(base, session.id, token, opts);
    return client.closed;
  };

  it('closes 4401 for a bad or missing token, 4403 below associate, 4404 for another firm', async () => {
    expect(await refusal('not-a-token')).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'Unauthorized' });
    expect(await refusal(null)).toMatchObject({ code: LIVE_CLOSE.unauthorized });
    expect(await refusal('forged.token.here', { via: 'query' })).toMatchObject({ code: LIVE_CLOSE.unauthorized });
    const paralegal = await refusal(tokens.paralegal);
    expect(paralegal.code).toBe(LIVE_CLOSE.forbidden);
    expect(paralegal.reason).toMatch(/associate/i);
    expect((await refusal(tokens.viewer)).code).toBe(LIVE_CLOSE.forbidden);
    expect(await refusal(await other.token('partner'))).toEqual({ code: LIVE_CLOSE.notFound, reason: 'Deposition session not found' });
    // A revoked session's token is refused like any HTTP request's.
    const login = await firm.login('associate');
    const signOut = await server.api('POST', '/api/v1/auth/logout', { token: login.access_token, body: {} });
    expect([200, 204]).toContain(signOut.status);
    expect((await refusal(login.access_token)).code).toBe(LIVE_CLOSE.unauthorized);
    // A plain GET (no upgrade) is still an ordinary route: 401 without a token, 404 with one.
    expect((await server.api('GET', `/api/v1/realtime-deposition/sessions/${session.id}/live`)).status).toBe(401);
    expect((await server.api('GET', `/api/v1/realtime-deposition/sessions/${session.id}/live`, { token: tokens.paralegal })).status).toBe(403);
  });

  it('a malformed frame closes 4400 with the reason, and the session is unchanged', async () => {
    const head = await settledHead(session.id);
    const huge = JSON.stringify({ type: 'segments', text: 'Q. x'.padEnd(server.deps.config.bodyLimitBytes + 10, 'x') });
    const cases: [unknown, RegExp][] = [
      ['{"type": "segments", "text": "Q. Unfinished', /not JSON/],
      [{ type: 'shout', text: 'hello' }, /unknown frame type "shout"/],
      [{ no: 'type' }, /no "type"/],
      [[1, 2], /not a JSON object/],
      [{ type: 'resume', after_seq: -1 }, /invalid resume frame: after_seq/],
      [{ type: 'segments', text: 'Q. Both?', segments: [{ kind: 'answer', text: 'Yes.' }] }, /invalid segments frame: text: Send either text or segments/],
      [{ type: 'segments', segments: [{ kind: 'answer', text: 'Nul \u0000 inside' }] }, /segments\.0\.text.*NUL/],
      [huge, /frame too large: \d+ bytes/],
    ];
    for (const [frame, reason] of cases) {
      const client = LiveTestClient.connect(base, session.id, tokens.associate);
      await client.resume(head);
      client.send(frame);
      const closed = await client.closed;
      expect(closed.code, String(reason)).toBe(LIVE_CLOSE.badFrame);
      expect(closed.reason).toMatch(reason);
    }
    const binary = LiveTestClient.connect(base, session.id, tokens.associate);
    await binary.opened;
    binary.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await binary.closed).toMatchObject({ code: LIVE_CLOSE.badFrame, reason: expect.stringMatching(/binary/) });
    const twice = LiveTestClient.connect(base, session.id, tokens.associate);
    await twice.resume(head);
    twice.send({ type: 'resume', after_seq: 0 });
    expect(await twice.closed).toMatchObject({ code: LIVE_CLOSE.badFrame, reason: expect.stringMatching(/resume was already sent/) });

    expect(await settledHead(session.id)).toBe(head);
    const transcript = await server.api<{ segments: unknown[] }>('GET', `/api/v1/realtime-deposition/sessions/${session.id}/transcript`, { token: tokens.partner });
    expect(transcript.body.segments).toHaveLength(0);
  });

  it('keeps a resume sent before ready, and closes 4401 when the access token expires', async () => {
    const login = await firm.login('partner');
    const claims = await server.deps.tokens.verify(login.access_token);
    if (!claims) throw new Error('login token did not verify');
    const shortLived = await new AccessTokens(server.deps.config.jwtSecret, 2).sign(claims);
    const client = LiveTestClient.connect(base, session.id, shortLived);
    await client.opened;
    client.send({ type: 'resume', after_seq: 0 }); // not waiting for ready
    await client.untilSeq(session.last_seq);
    expect(client.messages[0]?.type).toBe('ready');
    expect(await client.closed).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'access token expired; reconnect with a fresh one and resume' });
  });

  it("refused testimony comes back as an error frame and the socket stays open", async () => {
    const draft = await newSession({ start: false });
    const client = LiveTestClient.connect(base, draft.id, tokens.associate);
    await client.resume(0);
    client.send({ type: 'segments', text: 'Q. Is this on the record?' });
    const error = await client.waitFor(() => client.messages.find((m) => m.type === 'error'), 10_000, 'an error frame');
    expect(error).toMatchObject({ type: 'error', code: 'deposition_not_live' });
    // Still open: the start reaches it as a 'session' event.
    const started = await server.api<DepositionSession>('POST', `/api/v1/realtime-deposition/sessions/${draft.id}/start`, { token: tokens.associate });
    expect(started.status).toBe(200);
    await client.waitFor(() => client.events().find((e) => e.type === 'session' && e.session.state === 'live'), 10_000, 'the start');
    expect(client.closeInfo).toBeNull();
    await client.close();
  });
});

describe('live channel: server restart', () => {
  it('the client reconnects to the new server and resumes; nothing is lost or repeated', { timeout: 60_000 }, async () => {
    const session = await newSession();
    const client = LiveTestClient.connect(base, session.id, tokens.associate);
    await client.resume(0);
    await postLines(session.id, 'Q. Before the restart?\nA. Yes.');
    await client.waitFor(() => segmentTexts(client.events()).length === 2, 10_000, 'two lines');
    const head = await settledHead(session.id);
    await client.untilSeq(head);
    const before = client.events();

    // "Stop the process": sockets are told to come back (1012); the database stays.
    const stopped = server.app.close();
    expect((await client.closed).code).toBe(LIVE_CLOSE.restart);
    await stopped;
    await server.deps.jobs.stop();
    await analysisSettled(server.deps);
    await server.deps.live.close();

    const restarted = await createServer(server.deps.config, { database: server.deps.database });
    try {
      const restartedBase = await listen(restarted.app);
      const again = LiveTestClient.connect(restartedBase, session.id, tokens.associate);
      expect(await again.resume(before.at(-1)?.seq ?? 0)).toBe(head);
      const res = await restarted.app.inject({
        method: 'POST',
        url: `/api/v1/realtime-deposition/sessions/${session.id}/segments`,
        headers: { authorization: `Bearer ${tokens.admin}` },
        payload: { text: 'Q. After the restart?\nA. Still yes.' },
      });
      expect(res.statusCode, res.body).toBe(201);
      await again.waitFor(() => segmentTexts(again.events()).length === 2, 10_000, 'two more lines');
      await analysisSettled(restarted.deps, session.id);
      const [row] = await restarted.deps.db.select({ lastSeq: depositionSessions.lastSeq }).from(depositionSessions).where(eq(depositionSessions.id, session.id));
      await again.untilSeq(row?.lastSeq ?? 0);
      const stitched = [...before, ...again.events()];
      expect(seqs(stitched)).toEqual(range(1, row?.lastSeq ?? 0));
      expect(segmentTexts(stitched)).toEqual(['Before the restart?', 'Yes.', 'After the restart?', 'Still yes.']);
      await again.close();
    } finally {
      await restarted.app.close();
      await restarted.deps.jobs.stop();
      await analysisSettled(restarted.deps);
      await restarted.deps.live.close();
      await restarted.deps.speech.close();
      restarted.deps.mailer.close();
    }
  });
});
