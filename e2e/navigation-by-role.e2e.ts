import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Role } from '@app/contract';
import { launchBrowser, navLabels, newPage, saveScreenshot, signOut } from './support';

// Spec §2: items below the user's role are hidden.
const EXPECTED_NAV: Record<Role, string[]> = {
  admin: ['Dashboard', 'Case Management', 'Document Upload', 'Search & Analysis', 'Transcription', 'Deposition Assistant', 'Discovery Documents', 'Team', 'Settings'],
  partner: ['Dashboard', 'Case Management', 'Document Upload', 'Search & Analysis', 'Transcription', 'Deposition Assistant', 'Discovery Documents', 'Team', 'Settings'],
  associate: ['Dashboard', 'Case Management', 'Document Upload', 'Search & Analysis', 'Transcription', 'Deposition Assistant', 'Discovery Documents', 'Team', 'Settings'],
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

describe('demo login for each role shows exactly the spec §2 navigation', () => {
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
      await saveScreenshot(page, `nav-${role}-desktop`);

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
