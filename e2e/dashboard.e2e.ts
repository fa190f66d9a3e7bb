import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, CaseEvent, DashboardStats, Role } from '@app/contract';
import { demoApi, describeViolations, launchBrowser, loginAs, newPage, saveScreenshot, SCREENSHOT_DIR, seriousAxeViolations, type ViewportName } from './support';

/**
 * /dashboard for a partner: a matter with a deadline in 3 days and nothing filed
 * against it (made through the API) shows as an insight — severity, title, reason — whose link opens
 * the case on that event. The figures and the three charts are drawn, the bell lists the most urgent
 * insights as links, and the screen is axe-scanned and photographed at desktop and phone width.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const api = demoApi(baseUrl);
const run = Date.now().toString(36);
const MATTER = `Okafor v. Lakeshore Transit ${run}`;
const DEADLINE = `Serve expert witness disclosures ${run}`;
const DAY = 86_400_000;



async function openDashboard(viewport: ViewportName, role: Role = 'partner'): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
  await loginAs(page, role);
  await page.getByRole('heading', { name: 'Needs attention' }).waitFor();
  return page;
}

/** The insight for our deadline; the demo firm may have more urgent ones, so unfold the list when needed. */
async function deadlineInsight(page: Page) {
  const list = page.getByRole('list', { name: 'Needs attention' });
  await list.waitFor();
  const item = list.getByTestId('insight').filter({ hasText: DEADLINE });
  if ((await item.count()) === 0) {
    const more = page.getByRole('button', { name: /^Show \d+ more$/ });
    if ((await more.count()) > 0) await more.click();
  }
  await item.waitFor();
  return item;
}

/** Switches the "Needs attention" card to "By case" and returns our matter's group: its heading, count and insights. */
async function matterGroup(page: Page, { keyboard }: { keyboard: boolean }) {
  if (keyboard) {
    // From "Most urgent" one Tab reaches "By case", and Enter chooses it.
    await page.getByRole('button', { name: 'Most urgent' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
  } else {
    await page.getByRole('button', { name: 'By case' }).click();
  }
  expect(await page.getByRole('button', { name: 'By case' }).getAttribute('aria-pressed')).toBe('true');
  const heading = page.getByRole('heading', { level: 3, name: MATTER });
  await heading.waitFor();
  return page.getByTestId('case-insights').filter({ has: heading });
}

let matter: Case;
let deadline: CaseEvent;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await api.token('partner');
  matter = await api.post<Case>(token, '/cases/', { name: MATTER, client_name: 'Adaeze Okafor', case_type: 'Personal Injury' });
  deadline = await api.post<CaseEvent>(token, `/cases/${matter.id}/events`, {
    event_type: 'deadline',
    title: DEADLINE,
    starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('dashboard', () => {
  it('shows a partner the deadline insight with its reason, and its link opens the case on the event', async () => {
    const page = await openDashboard('desktop');
    const insight = await deadlineInsight(page);
    expect(await insight.getAttribute('data-kind')).toBe('deadline_without_filing');
    expect(await insight.innerText()).toContain(MATTER);
    const link = insight.getByRole('link', { name: new RegExp(DEADLINE) });
    expect(await link.getAttribute('href')).toBe(`/cases/${matter.id}?event=${deadline.id}`);
    // The figures count it (the server's answer first, so a failure shows its body), and the three charts are drawn (one mark per week).
    const response = await fetch(`${baseUrl}/api/v1/dashboard/stats?weeks=12`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status, await response.clone().text()).toBe(200);
    const stats = (await response.json()) as DashboardStats;
    expect(stats.deadlines.without_filing).toBeGreaterThanOrEqual(1);
    const tile = page.getByTestId('stat-deadlines').locator('[data-value]');
    await tile.waitFor({ timeout: 30_000 });
    expect(Number(await tile.getAttribute('data-value'))).toBe(stats.deadlines.next_7_days);
    for (const chart of ['documents', 'deadlines', 'activity']) {
      expect(await page.getByTestId(`chart-${chart}`).locator('[data-value]').count(), chart).toBe(12);
    }
    await page.getByRole('heading', { name: 'Your role' }).waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await saveScreenshot(page, 'dashboard-desktop');

    // The bell lists the most urgent insights as links (the badge stays 3).
    await page.getByRole('button', { name: 'Notifications, 3 new' }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await bell.getByTestId('insight').first().waitFor();
    expect(await bell.getByTestId('insight').count()).toBeLessThanOrEqual(3);
    expect(await bell.getByTestId('insight').first().getByRole('link').getAttribute('href')).toMatch(/^\//);
    await saveScreenshot(page, 'dashboard-bell-desktop');
    await page.keyboard.press('Escape');
    await bell.waitFor({ state: 'detached' });

    await link.click();
    await page.waitForURL((url) => url.pathname === `/cases/${matter.id}` && url.searchParams.get('event') === deadline.id);
    await page.getByRole('heading', { name: MATTER, level: 1 }).waitFor();
    await page.getByText(DEADLINE).first().waitFor();
    await saveScreenshot(page, 'dashboard-insight-followed-desktop');
    await page.context().close();
  });

  it('works at phone width', async () => {
    const page = await openDashboard('phone');
    const insight = await deadlineInsight(page);
    await insight.scrollIntoViewIfNeeded();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no horizontal scrolling at 390 px').toBeLessThanOrEqual(390);
    // From the top, so the fixed top bar is drawn where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'dashboard-phone');
    await page.getByRole('button', { name: 'Notifications, 3 new' }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByTestId('insight').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-bell-phone.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await insight.getByRole('link', { name: new RegExp(DEADLINE) }).click();
    await page.waitForURL((url) => url.pathname === `/cases/${matter.id}`);
    await page.getByRole('heading', { name: MATTER, level: 1 }).waitFor();
    await page.context().close();
  });

  it('groups the insights by case: the matter is a heading linking to it, with its count and the deadline insight below', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openDashboard(viewport);
      const group = await matterGroup(page, { keyboard: viewport === 'desktop' });
      expect(await group.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')).toBe(`/cases/${matter.id}`);
      // A new matter: the deadline is its only insight.
      expect(await group.getByTestId('case-insights-count').innerText()).toBe('1 insight');
      const insight = group.getByRole('list', { name: MATTER }).getByTestId('insight');
      expect(await insight.getAttribute('data-kind')).toBe('deadline_without_filing');
      expect(await insight.getByRole('link', { name: new RegExp(DEADLINE) }).getAttribute('href')).toBe(`/cases/${matter.id}?event=${deadline.id}`);
      await group.scrollIntoViewIfNeeded();
      if (viewport === 'desktop') {
        const violations = await seriousAxeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      } else {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no horizontal scrolling at 390 px').toBeLessThanOrEqual(390);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `dashboard-by-case-${viewport}`);
      await page.context().close();
    }
  });

  it("does not show a viewer the insight of a matter they are not on", async () => {
    const page = await openDashboard('desktop', 'viewer');
    await page.getByTestId('stat-deadlines').locator('[data-value]').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Trends' }).waitFor();
    // Either the viewer's own insights or the empty state: never the partner's new matter.
    await page.getByRole('list', { name: 'Needs attention' }).or(page.getByText('Nothing needs attention')).first().waitFor();
    expect(await page.getByTestId('insight').filter({ hasText: DEADLINE }).count()).toBe(0);
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await saveScreenshot(page, 'dashboard-viewer-desktop');
    await page.context().close();
  });
});
