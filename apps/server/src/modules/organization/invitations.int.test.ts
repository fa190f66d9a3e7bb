import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, Invitation, TokenResponse } from '@app/contract';
import { createTestServer, linkFromMail, type TestFirm, type TestServer } from '../../test/harness.js';
import { auditRowsFor } from './test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let n = 0;
const freshEmail = (label: string) => `${label}-${++n}-${Date.now().toString(36)}@invitee.test`;
const NEW_PASSWORD = 'Quiet-Harbour-Lantern-42';

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Invitation Test LLP');
  other = await server.createFirm('Other Invitation LLP');
});
afterAll(() => server?.close());

/** The token of the newest invitation link mailed to `email`, skipping tokens already seen. */
async function mailedToken(email: string, seen: string[] = []): Promise<string> {
  const raw = await server.waitForMail((r) => r.includes(`To: ${email}`) && !seen.some((t) => r.includes(t)));
  const token = new URL(linkFromMail(raw, '/accept-invitation')).searchParams.get('token');
  if (!token) throw new Error('no token in the invitation link');
  return token;
}

const invite = async (f: TestFirm, body: Record<string, unknown>, role: 'admin' | 'partner' = 'admin') =>
  server.api<Invitation & ErrorBody>('POST', '/api/v1/organization/invite', { token: await f.token(role), body });

const listInvitations = async (f: TestFirm) =>
  (await server.api<{ invitations: Invitation[] }>('GET', '/api/v1/organization/invitations', { token: await f.token('partner') })).body.invitations;

describe('invitation lifecycle', () => {
  it('invites by e-mail, previews the link, accepts it into a new account that can sign in', async () => {
    const email = freshEmail('new.associate');
    const res = await invite(firm, { email: email.toUpperCase(), role: 'associate', message: 'Welcome aboard' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, role: 'associate', org_role: 'associate', status: 'pending', invited_by: firm.users.admin.fullName });
    const days = (Date.parse(res.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const [audited] = (await auditRowsFor(server, firm.organizationId, 'user_invited')).filter((r) => r.resourceName === email);
    expect(audited?.details).toMatchObject({ role: 'associate', invitation_id: res.body.id });

    const raw = await server.waitForMail((r) => r.includes(`To: ${email}`));
    expect(raw).toContain('Welcome aboard');
    expect(linkFromMail(raw, '/accept-invitation')).toMatch(/^http:\/\/localhost:3000\/accept-invitation\?token=/);
    const token = await mailedToken(email);

    const preview = await server.api('GET', `/api/v1/auth/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ email, role: 'associate', organization: 'Invitation Test LLP', invited_by: firm.users.admin.fullName });

    const weak = await server.api<ErrorBody>('POST', '/api/v1/auth/accept-invitation', { body: { token, full_name: 'Nora New', password: 'password1234' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.[0]?.field).toBe('password');

    const accepted = await server.api<TokenResponse>('POST', '/api/v1/auth/accept-invitation', {
      body: { token, full_name: 'Nora New', password: NEW_PASSWORD },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.user).toMatchObject({ email, role: 'associate', organization_id: firm.organizationId, is_verified: true, full_name: 'Nora New' });
    expect((await server.api('GET', '/api/v1/auth/me', { token: accepted.body.access_token })).status).toBe(200);

    const listed = (await listInvitations(firm)).find((i) => i.id === res.body.id);
    expect(listed).toMatchObject({ status: 'accepted' });
    expect(listed?.accepted_at).not.toBeNull();
    const created = (await auditRowsFor(server, firm.organizationId, 'user_created')).find((r) => r.resourceName === email);
    expect(created?.details).toMatchObject({ via: 'invitation', invitation_id: res.body.id });

    const again = await server.api<ErrorBody>('GET', `/api/v1/auth/invitations/${token}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('invitation_used');
    const twice = await server.api<ErrorBody>('POST', '/api/v1/auth/accept-invitation', { body: { token, full_name: 'Nora New', password: NEW_PASSWORD } });
    expect(twice.status).toBe(404);

    const login = await server.api<TokenResponse>('POST', '/api/v1/auth/login', { body: { email, password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('associate');
  });

  it('expires after its window, and a resend gives a new link and a new 7-day window', async () => {
    const email = freshEmail('late');
    const res = await invite(firm, { email, role: 'paralegal' });
    const oldToken = await mailedToken(email);
    await server.deps.database.executeSql("update invitations set expires_at = now() - interval '1 minute' where id = $1", [res.body.id]);

    expect((await listInvitations(firm)).find((i) => i.id === res.body.id)?.status).toBe('expired');
    const preview = await server.api<ErrorBody>('GET', `/api/v1/auth/invitations/${oldToken}`);
    expect(preview.status).toBe(404);
    expect(preview.body).toMatchObject({ code: 'invitation_expired', detail: 'This invitation has expired. Ask your firm administrator to send it again.' });
    const accept = await server.api<ErrorBody>('POST', '/api/v1/auth/accept-invitation', { body: { token: oldToken, full_name: 'Late Comer', password: NEW_PASSWORD } });
    expect(accept.status).toBe(404);

    const resent = await server.api<Invitation>('POST', `/api/v1/organization/invitations/${res.body.id}/resend`, { token: await firm.token('partner') });
    expect(resent.status).toBe(200);
    expect(resent.body.status).toBe('pending');
    expect(Date.parse(resent.body.expires_at) - Date.now()).toBeGreaterThan(6.99 * 86_400_000);
    const resentAudit = (await auditRowsFor(server, firm.organizationId, 'user_invited')).filter((r) => r.resourceId === res.body.id);
    expect(resentAudit.at(-1)?.details).toMatchObject({ resent: true, was_expired: true });

    const newToken = await mailedToken(email, [oldToken]);
    expect(newToken).not.toBe(oldToken);
    expect((await server.api<ErrorBody>('GET', `/api/v1/auth/invitations/${oldToken}`)).body.code).toBe('invitation_invalid');
    expect((await server.api('GET', `/api/v1/auth/invitations/${newToken}`)).status).toBe(200);
    const ok = await server.api('POST', '/api/v1/auth/accept-invitation', { body: { token: newToken, full_name: 'Late Comer', password: NEW_PASSWORD } });
    expect(ok.status).toBe(201);
  });

  it('sends an address at most 3 resends an hour: the 4th of 15 answers 429 with Retry-After', async () => {
    const email = freshEmail('flooded');
    const res = await invite(firm, { email, role: 'viewer' });
    const token = await firm.token('admin');
    const statuses: number[] = [];
    let refused: ErrorBody | undefined;
    let retryAfter: string | undefined;
    for (let i = 0; i < 15; i++) {
      const resend = await server.api<ErrorBody>('POST', `/api/v1/organization/invitations/${res.body.id}/resend`, { token });
      statuses.push(resend.status);
      if (resend.status === 429 && !refused) {
        refused = resend.body;
        retryAfter = String(resend.headers['retry-after']);
      }
    }
    expect(statuses).toEqual([200, 200, 200, ...Array<number>(12).fill(429)]);
    expect(refused).toMatchObject({ code: 'too_many_emails', detail: expect.stringMatching(new RegExp(`^${email.replace(/[.]/g, '\\.')} has been sent this invitation 3 times in the last hour\\. Try again in \\d+ minutes?\\.$`)) });
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const resent = (await auditRowsFor(server, firm.organizationId, 'user_invited')).filter((r) => r.resourceId === res.body.id);
    expect(resent).toHaveLength(4); // the invitation and its three resends
  });

  it('cancels: the link stops working, the row is kept as canceled, and it is audited', async () => {
    const email = freshEmail('canceled');
    const res = await invite(firm, { email, role: 'viewer' });
    const token = await mailedToken(email);
    const canceled = await server.api<Invitation>('DELETE', `/api/v1/organization/invitations/${res.body.id}`, { token: await firm.token('partner') });
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('canceled');
    expect((await listInvitations(firm)).find((i) => i.id === res.body.id)?.status).toBe('canceled');
    const [audited] = (await auditRowsFor(server, firm.organizationId, 'invitation_canceled')).filter((r) => r.resourceId === res.body.id);
    expect(audited?.userId).toBe(firm.users.partner.id);
    expect((await server.api<ErrorBody>('GET', `/api/v1/auth/invitations/${token}`)).body.code).toBe('invitation_canceled');
    const resend = await server.api<ErrorBody>('POST', `/api/v1/organization/invitations/${res.body.id}/resend`, { token: await firm.token('admin') });
    expect(resend.status).toBe(409);
    // After a cancel the same address can be invited afresh.
    expect((await invite(firm, { email, role: 'viewer' })).status).toBe(201);
  });

  it('refuses an address with a pending invitation (resend instead) or an existing account', async () => {
    const email = freshEmail('twice');
    expect((await invite(firm, { email, role: 'viewer' })).status).toBe(201);
    const dup = await invite(firm, { email, role: 'associate' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'invitation_pending' });
    expect(dup.body.detail).toContain('Resend');
    const taken = await invite(firm, { email: other.users.viewer.email, role: 'viewer' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('email_taken');
  });
});

describe('invitation rules', () => {
  it('enforces max_users counting active users and pending invitations', async () => {
    const f = await server.createFirm();
    await server.deps.database.executeSql('update organizations set max_users = 6 where id = $1', [f.organizationId]);
    const first = await invite(f, { email: freshEmail('seat'), role: 'viewer' });
    expect(first.status).toBe(201);
    const full = await invite(f, { email: freshEmail('seat'), role: 'viewer' });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('max_users_reached');
    expect(full.body.detail).toContain('limit of 6 users');
    await server.api('DELETE', `/api/v1/organization/invitations/${first.body.id}`, { token: await f.token('admin') });
    expect((await invite(f, { email: freshEmail('seat'), role: 'viewer' })).status).toBe(201);
  });

  it('lets only an administrator invite an administrator', async () => {
    const f = await server.createFirm();
    const byPartner = await invite(f, { email: freshEmail('boss'), role: 'admin' }, 'partner');
    expect(byPartner.status).toBe(403);
    expect(byPartner.body.detail).toBe('Only an Administrator can grant Administrator access.');
    expect((await auditRowsFor(server, f.organizationId, 'permission_denied')).length).toBeGreaterThan(0);
    expect((await invite(f, { email: freshEmail('peer'), role: 'partner' }, 'partner')).status).toBe(201);
    const byAdmin = await invite(f, { email: freshEmail('boss'), role: 'admin' });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.org_role).toBe('managing_partner');
    const resend = await server.api('POST', `/api/v1/organization/invitations/${byAdmin.body.id}/resend`, { token: await f.token('partner') });
    expect(resend.status).toBe(403);
  });

  it('answers 400 with field errors', async () => {
    const bad = await invite(firm, { email: 'nope', role: 'chief' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['email', 'role']));
    const accept = await server.api<ErrorBody>('POST', '/api/v1/auth/accept-invitation', { body: { token: 'x' } });
    expect(accept.status).toBe(400);
    expect(accept.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['full_name', 'password']));
    const admin = await firm.token('admin');
    expect((await server.api('POST', '/api/v1/organization/invitations/abc/resend', { token: admin })).status).toBe(400);
    expect((await server.api('DELETE', '/api/v1/organization/invitations/abc', { token: admin })).status).toBe(400);
  });

  it('answers 403 below partner', async () => {
    const associate = await firm.token('associate');
    const [some] = await listInvitations(firm);
    expect((await server.api('POST', '/api/v1/organization/invite', { token: associate, body: { email: freshEmail('x'), role: 'viewer' } })).status).toBe(403);
    expect((await server.api('GET', '/api/v1/organization/invitations', { token: associate })).status).toBe(403);
    expect((await server.api('POST', `/api/v1/organization/invitations/${some?.id}/resend`, { token: associate })).status).toBe(403);
    expect((await server.api('DELETE', `/api/v1/organization/invitations/${some?.id}`, { token: associate })).status).toBe(403);
  });

  it("answers 404 for another firm's invitation and leaves it untouched", async () => {
    const theirs = await invite(other, { email: freshEmail('theirs'), role: 'viewer' });
    const admin = await firm.token('admin');
    expect((await server.api('POST', `/api/v1/organization/invitations/${theirs.body.id}/resend`, { token: admin })).status).toBe(404);
    expect((await server.api('DELETE', `/api/v1/organization/invitations/${theirs.body.id}`, { token: admin })).status).toBe(404);
    expect((await listInvitations(firm)).some((i) => i.id === theirs.body.id)).toBe(false);
    expect((await listInvitations(other)).find((i) => i.id === theirs.body.id)?.status).toBe('pending');
  });

  it('answers 404 with a clear detail for an unknown link', async () => {
    const res = await server.api<ErrorBody>('GET', '/api/v1/auth/invitations/not-a-real-token');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('invitation_invalid');
    expect(res.body.detail).toMatch(/not valid/);
  });
});
