import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { TokenResponse } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from './harness.js';
import {
  aiBudgets,
  budgetAlerts,
  courtClosures,
  custodians,
  deadlineTriggers,
  highlights,
  incomingProductions,
  invitations,
  lawyerAlerts,
  lawyerAnalyses,
  parties,
  productionFieldTemplates,
  productions,
  redactions,
  redactionSets,
  sessions,
} from '../db/schema/index.js';
import { randomUUID } from 'node:crypto';
import { multipart, sha256 } from '../modules/documents/test-support.js';
import { mediaSegments, seedTranscript } from '../modules/transcription/test-support.js';
import { signupPayload, signUpAndSignIn } from '../modules/auth/test-support.js';

let server: TestServer;
let other: TestFirm;
let ownAdmin: TokenResponse;

/** Real ids that belong to the OTHER firm, by route parameter name. */
const foreignIds: Record<string, string> = {};
/**
 * Where one parameter name means different things: under these prefixes these ids win
 * (`session_id` above is a sign-in session, used by /settings; the deposition routes' is a deposition session).
 */
const foreignIdsUnder: [prefix: string, ids: Record<string, string>][] = [];
const idsFor = (url: string): Record<string, string> => ({ ...foreignIds, ...Object.assign({}, ...foreignIdsUnder.filter(([prefix]) => url.startsWith(prefix)).map(([, ids]) => ids)) });
/** A valid body per route, so validation passes and the firm check is what answers. */
const sampleBodies: Record<string, unknown> = {
  'POST /api/v1/cases/:case_id/custodians': { name: 'A custodian' },
  'PATCH /api/v1/cases/:case_id/documents/custody': { document_ids: ['00000000-0000-4000-8000-000000000000'], source_path: 'Inbox' },
  'PUT /api/v1/cases/:case_id/dedup': { dedup_scope: 'custodian' },
  'PUT /api/v1/cases/:case_id/review/settings': { near_duplicate_threshold: 0.9 },
  'POST /api/v1/cases/:case_id/redaction-sets': { name: 'Personal data' },
  'PUT /api/v1/discovery/field-templates/:template_id': { name: 'Ours', recipient: 'Opposing counsel', fields: ['BEGBATES', 'ENDBATES'] },
  'POST /api/v1/discovery/incoming-productions/:incoming_id/parse': { delimiters: { field_separator: '\u0014', text_qualifier: 'þ', newline: '®' } },
  'POST /api/v1/discovery/incoming-productions/:incoming_id/load': { delimiters: { field_separator: '\u0014', text_qualifier: 'þ', newline: '®' }, field_map: { BEGBATES: 'bates_begin' } },
  'PUT /api/v1/organization/users/:user_id/role': { role: 'viewer' },
  'PUT /api/v1/team/members/:user_id/role': { role: 'viewer' },
  'PUT /api/v1/cases/:case_id': { judge: 'Hon. Someone' },
  'POST /api/v1/cases/:case_id/permissions': { user_id: '00000000-0000-4000-8000-000000000000', access_level: 'read' },
  'POST /api/v1/cases/:case_id/events': { event_type: 'hearing', title: 'Hearing', starts_at: '2031-01-01T10:00:00Z' },
  'PUT /api/v1/cases/:case_id/events/:event_id': { title: 'Moved hearing' },
  'POST /api/v1/cases/:case_id/highlights': { document_id: '00000000-0000-4000-8000-000000000000', page_number: 1, start: 0, end: 5 },
  'PUT /api/v1/highlights/:highlight_id': { note: 'Changed note' },
  'POST /api/v1/redaction-sets/:set_id/redactions': { kind: 'box', document_id: '00000000-0000-4000-8000-000000000000', page_number: 1, box: { x: 0, y: 0, width: 0.5, height: 0.5 }, reason: 'personal_data' },
  'POST /api/v1/redaction-sets/:set_id/batch': { reason: 'personal_data', match: { by: 'pattern', pattern: 'ssn' } },
  'POST /api/v1/documents/:case_id/finalize-upload': { upload_id: '00000000-0000-4000-8000-000000000000', sha256: 'a'.repeat(64) },
  'PATCH /api/v1/transcription/jobs/:job_id/segments/:segment_id': { text: 'Changed words' },
  'POST /api/v1/transcription/jobs/:job_id/speakers/rename': { from: 'Speaker 1', to: 'Dr. Liu' },
  'PUT /api/v1/realtime-deposition/sessions/:session_id': { location: 'Elsewhere' },
  'POST /api/v1/realtime-deposition/sessions/:session_id/segments': { text: 'Q. Whose session is this?' },
  'PATCH /api/v1/realtime-deposition/sessions/:session_id/questions/:question_id': { status: 'dismissed' },
  'PUT /api/v1/discovery/requests/:request_id': { status: 'responded' },
  'PUT /api/v1/discovery/review/:document_id': { confidentiality: 'confidential' },
  'PUT /api/v1/discovery/privilege-log/:document_id': { description: 'Memo from counsel regarding the lease' },
  'POST /api/v1/cases/:case_id/deadline-triggers': { kind: 'complaint_served', title: 'Complaint', trigger_date: '2026-11-02' },
  'PATCH /api/v1/cases/:case_id/deadline-triggers/:trigger_id': { trigger_date: '2026-11-03' },
  'PUT /api/v1/cases/:case_id/court': { name: 'S.D.N.Y.', time_zone: 'America/New_York', inauguration_day: false },
  'POST /api/v1/cases/:case_id/parties': { name: 'A party', role: 'witness' },
  'PUT /api/v1/cases/:case_id/parties/:party_id': { name: 'Renamed party' },
  'POST /api/v1/cases/:case_id/clearance': { decision: 'cleared' },
};

beforeAll(async () => {
  server = await createTestServer({ DEMO: 'true' });
  // The other firm: the seeded demo firm, plus an invitation and a live session of its own.
  other = await server.createFirm('Other Firm LLP');
  const otherAdmin = await other.token('admin');
  const invite = await server.api<{ id: string }>('POST', '/api/v1/organization/invite', {
    token: otherAdmin,
    body: { email: 'someone@other.test', role: 'paralegal' },
  });
  expect(invite.status).toBe(201);
  const [inv] = await server.deps.db.select().from(invitations).where(eq(invitations.organizationId, other.organizationId));
  const [session] = await server.deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, other.users.admin.id), isNull(sessions.revokedAt)));
  Object.assign(foreignIds, { user_id: other.users.paralegal.id, invitation_id: inv!.id, session_id: session!.id });

  const foreignCase = await server.api<{ id: string }>('POST', '/api/v1/cases/', {
    token: otherAdmin,
    body: { name: 'Other v. Firm', client_name: 'Other Client', case_type: 'Contract Dispute' },
  });
  expect(foreignCase.status).toBe(201);
  const foreignEvent = await server.api<{ id: string }>('POST', `/api/v1/cases/${foreignCase.body.id}/events`, {
    token: otherAdmin,
    body: { event_type: 'deadline', title: 'Answer due', starts_at: '2031-01-01T10:00:00Z' },
  });
  expect(foreignEvent.status).toBe(201);
  Object.assign(foreignIds, { case_id: foreignCase.body.id, event_id: foreignEvent.body.id });

  const content = Buffer.from('Privileged memo of the other firm');
  const file = multipart({}, [{ filename: 'memo.txt', content }]);
  const ingested = await server.app.inject({
    method: 'POST',
    url: `/api/v1/documents/${foreignCase.body.id}/ingest`,
    payload: file.payload,
    headers: { ...file.headers, authorization: `Bearer ${otherAdmin}` },
  });
  expect(ingested.statusCode).toBe(201);
  const uploadId = randomUUID();
  const chunk = multipart(
    { upload_id: uploadId, filename: 'memo.txt', total_size: content.length, total_chunks: 2, chunk_index: 0, chunk_sha256: sha256(content) },
    [{ field: 'chunk', filename: 'blob', content }],
  );
  const chunkRes = await server.app.inject({
    method: 'POST',
    url: `/api/v1/documents/${foreignCase.body.id}/upload-chunk`,
    payload: chunk.payload,
    headers: { ...chunk.headers, authorization: `Bearer ${otherAdmin}` },
  });
  expect(chunkRes.statusCode).toBe(200);
  Object.assign(foreignIds, { document_id: (JSON.parse(ingested.body) as { documents: { id: string }[] }).documents[0]!.id, upload_id: uploadId });
  const foreignTask = await server.api<{ task_id: string }>('POST', '/api/v1/advanced-analysis/analyze', {
    token: otherAdmin,
    body: { kind: 'case', target_id: foreignCase.body.id },
  });
  expect(foreignTask.status).toBe(202);
  Object.assign(foreignIds, { task_id: foreignTask.body.task_id });
  // Written directly: a highlight through the API would first wait for the memo to be processed.
  const [foreignHighlight] = await server.deps.db
    .insert(highlights)
    .values({ organizationId: other.organizationId, caseId: foreignCase.body.id, documentId: foreignIds.document_id!, pageNumber: 1, start: 0, end: 10, quote: 'Privileged' })
    .returning();
  Object.assign(foreignIds, { highlight_id: foreignHighlight!.id });
  const [foreignSet] = await server.deps.db.insert(redactionSets).values({ organizationId: other.organizationId, caseId: foreignCase.body.id, name: 'Their redactions' }).returning();
  const [foreignRedaction] = await server.deps.db
    .insert(redactions)
    .values({ organizationId: other.organizationId, caseId: foreignCase.body.id, setId: foreignSet!.id, documentId: foreignIds.document_id!, pageNumber: 1, x: 0.1, y: 0.1, width: 0.2, height: 0.1, reason: 'personal_data', source: 'box' })
    .returning();
  Object.assign(foreignIds, { set_id: foreignSet!.id, redaction_id: foreignRedaction!.id });
  const transcript = await seedTranscript(server, other, foreignCase.body.id, mediaSegments([['Speaker 1', 'The other firm recorded this.']]), { role: 'admin' });
  Object.assign(foreignIds, { job_id: transcript.job.id, segment_id: transcript.segmentIds[0]! });
  const deposition = await server.api<{ id: string }>('POST', '/api/v1/realtime-deposition/sessions', {
    token: otherAdmin,
    body: { case_id: foreignCase.body.id, deponent: 'Their Witness', goals: ['Their goal'] },
  });
  expect(deposition.status).toBe(201);
  expect((await server.api('POST', `/api/v1/realtime-deposition/sessions/${deposition.body.id}/start`, { token: otherAdmin })).status).toBe(200);
  const depositionQuestions = await server.api<{ questions: { id: string }[] }>('GET', `/api/v1/realtime-deposition/sessions/${deposition.body.id}/questions`, { token: otherAdmin });
  expect(depositionQuestions.body.questions.length).toBeGreaterThan(0);
  foreignIdsUnder.push(['/api/v1/realtime-deposition/', { session_id: deposition.body.id, question_id: depositionQuestions.body.questions[0]!.id }]);
  const discoveryRequest = await server.api<{ id: string }>('POST', '/api/v1/discovery/requests', {
    token: otherAdmin,
    body: { case_id: foreignCase.body.id, title: 'Their requests', served_date: '2026-11-02', items: [{ text: 'All of their documents.' }] },
  });
  expect(discoveryRequest.status).toBe(201);
  Object.assign(foreignIds, { request_id: discoveryRequest.body.id });
  // Written directly: a production through the API would first wait for the document and the job.
  const [foreignProduction] = await server.deps.db
    .insert(productions)
    .values({
      organizationId: other.organizationId,
      caseId: foreignCase.body.id,
      name: 'Their production',
      recipient: 'Their opponent',
      volume: 'VOL001',
      batesPrefix: 'OTH',
      batesStart: 1,
      batesPadding: 6,
      options: { encoding: 'utf-8', delimiters: { field_separator: '\u0014', text_qualifier: 'þ', newline: '®' }, selection: { by: 'documents', count: 1 } },
    })
    .returning();
  Object.assign(foreignIds, { production_id: foreignProduction!.id });
  // Written directly: the other firm's custodian, DAT field template and received volume.
  const [foreignCustodian] = await server.deps.db.insert(custodians).values({ organizationId: other.organizationId, caseId: foreignCase.body.id, name: 'Their Custodian' }).returning();
  const [foreignTemplate] = await server.deps.db
    .insert(productionFieldTemplates)
    .values({ organizationId: other.organizationId, name: 'Their fields', recipient: 'Their opponent', fields: ['BEGBATES', 'ENDBATES'] })
    .returning();
  const [foreignIncoming] = await server.deps.db
    .insert(incomingProductions)
    .values({
      organizationId: other.organizationId,
      caseId: foreignCase.body.id,
      filename: 'THEIRS001.zip',
      zipSha256: sha256(Buffer.from('their volume')),
      datPath: 'THEIRS001/DATA/THEIRS001.dat',
      delimiters: { field_separator: '\u0014', text_qualifier: 'þ', newline: '®' },
    })
    .returning();
  Object.assign(foreignIds, { custodian_id: foreignCustodian!.id, template_id: foreignTemplate!.id, incoming_id: foreignIncoming!.id });
  // Written directly: the other firm's deadline trigger and court closure day.
  const [foreignTrigger] = await server.deps.db
    .insert(deadlineTriggers)
    .values({ organizationId: other.organizationId, caseId: foreignCase.body.id, kind: 'complaint_served', title: 'Their complaint', triggerDate: '2026-11-02' })
    .returning();
  const [foreignClosure] = await server.deps.db.insert(courtClosures).values({ organizationId: other.organizationId, date: '2026-11-27', reason: 'Their closure' }).returning();
  Object.assign(foreignIds, { trigger_id: foreignTrigger!.id, closure_id: foreignClosure!.id });
  // Written directly: a party of the other firm's matter.
  const [foreignParty] = await server.deps.db.insert(parties).values({ organizationId: other.organizationId, caseId: foreignCase.body.id, name: 'Their Witness', role: 'witness' }).returning();
  Object.assign(foreignIds, { party_id: foreignParty!.id });
  // Written directly: a lawyer-analysis alert only comes from a second version of a case's analysis.
  const [foreignAnalysis] = await server.deps.db
    .insert(lawyerAnalyses)
    .values({ organizationId: other.organizationId, caseId: foreignCase.body.id, inputsVersion: 'v1', engine: 'local', content: {} })
    .returning();
  const [foreignAlert] = await server.deps.db
    .insert(lawyerAlerts)
    .values({ organizationId: other.organizationId, caseId: foreignCase.body.id, analysisId: foreignAnalysis!.id, kind: 'new_risk', severity: 'high', title: 'Theirs', detail: 'Theirs' })
    .returning();
  Object.assign(foreignIds, { alert_id: foreignAlert!.id });
  // Cost analytics' alerts are budget alerts: another table, so another id under that prefix.
  const [foreignBudget] = await server.deps.db
    .insert(aiBudgets)
    .values({ organizationId: other.organizationId, scope: 'firm', monthlyLimitUsd: 10 })
    .returning();
  const [foreignBudgetAlert] = await server.deps.db
    .insert(budgetAlerts)
    .values({ organizationId: other.organizationId, budgetId: foreignBudget!.id, period: '2031-01', threshold: 50, spentUsd: 5, limitUsd: 10 })
    .returning();
  foreignIdsUnder.push(['/api/v1/cost-analytics/', { budget_id: foreignBudget!.id, alert_id: foreignBudgetAlert!.id }]);

  // Signed up as a person does: the form, the link from the e-mail, then sign-in.
  ownAdmin = await signUpAndSignIn(
    server,
    signupPayload('founder@newfirm.test', { password: 'Granite-Meadow-Falcon-31', full_name: 'Nia Founder', organization_name: 'New Firm PC' }),
  );
  // Seeding the demo firm (43 documents in their real formats) took up to 140 s on a busy machine.
}, 300_000);
afterAll(() => server?.close());

describe('a newly signed-up firm is isolated from every other firm', () => {
  it("answers 404 for another firm's id on every id-taking endpoint", async () => {
    const results: string[] = [];
    for (const route of server.deps.routes) {
      if (route.permission === 'public' || !route.url.includes(':')) continue;
      const ids = idsFor(route.url);
      // Only ids name a firm's rows (a metric name, say, is the same for every firm).
      const params = [...route.url.matchAll(/:([a-zA-Z_]+)/g)].map((m) => m[1]!).filter((p) => /(^|_)id$/.test(p));
      if (params.length === 0) continue;
      const unknown = params.filter((p) => !(p in ids));
      if (unknown.length > 0) {
        results.push(`${route.method} ${route.url}: add a foreign id for ${unknown.join(', ')}`);
        continue;
      }
      const url = route.url.replace(/:([a-zA-Z_]+)/g, (_m, p: string) => ids[p]!);
      const key = `${route.method} ${route.url}`;
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      const body = sampleBodies[key] ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
      const res = await server.api(method, url, { token: ownAdmin.access_token, body });
      if (res.status !== 404) results.push(`${key} -> ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(results).toEqual([]);
  });

  it("reads none of another firm's calendar, feed, parties or conflicts through ids in queries and names in bodies", async () => {
    const token = ownAdmin.access_token;
    const otherAdmin = await other.token('admin');
    const day = new Date().toISOString().slice(0, 10);
    const at = `${day}T15:00:00Z`;
    const ours = await server.api<{ id: string }>('POST', '/api/v1/cases/', { token, body: { name: 'Ours v. Them', client_name: 'Lantern Quay Holdings', case_type: 'Contract Dispute' } });
    expect(ours.status).toBe(201);
    const ourEvent = await server.api<{ id: string }>('POST', `/api/v1/cases/${ours.body.id}/events`, { token, body: { event_type: 'hearing', title: 'Our hearing', starts_at: at } });
    const theirEvent = await server.api<{ id: string }>('POST', `/api/v1/cases/${foreignIds.case_id}/events`, { token: otherAdmin, body: { event_type: 'hearing', title: 'Their hearing', starts_at: at } });
    expect([ourEvent.status, theirEvent.status]).toEqual([201, 201]);

    // Ids in the query string name another firm's rows as surely as ids in the path.
    const range = `from=${day}&to=${day}`;
    expect((await server.api('GET', `/api/v1/calendar/events?${range}&case_id=${foreignIds.case_id}`, { token })).status).toBe(404);
    expect((await server.api('GET', `/api/v1/calendar/events?${range}&person_id=${other.users.paralegal.id}`, { token })).status).toBe(404);
    const events = await server.api<{ events: { id: string }[] }>('GET', `/api/v1/calendar/events?${range}`, { token });
    expect(events.status).toBe(200);
    expect(events.body.events.map((e) => e.id)).toEqual([ourEvent.body.id]);
    const filters = await server.api<{ cases: { id: string }[]; people: { id: string }[] }>('GET', '/api/v1/calendar/filters', { token });
    expect(filters.body.cases.map((c) => c.id)).toEqual([ours.body.id]);
    expect(filters.body.people.map((p) => p.id)).not.toContain(other.users.paralegal.id);

    // A feed is read without a session: the token's owner's firm is all it shows; an unknown token is no feed.
    const feed = await server.api<{ url: string }>('POST', '/api/v1/calendar/feed-token', { token });
    expect(feed.status).toBe(201);
    const text = (await server.app.inject({ method: 'GET', url: new URL(feed.body.url).pathname })).body;
    expect(text).toContain(`UID:${ourEvent.body.id}@`);
    expect(text).not.toContain(theirEvent.body.id);
    expect(text).not.toContain('Their hearing');
    expect((await server.app.inject({ method: 'GET', url: `/api/v1/calendar/feed/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);

    // The firm-wide conflict check searches this firm's matters only: the other firm's client and witness are nobody here.
    const search = await server.api<{ hits: { party_name: string }[] }>('POST', '/api/v1/conflicts/search', {
      token,
      body: { parties: [{ name: 'Their Witness', role: 'adverse_party' }, { name: 'Other Client', role: 'adverse_party' }] },
    });
    expect(search.status).toBe(200);
    expect(search.body.hits).toEqual([]);
    const parties = await server.api<{ parties: { name: string }[] }>('GET', `/api/v1/cases/${ours.body.id}/parties`, { token });
    expect(parties.status).toBe(200);
    expect(parties.body.parties.map((p) => p.name)).not.toContain('Their Witness');
  });

  it("lists none of another firm's people, invitations or audit events", async () => {
    const token = ownAdmin.access_token;
    const team = await server.api<{ members: { email: string }[] }>('GET', '/api/v1/team/members', { token });
    expect(team.status).toBe(200);
    expect(team.body.members.map((m) => m.email)).toEqual(['founder@newfirm.test']);
    const org = await server.api<{ users: { email: string }[]; invitations: unknown[] }>('GET', '/api/v1/organization/users', { token });
    expect(org.body.users.map((u) => u.email)).toEqual(['founder@newfirm.test']);
    expect(org.body.invitations).toEqual([]);
    const logs = await server.api<{ logs: { organization_id: string }[] }>('POST', '/api/v1/audit/logs', { token, body: {} });
    expect(logs.status).toBe(200);
    expect(logs.body.logs.every((l) => l.organization_id === ownAdmin.user.organization_id)).toBe(true);
    const statsOther = await server.api('POST', '/api/v1/audit/statistics', {
      token,
      body: { organization_id: other.organizationId },
    });
    expect(statsOther.status).toBe(404);
  });
});
