import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, Invitation, TeamMember } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { auditRowsFor } from '../organization/test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Team Test LLP');
  other = await server.createFirm('Other Team LLP');
  await server.deps.database.executeSql("update users set title = 'Litigation Counsel' where id = $1", [firm.users.partner.id]);
});
afterAll(() => server?.close());

type Members = { members: TeamMember[]; total: number };

describe('GET /team/members', () => {
  it('lists my firm with profile fields, and searches name, e-mail and title', async () => {
    const token = await firm.token('associate');
    const all = await server.api<Members>('GET', '/api/v1/team/members', { token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(5);
    expect(all.body.members.map((m) => m.id).sort()).toEqual(Object.values(firm.users).map((u) => u.id).sort());
    expect(all.body.members[0]).not.toHaveProperty('permissions');

    const byTitle = await server.api<Members>('GET', '/api/v1/team/members?q=litigation', { token });
    expect(byTitle.body.members.map((m) => m.id)).toEqual([firm.users.partner.id]);
    expect(byTitle.body.members[0]?.title).toBe('Litigation Counsel');
    const byEmail = await server.api<Members>('GET', `/api/v1/team/members?q=${encodeURIComponent(firm.users.viewer.email)}`, { token });
    expect(byEmail.body.members.map((m) => m.id)).toEqual([firm.users.viewer.id]);
    const byName = await server.api<Members>('GET', '/api/v1/team/members?q=paraLEGAL', { token });
    expect(byName.body.members.map((m) => m.id)).toEqual([firm.users.paralegal.id]);
    // Wildcards are literal text, not patterns.
    expect((await server.api<Members>('GET', '/api/v1/team/members?q=%25', { token })).body.total).toBe(0);
  });

  it('hides deactivated members unless include_inactive=true', async () => {
    const f = await server.createFirm();
    await server.api('DELETE', `/api/v1/organization/users/${f.users.viewer.id}`, { token: await f.token('admin') });
    const token = await f.token('associate');
    expect((await server.api<Members>('GET', '/api/v1/team/members', { token })).body.total).toBe(4);
    expect((await server.api<Members>('GET', '/api/v1/team/members?include_inactive=false', { token })).body.total).toBe(4);
    const withInactive = await server.api<Members>('GET', '/api/v1/team/members?include_inactive=true', { token });
    expect(withInactive.body.total).toBe(5);
    expect(withInactive.body.members.find((m) => m.id === f.users.viewer.id)?.is_active).toBe(false);
  });

  it('answers 400 for a bad flag and 403 below associate', async () => {
    const bad = await server.api<ErrorBody>('GET', '/api/v1/team/members?include_inactive=maybe', { token: await firm.token('associate') });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toContain('include_inactive');
    expect((await server.api('GET', '/api/v1/team/members', { token: await firm.token('paralegal') })).status).toBe(403);
  });
});

describe('GET /team/members/{user_id}', () => {
  it("returns a colleague, 404 for another firm's user, 400 for a bad id, 403 below associate", async () => {
    const token = await firm.token('associate');
    const res = await server.api<TeamMember>('GET', `/api/v1/team/members/${firm.users.partner.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: firm.users.partner.id, role: 'partner', title: 'Litigation Counsel', is_active: true });
    expect((await server.api('GET', `/api/v1/team/members/${other.users.partner.id}`, { token })).status).toBe(404);
    expect((await server.api('GET', '/api/v1/team/members/xyz', { token })).status).toBe(400);
    expect((await server.api('GET', `/api/v1/team/members/${firm.users.partner.id}`, { token: await firm.token('viewer') })).status).toBe(403);
  });
});

describe('POST /team/invite and PUT /team/members/{user_id}/role (the organization service)', () => {
  it('invites with the same rules and audit as the organization page', async () => {
    const f = await server.createFirm();
    const res = await server.api<Invitation>('POST', '/api/v1/team/invite', {
      token: await f.token('partner'),
      body: { email: `team-invite-${f.organizationId}@invitee.test`, role: 'associate' },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    expect(await auditRowsFor(server, f.organizationId, 'user_invited')).toHaveLength(1);
    const dup = await server.api<ErrorBody>('POST', '/api/v1/organization/invite', {
      token: await f.token('admin'),
      body: { email: `team-invite-${f.organizationId}@invitee.test`, role: 'associate' },
    });
    expect(dup.status).toBe(409);
    const admin = await server.api('POST', '/api/v1/team/invite', { token: await f.token('partner'), body: { email: 'x@invitee.test', role: 'admin' } });
    expect(admin.status).toBe(403);
    const bad = await server.api<ErrorBody>('POST', '/api/v1/team/invite', { token: await f.token('partner'), body: { role: 'viewer' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toContain('email');
    expect((await server.api('POST', '/api/v1/team/invite', { token: await f.token('associate'), body: { email: 'y@invitee.test', role: 'viewer' } })).status).toBe(403);
  });

  it('changes roles with the same guards and audit', async () => {
    const f = await server.createFirm();
    const res = await server.api<TeamMember>('PUT', `/api/v1/team/members/${f.users.paralegal.id}/role`, {
      token: await f.token('partner'),
      body: { role: 'associate', org_role: 'junior_associate' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'associate', org_role: 'junior_associate' });
    const [row] = await auditRowsFor(server, f.organizationId, 'role_changed');
    expect(row?.details).toMatchObject({ from: 'paralegal', to: 'associate' });

    const last = await server.api<ErrorBody>('PUT', `/api/v1/team/members/${f.users.admin.id}/role`, { token: await f.token('admin'), body: { role: 'partner' } });
    expect(last.status).toBe(409);
    expect(last.body.detail).toBe('The firm must keep at least one administrator');
    expect((await server.api('PUT', `/api/v1/team/members/${f.users.admin.id}/role`, { token: await f.token('partner'), body: { role: 'viewer' } })).status).toBe(403);
    expect((await server.api('PUT', `/api/v1/team/members/${f.users.viewer.id}/role`, { token: await f.token('associate'), body: { role: 'paralegal' } })).status).toBe(403);
    expect((await server.api('PUT', `/api/v1/team/members/${other.users.viewer.id}/role`, { token: await f.token('admin'), body: { role: 'paralegal' } })).status).toBe(404);
    const bad = await server.api<ErrorBody>('PUT', `/api/v1/team/members/${f.users.viewer.id}/role`, { token: await f.token('admin'), body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toContain('role');
  });
});

describe('OpenAPI', () => {
  it('documents the team and organization routes from their contract schemas', async () => {
    const spec = await server.api<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/openapi.json');
    expect(spec.status).toBe(200);
    expect(spec.body.paths['/api/v1/team/members']?.get).toBeTruthy();
    expect(spec.body.paths['/api/v1/organization/invitations/{invitation_id}/resend']?.post).toBeTruthy();
    expect(spec.body.paths['/api/v1/auth/accept-invitation']?.post).toBeTruthy();
  });
});
