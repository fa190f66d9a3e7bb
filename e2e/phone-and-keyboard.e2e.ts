import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAs, newPage, saveScreenshot } from './support';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // inSearch: the omnisearch fills the search landmark now, so its skip link lands on the input inside it.
    return { id: el?.id ?? '', text: el?.innerText?.trim() ?? '', tag: el?.tagName ?? '', inSearch: !!el?.closest('#global-search') };
  });

describe('phone-width drawer', () => {
  it('is hidden until the menu button opens it, and choosing an item navigates and closes it', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: 'phone' });
    await loginAs(page, 'associate');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await page.getByRole('button', { name: 'Open navigation' }).waitFor();
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.waitFor({ state: 'visible' });
    await saveScreenshot(page, 'drawer-open-phone');
    await nav.getByRole('link', { name: 'Team' }).click();
    await page.waitForURL(/\/team$/);
    await nav.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('the drawer is permanent on a wide screen (no menu button)', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAs(page, 'viewer');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open navigation' }).count()).toBe(0);
    const box = await page.locator('.MuiDrawer-paper').boundingBox();
    expect(box?.width).toBe(280);
    const bar = await page.locator('header.MuiAppBar-root').boundingBox();
    expect(bar?.height).toBe(70);
    await context.close();
  });
});

describe('skip links by keyboard', () => {
  const cases = [
    { tabs: 1, label: 'Skip to main content', lands: (f: { id: string; text: string }) => f.id === 'main-content' },
    // Focus lands on the first navigation item.
    { tabs: 2, label: 'Skip to navigation', lands: (f: { id: string; text: string }) => f.text === 'Dashboard' },
    { tabs: 3, label: 'Skip to search', lands: (f: { id: string; text: string; inSearch: boolean }) => f.inSearch },
  ];

  it('the first Tab stops are the three skip links, and each moves focus to its landmark', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAs(page, 'partner');
    for (const { tabs, label, lands } of cases) {
      await page.goto('/team');
      await page.locator('main h1').first().waitFor();
      for (let i = 0; i < tabs; i++) await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(label);
      expect(await page.getByText(label).isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(lands(await focused(page))).toBe(true);
    }
    await context.close();
  });

  it('public pages offer the skip link to the main content', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/home');
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main-content');
    await context.close();
  });
});
