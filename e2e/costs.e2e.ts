import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ModelPriceEntry, Role } from '@app/contract';
import { demoApi, describeViolations, launchBrowser, loginAt, newPage, saveScreenshot, seriousAxeViolations, type ViewportName } from './support';

/**
 * The AI costs section of /organization. The offline embedder is free, so an
 * administrator first prices it through the price table (a real firm price row), then semantic
 * searches record priced usage rows today. The chart's bars (data-value) must equal the
 * downloaded CSV's cost_usd column row by row; "My usage" in Settings shows the caller's share.
 * The price is set back to 0 afterwards (a new row: the history keeps both).
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const api = demoApi(baseUrl);
const MODEL = 'local-hash-v1';



const setPrice = (token: string, inputPerMillion: number) =>
  api.post<ModelPriceEntry>(token, '/cost-analytics/prices', { model: MODEL, input_per_million: inputPerMillion, output_per_million: 0 });

/** Waits for the cost chart's bars to be drawn after a (re)load. */
const chartDrawn = (page: Page) => page.getByTestId('cost-chart').locator('[data-value]').first().waitFor({ state: 'attached' });

async function openCosts(role: Role, viewport: ViewportName): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
  await loginAt(page, role, '/organization#ai-costs');
  await page.getByRole('heading', { name: 'AI costs', level: 1 }).waitFor();
  await chartDrawn(page);
  return page;
}

/** The chart's bars in order: label and value, read from the SVG marks. */
const chartBars = (page: Page) =>
  page
    .getByTestId('cost-chart')
    .locator('[data-value]')
    .evaluateAll((marks) => marks.map((m) => ({ label: m.getAttribute('data-label') ?? '', value: Number(m.getAttribute('data-value')) })));

async function downloadCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const file = await download.path();
  expect(download.suggestedFilename()).toMatch(/^ai-costs-(firm|my-usage)-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  return readFileSync(file, 'utf8')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

/**
 * The chart's bars, the CSV and the totals tile read from one state of the ledger. Other test files
 * work in the demo firm at the same time, and while the embedder is priced their uploads and
 * searches add to today's cost between one read and the next: the page is reloaded and read again
 * (up to five times) until chart and CSV agree, which proves they draw the same ledger.
 */
async function chartAndCsv(page: Page): Promise<{ bars: { label: string; value: number }[]; csv: string[][]; total: number | null }> {
  for (let attempt = 1; ; attempt += 1) {
    const bars = await chartBars(page);
    const csv = await downloadCsv(page);
    const tile = page.getByTestId('cost-total-cost').locator('[data-value]');
    const total = (await tile.count()) > 0 ? Number(await tile.getAttribute('data-value')) : null;
    const agree = JSON.stringify(bars.map((b) => b.value)) === JSON.stringify(csv.slice(1).map((r) => Number(r[5])));
    if (agree || attempt === 5) return { bars, csv, total };
    await page.reload();
    await chartDrawn(page);
  }
}

let adminToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await api.token('admin');
  // $20,000 per million tokens: a short query (a few tokens) costs cents, so the bars are visible.
  await setPrice(adminToken, 20_000);
  const partnerToken = await api.token('partner');
  for (const q of ['termination notice', 'cold chain capacity allocation', 'spoiled freight invoices']) {
    await api.post(adminToken, '/search/vector', { q }, 200);
    await api.post(partnerToken, '/search/vector', { q }, 200);
  }
});
afterAll(async () => {
  if (adminToken) await setPrice(adminToken, 0);
  await browser?.close();
});

describe('AI costs', () => {
  it("the firm's chart and its CSV agree, bar by bar, at desktop width", async () => {
    const page = await openCosts('admin', 'desktop');
    const { bars, csv, total: shown } = await chartAndCsv(page);
    expect(csv[0]).toEqual(['period', 'calls', 'input_tokens', 'output_tokens', 'audio_seconds', 'cost_usd']);
    const rows = csv.slice(1);
    expect(rows).toHaveLength(bars.length);
    expect(bars.map((b) => b.value)).toEqual(rows.map((r) => Number(r[5])));
    const total = rows.reduce((sum, r) => sum + Number(r[5]), 0);
    expect(total).toBeGreaterThan(0);
    // Today's bar carries the searches just made (the firm's price applied to them).
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = rows.find((r) => r[0] === today);
    expect(Number(todayRow?.[5])).toBeGreaterThan(0);
    expect(Number(todayRow?.[1])).toBeGreaterThanOrEqual(6);
    // The totals tile says the same sum (to the cent).
    expect(shown).toBeCloseTo(total, 6);
    // The price table shows the firm's row in use for the offline embedder.
    await page.getByTestId('prices').getByText(MODEL).first().waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('heading', { name: 'AI costs', level: 1 }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'costs-organization-desktop');
  });

  it('a partner reads the same at phone width (no budget or price editing)', async () => {
    const page = await openCosts('partner', 'phone');
    const bars = await chartBars(page);
    expect(bars.reduce((s, b) => s + b.value, 0)).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Save budget' }).count()).toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'costs-organization-phone');
  });

  it('"My usage" in Settings shows the caller\'s own calls, and its CSV agrees with its chart', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page } = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
      await loginAt(page, 'partner', '/settings?tab=usage');
      await page.getByRole('heading', { name: 'My usage' }).waitFor();
      await chartDrawn(page);
      const { bars, csv } = await chartAndCsv(page);
      const rows = csv.slice(1);
      expect(bars.map((b) => b.value)).toEqual(rows.map((r) => Number(r[5])));
      expect(rows.reduce((s, r) => s + Number(r[1]), 0)).toBeGreaterThanOrEqual(3);
      await saveScreenshot(page, `costs-my-usage-${viewport}`);
    }
  });
});
