import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, saveScreenshot, waitForLink } from './support';

/**
 * The organization page end to end: an administrator invites someone, the invitation e-mail's
 * link (read from the server's outbox) creates the account and signs it in, and the administrator
 * then manages that person: role change, deactivation with confirmation, reactivation; plus
 * resending and cancelling an invitation.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openOrganization(page: Page) {
  await page.goto('/organization');
  await page.getByRole('heading', { name: 'Users (', exact: false }).waitFor();
}

async function invite(page: Page, email: string, roleLabel: string) {
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: new RegExp(`^${roleLabel}`) }).click();
  await dialog.getByLabel('Personal message (optional)').fill('Welcome to the litigation team.');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation sent to ${email}`).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

async function userAction(page: Page, fullName: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('invitation accepted through the link from the outbox', () => {
  it('creates the account, signs the new person in, and lets the administrator manage them', async () => {
    const stamp = Date.now();
    const email = `new.paralegal.${stamp}@demo.example`;
    const fullName = `Nina Newcomer ${stamp}`;

    const admin = await newPage(browser, baseUrl);
    await loginAs(admin.page, 'admin');
    await openOrganization(admin.page);
    await invite(admin.page, email, 'Paralegal');
    const invitations = admin.page.getByRole('region', { name: 'Invitations', exact: false });
    const row = invitations.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Pending');
    await saveScreenshot(admin.page, 'organization-invitation-pending-desktop');

    // The link in the e-mail the server wrote to DATA_DIR/outbox.
    const link = await waitForLink(dataDir, '/accept-invitation?token=', { recipient: email });
    expect(link.startsWith(baseUrl)).toBe(true);

    const invitee = await newPage(browser, baseUrl, { viewport: 'phone' });
    await invitee.page.goto(link);
    await invitee.page.getByLabel('Full name').fill(fullName);
    await invitee.page.getByLabel('Password', { exact: true }).fill('a long and careful passphrase');
    await invitee.page.getByLabel('Confirm password').fill('a long and careful passphrase');
    await invitee.page.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.page.waitForURL(/\/dashboard$/);
    // Signed in as the new person, with the role the invitation gave.
    await invitee.page.getByRole('heading', { name: 'Your role' }).waitFor();
    const dashboard = await invitee.page.locator('main').innerText();
    expect(dashboard).toContain(fullName.split(' ')[0]);
    expect(dashboard).toContain('Paralegal: support staff, document access.');
    await saveScreenshot(invitee.page, 'invitation-accepted-dashboard-phone');

    // The administrator sees the new user and the accepted invitation.
    await openOrganization(admin.page);
    const person = admin.page.getByRole('row', { name: new RegExp(fullName) });
    await person.waitFor();
    expect(await person.innerText()).toContain('Paralegal');
    expect(await invitations.innerText()).not.toContain(email);
    await admin.page.getByLabel('Show accepted and canceled').check();
    expect(await invitations.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) }).innerText()).toContain('Accepted');

    // Role change through the dialog.
    await userAction(admin.page, fullName, 'Change role');
    const roleDialog = admin.page.getByRole('dialog', { name: 'Change role' });
    expect(await roleDialog.innerText()).toContain(`${fullName} is currently Paralegal.`);
    await roleDialog.getByLabel('New role').click();
    await admin.page.getByRole('option', { name: /^Associate/ }).click();
    await roleDialog.getByRole('button', { name: 'Save role' }).click();
    await admin.page.getByText(`${fullName} is now Associate`).waitFor();
    await admin.page.getByRole('row', { name: new RegExp(fullName) }).getByText('Associate', { exact: true }).waitFor();

    // Deactivation asks first, then ends the person's session.
    await userAction(admin.page, fullName, 'Deactivate');
    const confirm = admin.page.getByRole('dialog', { name: `Deactivate ${fullName}?` });
    expect(await confirm.innerText()).toContain('They are signed out at once');
    await saveScreenshot(admin.page, 'organization-deactivate-confirm-desktop');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await admin.page.getByText(`${fullName} was deactivated`).waitFor();
    // Deactivated people are hidden until asked for.
    expect(await admin.page.getByRole('row', { name: new RegExp(fullName) }).count()).toBe(0);
    await admin.page.getByLabel(/Show deactivated/).check();
    await admin.page.getByRole('row', { name: new RegExp(fullName) }).getByText('Deactivated').waitFor();

    await invitee.page.reload();
    await invitee.page.waitForURL(/\/login/);

    await userAction(admin.page, fullName, 'Reactivate');
    await admin.page.getByRole('dialog', { name: `Reactivate ${fullName}?` }).getByRole('button', { name: 'Reactivate' }).click();
    await admin.page.getByText(`${fullName} was reactivated`).waitFor();

    await invitee.context.close();
    await admin.context.close();
  });

  it('resends and cancels an open invitation', async () => {
    const email = `maybe.later.${Date.now()}@demo.example`;
    const { context, page } = await newPage(browser, baseUrl);
    await loginAs(page, 'partner');
    await openOrganization(page);
    // A partner may not grant administrator access: the role list says so by leaving it out.
    await page.getByRole('button', { name: 'Invite user' }).click();
    await page.getByRole('dialog', { name: 'Invite a team member' }).getByLabel('Role').click();
    expect(await page.getByRole('option', { name: /^Administrator/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Invite a team member' }).waitFor({ state: 'detached' });

    await invite(page, email, 'Viewer');
    const first = await waitForLink(dataDir, '/accept-invitation?token=', { recipient: email });

    await page.getByRole('button', { name: `Resend invitation to ${email}` }).click();
    await page.getByText(`Invitation sent again to ${email}`).waitFor();
    // A fresh link replaces the old one.
    const deadline = Date.now() + 10_000;
    let second = first;
    while (second === first && Date.now() < deadline) {
      second = await waitForLink(dataDir, '/accept-invitation?token=', { recipient: email });
      if (second === first) await new Promise((r) => setTimeout(r, 200));
    }
    expect(second).not.toBe(first);

    await page.getByRole('button', { name: `Cancel invitation to ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this invitation?' });
    await confirm.getByRole('button', { name: 'Cancel invitation' }).click();
    await page.getByText(`Invitation to ${email} canceled`).waitFor();

    // The canceled link no longer works.
    const stranger = await newPage(browser, baseUrl);
    await stranger.page.goto(second);
    await stranger.page.getByText('canceled', { exact: false }).first().waitFor();
    await stranger.context.close();
    await context.close();
  });
});
