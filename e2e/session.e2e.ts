import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser, loginWith, newPage, recordToasts, signOut, signUpFirm, startServer, toastsSeen, type RunningServer } from './support';

// Its own server: access tokens live 10 s here (the server's minimum), so the test can outlast one.
// What is tested is the session, not a role: the server has no demo firm (DEMO=false), whose seeding
// and document processing are most of a server's start-up and CPU, and its one account is the
// administrator of a firm signed up here.
const TTL_SECONDS = 10;
const ACCOUNT = { email: `session-${Date.now().toString(36)}@example.com`, password: 'Session-refresh-2024!' };
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ accessTokenTtlSeconds: TTL_SECONDS, env: { DEMO: 'false' }, webDistDir: inject('webDistDir') }),
    launchBrowser(),
  ]);
  await signUpFirm(server.baseUrl, server.dataDir, { ...ACCOUNT, full_name: 'Sasha Session', organization_name: 'Session Test LLP' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signIn = (page: Page, options?: { expectPath?: RegExp }) => loginWith(page, ACCOUNT.email, ACCOUNT.password, options);
const TOKEN_KEY = 'ldd.auth.tokens';
const storedTokens = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
const outlastToken = (page: Page) => page.waitForTimeout(TTL_SECONDS * 1000 + 1500);
/** A page whose data nothing has loaded yet, so opening it must call the API. */
const openTeamPage = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Team' }).click();

describe('session expiry → refresh → retry', () => {
  it('a call made with an expired token is refreshed and retried without the user noticing', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await recordToasts(context);
    const responses: Response[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/v1/')) responses.push(r);
    });
    await signIn(page);
    // Stored tokens are encrypted: nothing readable in localStorage.
    const stored = await storedTokens(page);
    expect(stored).toMatch(/"iv":/);
    // No JWT (header.payload, both base64url JSON: "eyJ….eyJ…"). Not just "eyJ": the ciphertext is
    // base64 of random-looking bytes and held those three letters by chance in a run (about 1 in 200).
    expect(stored).not.toMatch(/eyJ[\w-]*\.eyJ/);

    await outlastToken(page);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/auth/refresh'), { timeout: 30_000 });
    await openTeamPage(page);
    expect((await refreshed).status()).toBe(200);
    await page.locator('main').getByRole('heading', { name: 'Team', level: 1 }).waitFor();

    // The refresh followed a 401, and the call that got it was retried and succeeded.
    const refreshIndex = responses.findIndex((r) => r.url().endsWith('/auth/refresh'));
    const failed = responses.slice(0, refreshIndex).filter((r) => r.status() === 401);
    expect(failed.length, 'an API call was answered 401 once the token expired').toBeGreaterThan(0);
    await expect
      .poll(() => failed.every((f) => responses.slice(refreshIndex).some((r) => r.url() === f.url() && r.status() === 200)), { timeout: 30_000 })
      .toBe(true);
    // Every 401 of that moment shared the one refresh (refresh tokens are single-use).
    expect(responses.filter((r) => r.url().endsWith('/auth/refresh'))).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/team');
    expect(await toastsSeen(page)).not.toContain('Session expired, please login again');
    await context.close();
  });

  it('when the refresh is refused the user is signed out with the spec message', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await recordToasts(context);
    await signIn(page);
    await page.route('**/api/v1/auth/refresh', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ detail: 'Refresh token revoked', code: 'unauthorized' }) }),
    );
    await outlastToken(page);
    // Whatever calls the API first (the page, or a background flush) ends the session.
    if (new URL(page.url()).pathname !== '/login') await openTeamPage(page).catch(() => undefined);
    await page.waitForURL(/\/login$/);
    await page.waitForFunction(() => ((window as unknown as { __toasts?: string[] }).__toasts ?? []).length > 0);
    expect(await toastsSeen(page)).toContain('Session expired, please login again');
    expect(await storedTokens(page)).toBeNull();
    // Signing in again returns to where the session ran out.
    await page.unroute('**/api/v1/auth/refresh');
    await signIn(page, { expectPath: /\/(team|dashboard)$/ });
    await context.close();
  });

  it('a reload restores the session from encrypted storage', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await signIn(page);
    await page.reload();
    await page.getByTestId('user-menu-button').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });
});

describe('sign out', () => {
  it('ends the session, clears the tokens, says so, and guards pages again', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await recordToasts(context);
    await signIn(page);
    await signOut(page);
    await page.waitForFunction(() => ((window as unknown as { __toasts?: string[] }).__toasts ?? []).includes('Successfully logged out'));
    expect(await storedTokens(page)).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
