import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginWith, newPage, readOutbox, saveScreenshot, startServer, waitForLink, type RunningServer } from './support';

let browser: Browser;
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signup of a new firm', () => {
  it('has the sign-up defaults, validates, and creates the firm when the mailed link is opened', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/signup');
    await page.getByLabel('Full name').waitFor();
    // Terms and privacy accepted by default, marketing not.
    expect(await page.getByLabel('I accept the terms of service').isChecked()).toBe(true);
    expect(await page.getByLabel('I accept the privacy policy').isChecked()).toBe(true);
    expect(await page.getByLabel('Send me product news and updates').isChecked()).toBe(false);

    // The contract's rules run in the browser before anything is sent.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter a valid e-mail address').waitFor();

    const stamp = Date.now();
    await page.getByLabel('Full name').fill('Ada Counsel');
    await page.getByLabel('Job title').fill('Managing Partner');
    const email = `ada.${stamp}@counsel.example`;
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByLabel(/^Confirm password/).fill('correct horse battery');
    await page.getByLabel('Bar number').fill('CA-123456');
    await page.getByLabel('Firm name').fill(`Counsel & Co ${stamp}`);
    await page.getByLabel('Firm domain').fill('counsel.example');
    await page.getByLabel('How did you hear about us?').click();
    await page.getByRole('option', { name: 'Colleague or referral' }).click();
    await saveScreenshot(page, 'signup-filled-desktop');
    await page.getByRole('button', { name: 'Create account' }).click();

    // Nothing exists until the address is confirmed: the page says to check the inbox.
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /Send the link again/ }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'signup-check-email-desktop');
    const link = await waitForLink(dataDir, '/verify-email?token=', { recipient: email });
    await page.goto(link);
    await page.getByText("Your e-mail address is confirmed and your firm's account is ready. Sign in to start.").waitFor();
    await page.locator('#main-content').getByRole('link', { name: 'Sign in' }).click();
    await loginWith(page, email, 'correct horse battery');
    await page.getByText('Welcome back, Ada Counsel!').waitFor();
    await page.getByTestId('user-menu-button').click();
    expect(await page.getByTestId('user-menu-header').innerText()).toContain(`Counsel & Co ${stamp}`);
    await page.keyboard.press('Escape');
    // The founder administers the firm: all nine main items, and the five of the Administration group.
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await navigation.getByRole('link').count()).toBe(14);
    expect(await navigation.getByRole('list', { name: 'Administration' }).getByRole('link').count()).toBe(5);
    await context.close();
  });

  it('answers an address that is already registered like any other, and tells its owner by e-mail', async () => {
    const before = readOutbox(dataDir).length;
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Work e-mail').fill('admin@demo.example');
    await page.getByLabel(/^Password/).fill('another long password');
    await page.getByLabel(/^Confirm password/).fill('another long password');
    await page.getByLabel('Firm name').fill('Copycat LLP');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The same screen as for a new address: the page does not say who has an account.
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const deadline = Date.now() + 10_000;
    let notice: string | undefined;
    while (!notice && Date.now() < deadline) {
      notice = readOutbox(dataDir)
        .slice(before)
        .find((m) => m.raw.includes('To: admin@demo.example') && m.raw.includes('Subject: Someone tried to sign up with your e-mail address'))?.raw;
      if (!notice) await new Promise((r) => setTimeout(r, 200));
    }
    expect(notice).toBeDefined();
    await context.close();
  });
});

describe('an installation with sign-up closed (SIGNUP_ENABLED=false)', () => {
  let closed: RunningServer;
  beforeAll(async () => {
    // No demo firm (DEMO=false): nothing here signs in, and seeding one, with its documents to
    // process, is most of a server's start-up and keeps two cores busy while the other specs run.
    closed = await startServer({ env: { SIGNUP_ENABLED: 'false', DEMO: 'false' }, webDistDir: inject('webDistDir') });
  });
  afterAll(async () => {
    await closed?.stop();
  });

  it('offers no sign-up anywhere, and /signup says why and where to go instead', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await newPage(browser, closed.baseUrl, { viewport });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await page.getByText('Sign in with a demo account').waitFor();
      // The links depend on GET /auth/providers: judge their absence once it has answered.
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('Create your firm\'s account').count()).toBe(0);
      await page.goto('/');
      await page.getByRole('link', { name: 'Try a demo account' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('link', { name: 'Set up your firm' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Sign up your firm' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Create account' }).count()).toBe(0);

      await page.goto('/signup');
      await page.getByRole('heading', { name: 'Sign-up is closed' }).waitFor();
      await page.getByText('Ask your firm\'s administrator for an invitation.').waitFor();
      expect(await page.getByLabel('Full name').count()).toBe(0);
      await saveScreenshot(page, `signup-closed-${viewport}`);
      await page.getByRole('link', { name: 'Sign in' }).last().click();
      await page.waitForURL('**/login');
      await context.close();
    }
  });
});
