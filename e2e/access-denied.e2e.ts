import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAs, newPage, saveScreenshot } from './support';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a viewer opening /organization', () => {
  it('sees the Access Denied screen with the exact texts', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAs(page, 'viewer');
    await page.goto('/organization');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    const main = page.locator('main');
    const text = await main.innerText();
    expect(text).toContain('This page requires Partner level access or higher.');
    expect(text).toContain('Your current role:');
    expect(text).toContain('Viewer: read-only for clients and consultants');
    expect(text).toContain('Required role: Partner or higher');
    expect(text).toContain('If you believe you should have access to this page, please contact your organization administrator.');
    expect(await main.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
    expect(await main.getByRole('button', { name: 'Switch Account' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'access-denied-desktop');

    // Go Back from a page opened directly lands on the dashboard.
    await main.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(/\/dashboard$/);

    // Switch Account signs out and, after signing in with access, returns to the page.
    await page.goto('/organization');
    await main.getByRole('button', { name: 'Switch Account' }).click();
    await page.waitForURL(/\/login$/);
    await loginAs(page, 'partner', { expectPath: /\/organization$/ });
    expect(await page.getByRole('heading', { name: 'Access Denied' }).count()).toBe(0);
    await context.close();
  });
});
