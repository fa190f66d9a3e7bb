import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, Custodian, DocumentSummary, ReviewListResponse } from '@app/contract';
import { demoApi, describeViolations, launchBrowser, loginWith, newPage, saveScreenshot, seriousAxeViolations, signUpFirm, until } from './support';

/**
 * A real mailbox collected as a firm collects one: the Enron PST that the pst-extractor package
 * ships (71 messages and their 70 attachments, Word and Excel 97 among them) is uploaded on /upload
 * for the custodian whose mailbox it is; once its messages are read, the culling report counts them
 * under her name, and the case's E-mail review narrows to the inclusive messages — the only ones a
 * reviewer must read — with the count the server gives. In a firm of its own: the shared demo firm's
 * processing queue holds the demo documents at first, and a firm waits only for its own backlog.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const api = demoApi(baseUrl);
const run = Date.now().toString(36);
const ENRON_PST = path.join(path.dirname(createRequire(import.meta.url).resolve('pst-extractor/package.json')), 'example/testdata/enron.pst');
const CUSTODIAN = 'Michelle Lokay';
const EMAIL = `records.${run}@lokay-collection.example`;
const PASSWORD = 'Collect-the-mailbox-2024!';
let matter: Case;
let token: string;
let custodian: Custodian;


/** Every document of the case (the mailbox, its messages, their attachments), a page of 100 at a time. */
async function allDocuments(): Promise<DocumentSummary[]> {
  const out: DocumentSummary[] = [];
  for (let page = 1; ; page += 1) {
    const list = await api.get<{ documents: DocumentSummary[]; total: number }>(token, `/documents/?case_id=${matter.id}&page_size=100&page=${page}`);
    out.push(...list.documents);
    if (list.documents.length < 100) return out;
  }
}

const review = (query: string) => api.get<ReviewListResponse>(token, `/cases/${matter.id}/review/documents?emails_only=true&page_size=1&${query}`);

async function open(width: number, tab: string): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { viewport: width < 600 ? 'phone' : 'desktop', bypassCSP: true });
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await loginWith(page, EMAIL, PASSWORD);
  await page.goto(`/cases/${matter.id}?tab=${tab}`);
  return page;
}

async function expectNoSeriousAxe(page: Page): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signUpFirm(baseUrl, inject('dataDir'), { email: EMAIL, password: PASSWORD, full_name: 'Rosa Records', organization_name: `Lokay Collection ${run} LLP` });
  matter = await api.post<Case>(token, '/cases/', { name: `Lokay mailbox ${run}`, client_name: 'Enron Corp.', case_type: 'Contract Dispute', priority: 'medium' });
  custodian = await api.post<Custodian>(token, `/cases/${matter.id}/custodians`, { name: CUSTODIAN, kind: 'person' });
}, 180_000);
afterAll(() => browser?.close());

describe('a PST mailbox collected for its custodian', () => {
  it('uploads the mailbox naming its custodian, and its 71 messages are read with her as custodian', async () => {
    // Its own page: leaving /upload may ask "leave the page?" while the file is still on its way.
    const { context, page } = await newPage(browser, baseUrl, { viewport: 'desktop', bypassCSP: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginWith(page, EMAIL, PASSWORD);
    await page.goto(`/upload?case=${matter.id}`);
    await page.getByText(`They will be added to ${matter.name}.`).waitFor({ timeout: 60_000 });
    await page.getByRole('combobox', { name: 'Custodian (optional)' }).click();
    await page.getByRole('option', { name: CUSTODIAN, exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles(ENRON_PST);
    await page.getByRole('list', { name: 'Files' }).getByRole('listitem', { name: 'enron.pst', exact: true }).getByText(/^(Queued|Processing \d+%|Processed)$/).waitFor({ timeout: 120_000 });
    await saveScreenshot(page, 'mailbox-upload-1280');
    await context.close();

    // The mailbox's 71 messages read (their attachments, Word and Excel 97 through LibreOffice, follow).
    await until(
      'the mailbox to be read',
      async () => {
        const messages = (await allDocuments()).filter((d) => d.detected_type === 'eml');
        return messages.length === 71 && messages.every((d) => d.status === 'processed') ? true : undefined;
      },
      540_000,
      2000,
    );
    expect((await review(`custodian_id=${custodian.id}`)).total).toBe(71);
  }, 780_000);

  it('counts the mailbox under its custodian in the culling report', async () => {
    const page = await open(1280, 'culling');
    const terms = page.getByLabel('Search terms, one per line');
    // The case page is a lazy route: on a loaded machine its first paint has taken over 15 s.
    await terms.waitFor({ timeout: 60_000 });
    await terms.fill('pipeline\ncapacity');
    await page.getByRole('button', { name: 'Run report' }).click();
    const row = page.getByRole('row', { name: new RegExp(CUSTODIAN) });
    await row.waitFor({ timeout: 60_000 });
    const collected = Number((await row.getByRole('cell').nth(1).innerText()).replace(/,/g, ''));
    // Her mailbox's documents: at least its 71 messages (and their attachments as they are read).
    expect(collected).toBeGreaterThanOrEqual(71);
    const hits = await page.getByRole('row', { name: /^pipeline/ }).getByRole('cell').allInnerTexts();
    expect(Number(hits[1])).toBeGreaterThan(0);
    await saveScreenshot(page, 'mailbox-culling-1280');
    await expectNoSeriousAxe(page);
  });

  it.each([1280, 390])('reviews the inclusive messages only, as many as the server counts (%s)', async (width) => {
    expect((await review('')).total).toBe(71);
    const page = await open(width, 'documents');
    // The case page is a lazy route: on a loaded machine its first paint has taken over 15 s.
    await page.getByRole('button', { name: 'E-mail review' }).click({ timeout: 60_000 });
    // Every family: the mailbox itself (its summary) and its 71 messages.
    await page.getByText(/72 items · threads and near-duplicates/).waitFor({ timeout: 60_000 });
    await page.getByLabel('Inclusive messages only').check();
    // Threads are worked out again as attachments' texts arrive: the list and the server must agree
    // once the review is current, with fewer messages than the mailbox holds and at least one.
    await expect
      .poll(
        async () => {
          const shown = await page.getByText(/\d+ items? · threads and near-duplicates: up to date/).textContent({ timeout: 5_000 }).catch(() => null);
          const inclusive = (await review('inclusive_only=true')).total;
          return shown !== null && shown.startsWith(`${inclusive} item`) && inclusive > 0 && inclusive < 71;
        },
        { timeout: 240_000, interval: 3000 },
      )
      .toBe(true);
    await saveScreenshot(page, `mailbox-inclusive-${width}`);
    await expectNoSeriousAxe(page);
  }, 300_000);
});
