import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, CaseReviewState, DocumentSummary } from '@app/contract';
import { demoApi, ingestFiles, launchBrowser, loginAt, newPage, saveScreenshot, until } from './support';

/**
 * E-mail review as a partner: three messages of one thread, two unrelated ones under the same
 * disclaimer, and two drafts of one agreement are uploaded to a new case; the Documents tab's
 * e-mail review lists them with From, To and Sent, "Inclusive messages only" leaves the last
 * message of the thread and the unrelated ones, the viewer shows the thread in order, and the
 * second draft's near-duplicate panel compares it with its pivot side by side.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const api = demoApi(baseUrl);
const run = Date.now().toString(36);
let matter: Case;
let token: string;

const FOOTER = 'This message and any attachments are confidential and may be privileged. If you received it in error, delete it.';
const FIRST = 'Please send the signed delivery schedule for the Rotterdam shipments by Friday so that we can confirm the berth bookings with the port.';
const SECOND = 'Attached is the schedule as agreed with the carrier, although the third sailing may slip by a week because of the strike.';
const THIRD = 'Thanks, the slip on the third sailing is acceptable if the carrier confirms it in writing before the end of the month.';
const quote = (text: string) => text.split('\n').map((l) => `> ${l}`).join('\n');
const eml = (id: string, subject: string, from: string, to: string, date: string, body: string, inReplyTo?: string) =>
  [`From: ${from}`, `To: ${to}`, `Subject: ${subject}`, `Date: ${date}`, `Message-ID: <${id}.${run}@northwind.example>`, ...(inReplyTo ? [`In-Reply-To: <${inReplyTo}.${run}@northwind.example>`] : []), 'Content-Type: text/plain; charset=utf-8', '', body, '', FOOTER, ''].join('\r\n');
const JIM = 'Jim Lokay <jim.lokay@northwind.example>';
const ANN = 'Ann Buyer <ann@castellan.example>';
const DRAFT = Array.from({ length: 12 }, (_, i) => `Clause ${i + 1}. The Supplier shall deliver the goods listed in Schedule ${i + 1} to the Buyer's warehouse within thirty days of each purchase order, at its own risk and cost.`).join('\n');
const FILES: [string, string][] = [
  ['schedule.eml', eml('m1', 'Delivery schedule', JIM, ANN, 'Mon, 22 Oct 2001 09:00:00 +0000', FIRST)],
  ['re-schedule.eml', eml('m2', 'RE: Delivery schedule', ANN, JIM, 'Mon, 22 Oct 2001 11:00:00 +0000', `${SECOND}\n\n${quote(FIRST)}`, 'm1')],
  ['re-re-schedule.eml', eml('m3', 'RE: RE: Delivery schedule', 'James Lokay <jim.lokay@northwind.example>', ANN, 'Tue, 23 Oct 2001 08:00:00 +0000', `${THIRD}\n\n${quote(`${SECOND}\n\n${quote(FIRST)}`)}`, 'm2')],
  ['lunch.eml', eml('m4', 'Lunch', ANN, JIM, 'Thu, 1 Nov 2001 10:00:00 +0000', 'Are we still on for lunch on Thursday at the usual place near the harbour office?')],
  ['parking.eml', eml('m5', 'Parking', 'Facilities <facilities@northwind.example>', JIM, 'Fri, 2 Nov 2001 10:00:00 +0000', 'The parking permits for the winter are ready at the front desk on the ground floor.')],
  ['supply-agreement-v1.txt', DRAFT],
  ['supply-agreement-v2.txt', DRAFT.replace('Schedule 4 to the Buyer\'s warehouse within thirty days', 'Schedule 4 to the Buyer\'s warehouse within twenty days')],
];

const upload = () => ingestFiles(baseUrl, token, matter.id, FILES);


beforeAll(async () => {
  browser = await launchBrowser();
  token = await api.token('partner');
  matter = await api.post<Case>(token, '/cases/', { name: `Rotterdam shipments ${run}`, client_name: 'Northwind Freight Inc.', case_type: 'Contract Dispute', priority: 'medium' });
  await upload();
  await until('processing', async () => {
    const list = await api.get<{ documents: DocumentSummary[] }>(token, `/documents/?case_id=${matter.id}&page_size=100`);
    return list.documents.length === FILES.length && list.documents.every((d) => d.status === 'processed') ? true : undefined;
  });
  // Threads and groups follow on their own within a quarter of a minute; the review must be current.
  await until('threads and near-duplicates', async () => {
    const state = await api.get<CaseReviewState>(token, `/cases/${matter.id}/review/settings`);
    return state.status === 'idle' && state.document_count === FILES.length ? state : undefined;
  });
}, 360_000);
afterAll(() => browser?.close());

async function openReview(width: number, height: number): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { viewport: width < 600 ? 'phone' : 'desktop' });
  await page.setViewportSize({ width, height });
  await loginAt(page, 'partner', `/cases/${matter.id}?tab=documents`);
  // The case page is a lazy route: on a loaded machine its first paint has taken over 15 s.
  await page.getByRole('button', { name: 'E-mail review' }).click({ timeout: 60_000 });
  await page.getByText('threads and near-duplicates: up to date').waitFor({ timeout: 60_000 });
  return page;
}

describe('e-mail review', () => {
  it('lists e-mail with From, To and Sent, filters inclusive messages, and shows the thread and a near-duplicate diff', async () => {
    const page = await openReview(1280, 900);
    const table = page.getByRole('table', { name: 'Review list' });
    await table.getByText('RE: RE: Delivery schedule').waitFor();
    for (const header of ['From', 'To', 'Sent']) await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    expect(await table.getByRole('row').count()).toBe(FILES.length + 1);
    await saveScreenshot(page, 'email-review-list-1280');

    await page.getByLabel('Inclusive messages only').check();
    await expect.poll(() => table.getByRole('row').count()).toBe(3 + 1);
    await table.getByText('RE: RE: Delivery schedule').waitFor();
    expect(await table.getByText('Delivery schedule', { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'email-review-inclusive-1280');

    await table.getByRole('row', { name: /RE: RE: Delivery schedule/ }).click();
    await page.getByRole('tab', { name: 'Thread' }).click();
    const messages = page.getByRole('list', { name: 'Messages of the thread' });
    await expect.poll(() => messages.getByRole('listitem').count()).toBe(3);
    expect(await messages.getByText('Inclusive', { exact: true }).count()).toBe(1);
    expect(await messages.getByText('Contained', { exact: true }).count()).toBe(2);
    await saveScreenshot(page, 'email-review-thread-1280');
    await page.keyboard.press('Escape');

    await page.getByLabel('Inclusive messages only').uncheck();
    await table.getByRole('row', { name: /supply-agreement-v2\.txt/ }).click();
    await page.getByRole('tab', { name: 'Near-dups' }).click();
    await page.getByRole('button', { name: /Compare .* with the pivot/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Differences from the pivot' });
    await dialog.getByText(/1 word removed, 1 added/).waitFor();
    expect(await dialog.locator('del').first().innerText()).toMatch(/thirty|twenty/);
    await saveScreenshot(page, 'email-review-diff-1280');
  });

  it('works on a 390-pixel phone', async () => {
    const page = await openReview(390, 844);
    const list = page.getByRole('list', { name: 'Review list' });
    await list.getByText('RE: RE: Delivery schedule').waitFor();
    await saveScreenshot(page, 'email-review-list-390');
    await page.getByLabel('Inclusive messages only').check();
    await expect.poll(() => list.locator('> li').count()).toBe(3);
    await list.getByText('RE: RE: Delivery schedule').click();
    await page.getByRole('tab', { name: 'Thread' }).click();
    await page.getByRole('list', { name: 'Messages of the thread' }).getByText('Delivery schedule', { exact: true }).waitFor();
    await saveScreenshot(page, 'email-review-thread-390');
  });
});
