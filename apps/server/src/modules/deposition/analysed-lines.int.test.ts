import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { Case, DepositionSession, DepositionTranscript, LiveEvent, SuggestedQuestionList } from '@app/contract';
import { LiveEvent as LiveEventSchema } from '@app/contract';
import { depositionEvents } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';
import { LiveTestClient } from './live/test-client.js';
import { addTestimonyText, assistantSettled, liveDepositionAs } from './test-support.js';

/*
 * What a client sees of the assistant's reading, live and over HTTP: every line it has read is
 * marked analysed with the flags found on it (a `line.analysed` event after the line's insights, and
 * `analysed`/`analysis` on the segment); a contradiction's facts are fields; an answer flagged as a
 * contradiction or an evasion establishes no goal; follow-ups are whole sentences; an answer's topic
 * is its own question's.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let token: string;
let noticeId: string;
let base: string;

const BASE = '/api/v1/realtime-deposition/sessions';
const NOTICE =
  'NOTICE OF BREACH. Dated October 11, 2023. Northwind Freight hereby gives notice that Castellan Logistics failed to provide the Dedicated Reefer Capacity of 120 trailers required by Section 4.3 of the Master Logistics Services Agreement during Peak Season. ' +
  'Castellan must restore the Dedicated Reefer Capacity within thirty (30) days of receipt of this notice, failing which Northwind may terminate the Agreement. Signed by Sarah Lindgren, General Counsel.';

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Analysed Lines LLP');
  other = await server.createFirm('Other Analysed LLP');
  matter = await createCaseAs(server, firm, 'associate', { name: 'Northwind Freight v. Castellan Logistics' });
  token = await firm.token('associate');
  noticeId = (await ingestOne(server, matter.id, token, 'Northwind Notice of Breach 2023-10-11.txt', NOTICE)).id;
  expect((await settledDocument(server, noticeId, token)).status).toBe('processed');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => server?.close());

const transcriptOf = async (sessionId: string, as = token) => server.api<DepositionTranscript>('GET', `${BASE}/${sessionId}/transcript`, { token: as });
const logOf = async (sessionId: string): Promise<LiveEvent[]> =>
  (await server.deps.db.select().from(depositionEvents).where(eq(depositionEvents.sessionId, sessionId)).orderBy(asc(depositionEvents.seq))).map((r) =>
    LiveEventSchema.parse({ ...r.payload, type: r.type, seq: r.seq }),
  );

async function noticeSession(): Promise<DepositionSession> {
  return liveDepositionAs(server, firm, 'associate', {
    case_id: matter.id,
    deponent: 'Raymond Voss',
    date: '2024-10-08',
    goals: ['Establish that Castellan had thirty days to restore the Dedicated Reefer Capacity'],
    outline: ['Notice of breach', 'Notice of termination'],
    exhibit_ids: [noticeId],
  });
}

describe('an analysed line says so', () => {
  it('marks each line analysed with its flags: an event after its insights, and fields on the segment over HTTP', async () => {
    const s = await noticeSession();
    const stored = await addTestimonyText(server, token, s.id, "Q. What is your position at Castellan?\nA. Chief Operating Officer.\nQ. Who signed the termination notice?\nA. I don't recall.");
    // Stored, not read yet: the POST's answer says so.
    expect(stored.every((x) => x.analysed === false && x.analysis === null)).toBe(true);
    await assistantSettled(server, s.id);

    const log = await logOf(s.id);
    const analysed = log.filter((e): e is Extract<LiveEvent, { type: 'line.analysed' }> => e.type === 'line.analysed');
    expect(analysed.map((e) => [e.line, e.segment_id])).toEqual(stored.map((x) => [x.line, x.id]));
    const evasive = analysed.find((e) => e.line === 4)!;
    expect(evasive.analysis).toEqual({ contradictions: 0, evasions: 1, goal_supports: 0, engine: 'local' });
    expect(analysed.find((e) => e.line === 2)!.analysis).toMatchObject({ contradictions: 0, evasions: 0 });
    // The evasion's insight is in the log before the event that says its line was read.
    const insightSeq = log.find((e) => e.type === 'insight' && e.insight.line === 4)!.seq;
    expect(insightSeq).toBeLessThan(evasive.seq);

    const t = await transcriptOf(s.id);
    expect(t.status).toBe(200);
    expect(t.body.segments.map((x) => [x.line, x.analysed, x.analysis?.evasions ?? null])).toEqual([
      [1, true, 0],
      [2, true, 0],
      [3, true, 0],
      [4, true, 1],
    ]);
    expect(t.body.session.analysed_line).toBe(4);

    // The evasive answer about the termination notice is filed under that topic, not the one before.
    const termination = t.body.session.outline.find((x) => x.title === 'Notice of termination')!;
    expect(termination.evasions).toBe(1);
    expect(t.body.insights.find((i) => i.type === 'evasion')!.topic_id).toBe(termination.id);
  });

  it('sends line.analysed on the live channel to a participant', { timeout: 120_000 }, async () => {
    const s = await noticeSession();
    const client = LiveTestClient.connect(base, s.id, token);
    await client.opened;
    await client.resume(0);
    await addTestimonyText(server, token, s.id, 'Q. Do you recall the notice?\nA. I have no recollection of it.');
    // The round may take a while on a loaded machine: once it is stored, the socket gets it at once.
    await assistantSettled(server, s.id);
    const event = await client.waitFor(() => client.events().find((e) => e.type === 'line.analysed' && e.line === 2), 15_000, 'line 2 analysed');
    expect(event).toMatchObject({ type: 'line.analysed', analysis: { evasions: 1, engine: 'local' } });
    await client.close();
  });

  it('a contradiction exposes its facts as fields; the contradicted answer establishes no goal; its follow-up is whole sentences', async () => {
    const s = await noticeSession();
    await addTestimonyText(server, token, s.id, 'Q. How many days did the notice give Castellan to restore the Dedicated Reefer Capacity?\nA. Ten days.');
    await assistantSettled(server, s.id);
    const t = await transcriptOf(s.id);
    const flag = t.body.insights.find((i) => i.type === 'contradiction');
    expect(flag, JSON.stringify(t.body.insights.map((i) => i.title))).toBeDefined();
    expect(flag!.contradiction).toMatchObject({ testimony_value: expect.stringMatching(/ten days/i), source: 'document', document_id: noticeId, page_number: 1 });
    expect(flag!.contradiction!.source_value).toMatch(/thirty|30/i);
    expect(flag!.contradiction!.quote).toMatch(/within thirty \(30\) days/);
    expect(t.body.segments.find((x) => x.line === 2)!.analysis).toMatchObject({ contradictions: 1, goal_supports: 0 });
    // The answer is about the goal's very words, but it is contradicted: the goal stays open.
    expect(t.body.session.goals[0]!.status).toBe('open');
    expect(t.body.insights.some((i) => i.type === 'goal_support')).toBe(false);
    // The same question answered as the notice says, in another session, does support it.
    const control = await noticeSession();
    await addTestimonyText(server, token, control.id, 'Q. How many days did the notice give Castellan to restore the Dedicated Reefer Capacity?\nA. Thirty days.');
    await assistantSettled(server, control.id);
    const after = await transcriptOf(control.id);
    expect(after.body.session.goals[0]!.status).not.toBe('open');
    expect(after.body.insights.filter((i) => i.type === 'goal_support').map((i) => i.line)).toEqual([2]);
    expect(after.body.segments.find((x) => x.line === 2)!.analysis).toMatchObject({ contradictions: 0, goal_supports: 1 });

    const questions = await server.api<SuggestedQuestionList>('GET', `${BASE}/${s.id}/questions`, { token });
    const followUp = questions.body.questions.find((q) => q.reason === 'contradiction')!;
    expect(followUp.text).toMatch(/Which is correct\?$/);
    // A quoted passage is cut at a word boundary (with an ellipsis), never inside a word.
    for (const quoted of followUp.text.match(/"[^"]*"/g) ?? []) expect(quoted).toMatch(/^"(?:…)?(?:\S.*\S|\S)(?:…)?"$/);
    expect(followUp.text).not.toMatch(/Capaci(?!ty)/);
  });

  it('flags a bare "not that I\'m aware of" both as evasive and against the document that states the fact; it establishes no goal', async () => {
    const s = await noticeSession();
    await addTestimonyText(server, token, s.id, "Q. Was the notice of breach signed by Sarah Lindgren?\nA. Not that I'm aware of.");
    await assistantSettled(server, s.id);
    const t = await transcriptOf(s.id);
    const onAnswer = t.body.insights.filter((i) => i.line === 2);
    expect(onAnswer.map((i) => i.type).sort(), JSON.stringify(onAnswer.map((i) => i.title))).toEqual(['contradiction', 'evasion']);
    expect(onAnswer.find((i) => i.type === 'contradiction')!.contradiction).toMatchObject({ source: 'document', document_id: noticeId });
    expect(t.body.session.goals[0]!.status).toBe('open');
  });

  it('reads "not that I\'m aware of" of a third person\'s doings as a hedged denial, and of the witness\'s own as evasive', async () => {
    const s = await noticeSession();
    await addTestimonyText(server, token, s.id, "Q. Had he ever been disciplined before?\nA. Not that I'm aware of.\nQ. Did you ever call Mr. Beckett about the trailers?\nA. Not that I'm aware of.");
    await assistantSettled(server, s.id);
    const t = await transcriptOf(s.id);
    expect(t.body.insights.filter((i) => i.type === 'evasion').map((i) => i.line)).toEqual([4]);
  });

  it('answers 404 for another firm and 403 below associate on the transcript that carries the marks', async () => {
    const s = await noticeSession();
    expect((await transcriptOf(s.id, await other.token('admin'))).status).toBe(404);
    expect((await transcriptOf(s.id, await firm.token('paralegal'))).status).toBe(403);
  });
});
