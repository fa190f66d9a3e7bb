import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, CaseDeadlines } from '@app/contract';
import { demoApi, describeViolations, launchBrowser, loginAt, newPage, saveScreenshot, seriousAxeViolations } from './support';

/**
 * Court-rule deadlines as an associate dockets them: on the case's Deadlines tab a partner adds
 * "interrogatories served by mail" and sees the answer deadline with its working in words (a
 * Veterans Day roll, then the 3 mail days), moves the trigger and sees the deadline move; the
 * organization page lists the firm's court closure days. Desktop and phone widths, axe-scanned,
 * no sideways scroll on the phone.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const api = demoApi(baseUrl);
const run = Date.now().toString(36);
let matter: Case;
let token: string;
const TRIGGER = `Castellan's First Interrogatories ${run}`;
const PAINT_MS = 90_000;

async function open(path: string, width: number, height: number, role: 'partner' | 'admin' = 'partner'): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { viewport: width < 600 ? 'phone' : 'desktop', bypassCSP: true });
  await page.setViewportSize({ width, height });
  // Under load the login page took over 15 s to load.
  page.setDefaultNavigationTimeout(PAINT_MS);
  await loginAt(page, role, path);
  return page;
}

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal scrolling at 390 px').toBeLessThanOrEqual(390);
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await api.token('partner');
  matter = await api.post<Case>(token, '/cases/', { name: `Deadlines ${run}`, client_name: 'Northwind Freight Inc.', case_type: 'Contract Dispute', priority: 'high', court: 'U.S. District Court, S.D.N.Y.' });
}, 300_000);
afterAll(() => browser?.close());

describe('court-rule deadlines on the case page', () => {
  it('adds a trigger, shows its deadline with the working, moves it and shows the deadline move', async () => {
    const page = await open(`/cases/${matter.id}?tab=deadlines`, 1280, 900);
    // The case page is a lazy route: under load it took over 15 s to paint.
    await page.getByRole('button', { name: 'Add trigger' }).waitFor({ timeout: PAINT_MS });
    await page.getByRole('button', { name: 'Add trigger' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(TRIGGER);
    await dialog.getByLabel('Date it happened').fill('2026-10-12');
    await pickOption(page, 'How it was served', 'By mail');
    await dialog.getByRole('button', { name: 'Add and compute' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('region', { name: TRIGGER });
    // Mon 10-12 + 30 = Wed 11-11, Veterans Day → Thu 11-12; + 3 for mail = Sun 11-15 → Mon 11-16.
    await card.getByText('Due Monday, November 16, 2026').waitFor();
    const working = await card.getByRole('list', { name: /How the date of .* was computed/ }).innerText();
    expect(working).toContain('Veterans Day (a legal holiday)');
    expect(working).toContain('3 days are added');
    expect(working).toContain('Fed. R. Civ. P. 33(b)(2)');
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await saveScreenshot(page, 'deadlines-tab-1280');

    await card.getByRole('button', { name: `Move ${TRIGGER}`, exact: true }).click();
    await dialog.getByLabel('Date it happened').fill('2026-10-26');
    await dialog.getByRole('button', { name: 'Move and recompute' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Mon 10-26 + 30 = Wed 11-25, a court day; + 3 = Sat 11-28 → Mon 11-30.
    await card.getByText('Due Monday, November 30, 2026').waitFor();
    expect(await card.getByText('Due Monday, November 16, 2026').count()).toBe(0);
    const stored = await api.get<CaseDeadlines>(token, `/cases/${matter.id}/deadlines`);
    expect(stored.triggers.map((t) => [t.trigger_date, t.deadlines.map((d) => d.due_date)])).toEqual([['2026-10-26', ['2026-11-30']]]);
    await saveScreenshot(page, 'deadlines-tab-moved-1280');

    // The deadline is a case event: the timeline shows it on its day.
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByText(`Due: Answers and objections to interrogatories (${TRIGGER})`).first().waitFor({ timeout: PAINT_MS });

    const phone = await open(`/cases/${matter.id}?tab=deadlines`, 390, 844);
    await phone.getByRole('region', { name: TRIGGER }).getByText('Due Monday, November 30, 2026').waitFor({ timeout: PAINT_MS });
    await expectNoSidewaysScroll(phone);
    const phoneViolations = await seriousAxeViolations(phone);
    expect(phoneViolations, describeViolations(phoneViolations)).toEqual([]);
    await saveScreenshot(phone, 'deadlines-tab-390');
  }, 300_000);

  it("lists the firm's court closure days on the organization page", async () => {
    const page = await open('/organization', 1280, 900, 'admin');
    const card = page.getByRole('region', { name: 'Court closure days' });
    await card.waitFor({ timeout: PAINT_MS });
    await card.getByRole('button', { name: 'Add closure' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'court-closures-1280');
    const phone = await open('/organization', 390, 844, 'admin');
    const phoneCard = phone.getByRole('region', { name: 'Court closure days' });
    await phoneCard.waitFor({ timeout: PAINT_MS });
    await phoneCard.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(phone);
    await saveScreenshot(phone, 'court-closures-390');
  }, 180_000);
});
