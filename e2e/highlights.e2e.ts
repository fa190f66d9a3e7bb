import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, CaseListResponse, DocumentDetail, DocumentSummary, Role } from '@app/contract';
import { demoCredentials, describeViolations, launchBrowser, loginAs, newPage, saveScreenshot, seriousAxeViolations, type ViewportName } from './support';

/**
 * Highlights as an associate on a demo matter they manage: a passage of a processed demo document
 * selected in the viewer, highlighted with a note and a tag, painted, still there after a reload,
 * opened by click, and listed on the case's Highlights tab, whose card opens the viewer at the
 * passage. On a phone the same is done without a selection: the words are typed instead.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const MATTER = 'Northwind Freight v. Castellan Logistics';
const run = Date.now().toString(36);
const PROCESSING_WAIT_MS = 240_000;

let matter: Case;
let doc: DocumentDetail;
let passage: { start: number; end: number; text: string };

async function apiGet<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function apiToken(role: Role): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(demoCredentials(role)) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The demo corpus is processed by the shared queue after start-up: wait for one text document of the matter. */
async function processedDemoDocument(token: string, caseId: string): Promise<DocumentDetail> {
  const deadline = Date.now() + PROCESSING_WAIT_MS;
  for (;;) {
    const list = await apiGet<{ documents: DocumentSummary[] }>(token, `/documents/?case_id=${caseId}&status=processed&page_size=100`);
    const candidate = list.documents.find((d) => (d.page_count ?? 0) > 0 && d.filename.endsWith('.pdf')) ?? list.documents.find((d) => (d.page_count ?? 0) > 0);
    if (candidate) return apiGet<DocumentDetail>(token, `/documents/${candidate.id}`);
    if (Date.now() > deadline) throw new Error('no processed demo document');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Some words of a line of the first page (a passage nobody highlighted before in this run). */
function pickPassage(text: string, skip: number): { start: number; end: number; text: string } {
  const lines = [...text.matchAll(/[^\n]{30,}/g)];
  const line = lines[Math.min(skip, lines.length - 1)];
  if (!line) throw new Error('no line long enough to highlight');
  const words = line[0].trim().split(/\s+/).slice(0, 5).join(' ');
  const start = text.indexOf(words, line.index);
  return { start, end: start + words.length, text: words };
}

async function openPage(viewport: ViewportName): Promise<Page> {
  const session = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
  await loginAs(session.page, 'associate');
  return session.page;
}

/** Selects characters [start, end) of the shown page's text, as a mouse drag would. */
async function selectRange(page: Page, pageNumber: number, start: number, end: number) {
  await page.getByRole('region', { name: `Text of page ${pageNumber}` }).evaluate(
    (element, [from, to]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let seen = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        if (from >= seen && from <= seen + length) range.setStart(node, from - seen);
        if (to >= seen && to <= seen + length) {
          range.setEnd(node, to - seen);
          break;
        }
        seen += length;
      }
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    },
    [start, end] as const,
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiToken('associate');
  const cases = (await apiGet<CaseListResponse>(token, '/cases/?page_size=100')).cases;
  const found = cases.find((c) => c.name === MATTER);
  expect(found, 'the associate is assigned to the demo matter').toBeTruthy();
  matter = found!;
  doc = await processedDemoDocument(token, matter.id);
  passage = pickPassage(doc.pages[0]!.text, 1);
}, PROCESSING_WAIT_MS + 30_000);
afterAll(() => browser?.close());

describe('highlights', () => {
  it('selects a passage, highlights it with a note, sees it painted after a reload and listed on the Highlights tab (desktop)', async () => {
    const page = await openPage('desktop');
    const note = `Key admission ${run}`;
    await page.goto(`/cases/${matter.id}?document=${doc.id}`);
    const text = page.getByRole('region', { name: 'Text of page 1' });
    await text.waitFor();
    await selectRange(page, 1, passage.start, passage.end);
    await page.getByRole('button', { name: 'Add highlight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add highlight' });
    await expect.poll(() => dialog.getByLabel('Passage on page 1').innerText()).toBe(passage.text);
    await dialog.getByLabel('Green').check();
    await dialog.getByLabel('Note').fill(note);
    await dialog.getByLabel('Tags').fill(`admission-${run}`);
    await dialog.getByLabel('Tags').press('Enter');
    await saveScreenshot(page, 'highlights-add-desktop');
    await dialog.getByRole('button', { name: 'Save highlight' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => text.locator(`mark[aria-label*="${note}"]`).count()).toBeGreaterThan(0);

    await page.reload();
    await text.waitFor();
    const mark = text.locator(`mark[aria-label*="${note}"]`).first();
    await mark.waitFor();
    expect(await mark.getAttribute('data-colour')).toBe('green');
    // Keyboard: the mark is a tab stop and Enter opens it.
    await mark.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Highlight' });
    await details.getByText(note).waitFor();
    await details.getByText('Priya Natarajan', { exact: false }).waitFor();
    expect(await details.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'highlights-viewer-desktop');
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Close viewer' }).click();
    await page.getByRole('tab', { name: 'Highlights' }).click();
    const card = page.getByRole('list', { name: 'Highlights' }).getByRole('button').filter({ hasText: note });
    await card.waitFor();
    await page.getByLabel('Tag').click();
    await page.getByRole('option', { name: `admission-${run}` }).click();
    await page.getByText(`1 highlight tagged “admission-${run}”`).waitFor();
    await saveScreenshot(page, 'highlights-tab-desktop');
    const tabViolations = await seriousAxeViolations(page);
    expect(tabViolations, describeViolations(tabViolations)).toEqual([]);

    await card.click();
    await page.waitForURL((url) => url.searchParams.get('document') === doc.id && url.searchParams.get('start') === String(passage.start));
    const outlined = page.getByRole('region', { name: 'Text of page 1' }).locator('[data-passage]');
    await outlined.first().waitFor();
    expect((await outlined.allInnerTexts()).join('')).toBe(passage.text);
    await saveScreenshot(page, 'highlights-passage-desktop');
  }, 300_000);

  it('highlights typed words without a selection and lists them (phone)', async () => {
    const page = await openPage('phone');
    const typedPassage = pickPassage(doc.pages[0]!.text, 3);
    const note = `Phone note ${run}`;
    await page.goto(`/cases/${matter.id}?document=${doc.id}`);
    await page.getByRole('region', { name: 'Text of page 1' }).waitFor();
    await page.getByRole('button', { name: 'Add highlight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add highlight' });
    await dialog.getByLabel('Passage to highlight').fill(typedPassage.text);
    await dialog.getByLabel('Note').fill(note);
    await saveScreenshot(page, 'highlights-add-phone');
    await dialog.getByRole('button', { name: 'Save highlight' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mark = page.getByRole('region', { name: 'Text of page 1' }).locator(`mark[aria-label*="${note}"]`).first();
    await mark.waitFor();
    await mark.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'highlights-viewer-phone');

    await page.getByRole('button', { name: 'Close viewer' }).click();
    await page.getByRole('tab', { name: 'Highlights' }).click();
    await page.getByRole('list', { name: 'Highlights' }).getByText(note).waitFor();
    await saveScreenshot(page, 'highlights-tab-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  }, 300_000);
});
