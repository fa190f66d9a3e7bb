import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, CustodianListResponse, DedupStatus, DocumentSummary } from '@app/contract';
import { demoApi, ingestFiles, launchBrowser, loginAt, newPage, saveScreenshot, until } from './support';

/**
 * Custodians as a paralegal's partner sets them up: two custodians are added on the case's
 * Custodians tab, the same e-mail (with its attachment) is collected from each of them and a loose
 * copy of the attachment from nobody; de-duplication keeps one copy of the e-mail's family and
 * remembers both holders; the culling report shows, per custodian, what de-duplication removed
 * and what the search terms find.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const api = demoApi(baseUrl);
const run = Date.now().toString(36);
let matter: Case;
let token: string;

const CONTRACT = 'Pipeline capacity agreement: firm transportation service of 50,000 MMBtu per day from the Permian hub.';
const boundary = 'cust-e2e';
const mail = [
  'From: Jeff Dasovich <jeff.dasovich@enron.example>',
  'To: Sue Mara <sue.mara@enron.example>',
  'Subject: Capacity agreement',
  'Date: Mon, 22 Oct 2001 10:00:00 -0500',
  `Message-ID: <capacity.${run}@enron.example>`,
  'MIME-Version: 1.0',
  `Content-Type: multipart/mixed; boundary="${boundary}"`,
  '',
  `--${boundary}`,
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Sue, the pipeline capacity agreement is attached for your review.',
  `--${boundary}`,
  'Content-Type: text/plain; name="capacity-agreement.txt"',
  'Content-Disposition: attachment; filename="capacity-agreement.txt"',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from(CONTRACT).toString('base64'),
  `--${boundary}--`,
  '',
].join('\r\n');

const upload = (name: string, content: string, custodianId: string | null) => ingestFiles(baseUrl, token, matter.id, [[name, content]], custodianId);


async function open(tab: string, width: number, height: number): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { viewport: width < 600 ? 'phone' : 'desktop' });
  await page.setViewportSize({ width, height });
  await loginAt(page, 'partner', `/cases/${matter.id}?tab=${tab}`);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await api.token('partner');
  matter = await api.post<Case>(token, '/cases/', { name: `Capacity collection ${run}`, client_name: 'Enron Corp.', case_type: 'Contract Dispute', priority: 'medium' });
}, 300_000);
afterAll(() => browser?.close());

describe('custodians, de-duplication and the culling report', () => {
  it('adds custodians on the case, collects for each, and shows the duplicate family collapsed', async () => {
    const page = await open('custodians', 1280, 900);
    for (const name of ['Jeff Dasovich', 'Sue Mara']) {
      await page.getByRole('button', { name: 'Add custodian' }).click();
      await page.getByRole('dialog').getByLabel('Name').fill(name);
      await page.getByRole('dialog').getByRole('button', { name: 'Add custodian' }).click();
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }
    const { custodians } = await api.get<CustodianListResponse>(token, `/cases/${matter.id}/custodians`);
    const byName = new Map(custodians.map((c) => [c.name, c.id]));
    await upload('capacity.eml', mail, byName.get('Jeff Dasovich')!);
    await upload('capacity.eml', mail, byName.get('Sue Mara')!);
    await upload('capacity-agreement.txt', CONTRACT, null);
    await until('processing', async () => {
      const list = await api.get<{ documents: DocumentSummary[] }>(token, `/documents/?case_id=${matter.id}&page_size=100`);
      return list.documents.length === 5 && list.documents.every((d) => d.status === 'processed') ? true : undefined;
    });
    await until('de-duplication', async () => {
      const status = await api.get<DedupStatus>(token, `/cases/${matter.id}/dedup`);
      return status.status === 'idle' && status.suppressed_families === 1 ? status : undefined;
    });
    await page.reload();
    await page.getByText('1 duplicate family suppressed').waitFor();
    expect(await page.getByRole('row', { name: /Jeff Dasovich/ }).getByRole('cell').nth(3).textContent()).toBe('2');
    await saveScreenshot(page, 'custodians-tab-1280');
    const phone = await open('custodians', 390, 844);
    await phone.getByText('1 duplicate family suppressed').waitFor();
    await saveScreenshot(phone, 'custodians-tab-390');
  }, 360_000);

  it('shows the culling report per custodian with hits per term', async () => {
    const page = await open('culling', 1280, 900);
    await page.getByLabel('Search terms, one per line').fill('pipeline\nMMBtu\nlunch');
    await page.getByRole('button', { name: 'Run report' }).click();
    const total = page.getByRole('row', { name: /All custodians/ });
    await total.waitFor();
    const cells = await total.getByRole('cell').allTextContents();
    // Collected 5 (two e-mails, two attachments, a loose copy); de-duplication removed Sue's e-mail and attachment.
    expect(cells.slice(0, 3)).toEqual(['All custodians', '5', '2']);
    const sue = await page.getByRole('row', { name: /Sue Mara/ }).getByRole('cell').allTextContents();
    expect(sue.slice(0, 3)).toEqual(['Sue Mara', '2', '2']);
    const lunch = await page.getByRole('row', { name: /^lunch/ }).getByRole('cell').allTextContents();
    expect(lunch.slice(1)).toEqual(['0', '0', '0']);
    await saveScreenshot(page, 'culling-report-1280');
    const phone = await open('culling', 390, 844);
    await phone.getByLabel('Search terms, one per line').fill('pipeline\nMMBtu\nlunch');
    await phone.getByRole('button', { name: 'Run report' }).click();
    await phone.getByRole('row', { name: /All custodians/ }).waitFor();
    await saveScreenshot(phone, 'culling-report-390');
  }, 240_000);
});
