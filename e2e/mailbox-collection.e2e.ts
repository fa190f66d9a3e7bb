import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, Custodian, DocumentSummary, ReviewListResponse } from '@app/contract';
import { demoApi, describeViolations, launchBrowser, loginWith, newPage, saveScreenshot, seriousAxeViolations, signUpFirm, until } from './support';

/**
 * A mailbox collected as a firm collects one: an mbox export of a custodian's mail (eight messages in
 * two threads and three single messages, one with a text attachment) is uploaded on /upload for the
 * custodian whose mailbox it is; once its messages are read, the culling report counts them under
 * her name, and the case's E-mail review narrows to the inclusive messages — the only ones a
 * reviewer must read — with the count the server gives. The mailbox is small on purpose: reading a
 * large one (the Enron PST, 71 messages and 70 Office attachments) is the integration suite's work,
 * and here it cost three minutes of a CI run that has a budget. In a firm of its own: the shared demo
 * firm's processing queue holds the demo documents at first, and a firm waits only for its own backlog.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const api = demoApi(baseUrl);
const run = Date.now().toString(36);
const CUSTODIAN = 'Michelle Lokay';
const EMAIL = `records.${run}@lokay-collection.example`;
const PASSWORD = 'Collect-the-mailbox-2024!';

const MICHELLE = 'Michelle Lokay <michelle.lokay@transwestern.example>';
const KEVIN = 'Kevin Hyatt <kevin.hyatt@transwestern.example>';
const LORRAINE = 'Lorraine Lindberg <lorraine.lindberg@transwestern.example>';
const quote = (text: string) => text.split('\n').map((line) => `> ${line}`).join('\n');
const ASK = 'Kevin, please confirm the firm transport capacity on the pipeline for November before the shippers call on Monday.';
const ANSWER = 'The firm capacity is 150,000 MMBtu a day; the west leg is down for maintenance in the second week.';
const THANKS = 'Thanks. The capacity table for the shippers is attached; I left the maintenance week out.';
const OUTAGE = 'The meter station at Needles will be out of service on the 14th and 15th for the annual inspection.';
const OUTAGE_REPLY = 'Noted. I will tell the shippers that nominations through Needles are cut for those two days.';

/** One message of the mailbox, its body escaped as mbox writers do (">From" for a body line that starts with "From "). */
function message(id: string, from: string, to: string, subject: string, date: string, body: string, extra: { inReplyTo?: string; attachment?: [string, string] } = {}): string {
  const headers = [`From: ${from}`, `To: ${to}`, `Subject: ${subject}`, `Date: ${date}`, `Message-ID: <${id}.${run}@transwestern.example>`];
  if (extra.inReplyTo) headers.push(`In-Reply-To: <${extra.inReplyTo}.${run}@transwestern.example>`);
  const lines = extra.attachment
    ? [...headers, 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="part"', '', '--part', 'Content-Type: text/plain; charset=utf-8', '', body, '', '--part', `Content-Type: text/plain; name="${extra.attachment[0]}"`, `Content-Disposition: attachment; filename="${extra.attachment[0]}"`, 'Content-Transfer-Encoding: base64', '', Buffer.from(extra.attachment[1]).toString('base64'), '--part--']
    : [...headers, 'Content-Type: text/plain; charset=utf-8', '', body];
  const sender = /<([^>]+)>/.exec(from)![1]!;
  return [`From ${sender} ${new Date(date).toUTCString().replace(/^(\w+), (\d+) (\w+) (\d+) (\S+) GMT$/, '$1 $3 $2 $5 $4')}`, ...lines.map((l) => l.replace(/^(>*From )/, '>$1')), ''].join('\n');
}

const MESSAGES = [
  message('m1', MICHELLE, KEVIN, 'November pipeline capacity', 'Mon, 22 Oct 2001 09:00:00 +0000', ASK),
  message('m2', KEVIN, MICHELLE, 'RE: November pipeline capacity', 'Mon, 22 Oct 2001 11:30:00 +0000', `${ANSWER}\n\n${quote(ASK)}`, { inReplyTo: 'm1' }),
  message('m3', MICHELLE, KEVIN, 'RE: RE: November pipeline capacity', 'Tue, 23 Oct 2001 08:15:00 +0000', `${THANKS}\n\n${quote(`${ANSWER}\n\n${quote(ASK)}`)}`, { inReplyTo: 'm2', attachment: ['capacity.txt', 'Firm capacity, November 2001: 150,000 MMBtu/d (west leg 120,000 in week 2).'] }),
  message('m4', LORRAINE, MICHELLE, 'Needles meter station', 'Wed, 24 Oct 2001 14:00:00 +0000', OUTAGE),
  message('m5', MICHELLE, LORRAINE, 'RE: Needles meter station', 'Wed, 24 Oct 2001 16:45:00 +0000', `${OUTAGE_REPLY}\n\n${quote(OUTAGE)}`, { inReplyTo: 'm4' }),
  message('m6', KEVIN, MICHELLE, 'Gas day schedule', 'Thu, 25 Oct 2001 07:00:00 +0000', 'From now on the gas day schedule goes out at seven, not eight, so the shippers see it before the nomination window opens.'),
  message('m7', 'Facilities <facilities@transwestern.example>', MICHELLE, 'Parking permits', 'Fri, 26 Oct 2001 10:00:00 +0000', 'The parking permits for the winter are ready at the front desk on the ground floor.'),
  message('m8', LORRAINE, MICHELLE, 'Shipper meeting', 'Mon, 29 Oct 2001 09:30:00 +0000', 'The shipper meeting moves to Thursday at ten in the Omaha room; bring the capacity numbers.'),
];
const MAILBOX = { name: 'lokay.mbox', mimeType: 'application/mbox', buffer: Buffer.from(MESSAGES.join('\n')) };
/** The inclusive messages: the last of each thread (m3, m5) and the three single messages. */
const INCLUSIVE = 5;
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

describe('a mailbox collected for its custodian', () => {
  it('uploads the mailbox naming its custodian, and its messages are read with her as custodian', async () => {
    // Its own page: leaving /upload may ask "leave the page?" while the file is still on its way.
    const { context, page } = await newPage(browser, baseUrl, { viewport: 'desktop', bypassCSP: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginWith(page, EMAIL, PASSWORD);
    await page.goto(`/upload?case=${matter.id}`);
    await page.getByText(`They will be added to ${matter.name}.`).waitFor({ timeout: 60_000 });
    await page.getByRole('combobox', { name: 'Custodian (optional)' }).click();
    await page.getByRole('option', { name: CUSTODIAN, exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles(MAILBOX);
    await page.getByRole('list', { name: 'Files' }).getByRole('listitem', { name: MAILBOX.name, exact: true }).getByText(/^(Queued|Processing \d+%|Processed)$/).waitFor({ timeout: 120_000 });
    await saveScreenshot(page, 'mailbox-upload-1280');
    await context.close();

    // The mailbox's messages read (the attachment follows).
    await until(
      'the mailbox to be read',
      async () => {
        const messages = (await allDocuments()).filter((d) => d.detected_type === 'eml');
        return messages.length === MESSAGES.length && messages.every((d) => d.status === 'processed') ? true : undefined;
      },
      540_000,
      2000,
    );
    expect((await review(`custodian_id=${custodian.id}`)).total).toBe(MESSAGES.length);
  }, 300_000);

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
    // Her mailbox's documents: at least its messages (and the attachment once it is read).
    expect(collected).toBeGreaterThanOrEqual(MESSAGES.length);
    const hits = await page.getByRole('row', { name: /^pipeline/ }).getByRole('cell').allInnerTexts();
    expect(Number(hits[1])).toBeGreaterThan(0);
    await saveScreenshot(page, 'mailbox-culling-1280');
    await expectNoSeriousAxe(page);
  });

  it.each([1280, 390])('reviews the inclusive messages only, as many as the server counts (%s)', async (width) => {
    expect((await review('')).total).toBe(MESSAGES.length);
    const page = await open(width, 'documents');
    // The case page is a lazy route: on a loaded machine its first paint has taken over 15 s.
    await page.getByRole('button', { name: 'E-mail review' }).click({ timeout: 60_000 });
    // Every family: the mailbox itself (its summary) and its messages.
    await page.getByText(new RegExp(`${MESSAGES.length + 1} items · threads and near-duplicates`)).waitFor({ timeout: 60_000 });
    await page.getByLabel('Inclusive messages only').check();
    // Threads are worked out again as attachments' texts arrive: the list and the server must agree
    // once the review is current, on the last message of each thread and the single ones.
    await expect
      .poll(
        async () => {
          const shown = await page.getByText(/\d+ items? · threads and near-duplicates: up to date/).textContent({ timeout: 5_000 }).catch(() => null);
          const inclusive = (await review('inclusive_only=true')).total;
          return shown !== null && shown.startsWith(`${inclusive} item`) && inclusive === INCLUSIVE;
        },
        { timeout: 240_000, interval: 3000 },
      )
      .toBe(true);
    await saveScreenshot(page, `mailbox-inclusive-${width}`);
    await expectNoSeriousAxe(page);
  }, 300_000);
});
