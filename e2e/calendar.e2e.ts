import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dateInTimeZone, type CalendarFilters, type Case, type CaseEvent } from '@app/contract';
import { demoApi, describeViolations, type AxeViolation, launchBrowser, loginAt, newPage, saveScreenshot, seriousAxeViolations } from './support';

/**
 * The firm calendar as a partner reads it: reached from the dashboard's "Upcoming deadlines" card (the
 * main navigation's nine pages are fixed, so that card is the calendar's way in), a new case's deadline, hearing and meeting on the month,
 * week and list views (filtered to the case through the address), an event's details with the link
 * the partner's role opens, the case page's Calendar tab, and the private feed made in Settings and
 * read without a session. Desktop 1280 and phone 390 (list first, no sideways scroll), axe-scanned.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const api = demoApi(baseUrl);
const run = Date.now().toString(36);
let matter: Case;
let token: string;
let today = '';
const DEADLINE = `Opposition brief due ${run}`;
const HEARING = `Hearing on the motion ${run}`;
const MEETING = `Strategy meeting with the client about the settlement offer ${run}`;

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The Sunday that starts a day's week (the calendar's weeks start on Sunday). */
const weekOf = (day: string) => shift(day, -new Date(`${day}T00:00:00Z`).getUTCDay());

/** The week view opens on the week of the day shown; an event later in the week after it is one "Next week" away (a test run on a Saturday, say). */
async function showWeekOf(page: Page, shown: string, eventDay: string): Promise<void> {
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  if (weekOf(eventDay) > weekOf(shown)) await page.getByRole('button', { name: 'Next week' }).click();
}

async function open(path: string, width: number, height: number): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { viewport: width < 600 ? 'phone' : 'desktop', bypassCSP: true });
  await page.setViewportSize({ width, height });
  await loginAt(page, 'partner', path);
  return page;
}

/** No sideways scroll on a phone, and no serious axe finding (inside `within` when given: the part this feature draws). */
async function expectClean(page: Page, width: number, within?: string): Promise<void> {
  if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal scrolling at 390 px').toBeLessThanOrEqual(390);
  const violations: AxeViolation[] = [];
  for (const violation of await seriousAxeViolations(page)) {
    const nodes: AxeViolation['nodes'] = [];
    for (const node of violation.nodes) {
      const inside = !within || (await page.evaluate(([target, container]) => Boolean(document.querySelector(target!)?.closest(container!)), [node.target[0], within]));
      if (inside) nodes.push(node);
    }
    if (nodes.length) violations.push({ ...violation, nodes });
  }
  expect(violations, describeViolations(violations)).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await api.token('partner');
  const filters = await api.get<CalendarFilters>(token, '/calendar/filters');
  today = dateInTimeZone(new Date(), filters.time_zone);
  matter = await api.post<Case>(token, '/cases/', { name: `Calendar ${run}`, client_name: 'Northwind Freight Inc.', case_type: 'Contract Dispute', priority: 'medium' });
  const add = (body: Record<string, unknown>) => api.post<CaseEvent>(token, `/cases/${matter.id}/events`, body);
  await add({ event_type: 'deadline', title: DEADLINE, starts_at: `${shift(today, 1)}T00:00:00Z`, all_day: true, description: 'File with the clerk and serve opposing counsel.' });
  await add({ event_type: 'hearing', title: HEARING, starts_at: `${shift(today, 1)}T18:00:00Z`, location: 'Courtroom 11B' });
  await add({ event_type: 'meeting', title: MEETING, starts_at: `${shift(today, 2)}T15:00:00Z` });
}, 300_000);
afterAll(() => browser?.close());

describe('calendar', () => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    it(`is reached from the dashboard's Upcoming deadlines card at ${width}`, async () => {
      const page = await open('/dashboard', width, height);
      const card = page.getByRole('region', { name: 'Upcoming deadlines' });
      // Tomorrow's deadline makes the list non-empty; a busy shared server may list earlier ones first.
      await card.getByTestId('upcoming-deadline').first().waitFor({ timeout: 60_000 });
      await card.scrollIntoViewIfNeeded();
      await expectClean(page, width, '[data-testid="upcoming-deadlines"]');
      await saveScreenshot(page, `dashboard-upcoming-deadlines-${width}`);
      const item = card.getByRole('link', { name: DEADLINE });
      if (await item.count()) expect(await item.getAttribute('href')).toMatch(new RegExp(`^/cases/${matter.id}\\?event=`));
      await card.getByRole('link', { name: 'Open calendar' }).click();
      await page.waitForURL(/\/calendar\?view=list$/);
      await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: new RegExp(`^${DEADLINE}`) }).or(page.getByRole('link', { name: DEADLINE })).first().waitFor();
      await expectClean(page, width);
    }, 300_000);
  }

  it('shows the month, an event’s details with its link, the week and the list at 1280', async () => {
    const page = await open(`/calendar?view=month&case=${matter.id}`, 1280, 900);
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
    // The month view may open on next month when the events fall after its last day.
    const event = page.getByRole('button', { name: new RegExp(`^${DEADLINE}`) });
    if (shift(today, 1).slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
    await event.waitFor();
    await expectClean(page, 1280);
    await saveScreenshot(page, 'calendar-month-1280');

    await event.click();
    const dialog = page.getByRole('dialog', { name: DEADLINE });
    await dialog.getByText('File with the clerk and serve opposing counsel.').waitFor();
    expect(await dialog.getByRole('link', { name: 'Open in case' }).getAttribute('href')).toMatch(new RegExp(`^/cases/${matter.id}\\?event=`));
    await saveScreenshot(page, 'calendar-event-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await showWeekOf(page, shift(today, 1).slice(0, 7) !== today.slice(0, 7) ? `${shift(today, 1).slice(0, 7)}-01` : today, shift(today, 1));
    await page.getByRole('button', { name: new RegExp(HEARING) }).waitFor();
    await expectClean(page, 1280);
    await saveScreenshot(page, 'calendar-week-1280');

    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    // The list (CalendarList) draws each event's title as the link its reader's role opens, as on the phone and the case's tab.
    const link = page.getByRole('link', { name: MEETING });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/cases/${matter.id}\\?event=`));
    await expectClean(page, 1280);
    await saveScreenshot(page, 'calendar-list-1280');
  }, 300_000);

  it('opens on the list at 390 and fits the phone, in every view', async () => {
    const page = await open(`/calendar?case=${matter.id}`, 390, 844);
    await page.getByRole('link', { name: DEADLINE }).waitFor();
    expect(await page.getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expectClean(page, 390);
    await saveScreenshot(page, 'calendar-list-390');
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByRole('grid', { name: 'Month' }).waitFor();
    await expectClean(page, 390);
    await saveScreenshot(page, 'calendar-month-390');
    await showWeekOf(page, today, shift(today, 2));
    await page.getByRole('button', { name: new RegExp(MEETING) }).waitFor();
    await expectClean(page, 390);
    await saveScreenshot(page, 'calendar-week-390');
  }, 300_000);

  it("shows the case's calendar on its Calendar tab", async () => {
    const page = await open(`/cases/${matter.id}?tab=calendar`, 1280, 900);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'List', exact: true }).click();
    await panel.getByRole('link', { name: HEARING }).waitFor();
    expect(await panel.getByRole('combobox', { name: 'Case' }).count()).toBe(0);
    // The case page's header is not this feature's: the tab's panel is what is checked here.
    await expectClean(page, 1280, '[role="tabpanel"]');
    await saveScreenshot(page, 'case-calendar-tab-1280');
    const phone = await open(`/cases/${matter.id}?tab=calendar`, 390, 844);
    await phone.getByRole('tabpanel').getByRole('link', { name: DEADLINE }).waitFor();
    await expectClean(phone, 390, '[role="tabpanel"]');
    await saveScreenshot(phone, 'case-calendar-tab-390');
  }, 300_000);

  it('makes a private feed in Settings that a calendar app reads without a session, then stops it', async () => {
    const page = await open('/settings?tab=notifications', 1280, 900);
    const card = page.getByRole('region', { name: 'Calendar feed' });
    await card.waitFor();
    if (await card.getByRole('button', { name: 'Stop the address' }).count()) {
      await card.getByRole('button', { name: 'Stop the address' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Stop the address' }).click();
    }
    await card.getByRole('button', { name: 'Make my calendar address' }).click();
    const field = card.getByLabel('Your private calendar address');
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await expectClean(page, 1280);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'settings-calendar-feed-1280');

    const feed = await fetch(`${baseUrl}${new URL(url).pathname}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain(`SUMMARY:${DEADLINE} — Calendar ${run}`);
    expect(text).toContain(`DTSTART;VALUE=DATE:${shift(today, 1).replace(/-/g, '')}`);

    const phone = await open('/settings?tab=notifications', 390, 844);
    const phoneCard = phone.getByRole('region', { name: 'Calendar feed' });
    await phoneCard.getByRole('button', { name: 'Stop the address' }).waitFor();
    await phoneCard.scrollIntoViewIfNeeded();
    await expectClean(phone, 390);
    await saveScreenshot(phone, 'settings-calendar-feed-390');

    await card.getByRole('button', { name: 'Stop the address' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop the address' }).click();
    await card.getByRole('button', { name: 'Make my calendar address' }).waitFor();
    expect((await fetch(`${baseUrl}${new URL(url).pathname}`)).status).toBe(404);
  }, 300_000);
});
