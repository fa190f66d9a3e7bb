import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Role } from '@app/contract';
import { launchBrowser, navLabels, newPage, saveScreenshot, signOut } from './support';

// Items below the user's role are hidden. Below them, the Administration group lists the
// administrative pages the role may open (none for paralegals and viewers).
const MAIN_NAV = ['Dashboard', 'Case Management', 'Document Upload', 'Search & Analysis', 'Transcription', 'Deposition Assistant', 'Discovery Documents', 'Team', 'Settings'];
const EXPECTED_NAV: Record<Role, string[]> = {
  admin: [...MAIN_NAV, 'Audit trail', 'Organization', 'AI costs', 'System status', 'Batch jobs'],
  partner: [...MAIN_NAV, 'Audit trail', 'Organization', 'AI costs'],
  associate: [...MAIN_NAV, 'Audit trail'],
  paralegal: ['Dashboard', 'Document Upload', 'Search & Analysis', 'Transcription', 'Discovery Documents', 'Settings'],
  viewer: ['Dashboard', 'Search & Analysis', 'Discovery Documents', 'Settings'],
};

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('demo login for each role shows exactly the navigation of its role', () => {
  it('/demo redirects to /demo-login, which shows five role cards with their credentials', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/demo');
    await page.waitForURL(/\/demo-login$/);
    await page.getByTestId('demo-card-admin').waitFor();
    for (const role of Object.keys(EXPECTED_NAV)) {
      const card = page.getByTestId(`demo-card-${role}`);
      expect(await card.getByText(`${role}@demo.example`, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(`demo-${role}`, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.locator('[data-testid^="demo-card-"]').count()).toBe(5);
    await context.close();
  });

  for (const role of Object.keys(EXPECTED_NAV) as Role[]) {
    it(`${role}`, async () => {
      const { context, page } = await newPage(browser, baseUrl);
      await page.goto('/demo-login');
      await page.getByTestId(`demo-card-${role}`).getByRole('button', { name: /^Sign in as / }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.getByText(/^Welcome back, .+!$/).waitFor();
      expect(await navLabels(page)).toEqual(EXPECTED_NAV[role]);
      // The active item is the dashboard, and only it.
      const current = page.getByRole('navigation', { name: 'Main navigation' }).locator('[aria-current="page"]');
      expect(await current.allInnerTexts()).toEqual(['Dashboard']);
      expect(await page.getByTestId('drawer-footer').innerText()).toBe('Legal Document Discovery');
      expect(await page.getByRole('list', { name: 'Administration' }).count()).toBe(EXPECTED_NAV[role].includes('Audit trail') ? 1 : 0);
      await saveScreenshot(page, `nav-${role}-desktop`);

      // No link the role sees on the dashboard (navigation, shortcuts, what needs attention, the
      // grouped view's case headings) leads to an Access Denied page.
      await page.getByTestId('insight').or(page.getByText('Nothing needs attention')).first().waitFor({ timeout: 60_000 });
      const links = async () => page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      const hrefs = new Set(await links());
      await page.getByRole('button', { name: 'By case' }).click();
      await page.getByTestId('case-insights').or(page.getByText('No case needs attention')).first().waitFor({ timeout: 60_000 });
      for (const href of await links()) hrefs.add(href);
      // Access is decided by the route, not by which case or event a link opens: one link per route
      // and set of query keys ("/cases/:id?event") is walked (each is a full page load).
      const byRoute = new Map<string, string>();
      for (const href of hrefs) {
        const url = new URL(href, 'http://app.invalid');
        const route = `${url.pathname.replace(/\/[0-9a-f]{8}-[0-9a-f-]{27,}/gi, '/:id')}?${[...url.searchParams.keys()].sort().join('&')}`;
        if (!byRoute.has(route)) byRoute.set(route, href);
      }
      const walker = await context.newPage();
      for (const href of byRoute.values()) {
        await walker.goto(href);
        await walker.getByRole('main').waitFor();
        await walker.getByText('Verifying access...').waitFor({ state: 'detached' });
        expect(await walker.getByText(/Access Denied/).count(), `${role} → ${href}`).toBe(0);
      }
      await walker.close();

      // The user menu: name, capitalised role, e-mail, firm, and its three entries.
      await page.getByTestId('user-menu-button').click();
      const header = page.getByTestId('user-menu-header');
      const text = await header.innerText();
      expect(text).toContain(role.charAt(0).toUpperCase() + role.slice(1));
      expect(text).toContain(`${role}@demo.example`);
      expect(text).toContain('Harper & Lane LLP');
      expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['My Profile', 'Account Settings', 'Sign Out']);
      await page.keyboard.press('Escape');
      await signOut(page);
      await context.close();
    });
  }
});
