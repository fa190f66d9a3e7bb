import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Role } from '@app/contract';
import { describeViolations, launchBrowser, loginAs, newPage, saveScreenshot, screenshotsSaved, seriousAxeViolations, type ViewportName } from './support';

/**
 * Every page of the app at desktop and phone width: an axe-core scan with no serious or critical
 * violation, and a screenshot in artifacts/screenshots for a human to look at.
 */
interface PageCase {
  name: string;
  path: string;
  /** Signed in as this role; public when absent. */
  as?: Role;
  /** Text inside the page's main content that shows it has rendered (not just its spinner). */
  ready: string;
}

const PAGES: PageCase[] = [
  { name: 'home', path: '/', ready: 'What it does' },
  { name: 'marketing', path: '/marketing', ready: 'Who it is for' },
  { name: 'login', path: '/login', ready: "Create your firm's account" }, // shown once /auth/providers says sign-up is open
  { name: 'login-google-failed', path: '/login?error=google&message=Access%20was%20denied', ready: 'Access was denied' },
  { name: 'signup', path: '/signup', ready: 'Your firm' },
  { name: 'demo-login', path: '/demo-login', ready: 'demo-viewer' },
  { name: 'reset-password', path: '/reset-password?token=example', ready: 'Choose a new password' },
  { name: 'reset-password-no-token', path: '/reset-password', ready: 'This reset link is incomplete' },
  { name: 'verify-email-bad-token', path: '/verify-email?token=not-a-real-token', ready: 'Sign in' },
  { name: 'accept-invitation-bad-token', path: '/accept-invitation?token=not-a-real-token', ready: 'Go to sign in' },
  { name: 'not-found-public', path: '/no-such-page', ready: 'Page not found' },
  { name: 'dashboard', path: '/dashboard', as: 'admin', ready: 'Welcome' },
  { name: 'cases', path: '/cases', as: 'admin', ready: 'Total cases' },
  { name: 'case-detail-not-found', path: '/cases/1234?document=9', as: 'admin', ready: 'Case not found' },
  { name: 'upload', path: '/upload', as: 'admin', ready: 'Case (required)' },
  { name: 'search', path: '/search', as: 'admin', ready: 'Find passages across your cases' },
  { name: 'transcription', path: '/transcription', as: 'admin', ready: 'Turn recordings of depositions' },
  { name: 'realtime-deposition', path: '/realtime-deposition', as: 'admin', ready: 'Follow a deposition as it happens' },
  { name: 'discovery', path: '/discovery', as: 'admin', ready: 'Requests and their response deadlines' },
  { name: 'settings', path: '/settings', as: 'admin', ready: 'Settings' },
  { name: 'organization', path: '/organization', as: 'admin', ready: 'Organization' },
  { name: 'team', path: '/team', as: 'admin', ready: 'Team' },
  { name: 'audit', path: '/audit', as: 'admin', ready: 'Audit' },
  { name: 'admin-system', path: '/admin/system', as: 'admin', ready: 'System' },
  { name: 'not-found-shell', path: '/no/such/page', as: 'admin', ready: 'Page not found' },
  { name: 'access-denied', path: '/admin/system', as: 'viewer', ready: 'Access Denied' },
];

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function settle(page: Page, ready: string) {
  const main = page.locator('main');
  await main.locator('h1').first().waitFor();
  await main.getByText(ready, { exact: false }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Let toasts finish appearing so screenshots are stable (nothing to steady when none is saved).
  if (screenshotsSaved) await page.waitForTimeout(300);
}

for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
  describe(`every page at ${viewport} width`, () => {
    const sessions = new Map<string, Page>();

    async function pageFor(role: Role | undefined): Promise<Page> {
      const key = role ?? 'public';
      const existing = sessions.get(key);
      if (existing) return existing;
      const { page } = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
      if (role) await loginAs(page, role);
      sessions.set(key, page);
      return page;
    }

    afterAll(async () => {
      for (const page of sessions.values()) await page.context().close();
    });

    for (const c of PAGES) {
      it(`${c.name} (${c.path}) has no serious or critical axe violation`, async () => {
        const page = await pageFor(c.as);
        await page.goto(c.path);
        await settle(page, c.ready);
        await saveScreenshot(page, `${c.name}-${viewport}`);
        const violations = await seriousAxeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      });
    }
  });
}
