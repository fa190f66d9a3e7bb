import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Case, CaseListResponse, DocumentDetail, DocumentSummary, Role } from '@app/contract';
import {
  demoCredentials,
  describeViolations,
  launchBrowser,
  loginAs,
  loginAt,
  newPage,
  recordToasts,
  saveScreenshot,
  seriousAxeViolations,
  toastsSeen,
  type ViewportName,
} from './support';

/**
 * The case page as an associate on a matter they manage: overview and parties, an event added
 * and then opened from its ?event= link (scrolled to, highlighted, focused), a document uploaded
 * through the API and opened from its ?document= link (page text, original download), and the
 * 'Case not found' / 'Document not found' states. Screens at desktop and phone width, axe-scanned.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const MATTER = 'Northwind Freight v. Castellan Logistics';
const run = Date.now().toString(36);

async function apiToken(role: Role): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoCredentials(role)),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function apiGet<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function casesOf(token: string): Promise<Case[]> {
  return (await apiGet<CaseListResponse>(token, '/cases/?page_size=100')).cases;
}

/**
 * Processing runs on the server's shared queue, behind whatever the demo corpus or other specs
 * queued first, so this waits generously (the file itself takes well under a second).
 */
const PROCESSING_WAIT_MS = 240_000;

async function settled(token: string, id: string): Promise<DocumentDetail> {
  const deadline = Date.now() + PROCESSING_WAIT_MS;
  for (;;) {
    const detail = await apiGet<DocumentDetail>(token, `/documents/${id}`);
    if (!['uploaded', 'queued', 'processing'].includes(detail.status)) return detail;
    if (Date.now() > deadline) throw new Error(`document still ${detail.status} after ${PROCESSING_WAIT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Uploads one small file (multipart field `file`) and waits until the pipeline has read it. */
async function upload(token: string, caseId: string, filename: string, content: string, type = 'text/plain'): Promise<DocumentDetail> {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), filename);
  const response = await fetch(`${baseUrl}/api/v1/documents/${caseId}/ingest`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  const [created] = ((await response.json()) as { documents: DocumentSummary[] }).documents;
  expect(created).toBeTruthy();
  return settled(token, created!.id);
}

/** A small e-mail with one text attachment, as a mail client exports it (.eml). */
function emailWithAttachment(subject: string, attachmentName: string, attachmentText: string): string {
  return [
    'From: Rachel Voss <rvoss@harperlane.example>',
    'To: Opposing Counsel <counsel@whitcombe.example>',
    `Subject: ${subject}`,
    'Date: Tue, 05 Mar 2024 14:30:00 +0000',
    `Message-ID: <${run}@harperlane.example>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b-1"',
    '',
    '--b-1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Counsel, please find the schedule attached.',
    '--b-1',
    `Content-Type: text/plain; name="${attachmentName}"`,
    `Content-Disposition: attachment; filename="${attachmentName}"`,
    '',
    attachmentText,
    '--b-1--',
    '',
  ].join('\r\n');
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/**
 * Signed in as the associate on `path` (the sign-in form returns to it), or on the dashboard.
 * Desktop screenshots at 1280 wide (the brief's width), phones at the support's 390.
 */
async function openPage(viewport: ViewportName, path?: string) {
  const session = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
  if (viewport === 'desktop') await session.page.setViewportSize({ width: 1280, height: 800 });
  await recordToasts(session.context);
  if (path) await loginAt(session.page, 'associate', path);
  else await loginAs(session.page, 'associate');
  return session;
}

let matter: Case;
let hiddenCaseId: string;
let associateToken: string;
let eventId = '';
let doc: DocumentDetail;
const eventTitle = `Mediation session ${run}`;
const docText = `MEMORANDUM ${run}\nPrivileged and confidential.\n\nCastellan diverted cold-chain capacity <b>twice</b>.\n\nThe claim against Castellan Logistics is plausible on its face under Twombly, 550 U.S. 544 (2007), as pleaded.\n\nCastellan Logistics owes Northwind Freight damages of $1,250,000.00 for the spoiled cargo.`;
const docName = `memo-${run}.txt`;

beforeAll(async () => {
  browser = await launchBrowser();
  associateToken = await apiToken('associate');
  const mine = await casesOf(associateToken);
  const found = mine.find((c) => c.name === MATTER);
  if (!found) throw new Error(`the associate should be on "${MATTER}"`);
  matter = found;
  // A case of the firm the associate is not assigned to: it must look exactly like a missing one.
  const all = await casesOf(await apiToken('partner'));
  const hidden = all.find((c) => !mine.some((m) => m.id === c.id));
  if (!hidden) throw new Error('the demo firm should have a case the associate is not on');
  hiddenCaseId = hidden.id;
  doc = await upload(associateToken, matter.id, docName, docText);
  expect(doc.status).toBe('processed');
}, PROCESSING_WAIT_MS + 60_000);
afterAll(async () => {
  await browser?.close();
  // Leave the shared demo matter as other specs expect it.
  const remove = (path: string) => fetch(`${baseUrl}/api/v1${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${associateToken}` } });
  if (eventId) await remove(`/cases/${matter.id}/events/${eventId}`);
  if (doc) await remove(`/documents/${doc.id}`);
});

describe('case page as the associate', () => {
  it('shows the header and overview, then the parties, keeping the tab in the URL', async () => {
    const { context, page } = await openPage('desktop', `/cases/${matter.id}`);
    await page.getByRole('heading', { level: 1, name: MATTER }).waitFor();
    await page.getByText('Northwind Freight Inc.').first().waitFor();
    await page.getByText('1:24-cv-01187-JMF').first().waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);
    const overview = page.getByRole('tabpanel');
    await overview.getByText('Key facts').waitFor();
    await overview.getByText('Hon. Jesse M. Furman').waitFor();
    await overview.getByRole('list', { name: 'Upcoming events' }).getByText('Deposition of Castellan COO Raymond Voss').waitFor();
    expect(await page.title()).toContain(MATTER);

    await page.getByRole('button', { name: 'Set as active case' }).click();
    await page.getByRole('button', { name: 'Active case' }).waitFor();

    await page.getByRole('tab', { name: 'Parties' }).click();
    await page.waitForURL(/tab=parties/);
    await page.getByRole('table', { name: 'Parties' }).getByText('Dr. Anita Marsh').waitFor();
    await page.reload();
    await page.getByRole('table', { name: 'Parties' }).getByText('Castellan Logistics LLC').waitFor();
    expect(await page.getByRole('tab', { name: 'Parties' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('adds an event, and an ?event= link scrolls to it, highlights it and focuses it', async () => {
    const { context, page } = await openPage('desktop', `/cases/${matter.id}?tab=events`);
    await page.getByRole('heading', { name: 'Upcoming' }).waitFor();
    await page.getByRole('button', { name: 'Add event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    // Refused before anything is sent: a title is required.
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await dialog.getByText('Enter a title').waitFor();
    await dialog.getByLabel('Title').fill(eventTitle);
    await dialog.getByLabel('Location').fill('JAMS, 620 Eighth Avenue');
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(/event=[0-9a-f-]{36}/);
    eventId = new URL(page.url()).searchParams.get('event') ?? '';
    expect(await toastsSeen(page)).toContain(`“${eventTitle}” was added to the timeline`);

    // A fresh visit from a shared link (omnisearch's event target).
    await page.goto('/dashboard');
    await page.goto(`/cases/${matter.id}?event=${eventId}`);
    const entry = page.locator(`#case-event-${eventId}`);
    await entry.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 30_000 }).toBe(`case-event-${eventId}`);
    expect(await entry.getAttribute('data-highlighted')).toBe('true');
    expect(await entry.innerText()).toContain(eventTitle);
    expect(await page.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');
    const box = await entry.boundingBox();
    expect(box && box.y >= 0 && box.y < 800).toBe(true);

    // An id that is not an event of this case says so.
    await page.goto(`/cases/${matter.id}?event=${randomUUID()}`);
    await expect.poll(() => toastsSeen(page), { timeout: 30_000 }).toContain('Event not found');
    await context.close();
  });

  it('opens a document from its ?document= link, shows its text and downloads the original', async () => {
    const { context, page } = await openPage('desktop', `/cases/${matter.id}?document=${doc.id}`);
    const viewer = page.getByRole('dialog', { name: docName });
    await viewer.waitFor();
    const text = viewer.getByRole('region', { name: 'Text of page 1' });
    await text.waitFor();
    // Shown as text, line breaks kept; the markup inside is not rendered.
    expect(await text.innerText()).toContain(`MEMORANDUM ${run}\nPrivileged and confidential.`);
    expect(await text.innerText()).toContain('<b>twice</b>');
    await viewer.getByText(doc.sha256).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('button', { name: 'Download original' }).click()]);
    expect(download.suggestedFilename()).toBe(docName);
    expect(readFileSync(await download.path(), 'utf8')).toBe(docText);

    // Closing removes the parameter and stays on Documents, where the file is listed.
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await viewer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('document')).toBeNull();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('documents');
    expect(await page.getByRole('tab', { name: /^Documents/ }).getAttribute('aria-selected')).toBe('true');
    const row = page.getByRole('row', { name: new RegExp(`^${docName}`) });
    await row.waitFor();

    // Opening it from the list puts the shareable link back in the address bar.
    await row.click();
    await page.getByRole('dialog', { name: docName }).waitFor();
    expect(new URL(page.url()).searchParams.get('document')).toBe(doc.id);

    // A document id that is not in this case.
    await page.goto(`/cases/${matter.id}?document=${randomUUID()}`);
    await expect.poll(() => toastsSeen(page), { timeout: 30_000 }).toContain('Document not found');
    // The viewer that opened to load it closes again.
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 30_000 }).toBe(0);
    expect(new URL(page.url()).searchParams.get('document')).toBeNull();
    await context.close();
  });

  it('shows an e-mail with its headers and attachments, opens the family, and deletes it with its attachments', async () => {
    const subject = `Schedule of caps ${run}`;
    const attachmentName = `schedule-${run}.txt`;
    const mail = await upload(associateToken, matter.id, `exhibits-${run}.eml`, emailWithAttachment(subject, attachmentName, `Schedule A ${run}`), 'message/rfc822');
    expect(mail.status).toBe('processed');
    expect(mail.children).toHaveLength(1);
    const attachment = await settled(associateToken, mail.children[0]!.id);

    const { context, page } = await openPage('desktop', `/cases/${matter.id}?tab=documents`);
    // The attachment is listed right under its e-mail.
    const names = page.getByRole('table', { name: 'Documents' }).getByRole('row');
    await names.filter({ hasText: attachmentName }).waitFor();
    const rows = await names.allInnerTexts();
    const mailRow = rows.findIndex((r) => r.includes(`exhibits-${run}.eml`));
    expect(rows.findIndex((r) => r.includes(attachmentName))).toBe(mailRow + 1);

    await page.goto(`/cases/${matter.id}?document=${mail.id}`);
    const viewer = page.getByRole('dialog', { name: `exhibits-${run}.eml` });
    await viewer.getByRole('region', { name: 'E-mail' }).getByText(subject).waitFor();
    expect(await viewer.getByRole('region', { name: 'E-mail' }).innerText()).toContain('Rachel Voss <rvoss@harperlane.example>');
    await viewer.getByRole('list', { name: 'Attachments' }).getByRole('button', { name: new RegExp(attachmentName) }).click();
    await page.getByRole('dialog', { name: attachmentName }).getByRole('region', { name: 'Text of page 1' }).getByText(`Schedule A ${run}`).waitFor();
    expect(new URL(page.url()).searchParams.get('document')).toBe(attachment.id);
    await page.getByRole('list', { name: 'Parent document' }).getByRole('button').click();
    const back = page.getByRole('dialog', { name: `exhibits-${run}.eml` });
    await back.waitFor();
    await saveScreenshot(page, 'case-detail-viewer-email-desktop');

    await back.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
    expect(await confirm.innerText()).toContain('together with its 1 attachment');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toastsSeen(page), { timeout: 30_000 }).toContain(`exhibits-${run}.eml and its attachments were deleted`);
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 30_000 }).toBe(0);
    await page.getByRole('table', { name: 'Documents' }).getByText(docName).waitFor();
    expect(await page.getByText(attachmentName).count()).toBe(0);
    await context.close();
  }, PROCESSING_WAIT_MS * 2 + 60_000);

  it("shows 'Case not found' inside the shell for a case the associate is not on, and for a bad id", async () => {
    const { context, page } = await openPage('desktop');
    for (const id of [hiddenCaseId, randomUUID(), 'not-a-case']) {
      await page.goto(`/cases/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Case not found' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    }
    await page.getByRole('link', { name: 'Back to Case Management' }).click();
    await page.waitForURL(/\/cases$/);
    await context.close();
  });
});

for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
  describe(`case page screens at ${viewport} width`, () => {
    it('overview, events timeline, documents and the viewer have no serious axe violation', async () => {
      const { context, page } = await openPage(viewport, `/cases/${matter.id}`);
      const settle = async () => {
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
      };

      await page.getByRole('tabpanel').getByText('Key facts').waitFor();
      await settle();
      await saveScreenshot(page, `case-detail-overview-${viewport}`);
      await expectNoSeriousViolations(page);

      await page.goto(`/cases/${matter.id}?tab=events`);
      await page.getByRole('heading', { name: 'Upcoming' }).waitFor();
      await settle();
      await saveScreenshot(page, `case-detail-events-${viewport}`);
      await expectNoSeriousViolations(page);

      await page.goto(`/cases/${matter.id}?tab=team`);
      await page.getByRole('tabpanel').getByText('Partners and administrators can open every case', { exact: false }).waitFor();
      await page.getByRole('table', { name: 'Case team' }).or(page.getByRole('list', { name: 'Case team' })).waitFor();
      await settle();
      await saveScreenshot(page, `case-detail-team-${viewport}`);
      await expectNoSeriousViolations(page);

      await page.goto(`/cases/${matter.id}?tab=documents`);
      await page.getByText(docName).first().waitFor();
      await settle();
      await saveScreenshot(page, `case-detail-documents-${viewport}`);
      await expectNoSeriousViolations(page);

      await page.goto(`/cases/${matter.id}?document=${doc.id}`);
      await page.getByRole('dialog', { name: docName }).getByRole('region', { name: 'Text of page 1' }).waitFor();
      await settle();
      await saveScreenshot(page, `case-detail-viewer-${viewport}`);
      await expectNoSeriousViolations(page);

      // The Analysis panel: kind, summary, engine and the citation, whose page link opens the passage.
      const viewer = page.getByRole('dialog', { name: docName });
      await viewer.getByRole('tab', { name: 'Analysis' }).click();
      const analysis = viewer.getByRole('tabpanel', { name: 'Analysis' });
      const summary = analysis.getByRole('region', { name: 'Summary' });
      await summary.getByText('plausible on its face', { exact: false }).waitFor();
      expect(await analysis.getByTestId('document-analysis-engine').innerText()).toContain('Offline analysis (rule-based)');
      await analysis.getByRole('region', { name: 'Citations (1)' }).getByText('550 U.S. 544', { exact: true }).waitFor();
      await analysis.getByRole('region', { name: 'Amounts of money (1)' }).getByText('$1,250,000.00').waitFor();
      await analysis.getByRole('button', { name: 'Analyse again' }).waitFor();
      // On a phone the panel is below the text: bring it up for the picture.
      if (viewport === 'phone') await viewer.getByRole('tab', { name: 'Analysis' }).evaluate((tab) => tab.scrollIntoView({ block: 'start' }));
      await settle();
      await saveScreenshot(page, `case-detail-viewer-analysis-${viewport}`);
      await expectNoSeriousViolations(page);
      await analysis.getByRole('button', { name: 'Page 1: go to 550 U.S. 544' }).click();
      const passage = viewer.getByRole('region', { name: 'Text of page 1' }).locator('[data-passage]');
      await passage.waitFor();
      expect(await passage.innerText()).toBe('550 U.S. 544');
      await expect.poll(() => passage.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
      await settle();
      await saveScreenshot(page, `case-detail-viewer-analysis-citation-${viewport}`);
      await context.close();
    });
  });
}
