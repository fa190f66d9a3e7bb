import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { authenticator } from 'otplib';
import { launchBrowser, loginWith, newPage, saveScreenshot, signUpFirm, waitForLink } from './support';

/**
 * ASVS 4.3.1 end to end: an administrator requires two-factor sign-in of everyone; a colleague
 * without it signs in, is taken to enrolment, enrols (the test is the authenticator app: it reads
 * the key from the screen) and reaches the dashboard. A firm of its own, so no demo account changes.
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

const PASSWORD = 'a perfectly long passphrase';

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A new firm with its administrator and one associate (invited, invitation accepted). */
async function createFirm(stamp: number): Promise<{ admin: string; associate: string }> {
  const admin = `ada.${stamp}@policy.example`;
  const associate = `sam.${stamp}@policy.example`;
  const adminToken = await signUpFirm(baseUrl, dataDir, { email: admin, password: PASSWORD, full_name: 'Ada Policy', organization_name: `Policy Partners ${stamp}` });
  await post('/organization/invite', { email: associate, role: 'associate' }, adminToken);
  const link = await waitForLink(dataDir, '/accept-invitation?token=', { recipient: associate });
  const token = new URL(link).searchParams.get('token');
  await post('/auth/accept-invitation', { token, full_name: 'Sam Associate', password: PASSWORD });
  return { admin, associate };
}

describe('a firm that requires two-factor sign-in', () => {
  it('sends a colleague without it to enrolment after sign-in, then into the app', async () => {
    const { admin, associate } = await createFirm(Date.now());

    // The administrator chooses "Everyone" on Organization → Sign-in security.
    const adminSession = await newPage(browser, baseUrl);
    const adminPage = adminSession.page;
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await loginWith(adminPage, admin, PASSWORD);
    await adminPage.goto('/organization');
    const card = adminPage.getByRole('region', { name: 'Sign-in security' });
    await card.getByRole('radio', { name: 'Everyone' }).check();
    await card.getByText('have not set up two-factor yet', { exact: false }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(adminPage, 'organization-sign-in-security-desktop');
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(adminPage, 'organization-sign-in-security-phone');
    await card.getByRole('button', { name: 'Save sign-in security' }).click();
    // The rule covers the administrator too, who has no second factor yet: enrolment first.
    await adminPage.waitForURL(/\/two-factor-setup$/);
    await adminPage.getByRole('heading', { name: 'Your firm requires two-factor sign-in' }).waitFor();
    await adminPage.getByTestId('two-factor-secret').waitFor();
    await saveScreenshot(adminPage, 'two-factor-required-phone');
    await adminSession.context.close();

    // The associate signs in with the password alone and is taken to enrolment.
    const { context, page } = await newPage(browser, baseUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginWith(page, associate, PASSWORD, { expectPath: /\/two-factor-setup$/ });
    await page.getByRole('heading', { name: 'Your firm requires two-factor sign-in' }).waitFor();
    const key = page.getByTestId('two-factor-secret');
    await key.waitFor();
    const secret = await key.getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await saveScreenshot(page, 'two-factor-required-desktop');
    // Nothing else is open to the session meanwhile: the app's pages send it back here.
    await page.goto('/cases');
    await page.waitForURL(/\/two-factor-setup$/);
    await page.getByTestId('two-factor-secret').waitFor();
    const current = await page.getByTestId('two-factor-secret').getAttribute('data-secret');

    await page.getByLabel('Authentication code').fill(authenticator.generate(current ?? ''));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await page.getByLabel('I have saved my recovery codes').check();
    await page.getByRole('button', { name: 'Continue to the app' }).click();
    // Back where the person was going before enrolment interrupted.
    await page.waitForURL(/\/cases$/);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  }, 300_000);
});
