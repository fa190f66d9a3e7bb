import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, CaseReviewState, Custodian, DedupStatus, DocumentCustody, DocumentSummary, DocumentThreadResponse } from '@app/contract';
import { demoApi, describeViolations, ingestFiles, launchBrowser, loginAt, newPage, saveScreenshot, seriousAxeViolations, until, type ViewportName } from './support';

/**
 * A collection as it is filed and then reviewed (a partner, who sees the new case, does both). Sue Mara's copy of an e-mail is
 * uploaded on /upload with the custodian picker; Jeff Dasovich's copy of the same e-mail, his
 * reply to it and an unrelated memo arrive through the API. The viewer's Custody shows Sue's copy
 * with "also held by" Jeff; the case's near-duplicate threshold is changed on its card; on /search
 * the custodian filter finds what each person held (Jeff also holds the copy de-duplication kept
 * for Sue) and "Inclusive e-mails only" leaves the reply, which contains the first message; the
 * viewer's Thread panel opens /search on that thread; on the case's Documents tab (Files, and
 * E-mail review on a phone) the memo is selected and given a custodian and a folder. Every screen
 * passes axe at both widths.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const api = demoApi(baseUrl);
const run = Date.now().toString(36);
let matter: Case;
let token: string;
const custodian: Record<'sue' | 'jeff', string> = { sue: '', jeff: '' };
const ids: Record<'kept' | 'reply' | 'memo', string> = { kept: '', reply: '', memo: '' };

const WORD = `pipeline${run}`;
const eml = (id: string, subject: string, from: string, to: string, date: string, body: string, inReplyTo?: string) =>
  [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Date: ${date}`,
    `Message-ID: <${id}.${run}@enron.example>`,
    ...(inReplyTo ? [`In-Reply-To: <${inReplyTo}.${run}@enron.example>`] : []),
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ].join('\r\n');
const FIRST = `Sue, the ${WORD} capacity agreement gives us firm transportation of 50,000 MMBtu per day from the Permian hub; please review it before Friday.`;
const REPLY = `Jeff, the ${WORD} terms read well, but the delivery point should be Waha rather than the Permian hub itself.`;
const CAPACITY = eml('m1', 'Capacity agreement', 'Jeff Dasovich <jeff.dasovich@enron.example>', 'Sue Mara <sue.mara@enron.example>', 'Mon, 22 Oct 2001 10:00:00 -0500', FIRST);
const RE_CAPACITY = eml('m2', 'RE: Capacity agreement', 'Sue Mara <sue.mara@enron.example>', 'Jeff Dasovich <jeff.dasovich@enron.example>', 'Mon, 22 Oct 2001 14:00:00 -0500', `${REPLY}\n\n> ${FIRST}`, 'm1');
const MEMO = `Memo to file: the ${WORD} tariff filing is due at the Commission on 1 November.`;

const uploadViaApi = (name: string, content: string, custodianId: string | null) => ingestFiles(baseUrl, token, matter.id, [[name, content]], custodianId);


const documents = async () => (await api.get<{ documents: DocumentSummary[] }>(token, `/documents/?case_id=${matter.id}&page_size=100`)).documents;

/** One signed-in page per width, reused by every test (signing in again each time cost most of a minute under load). */
const pages = new Map<ViewportName, Page>();
async function open(viewport: ViewportName, path: string): Promise<Page> {
  const existing = pages.get(viewport);
  if (existing) {
    await existing.goto(path);
    return existing;
  }
  const { page } = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
  if (viewport === 'desktop') await page.setViewportSize({ width: 1280, height: 900 });
  // The first visit signs in on the way to `path`.
  await loginAt(page, 'partner', path);
  pages.set(viewport, page);
  return page;
}

async function expectNoSeriousAxe(page: Page): Promise<void> {
  // Not while a list is being fetched again: /search dims the results it is replacing (their
  // contrast then fails by design) and marks the list aria-busy until the new ones arrive.
  // A fetch can also start while axe reads the page (the URL catching up with a filter just set):
  // a real violation is there every time, so a page that fails is read again, settled, up to twice.
  let violations = [] as Awaited<ReturnType<typeof seriousAxeViolations>>;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect.poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
    violations = await seriousAxeViolations(page);
    if (violations.length === 0) return;
    await page.waitForTimeout(1_000);
  }
  expect(violations, describeViolations(violations)).toEqual([]);
}

const widths: [ViewportName, string][] = [
  ['desktop', '1280'],
  ['phone', '390'],
];

beforeAll(async () => {
  browser = await launchBrowser();
  token = await api.token('partner');
  matter = await api.post<Case>(token, '/cases/', { name: `Permian capacity ${run}`, client_name: 'Enron Corp.', case_type: 'Contract Dispute', priority: 'medium' });
  for (const [key, name] of [['sue', 'Sue Mara'], ['jeff', 'Jeff Dasovich']] as const) {
    custodian[key] = (await api.post<Custodian>(token, `/cases/${matter.id}/custodians`, { name })).id;
  }
}, 300_000);
afterAll(() => browser?.close());

describe('collections: custody, near-duplicate threshold and search filters', () => {
  it('uploads a file naming its custodian with the picker, then the other copies arrive', async () => {
    // Its own page: leaving /upload may ask "leave the page?" while a file is still on its way.
    const { context, page } = await newPage(browser, baseUrl, { viewport: 'desktop', bypassCSP: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAt(page, 'partner', `/upload?case=${matter.id}`);
    await page.getByText(`They will be added to ${matter.name}.`).waitFor({ timeout: 60_000 });
    await page.getByRole('combobox', { name: 'Custodian (optional)' }).click();
    await page.getByRole('option', { name: 'Sue Mara', exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'capacity.eml', mimeType: 'message/rfc822', buffer: Buffer.from(CAPACITY) });
    await page.getByRole('list', { name: 'Files' }).getByRole('listitem', { name: 'capacity.eml', exact: true }).getByText(/^(Queued|Processing \d+%|Processed)$/).waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'collections-upload-custodian-1280');
    await context.close();

    ids.kept = await until('the upload', async () => (await documents()).find((d) => d.filename === 'capacity.eml')?.id);
    // The same e-mail from Jeff's mailbox (a later upload: de-duplication keeps Sue's), his reply, and a memo of nobody's.
    await uploadViaApi('capacity.eml', CAPACITY, custodian.jeff);
    await uploadViaApi('re-capacity.eml', RE_CAPACITY, custodian.jeff);
    await uploadViaApi('memo.txt', MEMO, null);
    await until('processing', async () => {
      const list = await documents();
      return list.length === 4 && list.every((d) => d.status === 'processed') ? true : undefined;
    });
    const list = await documents();
    ids.reply = list.find((d) => d.filename === 're-capacity.eml')!.id;
    ids.memo = list.find((d) => d.filename === 'memo.txt')!.id;
    await until('de-duplication', async () => {
      const status = await api.get<DedupStatus>(token, `/cases/${matter.id}/dedup`);
      return status.status === 'idle' && status.suppressed_families === 1 ? true : undefined;
    });
    // Threads follow on their own within a quarter of a minute of the last text change.
    await until('the thread', async () => {
      const thread = await api.get<DocumentThreadResponse>(token, `/documents/${ids.reply}/thread`);
      return thread.review.status === 'idle' && thread.messages.length === 2 ? true : undefined;
    });
  }, 360_000);

  it.each(widths)('shows the custody of Sue’s copy in the viewer, also held by Jeff (%s)', async (viewport, width) => {
    const page = await open(viewport, `/cases/${matter.id}?tab=documents&document=${ids.kept}`);
    const viewer = page.getByRole('dialog', { name: /capacity\.eml/ });
    const custody = viewer.getByRole('region', { name: 'Custody' });
    await custody.waitFor({ timeout: 60_000 });
    await custody.getByText('Sue Mara', { exact: true }).waitFor();
    await custody.getByRole('list', { name: 'Also held by' }).getByRole('button', { name: 'Jeff Dasovich' }).waitFor();
    await saveScreenshot(page, `collections-viewer-custody-${width}`);
    await expectNoSeriousAxe(page);
  });

  it.each(widths)('changes the near-duplicate threshold on the case’s card (%s)', async (viewport, width) => {
    const page = await open(viewport, `/cases/${matter.id}?tab=custodians`);
    const card = page.getByRole('region', { name: 'Near-duplicates' });
    const field = card.getByLabel('Alike (%)');
    await field.waitFor({ timeout: 60_000 });
    await expectNoSeriousAxe(page);
    const next = viewport === 'desktop' ? '80' : '85';
    await field.fill(next);
    await card.getByRole('button', { name: 'Save and regroup' }).click();
    await page.getByText(`Near-duplicates: ${next} % alike; the groups are being worked out again`).waitFor();
    const state = await api.get<CaseReviewState>(token, `/cases/${matter.id}/review/settings`);
    expect(state.near_duplicate_threshold).toBeCloseTo(Number(next) / 100);
    await saveScreenshot(page, `collections-threshold-${width}`);
    await expectNoSeriousAxe(page);
  });

  it.each(widths)('filters /search by custodian and by inclusive e-mails only (%s)', async (viewport, width) => {
    const page = await open(viewport, `/search?case=${matter.id}&q=${WORD}`);
    const results = page.getByRole('region', { name: 'Search results' });
    const names = async () => (await results.getByRole('article').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''))).sort();
    await results.getByRole('article').first().waitFor({ timeout: 60_000 });
    // Both copies of the e-mail are found (the suppressed one says whose copy was kept, in the viewer).
    await expect.poll(names).toEqual(['capacity.eml', 'capacity.eml', 'memo.txt', 're-capacity.eml']);
    if (viewport === 'phone') await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('region', { name: 'Search filters' });

    // Held by Jeff: his reply, his copy of the e-mail, and Sue's copy, which de-duplication kept for both.
    const chooseCustodian = async (name: string) => {
      await filters.getByRole('combobox', { name: 'Custodian' }).click();
      await page.getByRole('option', { name, exact: true }).click();
      // The menu closes before the next control can be reached.
      await page.getByRole('listbox').waitFor({ state: 'detached' });
    };
    await chooseCustodian('Jeff Dasovich');
    await expect.poll(names).toEqual(['capacity.eml', 'capacity.eml', 're-capacity.eml']);
    expect(new URL(page.url()).searchParams.get('custodian')).toBe(custodian.jeff);
    await chooseCustodian('Sue Mara');
    await expect.poll(names).toEqual(['capacity.eml']);
    await expectNoSeriousAxe(page);

    await chooseCustodian('Any custodian');
    await expect.poll(names).toEqual(['capacity.eml', 'capacity.eml', 'memo.txt', 're-capacity.eml']);
    // The reply quotes the first message whole: only the reply must be read.
    // The switch follows the URL, which changes a moment after the click (check() would look too soon).
    const inclusive = filters.getByRole('switch', { name: 'Inclusive e-mails only' });
    await inclusive.click();
    await expect.poll(() => inclusive.isChecked()).toBe(true);
    await expect.poll(names).toEqual(['re-capacity.eml']);
    expect(new URL(page.url()).searchParams.get('inclusive')).toBe('1');
    await saveScreenshot(page, `collections-search-filters-${width}`);
    await expectNoSeriousAxe(page);
  });

  it.each(widths)('opens the thread of a message in /search from the viewer (%s)', async (viewport, width) => {
    const page = await open(viewport, `/cases/${matter.id}?tab=documents&document=${ids.reply}`);
    const viewer = page.getByRole('dialog', { name: /re-capacity\.eml/ });
    await viewer.getByRole('tab', { name: 'Thread' }).click({ timeout: 60_000 });
    const link = viewer.getByRole('link', { name: 'Search this thread' });
    await link.waitFor();
    await saveScreenshot(page, `collections-viewer-thread-${width}`);
    await expectNoSeriousAxe(page);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.has('thread'));
    // Before any words, the thread's messages are listed (the memo, not of the thread, is not).
    const listed = page.getByRole('region', { name: 'Messages of the thread' });
    await listed.getByText('2 messages in this e-mail thread').waitFor({ timeout: 60_000 });
    expect(await listed.getByRole('listitem').count()).toBe(2);
    await saveScreenshot(page, `collections-search-thread-listed-${width}`);
    await expectNoSeriousAxe(page);
    await page.getByLabel('Search documents').fill(WORD);
    await page.getByLabel('Search documents').press('Enter');
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByRole('article').first().waitFor({ timeout: 60_000 });
    // The memo carries the word too, but is not of the thread.
    const names = async () => [...new Set(await results.getByRole('article').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? '')))].sort();
    await expect.poll(names).toEqual(['capacity.eml', 're-capacity.eml']);
    await saveScreenshot(page, `collections-search-thread-${width}`);
    await expectNoSeriousAxe(page);
  });

  // Last: it changes the memo's custody, which the searches above count on.
  it.each(widths)('sets custody of documents chosen on the case’s Documents tab (%s)', async (viewport, width) => {
    const page = await open(viewport, `/cases/${matter.id}?tab=documents`);
    // The Files list on a desktop gives the memo a custodian; E-mail review on a phone gives it a folder.
    if (viewport === 'phone') {
      await page.getByRole('button', { name: 'E-mail review' }).click({ timeout: 60_000 });
      await page.getByText(/threads and near-duplicates:/).waitFor({ timeout: 60_000 });
    }
    await page.getByRole('checkbox', { name: 'Select memo.txt' }).click({ timeout: 60_000 });
    const bar = page.getByRole('region', { name: 'Selected documents' });
    await bar.getByText('1 selected document').waitFor();
    await expectNoSeriousAxe(page);
    await bar.getByRole('button', { name: 'Custodian…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custodian and folder' });
    if (viewport === 'desktop') {
      await dialog.getByRole('combobox', { name: 'Custodian' }).click();
      await page.getByRole('option', { name: 'Sue Mara', exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
    } else {
      await dialog.getByLabel('Set the folder or path they were collected from').check();
      await dialog.getByLabel('Folder or path', { exact: true }).fill('Legal/Memos');
    }
    await saveScreenshot(page, `collections-bulk-custody-${width}`);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('1 document updated').waitFor();
    await bar.waitFor({ state: 'detached' });
    const custody = await api.get<DocumentCustody>(token, `/documents/${ids.memo}/custody`);
    if (viewport === 'desktop') expect(custody.custodian?.name).toBe('Sue Mara');
    else expect(custody.source_path).toBe('Legal/Memos');
  });
});
