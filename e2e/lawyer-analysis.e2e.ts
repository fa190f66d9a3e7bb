import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, CaseListResponse, DocumentSummary } from '@app/contract';
import { demoApi, describeViolations, launchBrowser, loginAt, newPage, saveScreenshot, seriousAxeViolations, type ViewportName } from './support';

/**
 * The case page's "Lawyer analysis" tab on a demo matter: an associate opens the
 * tab, runs (or updates) the analysis, and reads it, labelled as the offline engine, at desktop
 * and phone width.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const api = demoApi(baseUrl);
const MATTER = 'Northwind Freight v. Castellan Logistics';
const PROCESSING_WAIT_MS = 240_000;
let matter: Case;



/** The demo corpus is processed by the shared queue after start-up: the analysis needs some of it read. */
async function waitForProcessedDocuments(token: string, caseId: string): Promise<void> {
  const deadline = Date.now() + PROCESSING_WAIT_MS;
  for (;;) {
    const list = await api.get<{ documents: DocumentSummary[] }>(token, `/documents/?case_id=${caseId}&status=processed&page_size=10`);
    if (list.documents.length > 0) return;
    if (Date.now() > deadline) throw new Error('no processed demo document');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function openTab(viewport: ViewportName): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
  await loginAt(page, 'associate', `/cases/${matter.id}?tab=lawyer-analysis`);
  await page.getByRole('tab', { name: 'Lawyer analysis', selected: true }).waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await api.token('associate');
  const found = (await api.get<CaseListResponse>(token, '/cases/?page_size=100')).cases.find((c) => c.name === MATTER);
  expect(found, 'the associate is assigned to the demo matter').toBeTruthy();
  matter = found!;
  await waitForProcessedDocuments(token, matter.id);
}, PROCESSING_WAIT_MS + 30_000);
afterAll(() => browser?.close());

describe('lawyer analysis tab', () => {
  it('runs the analysis and shows it, labelled offline (desktop), and reads it on a phone', async () => {
    const page = await openTab('desktop');
    const run = page.getByRole('button', { name: /^(Run|Update) analysis$/ });
    await run.waitFor();
    await run.click();
    await page.getByRole('region', { name: 'Assessment' }).waitFor({ timeout: 60_000 });
    expect(await page.getByText('Offline analysis (rule-based)').count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Assessment' }).innerText()).toContain('This offline reading finds');
    for (const section of [/^Next steps/, /^Risks/, /^Missing evidence/, /^Strengths/, /^Key witnesses/, /^Upcoming deadlines/]) {
      expect(await page.getByRole('region', { name: section }).count()).toBe(1);
    }
    await saveScreenshot(page, 'lawyer-analysis-desktop');
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    const phone = await openTab('phone');
    await phone.getByRole('region', { name: 'Assessment' }).waitFor({ timeout: 30_000 });
    // Nothing may be wider than the phone: the page does not scroll sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(phone, 'lawyer-analysis-phone');
  }, 180_000);
});
