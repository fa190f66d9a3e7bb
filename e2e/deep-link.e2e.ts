import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from './support';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('deep link → login → back to the deep link', () => {
  it('keeps the path and query string', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/team?person=someone');
    await page.waitForURL(/\/login$/);
    await loginAs(page, 'associate', { expectPath: /^\/team\?person=someone$/ });
    expect(new URL(page.url()).pathname).toBe('/team');
    await context.close();
  });

  it('/ shows the homepage to visitors and sends signed-in users to /dashboard', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(true);
    await loginAs(page, 'paralegal');
    await page.goto('/');
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('an unknown path shows the not-found page inside the shell', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAs(page, 'viewer');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    await context.close();
  });

  it('feature routes open for the roles that may use them and keep their guards', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAs(page, 'paralegal');
    await page.goto('/discovery');
    await page.getByRole('heading', { name: 'Discovery Documents' }).waitFor();
    await page.goto('/transcription');
    await page.getByText('Turn recordings of depositions', { exact: false }).waitFor();
    await page.goto('/cases');
    await page.getByText('This page requires Associate level access or higher.').waitFor();
    await context.close();
  });
});
