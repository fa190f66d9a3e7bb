import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisTask, Case, CaseAnalysis, DocumentAnalysis, EntitiesResponse, ErrorBody, GapsResponse, TimelineResponse } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let foreign: Case;
let partnerOnly: Case;
let complaintId: string;
let foreignDocId: string;
let token: string;

const COMPLAINT = [
  'UNITED STATES DISTRICT COURT',
  'COMPLAINT',
  '',
  '1. Plaintiff Northwind Freight Inc. entered into the Master Logistics Services Agreement with Castellan Logistics LLC on March 15, 2021.',
  '',
  '2. On October 2, 2023, Castellan diverted 74 trailers to Tidewater Freight Co. (see the rate confirmation attached as Exhibit C). Raymond Voss directed the diversion.',
  '',
  '3. This Court has jurisdiction under 28 U.S.C. § 1332(a)(1). See Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007).',
  '',
  '4. Northwind suffered damages of not less than $4,213,560.00.',
  '',
  'WHEREFORE, Northwind demands judgment. Responses are due no later than March 1, 2024.',
].join('\n');

const letter = (date: string, body: string) => `${date}\n\nDear Ms. Whitcombe:\n\n${body}\n\nVery truly yours,\n\nDaniel Lane`;

const EMAIL = [
  'From: Elena Ruiz <eruiz@northwind.example>',
  'To: Daniel Lane <dlane@harper.example>',
  'Subject: Rate confirmation',
  'Date: Mon, 06 Nov 2023 09:14:22 -0500',
  'Message-ID: <rate-1@northwind.example>',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Dan, attached is the Tidewater rate confirmation Raymond Voss signed. Elena',
].join('\r\n');

async function upload(filename: string, content: string, caseId = matter.id, as = token) {
  const doc = await ingestOne(server, caseId, as, filename, content);
  const settled = await settledDocument(server, doc.id, as);
  expect(settled.status).toBe('processed');
  return settled.id;
}

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Analysis LLP');
  other = await server.createFirm('Other Analysis LLP');
  token = await firm.token('associate');
  matter = await createCaseAs(server, firm, 'associate', {
    // Opened before the letters: silences are counted from the opening on.
    opened_at: '2023-10-01',
    parties: [
      { name: 'Northwind Freight Inc.', role: 'plaintiff', counsel: null, contact: null },
      { name: 'Quillon Silent Holdings LLC', role: 'defendant', counsel: null, contact: null },
    ],
  });
  foreign = await createCaseAs(server, other, 'partner');
  partnerOnly = await createCaseAs(server, firm, 'partner');
  complaintId = await upload('complaint.txt', COMPLAINT);
  await upload('letter-2023-10-11.txt', letter('October 11, 2023', 'Castellan is in breach of Section 4.3 of the Agreement.'));
  await upload('letter-2024-01-20.txt', letter('January 20, 2024', 'We have still not received the capacity reports.'));
  await upload('rate confirmation.eml', EMAIL);
  foreignDocId = await upload('memo.txt', COMPLAINT, foreign.id, await other.token('partner'));
  const event = await server.api('POST', `/api/v1/cases/${matter.id}/events`, {
    token,
    body: { event_type: 'deadline', title: 'Expert reports due', starts_at: '2024-02-01T00:00:00Z', all_day: true },
  });
  expect(event.status).toBe(201);
}, 180_000);
afterAll(() => server?.close());

describe('document analysis', () => {
  it('summarises, classifies and lists entities, dates, amounts and citations with pages; audited; stored', async () => {
    const res = await server.api<DocumentAnalysis>('GET', `/api/v1/analysis/document/${complaintId}`, { token });
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a).toMatchObject({ document_id: complaintId, engine: 'local', document_type: 'pleading' });
    expect(a.type_confidence).toBeGreaterThan(0.5);
    expect(a.summary.length).toBeGreaterThan(40);
    expect(a.key_dates.map((d) => d.date)).toEqual(expect.arrayContaining(['2021-03-15', '2023-10-02', '2024-03-01']));
    expect(a.amounts[0]).toMatchObject({ value: '$4,213,560.00', amount: 4213560, currency: 'USD', page_number: 1 });
    expect(a.citations.map((c) => [c.value, c.kind])).toEqual(expect.arrayContaining([['550 U.S. 544', 'case'], ['28 U.S.C. § 1332(a)(1)', 'statute']]));
    const orgs = a.entities.filter((e) => e.type === 'organization').map((e) => e.value);
    expect(orgs).toEqual(expect.arrayContaining(['Northwind Freight Inc.', 'Castellan Logistics LLC']));
    expect(a.entities.find((e) => e.value === 'Raymond Voss')?.sources[0]).toMatchObject({ document_id: complaintId, filename: 'complaint.txt', page_number: 1 });

    const again = await server.api<DocumentAnalysis>('GET', `/api/v1/documents/${complaintId}/analyze`, { token: await firm.token('partner') });
    expect(again.body.generated_at).toBe(a.generated_at);
    const forced = await server.api<DocumentAnalysis>('POST', `/api/v1/documents/${complaintId}/analyze`, { token, body: { force: true } });
    expect(forced.status).toBe(200);
    expect(forced.body.generated_at).not.toBe(a.generated_at);
    const rows = (await auditRowsFor(server, firm.organizationId, 'report_generated')).filter((r) => r.resourceId === complaintId);
    expect(rows.map((r) => r.details.cached)).toEqual([false, true, false]);
    expect(rows[0]).toMatchObject({ resourceType: 'document', resourceName: 'complaint.txt' });
  });

  it('answers 400, 403, 404 for another firm and for an unassigned associate', async () => {
    const bad = await server.api<ErrorBody>('GET', '/api/v1/analysis/document/not-a-uuid', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toContain('document_id');
    const badBody = await server.api<ErrorBody>('POST', `/api/v1/documents/${complaintId}/analyze`, { token, body: { force: 'yes' } });
    expect(badBody.status).toBe(400);
    expect((await server.api('POST', `/api/v1/documents/${complaintId}/analyze`, { token: await firm.token('viewer'), body: {} })).status).toBe(403);
    expect((await server.api('GET', `/api/v1/analysis/document/${foreignDocId}`, { token: await firm.token('admin') })).status).toBe(404);
    const partnerDoc = await upload('partner memo.txt', 'A memo of October 1, 2023.', partnerOnly.id, await firm.token('partner'));
    expect((await server.api('GET', `/api/v1/analysis/document/${partnerDoc}`, { token })).status).toBe(404);
  });
});

describe('case analyses', () => {
  it('summarises the case with people, organisations and the document mix', async () => {
    const res = await server.api<CaseAnalysis>('GET', `/api/v1/analysis/case/${matter.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.document_count).toBe(4);
    expect(res.body.document_mix).toEqual(expect.arrayContaining([{ document_type: 'correspondence', count: 2 }, { document_type: 'email', count: 1 }, { document_type: 'pleading', count: 1 }]));
    expect(res.body.key_people.map((p) => p.value)).toContain('Raymond Voss');
    expect(res.body.key_people.find((p) => p.value === 'Raymond Voss')!.count).toBeGreaterThanOrEqual(2);
    expect(res.body.summary).toContain(matter.name);
  });

  it('builds a timeline from documents and case events, by date, with sources', async () => {
    const res = await server.api<TimelineResponse>('GET', `/api/v1/analysis/timeline/${matter.id}`, { token });
    expect(res.status).toBe(200);
    const dates = res.body.entries.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(res.body.entries.find((e) => e.kind === 'event')).toMatchObject({ date: '2024-02-01', title: 'Expert reports due', event_type: 'deadline' });
    const diversion = res.body.entries.find((e) => e.date === '2023-10-02');
    expect(diversion?.source).toMatchObject({ document_id: complaintId, page_number: 1 });
    expect(diversion?.title).toContain('diverted 74 trailers');
    expect(res.body.entries.filter((e) => e.date === '2023-10-02' && e.source?.document_id === complaintId)).toHaveLength(1);
  });

  it('lists entities of every type with counts and sources', async () => {
    const res = await server.api<EntitiesResponse>('GET', `/api/v1/analysis/entities/${matter.id}`, { token });
    expect(res.status).toBe(200);
    const types = new Set(res.body.entities.map((e) => e.type));
    for (const t of ['person', 'organization', 'money', 'date', 'citation']) expect(types).toContain(t);
    const voss = res.body.entities.find((e) => e.value === 'Raymond Voss')!;
    expect(new Set(voss.sources.map((s) => s.filename))).toEqual(new Set(['complaint.txt', 'rate confirmation.eml']));
  });

  it('finds the gaps: silence, a missing exhibit and attachment, a silent party, unanswered deadlines', async () => {
    const res = await server.api<GapsResponse>('GET', `/api/v1/analysis/gaps/${matter.id}`, { token });
    expect(res.status).toBe(200);
    const kinds = res.body.gaps.map((g) => g.kind);
    expect(kinds).toEqual(expect.arrayContaining(['correspondence_gap', 'missing_exhibit', 'missing_attachment', 'party_without_documents', 'deadline_without_filing']));
    // Counted from the opening (2023-10-01): the complaint's 2021 date is history, not a silence.
    const silences = res.body.gaps.filter((g) => g.kind === 'correspondence_gap').map((g) => `${g.period_start}..${g.period_end}`);
    expect(silences.sort()).toEqual(['2023-11-06..2024-01-20']);
    expect(res.body.gaps.find((g) => g.kind === 'missing_exhibit')?.title).toContain('Exhibit C');
    expect(res.body.gaps.find((g) => g.kind === 'party_without_documents')?.title).toContain('Quillon Silent Holdings LLC');
    const deadlines = res.body.gaps.filter((g) => g.kind === 'deadline_without_filing').map((g) => g.period_end);
    // Only the case calendar's deadline: the complaint's "no later than March 1, 2024" is not one the case holds.
    expect(deadlines).toEqual(['2024-02-01']);
  });

  it('re-uses stored results until a document changes', async () => {
    const first = await server.api<EntitiesResponse>('GET', `/api/v1/analysis/entities/${matter.id}`, { token });
    const second = await server.api<EntitiesResponse>('GET', `/api/v1/analysis/entities/${matter.id}`, { token });
    expect(second.body.generated_at).toBe(first.body.generated_at);
    await upload('exhibit C - rate confirmation.txt', 'Exhibit C. Tidewater Freight Co. rate confirmation: $9,999.00 per week from Zephyrine Carriers LLC.');
    const third = await server.api<EntitiesResponse>('GET', `/api/v1/analysis/entities/${matter.id}`, { token });
    expect(third.body.generated_at).not.toBe(first.body.generated_at);
    expect(third.body.entities.map((e) => e.value)).toContain('$9,999.00');
    const gaps = await server.api<GapsResponse>('GET', `/api/v1/analysis/gaps/${matter.id}`, { token });
    expect(gaps.body.gaps.some((g) => g.kind === 'missing_exhibit' && g.title.includes('Exhibit C'))).toBe(false);
  });

  it('answers 400, 404 for another firm and for an unassigned associate; audits per request', async () => {
    for (const kind of ['case', 'timeline', 'entities', 'gaps']) {
      const bad = await server.api<ErrorBody>('GET', `/api/v1/analysis/${kind}/nope`, { token });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.map((e) => e.field)).toContain('case_id');
      expect((await server.api('GET', `/api/v1/analysis/${kind}/${foreign.id}`, { token: await firm.token('admin') })).status).toBe(404);
      expect((await server.api('GET', `/api/v1/analysis/${kind}/${partnerOnly.id}`, { token })).status).toBe(404);
    }
    const rows = (await auditRowsFor(server, firm.organizationId, 'report_generated')).filter((r) => r.resourceId === matter.id);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.resourceType === 'case')).toBe(true);
  });
});

async function completed(taskId: string): Promise<AnalysisTask> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await server.api<AnalysisTask>('GET', `/api/v1/advanced-analysis/status/${taskId}`, { token });
    expect(res.status).toBe(200);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`task ${taskId} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('advanced analysis', () => {
  it('queues a task that runs to completion with progress and a stored result', async () => {
    const res = await server.api<AnalysisTask>('POST', '/api/v1/advanced-analysis/analyze', { token, body: { kind: 'timeline', target_id: matter.id, force: true } });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ kind: 'timeline', target_id: matter.id, status: 'queued', progress: 0, result: null });
    const done = await completed(res.body.task_id);
    expect(done).toMatchObject({ status: 'completed', progress: 100, error: null });
    expect((done.result as TimelineResponse).entries.length).toBeGreaterThan(3);
  });

  it('queues a batch and runs every task', async () => {
    const res = await server.api<{ tasks: AnalysisTask[] }>('POST', '/api/v1/advanced-analysis/batch', {
      token,
      body: { tasks: [{ kind: 'document', target_id: complaintId }, { kind: 'gaps', target_id: matter.id }] },
    });
    expect(res.status).toBe(202);
    expect(res.body.tasks).toHaveLength(2);
    const results = await Promise.all(res.body.tasks.map((t) => completed(t.task_id)));
    expect(results.map((r) => r.status)).toEqual(['completed', 'completed']);
    expect((results[0]!.result as DocumentAnalysis).document_type).toBe('pleading');
  });

  it('answers 400, 403, and 404 for unreachable targets and other firms’ tasks', async () => {
    const bad = await server.api<ErrorBody>('POST', '/api/v1/advanced-analysis/analyze', { token, body: { kind: 'everything', target_id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['kind', 'target_id']));
    expect((await server.api('POST', '/api/v1/advanced-analysis/batch', { token, body: { tasks: [] } })).status).toBe(400);
    const viewer = await firm.token('viewer');
    expect((await server.api('POST', '/api/v1/advanced-analysis/analyze', { token: viewer, body: { kind: 'case', target_id: matter.id } })).status).toBe(403);
    expect((await server.api('POST', '/api/v1/advanced-analysis/batch', { token: viewer, body: { tasks: [{ kind: 'case', target_id: matter.id }] } })).status).toBe(403);
    expect((await server.api('POST', '/api/v1/advanced-analysis/analyze', { token, body: { kind: 'case', target_id: foreign.id } })).status).toBe(404);
    expect((await server.api('POST', '/api/v1/advanced-analysis/analyze', { token, body: { kind: 'case', target_id: partnerOnly.id } })).status).toBe(404);
    const mixed = await server.api('POST', '/api/v1/advanced-analysis/batch', { token, body: { tasks: [{ kind: 'case', target_id: matter.id }, { kind: 'document', target_id: foreignDocId }] } });
    expect(mixed.status).toBe(404);
    const theirs = await server.api<AnalysisTask>('POST', '/api/v1/advanced-analysis/analyze', { token: await other.token('partner'), body: { kind: 'case', target_id: foreign.id } });
    expect(theirs.status).toBe(202);
    expect((await server.api('GET', `/api/v1/advanced-analysis/status/${theirs.body.task_id}`, { token: await firm.token('admin') })).status).toBe(404);
    const partnerTask = await server.api<AnalysisTask>('POST', '/api/v1/advanced-analysis/analyze', { token: await firm.token('partner'), body: { kind: 'case', target_id: partnerOnly.id } });
    expect((await server.api('GET', `/api/v1/advanced-analysis/status/${partnerTask.body.task_id}`, { token })).status).toBe(404);
  });
});
