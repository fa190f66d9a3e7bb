import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { authenticator } from 'otplib';
import { launchBrowser, loginWith, newPage, saveScreenshot, signOut, signUpFirm } from './support';

/**
 * Two-factor enrolment on the settings page and sign-in with it. The test is the authenticator
 * app: it reads the key from the set-up screen and computes codes with otplib. It uses a firm of
 * its own, so turning two-factor on never changes a demo account other tests sign in with.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The code for the time step `offsetSteps` away: the server accepts each step once, within ±1. */
function codeAt(secret: string, offsetSteps: number): string {
  return authenticator.clone({ epoch: Date.now() + offsetSteps * 30_000 }).generate(secret);
}

async function createFirm(email: string, password: string): Promise<void> {
  await signUpFirm(baseUrl, inject('dataDir'), { email, password, full_name: 'Tomas Twofactor', organization_name: `Secure Counsel ${Date.now()}` });
}

describe('two-factor authentication', () => {
  it('is enrolled with the QR screen, asked for at sign-in, and turned off with a recovery code', async () => {
    const email = `tomas.${Date.now()}@secure.example`;
    const password = 'a perfectly long passphrase';
    await createFirm(email, password);

    const { context, page } = await newPage(browser, baseUrl, { bypassCSP: true });
    await loginWith(page, email, password);
    await page.goto('/settings?tab=security');
    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    await card.getByText('Two-factor authentication is off.', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Set up two-factor' }).click();

    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = await dialog.getByTestId('two-factor-secret').getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The key is also shown for typing by hand, in groups of four.
    expect((await dialog.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '')).toBe(secret);
    await saveScreenshot(page, 'settings-two-factor-setup-desktop');

    // A wrong code is refused in place.
    await dialog.getByLabel('Authentication code').fill('000000');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await dialog.getByText('not valid', { exact: false }).first().waitFor();

    await dialog.getByLabel('Authentication code').fill(codeAt(secret ?? '', 0));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const list = codesDialog.getByTestId('recovery-codes');
    await list.waitFor();
    const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    expect(recoveryCodes.length).toBe(10);
    await saveScreenshot(page, 'settings-recovery-codes-desktop');
    // Done stays disabled until the person says the codes are saved.
    expect(await codesDialog.getByRole('button', { name: 'Done' }).isDisabled()).toBe(true);
    await codesDialog.getByLabel('I have saved my recovery codes').check();
    await codesDialog.getByRole('button', { name: 'Done' }).click();
    await card.getByText('Recovery codes left: 10.').waitFor();

    // Signing in now needs the second factor.
    await signOut(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const codeField = page.getByLabel('Authentication code');
    await codeField.waitFor();
    // The enrolment spent the current step's code: the next step's is still within the window.
    await codeField.fill(codeAt(secret ?? '', 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    // Signing in again returns to where the person signed out from.
    await page.waitForURL(/\/settings\?tab=security$/);
    await card.getByText('Recovery codes left: 10.').waitFor();
    await page.goto('/dashboard');
    await page.getByText('Two-factor authentication is on').first().waitFor();

    // Turning it off needs the password and a code; a recovery code works once.
    await page.goto('/settings?tab=security');
    await card.getByRole('button', { name: 'Turn off two-factor' }).click();
    const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    await off.getByLabel('Password').fill(password);
    await off.getByLabel('Authentication or recovery code').fill(recoveryCodes[0] ?? '');
    await off.getByRole('button', { name: 'Turn off' }).click();
    await card.getByText('Two-factor authentication is off.', { exact: false }).waitFor();
    await context.close();
  });
});
