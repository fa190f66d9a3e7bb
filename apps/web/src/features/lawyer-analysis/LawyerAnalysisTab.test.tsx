import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LawyerAlertList, LawyerAnalysis, Role, RunLawyerAnalysisResponse } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { LawyerAnalysisTab } from './LawyerAnalysisTab';

const CASE_ID = '11111111-1111-4111-8111-111111111111';
const EVENT_ID = '22222222-2222-4222-8222-222222222222';
const ALERT_ID = '44444444-4444-4444-8444-444444444444';
const ANALYSIS: LawyerAnalysis = {
  id: '33333333-3333-4333-8333-333333333333',
  case_id: CASE_ID,
  inputs_version: 'a'.repeat(64),
  engine: 'local',
  current: true,
  summary: 'Northwind v. Castellan is a contract dispute. This offline reading finds 1 strength, 1 risk and 1 piece of missing evidence.',
  strengths: [{ key: 'strength:contract-in-file', title: 'The agreement is in the file', detail: '1 contract document (msa.txt).', severity: 'high', sources: [] }],
  risks: [{ key: 'risk:x', title: 'No document mentions Castellan', detail: 'Castellan is a party.', severity: 'high', sources: [] }],
  missing_evidence: [{ key: 'missing_exhibit:c', title: 'Exhibit C is referred to but not in the file', detail: 'A document refers to Exhibit C.', severity: 'medium', sources: [] }],
  key_witnesses: [{ name: 'Rachel Voss', mentions: 4, document_count: 2, sources: [] }],
  upcoming_deadlines: [{ event_id: EVENT_ID, title: 'Expert disclosures due', date: '2026-12-02', days_left: 5 }],
  next_steps: [{ key: 'step:c', title: 'Obtain Exhibit C', reason: 'A document refers to Exhibit C.', priority: 'medium', due_date: null, link: `/cases/${CASE_ID}?tab=documents` }],
  document_count: 2,
  event_count: 1,
  created_by: null,
  generated_at: '2026-11-27T10:00:00.000Z',
};
const ALERTS: LawyerAlertList = {
  case_id: CASE_ID,
  unacknowledged: 1,
  alerts: [
    {
      id: ALERT_ID,
      case_id: CASE_ID,
      analysis_id: ANALYSIS.id,
      kind: 'new_missing_evidence',
      severity: 'medium',
      title: 'Exhibit C is referred to but not in the file',
      detail: 'A document refers to Exhibit C.',
      acknowledged_at: null,
      acknowledged_by: null,
      created_at: '2026-11-27T10:00:00.000Z',
    },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Route = (url: string, init: RequestInit) => Response | undefined;
function serve(route: Route) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => route(String(input), init) ?? json({ detail: 'unexpected', code: 'not_found' }, 404));
  vi.stubGlobal('fetch', fetchMock);
}
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url).replace(/^.*\/api\/v1/, '')}`);
beforeEach(() => serve(() => undefined));
afterEach(() => vi.unstubAllGlobals());

function setup(role: Role) {
  renderWithSession(<LawyerAnalysisTab caseId={CASE_ID} />, { auth: fakeAuth({ user: makeUser(role) }) });
  return userEvent.setup();
}

describe('LawyerAnalysisTab', { timeout: 60_000 }, () => {
  it('shows a viewer the analysis and its alerts, labelled offline, without Run or Acknowledge', async () => {
    serve((url) => (url.endsWith('/latest') ? json(ANALYSIS) : url.includes('/alerts') ? json(ALERTS) : undefined));
    setup('viewer');
    expect(await screen.findByText(ANALYSIS.summary)).toBeInTheDocument();
    expect(screen.getByText('Offline analysis (rule-based)')).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Next steps (1)' });
    expect(within(steps).getByRole('link', { name: 'Obtain Exhibit C' })).toHaveAttribute('href', `/cases/${CASE_ID}?tab=documents`);
    expect(within(screen.getByRole('region', { name: 'Upcoming deadlines (1)' })).getByText('2026-12-02 (in 5 days)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Key witnesses (1)' })).getByText('4 mentions in 2 documents')).toBeInTheDocument();
    expect(await screen.findByText('New missing evidence: Exhibit C is referred to but not in the file')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /analysis/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Acknowledge/ })).not.toBeInTheDocument();
  });

  it('offers a paralegal "Run analysis" when none exists, and shows the result', async () => {
    let ran = false;
    const result: RunLawyerAnalysisResponse = { ...ANALYSIS, reused: false, new_alerts: 0 };
    serve((url, init) => {
      if (init.method === 'POST' && url.endsWith('/lawyer-analysis')) {
        ran = true;
        return json(result, 201);
      }
      if (url.endsWith('/latest')) return ran ? json(ANALYSIS) : json({ detail: 'This case has no lawyer analysis yet.', code: 'no_lawyer_analysis' }, 404);
      if (url.includes('/alerts')) return json({ ...ALERTS, alerts: [], unacknowledged: 0 });
      return undefined;
    });
    const events = setup('paralegal');
    expect(await screen.findByText('No analysis yet')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Run analysis' }));
    expect(await screen.findByText(ANALYSIS.summary)).toBeInTheDocument();
    expect(calls()).toContain(`POST /lawyer-analysis/cases/${CASE_ID}/lawyer-analysis`);
    expect(screen.getByRole('button', { name: 'Update analysis' })).toBeInTheDocument();
  });

  it('says when the analysis is out of date and acknowledges an alert', async () => {
    serve((url, init) => {
      if (init.method === 'POST' && url.endsWith('/acknowledge')) return json({ ...ALERTS.alerts[0], acknowledged_at: '2026-11-27T11:00:00.000Z', acknowledged_by: null });
      if (url.endsWith('/latest')) return json({ ...ANALYSIS, current: false });
      if (url.includes('/alerts')) return json(ALERTS);
      return undefined;
    });
    const events = setup('partner');
    expect(await screen.findByText(/have changed since this analysis/)).toBeInTheDocument();
    await events.click(await screen.findByRole('button', { name: 'Acknowledge: Exhibit C is referred to but not in the file' }));
    await waitFor(() => expect(screen.queryByText('New missing evidence: Exhibit C is referred to but not in the file')).not.toBeInTheDocument());
    expect(calls()).toContain(`POST /lawyer-analysis/cases/${CASE_ID}/alerts/${ALERT_ID}/acknowledge`);
  });

  it('shows a failed read with a retry (a missing case is an error, not "no analysis yet")', async () => {
    serve(() => json({ detail: 'Case not found', code: 'not_found' }, 404));
    setup('viewer');
    expect(await screen.findByText(/Failed to load the lawyer analysis/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
