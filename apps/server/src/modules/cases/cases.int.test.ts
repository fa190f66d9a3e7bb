import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, CaseListResponse, CasePermissionsResponse, CaseStats, ErrorBody } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { auditRowsFor } from '../organization/test-support.js';
import { createCaseAs } from './test-support.js';
import { postMultipart } from '../documents/test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let partnerCase: Case;
let associateCase: Case;
let foreignCase: Case;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Cases Test LLP');
  other = await server.createFirm('Other Firm LLP');
  partnerCase = await createCaseAs(server, firm, 'partner', { name: 'Acme v. Globex', client_name: 'Acme Corp', court: 'Superior Court of California', tags: ['antitrust'] });
  associateCase = await createCaseAs(server, firm, 'associate', {
    name: 'Rivera v. Harbor Hotels',
    client_name: 'Luis Rivera',
    case_type: 'Employment',
    priority: 'critical',
    opposing_party: 'Harbor Hotels Group',
    court: 'Superior Court of New Jersey',
  });
  foreignCase = await createCaseAs(server, other, 'partner', { name: 'Foreign Matter' });
});
afterAll(() => server?.close());

describe('POST /cases/', () => {
  it('creates a case with defaults, assigns the creator and audits case_created', async () => {
    const created = await createCaseAs(server, firm, 'associate', { name: 'Created Case', status: undefined, priority: undefined });
    expect(created).toMatchObject({ name: 'Created Case', status: 'active', priority: 'medium', access_level: 'manage', document_count: 0 });
    expect(created.opened_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const team = await server.api<CasePermissionsResponse>('GET', `/api/v1/cases/${created.id}/permissions`, { token: await firm.token('associate') });
    expect(team.body.members.map((m) => [m.user_id, m.access_level])).toEqual([[firm.users.associate.id, 'manage']]);
    const rows = await auditRowsFor(server, firm.organizationId, 'case_created');
    expect(rows.some((r) => r.resourceId === created.id && r.userId === firm.users.associate.id)).toBe(true);
  });

  it('answers 400 with field errors', async () => {
    const res = await server.api<ErrorBody>('POST', '/api/v1/cases', {
      token: await firm.token('partner'),
      body: { name: ' ', client_name: 'X', case_type: 'Y', status: 'sleeping', opened_at: '2024-05-01', closed_at: '2024-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['name', 'status']));
  });

  it('refuses a paralegal with 403', async () => {
    const res = await server.api('POST', '/api/v1/cases/', { token: await firm.token('paralegal'), body: { name: 'x', client_name: 'y', case_type: 'z' } });
    expect(res.status).toBe(403);
  });
});

describe('GET /cases/ visibility, filters, sort and paging', () => {
  it('shows a partner every case of the firm and nothing of another firm', async () => {
    const res = await server.api<CaseListResponse>('GET', '/api/v1/cases/?page_size=100', { token: await firm.token('partner') });
    expect(res.status).toBe(200);
    const ids = res.body.cases.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([partnerCase.id, associateCase.id]));
    expect(ids).not.toContain(foreignCase.id);
    expect(res.body).toMatchObject({ page: 1, page_size: 100 });
  });

  it('counts each case\'s live documents in the list', async () => {
    const token = await firm.token('partner');
    const uploaded = await postMultipart(server, `/api/v1/documents/${associateCase.id}/ingest`, token, {}, [{ filename: 'note.txt', content: 'A short note.', contentType: 'text/plain' }]);
    expect(uploaded.status).toBe(201);
    const res = await server.api<CaseListResponse>('GET', '/api/v1/cases/?page_size=100', { token });
    expect(res.body.cases.find((c) => c.id === associateCase.id)?.document_count).toBe(1);
    expect(res.body.cases.find((c) => c.id === partnerCase.id)?.document_count).toBe(0);
  });

  it('shows an associate only the cases they are assigned to', async () => {
    const res = await server.api<CaseListResponse>('GET', '/api/v1/cases/', { token: await firm.token('associate') });
    const ids = res.body.cases.map((c) => c.id);
    expect(ids).toContain(associateCase.id);
    expect(ids).not.toContain(partnerCase.id);
  });

  it('filters by status, priority, type and text (attorney and opposing party too)', async () => {
    const token = await firm.token('partner');
    const byText = await server.api<CaseListResponse>('GET', '/api/v1/cases/?q=harbor%20hotels', { token });
    expect(byText.body.cases.map((c) => c.id)).toEqual([associateCase.id]);
    const byPriority = await server.api<CaseListResponse>('GET', '/api/v1/cases/?priority=critical', { token });
    expect(byPriority.body.cases.every((c) => c.priority === 'critical')).toBe(true);
    const byType = await server.api<CaseListResponse>('GET', '/api/v1/cases/?case_type=employment', { token });
    expect(byType.body.cases.map((c) => c.id)).toContain(associateCase.id);
    // The type is text, not a LIKE pattern: a wildcard matches itself only, a backslash is no 500.
    for (const literal of ['%25', '_mployment', '%5C', 'employment%5C']) {
      const odd = await server.api<CaseListResponse>('GET', `/api/v1/cases/?case_type=${literal}`, { token });
      expect({ literal, status: odd.status, cases: odd.body.cases }).toEqual({ literal, status: 200, cases: [] });
    }
    const sorted = await server.api<CaseListResponse>('GET', '/api/v1/cases/?sort=name&page_size=1&page=1', { token });
    expect(sorted.body.cases).toHaveLength(1);
    expect(sorted.body.total).toBeGreaterThanOrEqual(3);
    expect(sorted.body.cases[0]?.name).toBe('Acme v. Globex');
    const bad = await server.api<ErrorBody>('GET', '/api/v1/cases/?page_size=101&sort=colour', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['page_size', 'sort']));
  });
});

describe('GET/PUT/DELETE /cases/{case_id}', () => {
  it('reads a case and audits case_viewed; 404 for another firm and for an unassigned associate', async () => {
    const res = await server.api<Case>('GET', `/api/v1/cases/${partnerCase.id}`, { token: await firm.token('admin') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Acme v. Globex', access_level: 'manage' });
    expect((await auditRowsFor(server, firm.organizationId, 'case_viewed')).some((r) => r.resourceId === partnerCase.id)).toBe(true);
    expect((await server.api('GET', `/api/v1/cases/${foreignCase.id}`, { token: await firm.token('admin') })).status).toBe(404);
    expect((await server.api('GET', `/api/v1/cases/${partnerCase.id}`, { token: await firm.token('associate') })).status).toBe(404);
  });

  it('updates fields and the status, auditing case_updated and case_status_changed', async () => {
    const res = await server.api<Case>('PUT', `/api/v1/cases/${associateCase.id}`, {
      token: await firm.token('associate'),
      body: { judge: 'Hon. Maria Chen', status: 'on_hold' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ judge: 'Hon. Maria Chen', status: 'on_hold' });
    const [status] = await auditRowsFor(server, firm.organizationId, 'case_status_changed');
    expect(status?.details).toMatchObject({ from: 'active', to: 'on_hold' });
    const updated = await auditRowsFor(server, firm.organizationId, 'case_updated');
    expect(updated.at(-1)?.details).toMatchObject({ changed_fields: ['judge'] });
  });

  it('answers 400 for bad fields, 403 for a viewer, 404 for an unassigned associate', async () => {
    const bad = await server.api<ErrorBody>('PUT', `/api/v1/cases/${associateCase.id}`, { token: await firm.token('partner'), body: { priority: 'urgent' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('priority');
    expect((await server.api('PUT', `/api/v1/cases/${associateCase.id}`, { token: await firm.token('viewer'), body: { judge: 'x' } })).status).toBe(403);
    expect((await server.api('PUT', `/api/v1/cases/${partnerCase.id}`, { token: await firm.token('associate'), body: { judge: 'x' } })).status).toBe(404);
  });

  it('archives by default (partner) and deletes permanently only for an administrator', async () => {
    const doomed = await createCaseAs(server, firm, 'partner', { name: 'To Archive' });
    expect((await server.api('DELETE', `/api/v1/cases/${doomed.id}`, { token: await firm.token('associate') })).status).toBe(403);
    const archived = await server.api<{ outcome: string; case: Case }>('DELETE', `/api/v1/cases/${doomed.id}`, { token: await firm.token('partner') });
    expect(archived.status).toBe(200);
    expect(archived.body.outcome).toBe('archived');
    expect(archived.body.case).toMatchObject({ status: 'closed' });
    expect(archived.body.case.archived_at).toBeTruthy();
    const list = await server.api<CaseListResponse>('GET', '/api/v1/cases/?page_size=100', { token: await firm.token('partner') });
    expect(list.body.cases.map((c) => c.id)).not.toContain(doomed.id);
    expect((await auditRowsFor(server, firm.organizationId, 'case_archived')).some((r) => r.resourceId === doomed.id)).toBe(true);

    const hardAsPartner = await server.api<ErrorBody>('DELETE', `/api/v1/cases/${doomed.id}?hard=true`, { token: await firm.token('partner') });
    expect(hardAsPartner.status).toBe(403);
    const hard = await server.api<{ outcome: string }>('DELETE', `/api/v1/cases/${doomed.id}?hard=true`, { token: await firm.token('admin') });
    expect(hard.body.outcome).toBe('deleted');
    const [row] = (await auditRowsFor(server, firm.organizationId, 'case_deleted')).filter((r) => r.resourceId === doomed.id);
    expect(row?.riskLevel).toBe('high');
    expect((await server.api('GET', `/api/v1/cases/${doomed.id}`, { token: await firm.token('admin') })).status).toBe(404);
    expect((await server.api('DELETE', `/api/v1/cases/${foreignCase.id}`, { token: await firm.token('admin') })).status).toBe(404);
  });
});

describe('case permissions (team)', () => {
  it('lets a partner assign and unassign, with audit rows, and the assignee then sees the case', async () => {
    const token = await firm.token('partner');
    const assign = await server.api<CasePermissionsResponse>('POST', `/api/v1/cases/${partnerCase.id}/permissions`, {
      token,
      body: { user_id: firm.users.paralegal.id, access_level: 'edit' },
    });
    expect(assign.status).toBe(200);
    expect(assign.body.members.find((m) => m.user_id === firm.users.paralegal.id)?.access_level).toBe('edit');
    const seen = await server.api<Case>('GET', `/api/v1/cases/${partnerCase.id}`, { token: await firm.token('paralegal') });
    expect(seen.body.access_level).toBe('edit');
    const mine = await server.api<{ cases: Case[] }>('GET', '/api/v1/cases/user/cases', { token: await firm.token('paralegal') });
    expect(mine.body.cases.map((c) => c.id)).toEqual([partnerCase.id]);
    const listed = await server.api<{ cases: Case[] }>('GET', '/api/v1/cases/', { token: await firm.token('paralegal') });
    expect(listed.body.cases.find((c) => c.id === partnerCase.id)?.access_level).toBe('edit');
    expect((await auditRowsFor(server, firm.organizationId, 'case_assigned')).at(-1)?.details).toMatchObject({ access_level: 'edit' });

    const remove = await server.api<CasePermissionsResponse>('POST', `/api/v1/cases/${partnerCase.id}/permissions`, {
      token,
      body: { user_id: firm.users.paralegal.id, access_level: 'none' },
    });
    expect(remove.body.members.map((m) => m.user_id)).not.toContain(firm.users.paralegal.id);
    expect((await auditRowsFor(server, firm.organizationId, 'case_unassigned')).length).toBeGreaterThan(0);
    expect((await server.api('GET', `/api/v1/cases/${partnerCase.id}`, { token: await firm.token('paralegal') })).status).toBe(404);
  });

  it('refuses a viewer more than read access, a read-only associate the team, another firm user with 404', async () => {
    const token = await firm.token('partner');
    const tooMuch = await server.api<ErrorBody>('POST', `/api/v1/cases/${partnerCase.id}/permissions`, {
      token,
      body: { user_id: firm.users.viewer.id, access_level: 'edit' },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors?.[0]?.field).toBe('access_level');
    await server.api('POST', `/api/v1/cases/${partnerCase.id}/permissions`, { token, body: { user_id: firm.users.associate.id, access_level: 'read' } });
    const asReader = await server.api('POST', `/api/v1/cases/${partnerCase.id}/permissions`, {
      token: await firm.token('associate'),
      body: { user_id: firm.users.paralegal.id, access_level: 'read' },
    });
    expect(asReader.status).toBe(403);
    const readOnlyEdit = await server.api('PUT', `/api/v1/cases/${partnerCase.id}`, { token: await firm.token('associate'), body: { judge: 'x' } });
    expect(readOnlyEdit.status).toBe(403);
    const foreignUser = await server.api('POST', `/api/v1/cases/${partnerCase.id}/permissions`, { token, body: { user_id: other.users.associate.id, access_level: 'read' } });
    expect(foreignUser.status).toBe(404);
    await server.api('POST', `/api/v1/cases/${partnerCase.id}/permissions`, { token, body: { user_id: firm.users.associate.id, access_level: 'none' } });
  });
});

describe('stats and suggestions', () => {
  it('counts the visible cases by status and priority', async () => {
    const asPartner = await server.api<CaseStats>('GET', '/api/v1/cases/stats', { token: await firm.token('partner') });
    expect(asPartner.status).toBe(200);
    expect(asPartner.body.total).toBeGreaterThanOrEqual(3);
    expect(asPartner.body.by_priority.critical).toBeGreaterThanOrEqual(1);
    const asViewer = await server.api<CaseStats>('GET', '/api/v1/cases/stats', { token: await firm.token('viewer') });
    expect(asViewer.body.total).toBe(0);
  });

  it('suggests courts, attorneys (including firm lawyers) and tags by prefix', async () => {
    const token = await firm.token('partner');
    const courts = await server.api<{ suggestions: string[] }>('GET', '/api/v1/cases/metadata/courts/suggestions?q=superior', { token });
    expect(courts.body.suggestions).toEqual(['Superior Court of California', 'Superior Court of New Jersey']);
    const attorneys = await server.api<{ suggestions: string[] }>('GET', '/api/v1/cases/metadata/attorneys/suggestions', { token });
    expect(attorneys.body.suggestions).toEqual(expect.arrayContaining(['Daniel Lane', firm.users.partner.fullName]));
    const tags = await server.api<{ suggestions: string[] }>('GET', '/api/v1/cases/metadata/tags/suggestions?q=anti', { token });
    expect(tags.body.suggestions).toEqual(['antitrust']);
    const other100 = await server.api<{ suggestions: string[] }>('GET', '/api/v1/cases/metadata/tags/suggestions', { token: await other.token('partner') });
    expect(other100.body.suggestions).not.toContain('antitrust');
  });
});
