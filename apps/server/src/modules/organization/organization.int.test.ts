import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROCESSING_LIMITS, PROCESSING_LIMITS, type ErrorBody, type Organization, type User } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { auditRowsFor } from './test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Organization Test LLP');
  other = await server.createFirm('Other Firm LLP');
});
afterAll(() => server?.close());

describe('GET /organization', () => {
  it('returns my firm with its active user count to any role', async () => {
    const res = await server.api<Organization>('GET', '/api/v1/organization', { token: await firm.token('viewer') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: firm.organizationId, name: 'Organization Test LLP', user_count: 5, max_users: 25 });
  });

  it('needs sign-in', async () => {
    expect((await server.api('GET', '/api/v1/organization')).status).toBe(401);
  });
});

describe('PUT /organization', () => {
  it('lets an administrator change the details and audits the changed fields', async () => {
    const res = await server.api<Organization>('PUT', '/api/v1/organization', {
      token: await firm.token('admin'),
      body: { address: '1 Court Street', website: 'https://org-test.example' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ address: '1 Court Street', website: 'https://org-test.example', name: 'Organization Test LLP' });
    const [row] = await auditRowsFor(server, firm.organizationId, 'organization_settings_changed');
    expect(row?.userId).toBe(firm.users.admin.id);
    expect(row?.details).toMatchObject({
      changed_fields: ['address', 'website'],
      changes: { address: { from: null, to: '1 Court Street' } },
    });
  });

  it('clears an optional field sent empty', async () => {
    const res = await server.api<Organization>('PUT', '/api/v1/organization', { token: await firm.token('admin'), body: { address: '' } });
    expect(res.status).toBe(200);
    expect(res.body.address).toBeNull();
  });

  it('refuses a partner with 403', async () => {
    const res = await server.api<ErrorBody>('PUT', '/api/v1/organization', { token: await firm.token('partner'), body: { name: 'X' } });
    expect(res.status).toBe(403);
  });

  it('answers 400 with field errors for an empty name', async () => {
    const res = await server.api<ErrorBody>('PUT', '/api/v1/organization', { token: await firm.token('admin'), body: { name: '  ' } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toContain('name');
  });
});

describe('processing limits (PUT /organization processing_limits)', () => {
  it('starts at the defaults, lets an administrator change some, and audits each change', async () => {
    const before = await server.api<Organization>('GET', '/api/v1/organization', { token: await other.token('viewer') });
    expect(before.body.processing_limits).toEqual(DEFAULT_PROCESSING_LIMITS);
    const res = await server.api<Organization>('PUT', '/api/v1/organization', {
      token: await other.token('admin'),
      body: { processing_limits: { max_pages: 800, max_ocr_pages: 40 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.processing_limits).toEqual({ ...DEFAULT_PROCESSING_LIMITS, max_pages: 800, max_ocr_pages: 40 });
    const [row] = await auditRowsFor(server, other.organizationId, 'organization_settings_changed');
    expect(row?.userId).toBe(other.users.admin.id);
    expect(row?.details).toMatchObject({
      changed_fields: ['processing_limits.max_pages', 'processing_limits.max_ocr_pages'],
      changes: { 'processing_limits.max_pages': { from: 5000, to: 800 }, 'processing_limits.max_ocr_pages': { from: 500, to: 40 } },
    });
    // Another firm's limits are its own.
    expect((await server.api<Organization>('GET', '/api/v1/organization', { token: await firm.token('viewer') })).body.processing_limits).toEqual(DEFAULT_PROCESSING_LIMITS);
  });

  it('answers 400 naming the limit out of its bounds, and changes nothing', async () => {
    const admin = await other.token('admin');
    const res = await server.api<ErrorBody>('PUT', '/api/v1/organization', {
      token: admin,
      body: { processing_limits: { max_pages: 0, max_text_mb: PROCESSING_LIMITS.max_text_mb.max + 1, max_family_documents: 2.5 } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field).sort()).toEqual(['processing_limits.max_family_documents', 'processing_limits.max_pages', 'processing_limits.max_text_mb']);
    const after = await server.api<Organization>('GET', '/api/v1/organization', { token: admin });
    expect(after.body.processing_limits).toMatchObject({ max_text_mb: DEFAULT_PROCESSING_LIMITS.max_text_mb, max_family_documents: DEFAULT_PROCESSING_LIMITS.max_family_documents });
  });

  it('refuses a partner with 403', async () => {
    const res = await server.api<ErrorBody>('PUT', '/api/v1/organization', { token: await other.token('partner'), body: { processing_limits: { max_pages: 10 } } });
    expect(res.status).toBe(403);
  });
});

describe('GET /organization/users', () => {
  it('lists the firm only, with invitations for those who manage users', async () => {
    await server.api('POST', '/api/v1/organization/invite', {
      token: await firm.token('admin'),
      body: { email: 'listed-invitee@example.test', role: 'paralegal' },
    });
    const asPartner = await server.api<{ users: User[]; invitations: { email: string }[]; total: number }>('GET', '/api/v1/organization/users', {
      token: await firm.token('partner'),
    });
    expect(asPartner.status).toBe(200);
    expect(asPartner.body.total).toBe(5);
    expect(asPartner.body.users.every((u) => u.organization_id === firm.organizationId)).toBe(true);
    expect(asPartner.body.invitations.map((i) => i.email)).toContain('listed-invitee@example.test');

    const asAssociate = await server.api<{ users: User[]; invitations: unknown[] }>('GET', '/api/v1/organization/users', {
      token: await firm.token('associate'),
    });
    expect(asAssociate.status).toBe(200);
    expect(asAssociate.body.users).toHaveLength(5);
    expect(asAssociate.body.invitations).toEqual([]);
  });

  it('refuses a paralegal with 403', async () => {
    expect((await server.api('GET', '/api/v1/organization/users', { token: await firm.token('paralegal') })).status).toBe(403);
  });
});

describe('PUT /organization/users/{user_id}/role', () => {
  it('lets a partner change a role, defaults org_role and audits from/to', async () => {
    const f = await server.createFirm();
    const res = await server.api<User>('PUT', `/api/v1/organization/users/${f.users.viewer.id}/role`, {
      token: await f.token('partner'),
      body: { role: 'paralegal' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'paralegal', org_role: 'paralegal' });
    const [row] = await auditRowsFor(server, f.organizationId, 'role_changed');
    expect(row?.resourceId).toBe(f.users.viewer.id);
    expect(row?.details).toMatchObject({ from: 'viewer', to: 'paralegal', org_role_to: 'paralegal' });
  });

  it('keeps an explicit org_role', async () => {
    const res = await server.api<User>('PUT', `/api/v1/organization/users/${firm.users.associate.id}/role`, {
      token: await firm.token('admin'),
      body: { role: 'associate', org_role: 'senior_associate' },
    });
    expect(res.status).toBe(200);
    expect(res.body.org_role).toBe('senior_associate');
  });

  it('lets only an administrator grant admin or change an administrator, and audits the denial', async () => {
    const f = await server.createFirm();
    const partner = await f.token('partner');
    const grant = await server.api<ErrorBody>('PUT', `/api/v1/organization/users/${f.users.associate.id}/role`, {
      token: partner,
      body: { role: 'admin' },
    });
    expect(grant.status).toBe(403);
    expect(grant.body.detail).toBe('Only an Administrator can grant Administrator access.');
    const demote = await server.api<ErrorBody>('PUT', `/api/v1/organization/users/${f.users.admin.id}/role`, {
      token: partner,
      body: { role: 'viewer' },
    });
    expect(demote.status).toBe(403);
    expect(demote.body.detail).toBe('Only an Administrator can change or deactivate another Administrator.');
    const denials = await auditRowsFor(server, f.organizationId, 'permission_denied');
    expect(denials.map((d) => d.resourceId)).toEqual(expect.arrayContaining([f.users.associate.id, f.users.admin.id]));
    expect(await auditRowsFor(server, f.organizationId, 'role_changed')).toHaveLength(0);

    const byAdmin = await server.api<User>('PUT', `/api/v1/organization/users/${f.users.associate.id}/role`, {
      token: await f.token('admin'),
      body: { role: 'admin' },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ role: 'admin', org_role: 'managing_partner' });
  });

  it('never demotes the last active administrator', async () => {
    const f = await server.createFirm();
    const admin = await f.token('admin');
    const res = await server.api<ErrorBody>('PUT', `/api/v1/organization/users/${f.users.admin.id}/role`, { token: admin, body: { role: 'partner' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'last_admin', detail: 'The firm must keep at least one administrator' });

    // With a second administrator, the first may step down.
    await server.api('PUT', `/api/v1/organization/users/${f.users.partner.id}/role`, { token: admin, body: { role: 'admin' } });
    const stepDown = await server.api<User>('PUT', `/api/v1/organization/users/${f.users.admin.id}/role`, { token: admin, body: { role: 'partner' } });
    expect(stepDown.status).toBe(200);
    const back = await server.api<ErrorBody>('PUT', `/api/v1/organization/users/${f.users.partner.id}/role`, {
      token: await f.token('partner'),
      body: { role: 'viewer' },
    });
    expect(back.status).toBe(409);
  });

  it('answers 400 with field errors, 403 below partner, 404 for another firm', async () => {
    const bad = await server.api<ErrorBody>('PUT', `/api/v1/organization/users/${firm.users.viewer.id}/role`, {
      token: await firm.token('admin'),
      body: { role: 'overlord' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toContain('role');
    const badId = await server.api<ErrorBody>('PUT', '/api/v1/organization/users/not-a-uuid/role', {
      token: await firm.token('admin'),
      body: { role: 'viewer' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.errors?.map((e) => e.field)).toContain('user_id');
    const low = await server.api('PUT', `/api/v1/organization/users/${firm.users.viewer.id}/role`, {
      token: await firm.token('associate'),
      body: { role: 'paralegal' },
    });
    expect(low.status).toBe(403);
    const foreign = await server.api<ErrorBody>('PUT', `/api/v1/organization/users/${other.users.viewer.id}/role`, {
      token: await firm.token('admin'),
      body: { role: 'paralegal' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('not_found');
  });
});

describe('DELETE /organization/users/{user_id} and reactivate', () => {
  it('deactivates, ends every session at once, keeps history, and can be undone', async () => {
    const f = await server.createFirm();
    const victimToken = await f.token('associate');
    expect((await server.api('GET', '/api/v1/auth/me', { token: victimToken })).status).toBe(200);

    const res = await server.api<User>('DELETE', `/api/v1/organization/users/${f.users.associate.id}`, { token: await f.token('partner') });
    expect(res.status).toBe(200);
    expect(res.body.is_active).toBe(false);
    expect((await server.api('GET', '/api/v1/auth/me', { token: victimToken })).status).toBe(401);
    const [row] = await auditRowsFor(server, f.organizationId, 'user_deactivated');
    expect(row?.resourceId).toBe(f.users.associate.id);
    expect(row?.details).toMatchObject({ sessions_revoked: 1 });

    const listed = await server.api<{ users: User[] }>('GET', '/api/v1/organization/users', { token: await f.token('admin') });
    expect(listed.body.users.find((u) => u.id === f.users.associate.id)?.is_active).toBe(false);
    const org = await server.api<Organization>('GET', '/api/v1/organization', { token: await f.token('admin') });
    expect(org.body.user_count).toBe(4);
    const reinvite = await server.api<ErrorBody>('POST', '/api/v1/organization/invite', {
      token: await f.token('admin'),
      body: { email: f.users.associate.email, role: 'associate' },
    });
    expect(reinvite.status).toBe(409);
    expect(reinvite.body.code).toBe('user_deactivated');

    const back = await server.api<User>('POST', `/api/v1/organization/users/${f.users.associate.id}/reactivate`, {
      token: await f.token('partner'),
    });
    expect(back.status).toBe(200);
    expect(back.body.is_active).toBe(true);
    expect(await auditRowsFor(server, f.organizationId, 'user_activated')).toHaveLength(1);
    expect((await server.api('GET', '/api/v1/auth/me', { token: await f.token('associate') })).status).toBe(200);
  });

  it('refuses self-deactivation and a partner acting on an administrator; an administrator may remove another', async () => {
    const f = await server.createFirm();
    const self = await server.api<ErrorBody>('DELETE', `/api/v1/organization/users/${f.users.partner.id}`, { token: await f.token('partner') });
    expect(self.status).toBe(409);
    expect(self.body.detail).toBe('You cannot deactivate your own account');
    const onAdmin = await server.api<ErrorBody>('DELETE', `/api/v1/organization/users/${f.users.admin.id}`, { token: await f.token('partner') });
    expect(onAdmin.status).toBe(403);

    // The last-admin guard cannot be reached here (self-deactivation is refused first); role change tests it.
    const admin = await f.token('admin');
    await server.api('PUT', `/api/v1/organization/users/${f.users.partner.id}/role`, { token: admin, body: { role: 'admin' } });
    const removeA = await server.api('DELETE', `/api/v1/organization/users/${f.users.admin.id}`, { token: await f.token('partner') });
    expect(removeA.status).toBe(200);
    expect(await auditRowsFor(server, f.organizationId, 'user_deactivated')).toHaveLength(1);
  });

  it('applies max_users when restoring a user', async () => {
    const f = await server.createFirm();
    const admin = await f.token('admin');
    await server.api('DELETE', `/api/v1/organization/users/${f.users.viewer.id}`, { token: admin });
    await server.deps.database.executeSql('update organizations set max_users = 4 where id = $1', [f.organizationId]);
    await server.api('POST', '/api/v1/organization/invite', { token: admin, body: { email: `seat-${f.organizationId}@example.test`, role: 'viewer' } });
    const res = await server.api<ErrorBody>('POST', `/api/v1/organization/users/${f.users.viewer.id}/reactivate`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('max_users_reached');
  });

  it('answers 400 for a bad id, 403 below partner, 404 for another firm', async () => {
    const admin = await firm.token('admin');
    expect((await server.api('DELETE', '/api/v1/organization/users/123', { token: admin })).status).toBe(400);
    expect((await server.api('DELETE', `/api/v1/organization/users/${firm.users.viewer.id}`, { token: await firm.token('associate') })).status).toBe(403);
    expect((await server.api('DELETE', `/api/v1/organization/users/${other.users.viewer.id}`, { token: admin })).status).toBe(404);
    expect((await server.api('POST', `/api/v1/organization/users/${other.users.viewer.id}/reactivate`, { token: admin })).status).toBe(404);
    expect((await server.api('POST', `/api/v1/organization/users/${firm.users.viewer.id}/reactivate`, { token: await firm.token('associate') })).status).toBe(403);
    const otherUsers = await server.api<{ users: User[] }>('GET', '/api/v1/organization/users', { token: await other.token('admin') });
    expect(otherUsers.body.users.find((u) => u.id === other.users.viewer.id)?.is_active).toBe(true);
  });
});
