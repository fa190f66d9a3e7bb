import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Case, ErrorBody, LawyerAlert, LawyerAlertList, LawyerAnalysis, LawyerAnalysisHistory, NextStepsResponse, RunLawyerAnalysisResponse } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';

/*
 * Lawyer analysis over HTTP: built and stored with its inputs' version (same inputs,
 * same analysis), `latest` says whether it is current, a new document brings it up to date by itself
 * and raises alerts, a new event makes it out of date,
 * alerts are acknowledged; who may do what; another firm's ids answer 404.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let empty: Case;

type Method = 'GET' | 'POST';
const api = <T>(method: Method, url: string, token: string, body?: unknown) => server.api<T & ErrorBody>(method, url, { token, ...(body !== undefined ? { body } : {}) });
const fields = (body: ErrorBody) => body.errors?.map((e) => e.field) ?? [];
const base = (caseId: string) => `/api/v1/lawyer-analysis/cases/${caseId}`;
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const CONTRACT = [
  'MASTER SERVICES AGREEMENT',
  'This Agreement is entered into on March 14, 2023 between Northwind Freight Inc. and Castellan Logistics LLC.',
  'Castellan shall pay Northwind the sum of $1,250,000.00 for the services described in this Agreement.',
  'Rachel Voss signed for Northwind. Tom Ortiz signed for Castellan. The parties agree to the terms and conditions herein.',
  // Entered as a consent order: the judge is named, and is nobody's witness.
  'SO ORDERED.\n/s/ Jesse M. Furman\nUnited States District Judge',
].join('\n\n');
const LETTER = [
  'Dear Ms. Voss,',
  // The reference sits past the opening 200 characters, where a document naming itself as the exhibit would.
  'We write on behalf of Northwind Freight Inc. about the shipments Castellan Logistics LLC failed to deliver on June 2, 2023. Tom Ortiz confirmed the delay by telephone and promised a written account within the week.',
  'The delivery schedule is set out in Exhibit C to the agreement.',
  'Rachel Voss and Tom Ortiz will meet again to discuss the damages.',
  'Sincerely, Daniel Lane',
].join('\n\n');

async function upload(caseId: string, filename: string, text: string) {
  const token = await firm.token('partner');
  const doc = await ingestOne(server, caseId, token, filename, text);
  expect((await settledDocument(server, doc.id, token)).status).toBe('processed');
}

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Lawyer Analysis LLP');
  other = await server.createFirm('Other Analysis LLP');
  matter = await createCaseAs(server, firm, 'partner');
  empty = await createCaseAs(server, firm, 'partner', { name: 'Nothing run yet' });
  const partner = await firm.token('partner');
  for (const [role, level] of [
    ['paralegal', 'edit'],
    ['viewer', 'read'],
  ] as const) {
    const res = await server.api('POST', `/api/v1/cases/${matter.id}/permissions`, { token: partner, body: { user_id: firm.users[role].id, access_level: level } });
    expect(res.status).toBeLessThan(300);
  }
  await upload(matter.id, 'master-services-agreement.txt', CONTRACT);
}, 90_000);
afterAll(() => server?.close());

describe('lawyer analysis', () => {
  let first: RunLawyerAnalysisResponse;

  it('builds the offline analysis from the documents and stores it (201), audited', async () => {
    const res = await api<RunLawyerAnalysisResponse>('POST', `${base(matter.id)}/lawyer-analysis`, await firm.token('paralegal'), {});
    expect(res.status).toBe(201);
    first = res.body;
    expect(first).toMatchObject({ case_id: matter.id, engine: 'local', current: true, reused: false, new_alerts: 0, document_count: 1, event_count: 0, created_by: firm.users.paralegal.id });
    expect(first.inputs_version).toMatch(/^[0-9a-f]{64}$/);
    expect(first.summary).toContain('This offline reading finds');
    expect(first.strengths.map((s) => s.title)).toContain('The agreement is in the file');
    expect(first.strengths.find((s) => s.key === 'strength:amounts-documented')?.detail).toContain('$1,250,000.00');
    expect(first.key_witnesses.map((w) => w.name)).toEqual(expect.arrayContaining(['Rachel Voss', 'Tom Ortiz']));
    expect(first.key_witnesses.map((w) => w.name)).not.toContain('Jesse M. Furman');
    const audit = await auditRowsFor(server, firm.organizationId, 'report_generated');
    expect(audit.some((r) => (r.details as { lawyer_analysis?: string }).lawyer_analysis === first.id && r.userId === firm.users.paralegal.id)).toBe(true);
  });

  it('returns the stored analysis (200, reused) while the inputs are unchanged; force builds a new one', async () => {
    const token = await firm.token('paralegal');
    const again = await api<RunLawyerAnalysisResponse>('POST', `${base(matter.id)}/lawyer-analysis`, token);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ id: first.id, reused: true, inputs_version: first.inputs_version });
    const forced = await api<RunLawyerAnalysisResponse>('POST', `${base(matter.id)}/lawyer-analysis`, token, { force: true });
    expect(forced.status).toBe(201);
    expect(forced.body.id).not.toBe(first.id);
    // Same inputs, same findings: nothing to alert about.
    expect(forced.body).toMatchObject({ inputs_version: first.inputs_version, new_alerts: 0 });
    first = forced.body;
  });

  it('lets a viewer read latest, history and next steps', async () => {
    const token = await firm.token('viewer');
    const latest = await api<LawyerAnalysis>('GET', `${base(matter.id)}/lawyer-analysis/latest`, token);
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ id: first.id, current: true, engine: 'local' });
    const history = await api<LawyerAnalysisHistory>('GET', `${base(matter.id)}/lawyer-analysis`, token);
    expect(history.status).toBe(200);
    expect(history.body.analyses.map((a) => a.id)).toEqual([first.id, expect.any(String)]);
    expect(history.body.analyses[0]).toMatchObject({ document_count: 1, engine: 'local' });
    const steps = await api<NextStepsResponse>('GET', `${base(matter.id)}/next-steps`, token);
    expect(steps.status).toBe(200);
    expect(steps.body).toMatchObject({ case_id: matter.id, analysis_id: first.id, current: true });
    expect(steps.body.next_steps).toEqual(latest.body.next_steps);
  });

  it('a new document brings the analysis up to date by itself and raises alerts', async () => {
    await upload(matter.id, 'letter-to-voss.txt', LETTER);
    const token = await firm.token('viewer');
    // The refresh runs as a job after processing: wait for the new version.
    let latest: LawyerAnalysis = first;
    await vi.waitFor(
      async () => {
        latest = (await api<LawyerAnalysis>('GET', `${base(matter.id)}/lawyer-analysis/latest`, token)).body;
        expect(latest.id).not.toBe(first.id);
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(latest).toMatchObject({ current: true, document_count: 2, created_by: null });
    expect(latest.inputs_version).not.toBe(first.inputs_version);
    expect(latest.missing_evidence.map((m) => m.title)).toContain('Exhibit C is referred to but not in the file');
    expect(latest.next_steps.map((s) => s.title)).toContain('Obtain Exhibit C');
    const alerts = await api<LawyerAlertList>('GET', `${base(matter.id)}/alerts`, token);
    expect(alerts.status).toBe(200);
    expect(alerts.body.alerts.filter((a) => a.kind === 'new_missing_evidence').map((a) => a.title)).toContain('Exhibit C is referred to but not in the file');
    expect(alerts.body.alerts.every((a) => a.analysis_id === latest.id && a.acknowledged_at === null)).toBe(true);
    first = { ...latest, reused: false, new_alerts: alerts.body.alerts.length };
  });

  it('a new deadline makes latest out of date; the next run raises a deadline alert', async () => {
    const event = await server.api('POST', `/api/v1/cases/${matter.id}/events`, {
      token: await firm.token('partner'),
      body: { event_type: 'deadline', title: 'Expert disclosures due', starts_at: isoIn(5) },
    });
    expect(event.status).toBe(201);
    const stale = await api<LawyerAnalysis>('GET', `${base(matter.id)}/lawyer-analysis/latest`, await firm.token('viewer'));
    expect(stale.body).toMatchObject({ id: first.id, current: false });

    const next = await api<RunLawyerAnalysisResponse>('POST', `${base(matter.id)}/lawyer-analysis`, await firm.token('paralegal'));
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({ document_count: 2, event_count: 1, current: true, created_by: firm.users.paralegal.id });
    expect(next.body.upcoming_deadlines).toEqual([{ event_id: expect.any(String), title: 'Expert disclosures due', date: isoIn(5).slice(0, 10), days_left: 5 }]);
    const steps = next.body.next_steps.map((s) => s.title);
    expect(steps).toContain('File before the deadline: Expert disclosures due');
    // One step per deadline: nothing filed yet, so no separate "Prepare for" step.
    expect(steps).not.toContain('Prepare for Expert disclosures due');

    const alerts = await api<LawyerAlertList>('GET', `${base(matter.id)}/alerts`, await firm.token('viewer'));
    expect(alerts.body.unacknowledged).toBe(first.new_alerts + next.body.new_alerts);
    const mine = alerts.body.alerts.filter((a) => a.analysis_id === next.body.id);
    expect(mine).toHaveLength(next.body.new_alerts);
    expect(mine.filter((a) => a.kind === 'new_deadline').map((a) => a.title)).toEqual([`Expert disclosures due on ${isoIn(5).slice(0, 10)}`]);
  });

  it('acknowledges an alert once (audited); it leaves the open list and stays in the full one', async () => {
    const before = (await api<LawyerAlertList>('GET', `${base(matter.id)}/alerts`, await firm.token('viewer'))).body;
    const target = before.alerts[0]!;
    const token = await firm.token('paralegal');
    const ack = await api<LawyerAlert>('POST', `${base(matter.id)}/alerts/${target.id}/acknowledge`, token);
    expect(ack.status).toBe(200);
    expect(ack.body).toMatchObject({ id: target.id, acknowledged_by: firm.users.paralegal.id });
    const again = await api<LawyerAlert>('POST', `${base(matter.id)}/alerts/${target.id}/acknowledge`, await firm.token('partner'));
    expect(again.body).toMatchObject({ acknowledged_at: ack.body.acknowledged_at, acknowledged_by: firm.users.paralegal.id });
    const open = (await api<LawyerAlertList>('GET', `${base(matter.id)}/alerts`, token)).body;
    expect(open.unacknowledged).toBe(before.unacknowledged - 1);
    expect(open.alerts.map((a) => a.id)).not.toContain(target.id);
    const all = (await api<LawyerAlertList>('GET', `${base(matter.id)}/alerts?include_acknowledged=true`, token)).body;
    expect(all.alerts).toHaveLength(before.alerts.length);
    const audit = await auditRowsFor(server, firm.organizationId, 'case_updated');
    expect(audit.filter((r) => (r.details as { lawyer_alert_acknowledged?: string }).lawyer_alert_acknowledged === target.id)).toHaveLength(1);
  });

  it('answers 404 with a clear detail before any analysis was run', async () => {
    const token = await firm.token('partner');
    for (const path of ['/lawyer-analysis/latest', '/next-steps']) {
      const res = await api('GET', `${base(empty.id)}${path}`, token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'no_lawyer_analysis', detail: expect.stringContaining('no lawyer analysis yet') });
    }
    const alerts = await api<LawyerAlertList>('GET', `${base(empty.id)}/alerts`, token);
    expect(alerts.body).toEqual({ case_id: empty.id, alerts: [], unacknowledged: 0 });
  });

  it('rejects bad input with field errors (400)', async () => {
    const token = await firm.token('partner');
    const bad = await api('POST', `${base(matter.id)}/lawyer-analysis`, token, { force: 'yes' });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toContain('force');
    const limit = await api('GET', `${base(matter.id)}/alerts?limit=0`, token);
    expect(limit.status).toBe(400);
    expect(fields(limit.body)).toContain('limit');
    const id = await api('GET', `${base('not-a-uuid')}/lawyer-analysis/latest`, token);
    expect(id.status).toBe(400);
    expect(fields(id.body)).toContain('case_id');
    const alertId = await api('POST', `${base(matter.id)}/alerts/nope/acknowledge`, token);
    expect(alertId.status).toBe(400);
    expect(fields(alertId.body)).toContain('alert_id');
  });

  it('refuses a viewer running the analysis or acknowledging (403)', async () => {
    const token = await firm.token('viewer');
    expect((await api('POST', `${base(matter.id)}/lawyer-analysis`, token)).status).toBe(403);
    const alert = (await api<LawyerAlertList>('GET', `${base(matter.id)}/alerts`, token)).body.alerts[0]!;
    expect((await api('POST', `${base(matter.id)}/alerts/${alert.id}/acknowledge`, token)).status).toBe(403);
  });

  it("answers 404 for another firm's case and alert, and for a case the caller is not assigned to", async () => {
    const theirs = await other.token('partner');
    for (const [method, path] of [
      ['POST', '/lawyer-analysis'],
      ['GET', '/lawyer-analysis'],
      ['GET', '/lawyer-analysis/latest'],
      ['GET', '/next-steps'],
      ['GET', '/alerts'],
    ] as const) {
      expect((await api(method, `${base(matter.id)}${path}`, theirs)).status).toBe(404);
    }
    const alert = (await api<LawyerAlertList>('GET', `${base(matter.id)}/alerts`, await firm.token('partner'))).body.alerts[0]!;
    const theirCase = await createCaseAs(server, other, 'partner');
    expect((await api('POST', `${base(theirCase.id)}/alerts/${alert.id}/acknowledge`, theirs)).status).toBe(404);
    expect((await api('POST', `${base(matter.id)}/alerts/${alert.id}/acknowledge`, theirs)).status).toBe(404);
    // An associate of the same firm who is not on the case does not learn it exists.
    expect((await api('GET', `${base(matter.id)}/lawyer-analysis/latest`, await firm.token('associate'))).status).toBe(404);
  });
});
