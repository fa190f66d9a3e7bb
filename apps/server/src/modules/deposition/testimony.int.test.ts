import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Case, ErrorBody, SuggestedQuestion, TestimonySegment } from '@app/contract';
import { depositionEvents, depositionInsights, depositionSegments, depositionSessions } from '../../db/schema/index.js';
import { openDatabase } from '../../db/client.js';
import { createServer } from '../../server.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';
import { insertEvents, numberEvent } from './events.js';
import { depositionModule } from './module.js';
import { analysisSettled } from './run-assistant.js';
import { presentSegment } from './present.js';
import { RATE_BURST_LINES, RATE_LINES_PER_SECOND } from './testimony.js';
import { addTestimonyText, assistantSettled, createDepositionAs, liveDepositionAs } from './test-support.js';

/*
 * Testimony arriving over HTTP: parsed, numbered and stored as it arrives, one audit row a
 * batch, events without gaps under concurrent writers, a flood refused whole, and testimony left
 * unanalysed by a crash analysed after the restart.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let token: string;

const BASE = '/api/v1/realtime-deposition/sessions';
type Segments = { segments: TestimonySegment[] } & ErrorBody;
const post = (sessionId: string, body: unknown, as = token) => server.api<Segments>('POST', `${BASE}/${sessionId}/segments`, { token: as, body });
const eventsOf = async (sessionId: string) => server.deps.db.select().from(depositionEvents).where(eq(depositionEvents.sessionId, sessionId)).orderBy(asc(depositionEvents.seq));
const sessionRow = async (sessionId: string) => (await server.deps.db.select().from(depositionSessions).where(eq(depositionSessions.id, sessionId)))[0]!;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Testimony LLP');
  other = await server.createFirm('Other Testimony LLP');
  matter = await createCaseAs(server, firm, 'associate');
  token = await firm.token('associate');
  expect((await server.api('POST', `/api/v1/cases/${matter.id}/permissions`, { token: await firm.token('partner'), body: { user_id: firm.users.paralegal.id, access_level: 'edit' } })).status).toBeLessThan(300);
}, 60_000);
afterAll(() => server?.close());

describe('testimony', () => {
  it('stores parsed lines numbered after the last one, with speakers, source and offset; one audit row a batch; the assistant analyses them', async () => {
    const s = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id, examining_attorney: 'Daniel Lane', outline: ['Notice'] });
    const first = await post(s.id, {
      text: '1  Q. When did Castellan receive the notice of breach?\n2  A. I don\'t recall.\n3  MR. SMITH: Objection, form.\n4  THE WITNESS: Sorry,\n5      I really do not remember.',
      source: 'realtime',
    });
    expect(first.status).toBe(201);
    expect(first.body.segments.map((x) => [x.line, x.kind, x.speaker, x.text, x.source])).toEqual([
      [1, 'question', 'Daniel Lane', 'When did Castellan receive the notice of breach?', 'realtime'],
      [2, 'answer', 'Maria Sandoval', "I don't recall.", 'realtime'],
      [3, 'colloquy', 'MR. SMITH', 'Objection, form.', 'realtime'],
      [4, 'colloquy', 'THE WITNESS', 'Sorry, I really do not remember.', 'realtime'],
    ]);
    expect(first.body.segments.every((x) => x.offset_seconds >= 0 && x.created_by === firm.users.associate.id)).toBe(true);
    const second = await post(s.id, { segments: [{ kind: 'question', text: ' Did you sign it? ' }, { kind: 'answer', text: 'Yes.', speaker: 'Ms. Sandoval' }] });
    expect(second.status).toBe(201);
    expect(second.body.segments.map((x) => [x.line, x.kind, x.speaker, x.text, x.source])).toEqual([
      [5, 'question', 'Daniel Lane', 'Did you sign it?', 'typed'],
      [6, 'answer', 'Ms. Sandoval', 'Yes.', 'typed'],
    ]);
    // A batch that starts without a marker continues the last stored line's kind and speaker.
    const more = await post(s.id, { text: 'I signed it in March.' });
    expect(more.body.segments.map((x) => [x.line, x.kind, x.speaker])).toEqual([[7, 'answer', 'Ms. Sandoval']]);

    // Each segment's seq is its event's; the log has every one of them in order.
    const events = await eventsOf(s.id);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    const segmentEvents = events.filter((e) => e.type === 'segment');
    expect(segmentEvents.map((e) => (e.payload.segment as TestimonySegment).line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(first.body.segments.map((x) => x.seq)).toEqual(segmentEvents.slice(0, 4).map((e) => e.seq));

    const audit = (await auditRowsFor(server, firm.organizationId, 'case_updated')).filter((r) => r.details.session_id === s.id && r.details.change === 'deposition_testimony_added');
    expect(audit.map((r) => [r.details.count, r.details.first_line, r.details.last_line, r.details.source])).toEqual([
      [4, 1, 4, 'realtime'],
      [2, 5, 6, 'typed'],
      [1, 7, 7, 'typed'],
    ]);

    await assistantSettled(server, s.id);
    const row = await sessionRow(s.id);
    expect(row).toMatchObject({ lastLine: 7, analysedLine: 7 });
    const insights = await server.deps.db.select().from(depositionInsights).where(eq(depositionInsights.sessionId, s.id));
    expect(insights.some((i) => i.type === 'evasion' && i.line === 2 && i.engine === 'local')).toBe(true);
    const all = await eventsOf(s.id);
    expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    expect(all.some((e) => e.type === 'insight')).toBe(true);
    expect(row.lastSeq).toBe(all.length);
  });

  it("keeps a feed's own time for a segment that carries one, and the arrival time for the rest", async () => {
    const s = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id });
    const res = await post(s.id, { source: 'realtime', segments: [{ kind: 'question', text: 'Where were you on October 11?', offset_seconds: 125.25 }, { kind: 'answer', text: 'In Harrisburg.' }] });
    expect(res.status).toBe(201);
    expect(res.body.segments[0]?.offset_seconds).toBe(125.25);
    expect(res.body.segments[1]!.offset_seconds).toBeGreaterThanOrEqual(0);
    expect(res.body.segments[1]!.offset_seconds).toBeLessThan(125);
    const bad = await post(s.id, { segments: [{ kind: 'answer', text: 'Yes.', offset_seconds: -1 }] });
    expect(bad.status).toBe(400);
    expect((await sessionRow(s.id)).lastLine).toBe(2);
    await assistantSettled(server, s.id);
  });

  it('answers 409 unless live, 400 for bad bodies, 403 for a paralegal, 404 for another firm — storing nothing', async () => {
    const draft = await createDepositionAs(server, firm, 'associate', { case_id: matter.id });
    const notStarted = await post(draft.id, { text: 'Q. Hello?' });
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.code).toBe('deposition_not_live');
    const s = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id });
    const bad: [unknown, string][] = [
      [{}, 'text'],
      [{ text: 'Q. Hi?', segments: [{ kind: 'question', text: 'Hi?' }] }, 'text'],
      [{ text: '\n  \n' }, 'text'],
      [{ text: Array.from({ length: 201 }, (_, i) => `Q. Question ${i}?`).join('\n') }, 'text'],
      [{ segments: [] }, 'segments'],
      [{ segments: [{ kind: 'remark', text: 'x' }] }, 'segments.0.kind'],
      [{ segments: [{ kind: 'answer', text: '   ' }] }, 'segments.0.text'],
      [{ text: 'Q. Hi?', source: 'telepathy' }, 'source'],
    ];
    for (const [body, field] of bad) {
      const res = await post(s.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
    }
    expect((await post(s.id, { text: 'Q. Hi?' }, await firm.token('paralegal'))).status).toBe(403);
    expect((await post(s.id, { text: 'Q. Hi?' }, await other.token('admin'))).status).toBe(404);
    expect((await sessionRow(s.id)).lastLine).toBe(0);
    await server.api('POST', `${BASE}/${s.id}/stop`, { token });
    const ended = await post(s.id, { text: 'Q. One more?' });
    expect(ended.status).toBe(409);
    expect((await sessionRow(s.id)).lastLine).toBe(0);
  });

  it('numbers lines and events without gaps or duplicates under five concurrent writers', async () => {
    const s = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id });
    const before = (await sessionRow(s.id)).lastSeq;
    const batches = Array.from({ length: 5 }, (_, b) => Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? `Q. Batch ${b} question ${i}?` : `A. Batch ${b} answer ${i}.`)).join('\n'));
    const results = await Promise.all(batches.map((text) => post(s.id, { text })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    // Each batch is contiguous; together they are lines 1..30.
    for (const r of results) {
      const lines = r.body.segments.map((x) => x.line);
      expect(lines).toEqual(lines.map((_, i) => lines[0]! + i));
    }
    expect(results.flatMap((r) => r.body.segments.map((x) => x.line)).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    await assistantSettled(server, s.id);
    const events = await eventsOf(s.id);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    const segmentSeqs = events.filter((e) => e.type === 'segment' && e.seq > before).map((e) => (e.payload.segment as TestimonySegment).line);
    expect(segmentSeqs.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const stored = await server.deps.db.select().from(depositionSegments).where(eq(depositionSegments.sessionId, s.id));
    expect(new Set(stored.map((x) => x.seq)).size).toBe(30);
    expect((await sessionRow(s.id)).lastSeq).toBe(events.length);
  });

  it('retires an opening suggestion once the testimony meets it: a covered topic is asked, an established goal dismissed; a restored one stays', async () => {
    const goal = 'Establish that Voss instructed Karen Liu to move 74 trailers to Tidewater';
    const s = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id, deponent: 'Raymond Voss', goals: [goal], outline: ['Notice of breach', 'Insurance coverage'] });
    const questions = async () => (await server.api<{ questions: SuggestedQuestion[] }>('GET', `${BASE}/${s.id}/questions`, { token })).body.questions;
    const [notice, insurance] = s.outline;
    const topicQuestion = (all: SuggestedQuestion[], id: string | undefined) => all.find((q) => q.reason === 'topic' && q.topic_id === id);
    const goalQuestion = (all: SuggestedQuestion[]) => all.find((q) => q.reason === 'goal' && q.goal_id === s.goals[0]!.id);
    const opening = await questions();
    expect([topicQuestion(opening, notice?.id)?.status, topicQuestion(opening, insurance?.id)?.status, goalQuestion(opening)?.status]).toEqual(['suggested', 'suggested', 'suggested']);

    await addTestimonyText(server, token, s.id, 'Q. When did Castellan receive the notice of breach?\nA. I believe it was in October.\nQ. Did you instruct Karen Liu to move 74 trailers to Tidewater?\nA. Yes.');
    await assistantSettled(server, s.id);
    const row = await sessionRow(s.id);
    expect(row.outline.map((t) => t.covered)).toEqual([true, false]);
    expect(row.goals[0]?.status).toBe('established');
    const after = await questions();
    expect([topicQuestion(after, notice?.id)?.status, topicQuestion(after, insurance?.id)?.status, goalQuestion(after)?.status]).toEqual(['asked', 'suggested', 'dismissed']);
    // Each change went out as a question event, in the log without gaps.
    const events = await eventsOf(s.id);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    const retiredIds = [topicQuestion(after, notice?.id)!.id, goalQuestion(after)!.id];
    expect(events.filter((e) => e.type === 'question' && retiredIds.includes((e.payload.question as SuggestedQuestion).id) && (e.payload.question as SuggestedQuestion).status !== 'suggested')).toHaveLength(2);

    // Restored by the user, it stays in the queue while the topic is examined further.
    const restored = await server.api<SuggestedQuestion>('PATCH', `${BASE}/${s.id}/questions/${retiredIds[0]}`, { token, body: { status: 'suggested' } });
    expect(restored.status).toBe(200);
    await addTestimonyText(server, token, s.id, 'Q. Who sent the notice of breach?\nA. Northwind did.');
    await assistantSettled(server, s.id);
    expect(topicQuestion(await questions(), notice?.id)?.status).toBe('suggested');
  });

  it('refuses a flood whole with 429 and Retry-After, keeping every line it accepted', async () => {
    const s = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id });
    const batch = (n: number, tag: string) => ({ segments: Array.from({ length: n }, (_, i) => ({ kind: i % 2 === 0 ? 'question' : 'answer', text: `${tag} line ${i}` })) });
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof post>> | null = null;
    let refusedTag = '';
    // Batches of 200 until one does not fit. The bucket refills at RATE_LINES_PER_SECOND while they
    // are posted, so on a loaded machine (a batch taking a second or more) one batch more than
    // RATE_BURST_LINES / 200 may still fit; the flood is refused all the same.
    for (let i = 0; i < 10 && !refused; i++) {
      const tag = `batch ${i}:`;
      const res = await post(s.id, batch(200, tag));
      if (res.status === 429) {
        refused = res;
        refusedTag = tag;
      } else {
        expect(res.status).toBe(201);
        accepted += 200;
      }
    }
    expect(accepted).toBeGreaterThanOrEqual(RATE_BURST_LINES - 200);
    if (!refused) throw new Error('no batch was refused');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('deposition_rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const stored = await server.deps.db.select().from(depositionSegments).where(eq(depositionSegments.sessionId, s.id));
    expect(stored.length).toBe(accepted);
    // (Every accepted line is kept; none of the refused batch is.)
    expect(stored.some((x) => x.text.startsWith(refusedTag))).toBe(false);
    expect((await sessionRow(s.id)).lastLine).toBe(accepted);
    // Another session is not slowed by this one.
    const calm = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id });
    expect((await post(calm.id, batch(200, 'calm'))).status).toBe(201);
    await assistantSettled(server);
  });

  it.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')('the flood limit holds across two app servers: lines spread over both draw from one bucket', { timeout: 60_000 }, async () => {
    const s = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id });
    // Its own connection pool, as another process on the same database would have.
    const second = await createServer(server.deps.config, { database: await openDatabase({ url: server.deps.database.connectionString, pgliteDir: '' }), workers: false });
    try {
      const batch = (n: number, tag: string) => ({ segments: Array.from({ length: n }, (_, i) => ({ kind: i % 2 === 0 ? 'question' : 'answer', text: `${tag} line ${i}` })) });
      const postTo = async (i: number, body: unknown) => {
        if (i % 2 === 0) return post(s.id, body);
        const res = await second.app.inject({ method: 'POST', url: `${BASE}/${s.id}/segments`, headers: { authorization: `Bearer ${token}` }, payload: body as object });
        return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) as Segments };
      };
      // Alternating 100-line batches: each server alone would take a whole bucket (2 × RATE_BURST_LINES).
      const started = Date.now();
      const statuses: number[] = [];
      let accepted = 0;
      for (let i = 0; i < (2 * RATE_BURST_LINES) / 100; i++) {
        const res = await postTo(i, batch(100, `spread ${i}`));
        statuses.push(res.status);
        if (res.status === 201) accepted += 100;
        else {
          expect(res.status).toBe(429);
          expect(res.body.code).toBe('deposition_rate_limited');
          expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        }
      }
      const refill = ((Date.now() - started) / 1000) * RATE_LINES_PER_SECOND;
      expect(statuses.filter((x) => x === 429).length).toBeGreaterThan(0);
      expect(accepted).toBeLessThanOrEqual(RATE_BURST_LINES + refill);
      expect(statuses.slice(0, RATE_BURST_LINES / 100)).toEqual(Array.from({ length: RATE_BURST_LINES / 100 }, () => 201));
      const stored = await server.deps.db.select().from(depositionSegments).where(eq(depositionSegments.sessionId, s.id));
      expect(stored.length).toBe(accepted);
      expect((await sessionRow(s.id)).lastLine).toBe(accepted);
    } finally {
      await second.close();
    }
  });

  it.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')('two app servers taking testimony for one session store each finding once, numbered without gaps', { timeout: 60_000 }, async () => {
    const s = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id, outline: ['Notice'] });
    const second = await createServer(server.deps.config, { database: server.deps.database, workers: false });
    try {
      const via = (app: typeof second.app, text: string) =>
        app.inject({ method: 'POST', url: `${BASE}/${s.id}/segments`, headers: { authorization: `Bearer ${token}` }, payload: { text } });
      const posts = Array.from({ length: 8 }, (_, i) => via(i % 2 === 0 ? server.app : second.app, `Q. Question ${i}: when did it arrive?\nA. I don't recall, ${i}.`));
      expect((await Promise.all(posts)).map((r) => r.statusCode)).toEqual(Array(8).fill(201));
      const deadline = Date.now() + 30_000;
      for (;;) {
        await Promise.all([assistantSettled(server, s.id), analysisSettled(second.deps, s.id)]);
        const row = await sessionRow(s.id);
        if (row.analysedLine === 16) break;
        if (Date.now() > deadline) throw new Error(`analysed ${row.analysedLine} of 16 lines`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const evasions = (await server.deps.db.select().from(depositionInsights).where(eq(depositionInsights.sessionId, s.id))).filter((i) => i.type === 'evasion');
      expect(evasions.map((i) => i.line).sort((a, b) => a - b)).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
      const events = await eventsOf(s.id);
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    } finally {
      await second.app.close();
      await analysisSettled(second.deps);
      await second.deps.jobs.stop();
      await second.deps.live.close();
      second.deps.mailer.close();
      await second.deps.speech.close();
    }
  });

  it('analyses testimony a crash left unanalysed once the server is back', { timeout: 60_000 }, async () => {
    const s = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id, outline: ['Notice'] });
    await addTestimonyText(server, token, s.id, 'Q. Did you receive the notice?\nA. Yes.');
    await assistantSettled(server, s.id);
    // The crash: lines stored (as addTestimony stores them), the assistant never ran.
    const head = await sessionRow(s.id);
    const lines = ['When was that?', "I don't remember.", 'Who sent it?', 'I have no idea.'];
    await server.deps.db.transaction(async (tx) => {
      await tx.update(depositionSessions).set({ lastLine: head.lastLine + lines.length, lastSeq: head.lastSeq + lines.length }).where(eq(depositionSessions.id, s.id));
      const rows = await tx.insert(depositionSegments).values(
        lines.map((text, i) => ({
          organizationId: firm.organizationId,
          sessionId: s.id,
          line: head.lastLine + i + 1,
          seq: head.lastSeq + i + 1,
          kind: i % 2 === 0 ? ('question' as const) : ('answer' as const),
          speaker: i % 2 === 0 ? 'Q' : 'Maria Sandoval',
          text,
          source: 'typed' as const,
          createdBy: firm.users.associate.id,
        })),
      ).returning();
      await insertEvents(tx, s.id, rows.map((row) => numberEvent({ type: 'segment', segment: presentSegment(row) }, row.seq)));
    });
    expect(await sessionRow(s.id)).toMatchObject({ lastLine: 6, analysedLine: 2 });

    await server.app.close();
    await server.deps.jobs.stop();
    await depositionModule.stop?.(server.deps);
    const restarted = await createServer(server.deps.config, { database: server.deps.database });
    try {
      const deadline = Date.now() + 30_000;
      while ((await sessionRow(s.id)).analysedLine < 6) {
        if (Date.now() > deadline) throw new Error('the restarted server never analysed the pending lines');
        await new Promise((r) => setTimeout(r, 50));
      }
      await restarted.deps.jobs.stop();
      await depositionModule.stop?.(restarted.deps);
      const insights = await restarted.deps.db.select().from(depositionInsights).where(eq(depositionInsights.sessionId, s.id));
      expect(insights.filter((i) => i.type === 'evasion').map((i) => i.line).sort()).toEqual([4, 6]);
      const events = await eventsOf(s.id);
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
      // The session carries on after the restart.
      const res = await restarted.app.inject({ method: 'POST', url: `${BASE}/${s.id}/segments`, headers: { authorization: `Bearer ${token}` }, payload: { text: 'Q. Anything else?\nA. No.' } });
      expect(res.statusCode).toBe(201);
      expect((JSON.parse(res.body) as { segments: TestimonySegment[] }).segments.map((x) => x.line)).toEqual([7, 8]);
      await depositionModule.stop?.(restarted.deps);
    } finally {
      await restarted.app.close();
      await restarted.deps.jobs.stop();
      await restarted.deps.live.close();
      restarted.deps.mailer.close();
      await restarted.deps.speech.close();
    }
  });
});
