import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, CaseListResponse, DocumentSearchResponse, TimelineResponse } from '@app/contract';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SCREENSHOT_DIR, demoCredentials, launchBrowser, loginAt, newPage, saveScreenshot, type ViewportName } from './support';

/**
 * The Search & Analysis page as a partner on the demo firm: a proximity search in one matter,
 * narrowed to PDFs, with highlighted passages, one of which opens the case page's viewer at its
 * page; then the matter's timeline opened from the same page. Desktop and phone screenshots.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const MATTER = 'Northwind Freight v. Castellan Logistics';
const QUERY = 'termination NEAR/5 notice';
/** The complaint says Castellan's notice "complied with neither the termination provisions … nor the notice provisions". */
const EXPECTED = '2024-02-12 Complaint - Northwind v. Castellan.pdf';
/** The demo corpus is processed and indexed by the job queue after start-up (scans are OCR'd): wait for it. */
const INDEX_WAIT_MS = 300_000;
let token: string;
let matter: Case;

async function apiGet<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as T };
}

async function waitFor<T>(what: string, read: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + INDEX_WAIT_MS;
  let last: unknown = null;
  while (Date.now() < deadline) {
    try {
      const value = await read();
      if (value !== null) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error(`gave up waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoCredentials('partner')),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
  const { body } = await apiGet<CaseListResponse>('/cases/?page_size=100');
  const found = body.cases.find((c) => c.name === MATTER);
  expect(found, MATTER).toBeTruthy();
  matter = found as Case;
  // The complaint must be processed and indexed before the screen can find it.
  await waitFor('the complaint to be searchable', async () => {
    const q = new URLSearchParams({ q: QUERY, case_id: matter.id, file_type: 'pdf' });
    const { status, body: result } = await apiGet<DocumentSearchResponse>(`/search/documents?${q.toString()}`);
    return status === 200 && result.hits.some((h) => h.filename === EXPECTED) ? result : null;
  });
}, INDEX_WAIT_MS + 60_000);
afterAll(async () => {
  await browser?.close();
});

async function openSearch(viewport: ViewportName, path = '/search'): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { viewport });
  await loginAt(page, 'partner', path);
  await page.getByRole('heading', { level: 1, name: 'Search & Analysis' }).waitFor();
  return page;
}

async function chooseCase(page: Page) {
  // Named by its label and its value ("Case All cases"); the top bar's selector is "Active case".
  await page.getByRole('combobox', { name: /^Case\b/ }).click();
  await page.getByRole('option', { name: MATTER, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('case') === matter.id);
}

describe('Search & Analysis', { timeout: 180_000 }, () => {
  it('finds passages with a proximity search filtered by case and type, and opens one at the document', async () => {
    const page = await openSearch('desktop');
    // The breadcrumb names the page.
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Search & Analysis').count()).resolves.toBeGreaterThan(0);
    await chooseCase(page);

    await page.getByLabel('Search documents').fill(QUERY);
    await page.getByLabel('Search documents').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === QUERY);

    await page.getByRole('combobox', { name: 'File type' }).click();
    await page.getByRole('option', { name: 'PDF', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.getAll('type').includes('pdf'));

    const results = page.getByRole('region', { name: 'Search results' });
    const hit = results.getByRole('article', { name: EXPECTED });
    await hit.waitFor();
    // Every hit is a PDF of this matter, and its passages carry highlighted words.
    const metas = await results.getByRole('article').evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
    for (const text of metas) expect(text).toContain(MATTER);
    const marks = await hit.locator('mark').allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.map((m) => m.toLowerCase())).toEqual(expect.arrayContaining([expect.stringMatching(/^(termination|notice)/)]));
    expect(await hit.locator('script, img').count()).toBe(0);
    await saveScreenshot(page, 'search-results-desktop');

    // The syntax help lists what the box understands.
    await page.getByRole('button', { name: 'Search syntax help' }).click();
    await page.getByRole('dialog', { name: 'Search syntax' }).getByText('Both words within 5 words of each other').waitFor();
    await page.keyboard.press('Escape');

    // A passage opens the case page's viewer at its page.
    const snippet = hit.getByTestId('search-snippet').first();
    const label = (await snippet.getAttribute('aria-label')) ?? '';
    const pageNumber = /at p\. (\d+)/.exec(label)?.[1];
    await snippet.click();
    await page.waitForURL((url) => url.pathname === `/cases/${matter.id}` && url.searchParams.has('document') && url.searchParams.get('page') === pageNumber);
    const viewer = page.getByRole('dialog', { name: EXPECTED });
    await viewer.waitFor();
    await viewer.getByText(`Page ${pageNumber} of`).first().waitFor();
    await saveScreenshot(page, 'search-opened-passage-desktop');
    await page.context().close();
  });

  it('shows the results readably at phone width, filters folded away', async () => {
    const q = new URLSearchParams({ q: QUERY, case: matter.id });
    q.append('type', 'pdf');
    const page = await openSearch('phone', `/search?${q.toString()}`);
    await page.getByRole('article', { name: EXPECTED }).waitFor();
    await expect(page.getByLabel('File type').isVisible()).resolves.toBe(false);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'search-results-phone');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('File type').waitFor({ state: 'visible' });
    await saveScreenshot(page, 'search-filters-phone');
    await page.context().close();
  });

  it('opens the case timeline from the search page, with dated entries', async () => {
    // The first analysis of a case reads all its documents: give it its time once, through the API.
    await waitFor('the timeline', async () => {
      const { status, body } = await apiGet<TimelineResponse>(`/analysis/timeline/${matter.id}`);
      return status === 200 && body.entries.length > 0 ? body : null;
    });
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openSearch(viewport, '/search?case=all');
      await chooseCase(page);
      await page.getByRole('tab', { name: 'Timeline' }).click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'timeline');
      const timeline = page.getByRole('list', { name: 'Timeline', exact: true });
      await timeline.waitFor();
      const dates = await timeline.locator('time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
      expect(dates.length).toBeGreaterThan(0);
      for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect([...dates].sort()).toEqual(dates);
      await page.getByTestId('analysis-engine').first().waitFor();
      // The timeline of a whole matter is many screens long: the first screen of it is what to look at.
      await page.getByRole('tab', { name: 'Timeline' }).scrollIntoViewIfNeeded();
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `search-timeline-${viewport}.png`), animations: 'disabled' });
      await page.context().close();
    }
  });
});
