import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import type { Case, DepositionInsight, DepositionSession, DepositionSessionList, DepositionSummary, DepositionTranscript, ErrorBody, SuggestedQuestion } from '@app/contract';
import { depositionEvents, depositionInsights, depositionSessions, documents } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne } from '../documents/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';
import { addTestimonyText, assistantSettled, createDepositionAs, liveDepositionAs } from './test-support.js';

/*
 * Deposition sessions over HTTP: set-up, state draft → live → ended, questions, insights,
 * transcript, summary and the DOCX/PDF export; who may do what; another firm's session is 404.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let readOnly: Case;
let foreignCase: Case;
let exhibitId: string;
let otherCaseDocId: string;
let deletedDocId: string;
let foreignSession: DepositionSession;

const BASE = '/api/v1/realtime-deposition/sessions';
type SuggestedQuestionList = { questions: SuggestedQuestion[] };
type DepositionInsightList = { insights: DepositionInsight[] };

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Deposition LLP');
  other = await server.createFirm('Other Deposition LLP');
  matter = await createCaseAs(server, firm, 'associate');
  readOnly = await createCaseAs(server, firm, 'partner', { name: 'Read-only matter' });
  foreignCase = await createCaseAs(server, other, 'partner');
  const partner = await firm.token('partner');
  const assign = async (caseId: string, role: 'associate' | 'paralegal', level: 'read' | 'edit') =>
    expect((await server.api('POST', `/api/v1/cases/${caseId}/permissions`, { token: partner, body: { user_id: firm.users[role].id, access_level: level } })).status).toBeLessThan(300);
  await assign(matter.id, 'paralegal', 'edit');
  await assign(readOnly.id, 'associate', 'read');
  const token = await firm.token('associate');
  exhibitId = (await ingestOne(server, matter.id, token, 'Notice of Breach.txt', 'Northwind sent the notice of breach on October 11, 2023.')).id;
  deletedDocId = (await ingestOne(server, matter.id, token, 'Withdrawn.txt', 'Withdrawn draft.')).id;
  await server.deps.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, deletedDocId));
  otherCaseDocId = (await ingestOne(server, readOnly.id, partner, 'Elsewhere.txt', 'Another matter.')).id;
  foreignSession = await createDepositionAs(server, other, 'partner', { case_id: foreignCase.id, goals: ['Their goal'] });
}, 120_000);
afterAll(() => server?.close());

const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, body?: unknown) => server.api<T & ErrorBody>(method, url, { token, ...(body !== undefined ? { body } : {}) });
const fields = (body: ErrorBody) => body.errors?.map((e) => e.field) ?? [];
const eventsOf = async (sessionId: string) => server.deps.db.select().from(depositionEvents).where(eq(depositionEvents.sessionId, sessionId)).orderBy(asc(depositionEvents.seq));
const auditChanges = async (sessionId: string) =>
  (await auditRowsFor(server, firm.organizationId, 'case_updated')).filter((r) => r.details.session_id === sessionId).map((r) => r.details.change);

describe('deposition sessions', () => {
  it('creates a session (title from the deponent, goals and topics with ids, exhibits), lists, filters and reads it; audited and published', async () => {
    const token = await firm.token('associate');
    const res = await api<DepositionSession>('POST', BASE, token, {
      case_id: matter.id,
      deponent: 'Maria Sandoval',
      examining_attorney: 'Daniel Lane',
      date: '2026-11-25',
      location: 'New York',
      goals: ['Establish that Castellan received the notice of breach before November 1', 'Pin down the termination amount'],
      outline: ['Notice of breach', 'Termination'],
      exhibit_ids: [exhibitId, exhibitId],
    });
    expect(res.status).toBe(201);
    const s = res.body;
    expect(s).toMatchObject({
      case_id: matter.id,
      case_name: matter.name,
      title: 'Deposition of Maria Sandoval',
      deponent: 'Maria Sandoval',
      examining_attorney: 'Daniel Lane',
      date: '2026-11-25',
      location: 'New York',
      state: 'draft',
      started_at: null,
      segment_count: 0,
      created_by: firm.users.associate.id,
      created_by_name: firm.users.associate.fullName,
      can_run: true,
      exhibits: [{ document_id: exhibitId, filename: 'Notice of Breach.txt', used: false }],
    });
    expect(s.goals.map((g) => [g.text, g.status, g.supporting_seqs])).toEqual([
      ['Establish that Castellan received the notice of breach before November 1', 'open', []],
      ['Pin down the termination amount', 'open', []],
    ]);
    expect(new Set([...s.goals, ...s.outline].map((x) => x.id)).size).toBe(4);
    expect(s.outline.map((t) => [t.title, t.covered, t.evasions])).toEqual([
      ['Notice of breach', false, 0],
      ['Termination', false, 0],
    ]);

    // The assistant's opening questions, then the session: events 1..n, last_seq at the head.
    const events = await eventsOf(s.id);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(events.at(-1)?.type).toBe('session');
    expect(s.last_seq).toBe(events.length);
    const questions = await api<SuggestedQuestionList>('GET', `${BASE}/${s.id}/questions`, token);
    expect(questions.status).toBe(200);
    expect(questions.body.questions.length).toBe(events.length - 1);
    expect(questions.body.questions.every((q) => q.status === 'suggested')).toBe(true);
    expect(await auditChanges(s.id)).toEqual(['deposition_created']);

    const titled = await createDepositionAs(server, firm, 'associate', { case_id: matter.id, deponent: 'Raj Patel', title: 'Patel, 30(b)(6)' });
    expect(titled.title).toBe('Patel, 30(b)(6)');
    const list = await api<DepositionSessionList>('GET', `${BASE}?case_id=${matter.id}`, token);
    expect(list.status).toBe(200);
    expect(list.body.sessions.map((x) => x.id).slice(0, 2)).toEqual([titled.id, s.id]);
    expect(list.body.sessions.find((x) => x.id === s.id)?.exhibits[0]?.filename).toBe('Notice of Breach.txt');
    const paged = await api<DepositionSessionList>('GET', `${BASE}?case_id=${matter.id}&page=2&page_size=1`, token);
    expect(paged.body).toMatchObject({ total: list.body.total, page: 2, page_size: 1 });
    expect(paged.body.sessions.map((x) => x.id)).toEqual([s.id]);
    const drafts = await api<DepositionSessionList>('GET', `${BASE}?state=live&case_id=${matter.id}`, token);
    expect(drafts.body.total).toBe(0);
    // Only cases the caller sees: the other firm's never, the read-only case's sessions yes.
    const all = await api<DepositionSessionList>('GET', BASE, token);
    expect(all.body.sessions.some((x) => x.id === foreignSession.id)).toBe(false);

    const one = await api<DepositionSession>('GET', `${BASE}/${s.id}`, await firm.token('partner'));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: s.id, last_seq: s.last_seq, can_run: true });
  });

  it('answers 400 with field errors: missing deponent, bad date, exhibits that are not live documents of the case, bad filters', async () => {
    const token = await firm.token('associate');
    const noDeponent = await api('POST', BASE, token, { case_id: matter.id, deponent: '  ' });
    expect(noDeponent.status).toBe(400);
    expect(fields(noDeponent.body)).toContain('deponent');
    const badDate = await api('POST', BASE, token, { case_id: matter.id, deponent: 'X', date: '25/11/2026' });
    expect(fields(badDate.body)).toContain('date');
    const badGoals = await api('POST', BASE, token, { case_id: matter.id, deponent: 'X', goals: [''] });
    expect(badGoals.status).toBe(400);
    for (const id of [otherCaseDocId, deletedDocId, crypto.randomUUID()]) {
      const res = await api('POST', BASE, token, { case_id: matter.id, deponent: 'X', exhibit_ids: [exhibitId, id] });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'exhibit_ids' })]);
    }
    expect((await api('GET', `${BASE}?state=paused`, token)).status).toBe(400);
    expect((await api('GET', `${BASE}/not-a-uuid`, token)).status).toBe(400);
    const s = await createDepositionAs(server, firm, 'associate', { case_id: matter.id });
    const badUpdate = await api('PUT', `${BASE}/${s.id}`, token, { exhibit_ids: [otherCaseDocId] });
    expect(badUpdate.body.errors).toEqual([expect.objectContaining({ field: 'exhibit_ids' })]);
    expect(fields((await api('PUT', `${BASE}/${s.id}`, token, { date: 'tomorrow' })).body)).toContain('date');
  });

  it('updates the set-up: unchanged goals and topics keep their id and progress, new ones start open; audited with the fields', async () => {
    const token = await firm.token('associate');
    const s = await createDepositionAs(server, firm, 'associate', { case_id: matter.id, goals: ['Goal A', 'Goal B'], outline: ['Topic 1'] });
    const [a, b] = s.goals;
    // What the assistant found for goal A.
    await server.deps.db
      .update(depositionSessions)
      .set({ goals: [{ ...a!, status: 'partly', supporting_seqs: [7] }, b!], outline: [{ ...s.outline[0]!, covered: true, evasions: 2 }] })
      .where(eq(depositionSessions.id, s.id));
    const res = await api<DepositionSession>('PUT', `${BASE}/${s.id}`, token, { goals: ['Goal C', 'Goal A'], outline: ['Topic 1', 'Topic 2'], deponent: 'Maria S. Sandoval', title: '', location: 'Boston' });
    expect(res.status).toBe(200);
    expect(res.body.goals.map((g) => [g.text, g.status, g.supporting_seqs])).toEqual([
      ['Goal C', 'open', []],
      ['Goal A', 'partly', [7]],
    ]);
    expect(res.body.goals[1]!.id).toBe(a!.id);
    expect(res.body.goals[0]!.id).not.toBe(b!.id);
    expect(res.body.outline.map((t) => [t.title, t.covered, t.evasions])).toEqual([
      ['Topic 1', true, 2],
      ['Topic 2', false, 0],
    ]);
    expect(res.body.outline[0]!.id).toBe(s.outline[0]!.id);
    expect(res.body).toMatchObject({ deponent: 'Maria S. Sandoval', title: 'Deposition of Maria S. Sandoval', location: 'Boston' });
    expect(res.body.last_seq).toBeGreaterThan(s.last_seq);
    const rows = (await auditRowsFor(server, firm.organizationId, 'case_updated')).filter((r) => r.details.session_id === s.id);
    expect(rows.at(-1)?.details).toMatchObject({ change: 'deposition_updated', fields: ['deponent', 'title', 'location', 'goals', 'outline'] });
    expect(rows.at(-1)).toMatchObject({ resourceType: 'case', resourceId: matter.id });
    // Nothing changed: no audit row, no event.
    const same = await api<DepositionSession>('PUT', `${BASE}/${s.id}`, token, { location: 'Boston' });
    expect(same.body.last_seq).toBe(res.body.last_seq);
    expect((await auditChanges(s.id)).length).toBe(2);
  });

  it('goes draft → live → ended: a second start is 409, a live session cannot be deleted, an ended one cannot change', async () => {
    const token = await firm.token('associate');
    const s = await createDepositionAs(server, firm, 'associate', { case_id: matter.id });
    expect((await api('POST', `${BASE}/${s.id}/stop`, token)).body.code).toBe('deposition_not_live');
    const live = await api<DepositionSession>('POST', `${BASE}/${s.id}/start`, token);
    expect(live.status).toBe(200);
    expect(live.body.state).toBe('live');
    expect(live.body.started_at).not.toBeNull();
    const again = await api('POST', `${BASE}/${s.id}/start`, token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('deposition_already_live');
    expect((await api('PUT', `${BASE}/${s.id}`, token, { location: 'Room 4' })).status).toBe(200);
    const deleteLive = await api('DELETE', `${BASE}/${s.id}`, token);
    expect(deleteLive.status).toBe(409);
    expect(deleteLive.body.code).toBe('deposition_live');
    const ended = await api<DepositionSession>('POST', `${BASE}/${s.id}/stop`, token);
    expect(ended.body).toMatchObject({ state: 'ended' });
    expect(ended.body.ended_at).not.toBeNull();
    expect((await api('POST', `${BASE}/${s.id}/stop`, token)).status).toBe(409);
    expect((await api('POST', `${BASE}/${s.id}/start`, token)).body.code).toBe('deposition_ended');
    expect((await api('PUT', `${BASE}/${s.id}`, token, { location: 'Room 5' })).status).toBe(409);
    expect((await api('DELETE', `${BASE}/${s.id}`, token)).status).toBe(200);
    expect((await api('GET', `${BASE}/${s.id}`, token)).status).toBe(404);
    expect((await api<DepositionSessionList>('GET', `${BASE}?case_id=${matter.id}`, token)).body.sessions.some((x) => x.id === s.id)).toBe(false);
    const [row] = await server.deps.db.select().from(depositionSessions).where(eq(depositionSessions.id, s.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(await auditChanges(s.id)).toEqual(['deposition_created', 'deposition_started', 'deposition_updated', 'deposition_ended', 'deposition_deleted']);
    const events = await eventsOf(s.id);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(events.filter((e) => e.type === 'session').map((e) => (e.payload.session as DepositionSession).state)).toEqual(['draft', 'live', 'live', 'ended', 'ended']);
  });

  it('marks questions asked or dismissed (audited, published); lists them by status', async () => {
    const token = await firm.token('associate');
    const s = await createDepositionAs(server, firm, 'associate', { case_id: matter.id, goals: ['Establish the notice date'], outline: ['Notice'], exhibit_ids: [exhibitId] });
    const { questions } = (await api<SuggestedQuestionList>('GET', `${BASE}/${s.id}/questions`, token)).body;
    expect(questions.length).toBeGreaterThan(0);
    const q = questions[0]!;
    const asked = await api<SuggestedQuestion>('PATCH', `${BASE}/${s.id}/questions/${q.id}`, token, { status: 'asked' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ id: q.id, status: 'asked' });
    expect((await api<SuggestedQuestionList>('GET', `${BASE}/${s.id}/questions?status=asked`, token)).body.questions.map((x) => x.id)).toEqual([q.id]);
    expect((await api<SuggestedQuestionList>('GET', `${BASE}/${s.id}/questions?status=suggested`, token)).body.questions.length).toBe(questions.length - 1);
    const events = await eventsOf(s.id);
    expect(events.at(-1)).toMatchObject({ type: 'question', payload: { question: expect.objectContaining({ id: q.id, status: 'asked' }) } });
    expect((await auditChanges(s.id)).at(-1)).toBe('deposition_question_asked');
    expect(fields((await api('PATCH', `${BASE}/${s.id}/questions/${q.id}`, token, { status: 'maybe' })).body)).toContain('status');
    expect((await api('GET', `${BASE}/${s.id}/questions?status=maybe`, token)).status).toBe(400);
    expect((await api('PATCH', `${BASE}/${s.id}/questions/${crypto.randomUUID()}`, token, { status: 'dismissed' })).status).toBe(404);
    // Another session's question through this session: not found.
    const theirs = (await api<SuggestedQuestionList>('GET', `${BASE}/${foreignSession.id}/questions`, await other.token('partner'))).body.questions[0];
    if (theirs) expect((await api('PATCH', `${BASE}/${s.id}/questions/${theirs.id}`, token, { status: 'dismissed' })).status).toBe(404);
  });

  it('reads insights (type, after_seq), the transcript and the summary; exports DOCX and PDF with the insights beside their answers', async () => {
    const token = await firm.token('associate');
    const s = await liveDepositionAs(server, firm, 'associate', { case_id: matter.id, goals: ['Establish the notice date'], outline: ['Notice'], exhibit_ids: [exhibitId] });
    await addTestimonyText(server, token, s.id, 'Q. When did Castellan receive the notice of breach?\nA. I don\'t recall.\nQ. Did you sign the notice?\nA. Yes, I signed it.');
    await assistantSettled(server, s.id);
    // A contradiction with both sources, as the assistant stores one (its finding is tested in assistant/).
    const [head] = await server.deps.db.select().from(depositionSessions).where(eq(depositionSessions.id, s.id));
    await server.deps.db.update(depositionSessions).set({ lastSeq: head!.lastSeq + 1 }).where(eq(depositionSessions.id, s.id));
    await server.deps.db.insert(depositionInsights).values({
      organizationId: firm.organizationId,
      sessionId: s.id,
      seq: head!.lastSeq + 1,
      type: 'contradiction',
      line: 4,
      title: 'Date of the notice',
      detail: 'The witness says October 30, 2023; the notice is dated October 11, 2023.',
      claimKind: 'date',
      confidence: 0.9,
      quotes: [
        { source: 'testimony', text: 'Yes, I signed it.', document_id: null, filename: null, page_number: null, line: 4, value: 'October 30, 2023' },
        { source: 'document', text: 'Northwind sent the notice of breach on October 11, 2023.', document_id: exhibitId, filename: 'Notice of Breach.txt', page_number: 1, line: null, value: 'October 11, 2023' },
      ],
      engine: 'local',
    });

    const insights = await api<DepositionInsightList>('GET', `${BASE}/${s.id}/insights`, token);
    expect(insights.status).toBe(200);
    expect(insights.body.insights.some((i) => i.type === 'evasion' && i.line === 2)).toBe(true);
    const seqs = insights.body.insights.map((i) => i.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    const contradictions = await api<DepositionInsightList>('GET', `${BASE}/${s.id}/insights?type=contradiction`, token);
    expect(contradictions.body.insights.map((i) => i.title)).toEqual(['Date of the notice']);
    // Its facts as fields, the quotes without the stored values; an evasion has none.
    expect(contradictions.body.insights[0]!.contradiction).toEqual({
      testimony_value: 'October 30, 2023', source_value: 'October 11, 2023', source: 'document', document_id: exhibitId, filename: 'Notice of Breach.txt', page_number: 1, line: null,
      quote: 'Northwind sent the notice of breach on October 11, 2023.',
    });
    expect(contradictions.body.insights[0]!.quotes[1]).not.toHaveProperty('value');
    expect(insights.body.insights.find((i) => i.type === 'evasion')!.contradiction).toBeNull();
    // The session says how far the assistant has read.
    expect((await api<DepositionSession>('GET', `${BASE}/${s.id}`, token)).body.analysed_line).toBe(4);
    const after = await api<DepositionInsightList>('GET', `${BASE}/${s.id}/insights?after_seq=${head!.lastSeq}`, token);
    expect(after.body.insights.map((i) => i.type)).toEqual(['contradiction']);
    expect((await api('GET', `${BASE}/${s.id}/insights?type=rumour`, token)).status).toBe(400);

    const transcript = await api<DepositionTranscript>('GET', `${BASE}/${s.id}/transcript`, await firm.token('partner'));
    expect(transcript.status).toBe(200);
    expect(transcript.body.segments.map((x) => [x.line, x.kind])).toEqual([
      [1, 'question'],
      [2, 'answer'],
      [3, 'question'],
      [4, 'answer'],
    ]);
    expect(transcript.body.insights.length).toBe(insights.body.insights.length);
    expect(transcript.body.questions.length).toBeGreaterThan(0);
    expect(transcript.body.session.segment_count).toBe(4);

    const summary = await api<DepositionSummary>('GET', `${BASE}/${s.id}/summary`, token);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ session_id: s.id, questions_asked: 2, answers: 2, contradictions: 1, topics_uncovered: expect.any(Array) });
    expect(summary.body.evasions).toBeGreaterThanOrEqual(1);
    expect(summary.body.text.length).toBeGreaterThan(20);

    const docx = await server.app.inject({ method: 'GET', url: `${BASE}/${s.id}/export?format=docx`, headers: { authorization: `Bearer ${token}` } });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect(String(docx.headers['content-disposition'])).toContain('Deposition of Maria Sandoval');
    const text = (await mammoth.extractRawText({ buffer: docx.rawPayload })).value;
    expect(text).toContain(matter.name);
    expect(text).toMatch(/Establish the notice date — (Open|Partly established|Established)/);
    expect(text).toMatch(/When did Castellan receive the notice of breach\?[\s\S]*I don't recall\.[\s\S]*Evasive answer/);
    const box = text.indexOf('Contradiction — Date of the notice');
    expect(box).toBeGreaterThan(text.indexOf('Yes, I signed it.'));
    expect(text.slice(box)).toContain('Notice of Breach.txt, page 1: “Northwind sent the notice of breach on October 11, 2023.”');
    expect(text.slice(box)).toContain('Testimony, line 4: “Yes, I signed it.”');
    expect(text).toContain(summary.body.text);

    const pdf = await server.app.inject({ method: 'GET', url: `${BASE}/${s.id}/export?format=pdf`, headers: { authorization: `Bearer ${token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf.rawPayload), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
    let pdfText = '';
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pdfText += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
    }
    await doc.destroy();
    const flat = pdfText.replace(/\s+/g, ' ');
    expect(flat).toContain('Deposition of Maria Sandoval');
    expect(flat).toContain('Contradiction — Date of the notice');
    expect(flat).toContain('Notice of Breach.txt, page 1');
    expect(flat).toContain(`Page 1 of ${doc.numPages}`);
    expect(flat.indexOf('Contradiction — Date of the notice')).toBeGreaterThan(flat.indexOf('Yes, I signed it.'));

    expect((await api('GET', `${BASE}/${s.id}/export?format=rtf`, token)).status).toBe(400);
    const reports = (await auditRowsFor(server, firm.organizationId, 'report_generated')).filter((r) => r.details.session_id === s.id);
    expect(reports.map((r) => r.details.format)).toEqual(['docx', 'pdf']);
  });

  it('answers 403 to a paralegal and a viewer on every endpoint, and to an associate with read-only access for every change', async () => {
    const s = await createDepositionAs(server, firm, 'associate', { case_id: matter.id, goals: ['G'] });
    const q = (await api<SuggestedQuestionList>('GET', `${BASE}/${s.id}/questions`, await firm.token('associate'))).body.questions[0];
    const calls: [string, string, unknown?][] = [
      ['GET', BASE],
      ['POST', BASE, { case_id: matter.id, deponent: 'X' }],
      ['GET', `${BASE}/${s.id}`],
      ['PUT', `${BASE}/${s.id}`, { location: 'X' }],
      ['DELETE', `${BASE}/${s.id}`],
      ['POST', `${BASE}/${s.id}/start`],
      ['POST', `${BASE}/${s.id}/stop`],
      ['POST', `${BASE}/${s.id}/segments`, { text: 'Q. Hi?' }],
      ['GET', `${BASE}/${s.id}/questions`],
      ['PATCH', `${BASE}/${s.id}/questions/${q?.id ?? crypto.randomUUID()}`, { status: 'asked' }],
      ['GET', `${BASE}/${s.id}/insights`],
      ['GET', `${BASE}/${s.id}/transcript`],
      ['GET', `${BASE}/${s.id}/summary`],
      ['GET', `${BASE}/${s.id}/export?format=pdf`],
    ];
    for (const role of ['paralegal', 'viewer'] as const) {
      const token = await firm.token(role);
      for (const [method, url, body] of calls) {
        const res = await api(method as 'GET', url, token, body);
        expect(`${role} ${method} ${url} ${res.status}`).toBe(`${role} ${method} ${url} 403`);
      }
    }

    // An associate with read-only access to the partner's case follows its sessions but changes nothing.
    const ro = await createDepositionAs(server, firm, 'partner', { case_id: readOnly.id, goals: ['G'] });
    const roQuestion = (await api<SuggestedQuestionList>('GET', `${BASE}/${ro.id}/questions`, await firm.token('partner'))).body.questions[0];
    const associate = await firm.token('associate');
    const seen = await api<DepositionSession>('GET', `${BASE}/${ro.id}`, associate);
    expect(seen.status).toBe(200);
    expect(seen.body.can_run).toBe(false);
    expect((await api<DepositionSessionList>('GET', `${BASE}?case_id=${readOnly.id}`, associate)).body.sessions[0]?.can_run).toBe(false);
    for (const path of ['transcript', 'summary', 'insights', 'questions']) expect((await api('GET', `${BASE}/${ro.id}/${path}`, associate)).status).toBe(200);
    const changes: [string, string, unknown?][] = [
      ['POST', BASE, { case_id: readOnly.id, deponent: 'X' }],
      ['PUT', `${BASE}/${ro.id}`, { location: 'X' }],
      ['DELETE', `${BASE}/${ro.id}`],
      ['POST', `${BASE}/${ro.id}/start`],
      ['POST', `${BASE}/${ro.id}/stop`],
      ['POST', `${BASE}/${ro.id}/segments`, { text: 'Q. Hi?' }],
      ['PATCH', `${BASE}/${ro.id}/questions/${roQuestion?.id ?? crypto.randomUUID()}`, { status: 'asked' }],
    ];
    for (const [method, url, body] of changes) {
      const res = await api(method as 'GET', url, associate, body);
      expect(`${method} ${url} ${res.status}`).toBe(`${method} ${url} 403`);
      expect(res.body.detail).toMatch(/read-only/i);
    }
  });

  it("answers 404 for another firm's session and case, and for a case the associate is not assigned to", async () => {
    const admin = await firm.token('admin');
    const id = foreignSession.id;
    const theirQuestion = (await api<SuggestedQuestionList>('GET', `${BASE}/${id}/questions`, await other.token('partner'))).body.questions[0]?.id ?? crypto.randomUUID();
    const calls: [string, string, unknown?][] = [
      ['POST', BASE, { case_id: foreignCase.id, deponent: 'X' }],
      ['GET', `${BASE}/${id}`],
      ['PUT', `${BASE}/${id}`, { location: 'X' }],
      ['DELETE', `${BASE}/${id}`],
      ['POST', `${BASE}/${id}/start`],
      ['POST', `${BASE}/${id}/stop`],
      ['POST', `${BASE}/${id}/segments`, { text: 'Q. Hi?' }],
      ['GET', `${BASE}/${id}/questions`],
      ['PATCH', `${BASE}/${id}/questions/${theirQuestion}`, { status: 'asked' }],
      ['GET', `${BASE}/${id}/insights`],
      ['GET', `${BASE}/${id}/transcript`],
      ['GET', `${BASE}/${id}/summary`],
      ['GET', `${BASE}/${id}/export?format=docx`],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(method as 'GET', url, admin, body);
      expect(`${method} ${url} ${res.status}`).toBe(`${method} ${url} 404`);
    }
    expect((await api<DepositionSessionList>('GET', `${BASE}?case_id=${foreignCase.id}`, admin)).body.total).toBe(0);
    // The partner's own case, not assigned to the associate.
    const hiddenCase = await createCaseAs(server, firm, 'partner', { name: 'Partner only' });
    const hidden = await createDepositionAs(server, firm, 'partner', { case_id: hiddenCase.id });
    const associate = await firm.token('associate');
    expect((await api('GET', `${BASE}/${hidden.id}`, associate)).status).toBe(404);
    expect((await api('POST', BASE, associate, { case_id: hiddenCase.id, deponent: 'X' })).status).toBe(404);
    expect((await api<DepositionSessionList>('GET', BASE, associate)).body.sessions.some((x) => x.id === hidden.id)).toBe(false);
    // Unchanged by any of it.
    const [row] = await server.deps.db.select().from(depositionSessions).where(eq(depositionSessions.id, id));
    expect(row).toMatchObject({ state: 'draft', deletedAt: null, location: null, lastLine: 0 });
  });
});
