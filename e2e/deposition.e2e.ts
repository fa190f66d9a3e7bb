import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, CaseListResponse, DocumentSummary, Role } from '@app/contract';
import { demoCredentials, describeViolations, launchBrowser, loginAs, newPage, saveScreenshot, seriousAxeViolations } from './support';

/**
 * /realtime-deposition on the shared server: an associate sets up a deposition of
 * the Northwind matter with a goal, an outline topic and the notice of breach as an exhibit,
 * starts it, types a question and an answer that contradicts the notice's date, and sees the
 * contradiction with both passages (the answer and the document with its page, linked). A second
 * participant (the partner, in another browser context) sees the same lines arrive over the live
 * channel and shows up in the presence list. Stop → the summary; DOCX export downloads.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const MATTER = 'Northwind Freight v. Castellan Logistics';
const NOTICE = 'Northwind Notice of Breach 2023-10-11.pdf';
const PROCESSING_WAIT_MS = 240_000;
const run = Date.now().toString(36);
const DEPONENT = `Raymond Voss ${run}`;
const GOAL = 'Establish that Castellan received the notice of breach before November 1';

let matter: Case;

async function apiToken(role: Role): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(demoCredentials(role)) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function apiGet<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** The contradiction is found in the notice's text: wait until the demo corpus has it processed. */
async function waitForNotice(token: string, caseId: string): Promise<void> {
  const deadline = Date.now() + PROCESSING_WAIT_MS;
  for (;;) {
    const list = await apiGet<{ documents: DocumentSummary[] }>(token, `/documents/?case_id=${caseId}&status=processed&page_size=100`);
    if (list.documents.some((d) => d.filename === NOTICE)) return;
    if (Date.now() > deadline) throw new Error('the notice of breach was never processed');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Signs in and makes the matter the app's selected case through the full case selector. */
async function openAs(role: Role, url = '/realtime-deposition'): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { bypassCSP: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, role);
  await page.goto(url);
  return page;
}

async function chooseMatter(page: Page): Promise<void> {
  await page.getByTestId('case-selector-card').getByRole('button').click();
  const panel = page.getByRole('dialog', { name: 'Select an active case' });
  await panel.getByRole('textbox', { name: 'Search cases' }).fill('Northwind');
  await panel.getByRole('button', { name: new RegExp(`^${MATTER.replace(/[.]/g, '\\.')}`) }).first().click();
  await panel.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiToken('associate');
  const cases = (await apiGet<CaseListResponse>(token, '/cases/?page_size=100')).cases;
  const found = cases.find((c) => c.name === MATTER);
  expect(found, 'the associate is on the Northwind matter').toBeTruthy();
  matter = found!;
  await waitForNotice(token, matter.id);
}, PROCESSING_WAIT_MS + 30_000);
afterAll(() => browser?.close());

describe('deposition assistant', () => {
  it('sets up, runs a live session with typed testimony, shows a contradiction with both sources to two participants, ends with a summary and a DOCX', async () => {
    const page = await openAs('associate');
    await chooseMatter(page);
    await page.getByRole('button', { name: 'New deposition' }).click();

    // Set-up form.
    const form = page.getByRole('dialog', { name: 'New deposition' });
    await form.getByRole('combobox', { name: 'Deponent' }).fill(DEPONENT);
    await form.getByLabel('Examining attorney').fill('Priya Natarajan');
    await form.getByLabel('Date').fill('2024-03-14');
    await form.getByLabel('Location').fill('Chicago');
    await form.getByLabel('Add a goal').fill(GOAL);
    await form.getByLabel('Add a goal').press('Enter');
    await form.getByLabel('Add a topic').fill('Receipt of the notice of breach');
    await form.getByLabel('Add a topic').press('Enter');
    await form.getByRole('combobox', { name: 'Exhibits' }).fill('Notice of Breach');
    await page.getByRole('option', { name: NOTICE }).click();
    await form.getByRole('list', { name: 'Goals' }).getByText(GOAL).waitFor();
    await saveScreenshot(page, 'deposition-setup-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'deposition-setup-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole('button', { name: 'Create deposition' }).click();
    await form.waitFor({ state: 'detached' });

    // The live view, addressed by ?session= (a reload returns to it).
    await page.waitForURL((url) => url.searchParams.has('session'));
    const sessionUrl = new URL(page.url());
    const live = page.getByTestId('deposition-live');
    // The first read of the session can queue behind other tests' work on the shared server (two test
    // files at once on two cores): a minute, and a failed read fails here with its message.
    const heading = live.getByRole('heading', { name: `Deposition of ${DEPONENT}` });
    const loadFailed = page.getByText(/^Failed to load the deposition/);
    await heading.or(loadFailed).first().waitFor({ timeout: 60_000 });
    if ((await loadFailed.count()) > 0) throw new Error((await loadFailed.first().textContent()) ?? 'the deposition did not load');
    await page.getByRole('button', { name: 'Start deposition' }).click();
    await expect.poll(() => page.getByTestId('session-state').innerText()).toBe('Live');
    await expect.poll(() => page.getByTestId('connection-state').innerText(), { timeout: 30_000 }).toBe('Connected');

    // A second participant follows the same session.
    const other = await openAs('partner', `${sessionUrl.pathname}${sessionUrl.search}`);
    await expect.poll(() => other.getByTestId('connection-state').innerText(), { timeout: 30_000 }).toBe('Connected');
    await expect.poll(() => page.getByTestId('presence').getAttribute('aria-label')).toMatch(/,/);

    // Typed testimony: Enter sends each line.
    const box = page.getByRole('textbox', { name: 'Testimony to add' });
    await box.fill('Q. When did you receive the notice of breach?');
    await box.press('Enter');
    await page.getByTestId('deposition-line').filter({ hasText: 'When did you receive the notice of breach?' }).waitFor();
    await box.fill('A. I received it on October 30, 2023.');
    await box.press('Enter');
    const answer = page.locator('[data-testid="deposition-line"][data-kind="answer"]').filter({ hasText: 'October 30, 2023' });
    await answer.waitFor();
    expect(await page.locator('[data-testid="deposition-line"][data-kind="question"]').count()).toBe(1);

    // The contradiction, with both passages: the answer and a document (file name and page, linked).
    const contradiction = page.getByTestId('insight-contradiction').first();
    await contradiction.waitFor({ timeout: 30_000 });
    await expect.poll(() => contradiction.getByTestId('quote-testimony').innerText()).toContain('October 30, 2023');
    const documentQuote = contradiction.getByTestId('quote-document').first();
    // A document of the matter that dates the notice October 11: the notice itself, or the client's
    // e-mail that calls it "our October 11 notice of breach" (the assistant now weighs the words
    // around a value, and the notice's date line sits apart from its subject).
    await expect.poll(() => documentQuote.innerText()).toMatch(/October 11\b/);
    const link = documentQuote.getByRole('link');
    expect(await link.innerText()).toMatch(/, page \d+$/);
    expect(await contradiction.innerText()).toMatch(/Confidence \d+%/);
    // The answer line says the assistant has read it, and what it found there.
    const mark = answer.getByTestId('line-analysis');
    await expect.poll(() => mark.getAttribute('data-analysed')).toBe('true');
    expect(await mark.innerText()).toMatch(/^1 contradiction/);
    expect(await answer.getAttribute('aria-label')).toMatch(/checked by the assistant/);

    // The other participant saw the same lines arrive, in order.
    const otherLines = other.getByTestId('deposition-line');
    await expect.poll(() => otherLines.allInnerTexts(), { timeout: 30_000 }).toEqual([
      expect.stringContaining('When did you receive the notice of breach?'),
      expect.stringContaining('I received it on October 30, 2023.'),
    ]);
    await other.getByTestId('insight-contradiction').first().waitFor();

    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'deposition-live-desktop');
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // No transcription engine on the e2e server: the microphone is off, with the reason beside it.
    const microphone = page.getByTestId('microphone');
    expect(await microphone.getAttribute('aria-disabled')).toBe('true');
    const reasonId = await microphone.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reasonId ?? ''}"]`).innerText()).toMatch(/no transcription engine is configured/i);

    // The question queue by keyboard: a suggestion marked asked leaves the queue.
    const firstQuestion = page.getByTestId('suggested-question').first();
    const questionText = await firstQuestion.locator('p').first().innerText();
    await firstQuestion.getByRole('button', { name: /^Mark asked/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('suggested-question').filter({ hasText: questionText }).count()).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'deposition-live-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Many lines at once (a paste) go in one request; the transcript follows them, stops following
    // when scrolled up ("Jump to latest" appears) and follows again from that button.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/segments')) posts.push(request.url());
    });
    const many = Array.from({ length: 12 }, (_, i) => `Q. Is page ${i + 1} of the exhibit legible?\nA. Yes, page ${i + 1} is legible.`).join('\n');
    await box.fill(many);
    await box.press('Enter');
    const transcriptBox = page.getByTestId('deposition-transcript');
    await page.getByTestId('deposition-line').filter({ hasText: 'Yes, page 12 is legible.' }).waitFor();
    expect(posts).toHaveLength(1);
    const distanceFromBottom = () => transcriptBox.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    await expect.poll(distanceFromBottom).toBeLessThan(50);
    await transcriptBox.evaluate((el) => el.scrollTo({ top: 0 }));
    const jump = page.getByRole('button', { name: 'Jump to latest' });
    await jump.waitFor();
    await box.fill('Q. And the last page?');
    await box.press('Enter');
    await page.getByTestId('deposition-line').filter({ hasText: 'And the last page?' }).waitFor();
    expect(await transcriptBox.evaluate((el) => el.scrollTop)).toBe(0);
    await jump.click();
    await expect.poll(distanceFromBottom).toBeLessThan(50);
    await jump.waitFor({ state: 'detached' });

    // A reload comes back to the same session with its testimony.
    await page.reload();
    await answer.waitFor();

    // Stop → summary → DOCX.
    await page.getByRole('button', { name: 'Stop deposition' }).click();
    await page.getByRole('dialog', { name: 'Stop the deposition?' }).getByRole('button', { name: 'Stop deposition' }).click();
    const summary = page.getByTestId('deposition-summary');
    await summary.getByText('Contradictions').waitFor();
    await expect.poll(() => page.getByTestId('session-state').innerText()).toBe('Ended');
    await expect.poll(() => other.getByTestId('session-state').innerText(), { timeout: 30_000 }).toBe('Ended');
    const [download] = await Promise.all([page.waitForEvent('download'), summary.getByRole('button', { name: 'Export DOCX' }).click()]);
    expect(download.suggestedFilename()).toBe(`Deposition of ${DEPONENT}.docx`);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'deposition-ended-desktop');
    // The document passage opens in the case's viewer at its page.
    const otherLink = other.getByTestId('insight-contradiction').first().getByTestId('quote-document').first().getByRole('link');
    const pageNumber = /page (\d+)$/.exec(await otherLink.innerText())?.[1];
    await otherLink.click();
    await other.waitForURL((url) => url.pathname === `/cases/${matter.id}` && url.searchParams.has('document') && url.searchParams.get('page') === pageNumber);
    await other.getByRole('region', { name: `Text of page ${pageNumber}` }).waitFor();
    await other.context().close();

    // Back to the case's sessions: this one is listed as ended.
    await page.getByRole('button', { name: 'All depositions' }).click();
    const row = page.getByRole('list', { name: 'Depositions' }).getByTestId('deposition-session').filter({ hasText: DEPONENT });
    await expect.poll(() => row.innerText()).toContain('Ended');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'deposition-list-phone');
    await page.context().close();
  }, 90_000);
});
