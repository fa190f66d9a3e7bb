import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Role } from '@app/contract';
import { describeViolations, launchBrowser, loginAt, newPage, saveScreenshot, seriousAxeViolations } from './support';

/**
 * /discovery on the shared server: a paralegal logs a request by pasting its
 * numbered items (the deadline warning shows), codes the Northwind documents against it from the
 * keyboard (R, N, J, P with a basis) and in bulk, makes a production of the responsive ones with
 * its own Bates prefix, waits for the job, and downloads the ZIP (a DAT inside it, the privileged
 * document withheld and on the privilege log). A viewer then follows all of it read-only.
 */
let browser: Browser;
let dir: string;
const baseUrl = inject('baseUrl');
const MATTER = 'Northwind Freight v. Castellan Logistics';
const run = Date.now().toString(36).toUpperCase();
const TITLE = `Castellan's Second Requests for Production ${run}`;
const PREFIX = `E2E${run}`.slice(0, 20);
const ITEMS = ['1. All documents concerning the cold-chain capacity allocation.', '2. All communications with Castellan about the notice of breach', 'in October 2023.', '3. All invoices for spoiled freight.'].join('\n');

/** A date `days` before today, as the date input takes it. */
function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function openAs(role: Role): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { bypassCSP: true });
  await loginAt(page, role, '/discovery');
  await page.getByRole('heading', { name: 'Discovery Documents', level: 1 }).waitFor();
  await page.getByTestId('case-selector-card').getByRole('button').click();
  const panel = page.getByRole('dialog', { name: 'Select an active case' });
  await panel.getByRole('textbox', { name: 'Search cases' }).fill('Northwind');
  await panel.getByRole('button', { name: new RegExp(`^${MATTER.replace(/[.]/g, '\\.')}`) }).first().click();
  await panel.waitFor({ state: 'detached' });
  return page;
}

async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name }).click();
const rows = (page: Page) => page.getByTestId('review-row');

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(tmpdir(), 'discovery-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('discovery', () => {
  it('logs a request, codes documents by keyboard and in bulk, makes and downloads a production; a viewer follows read-only', async () => {
    const page = await openAs('paralegal');

    // ── Log a request: pasted numbered text becomes items; served 26 days ago → due within a week
    // (4 days left, at most 7 after the court-rule roll past a weekend and a holiday).
    await page.getByRole('button', { name: 'Log request' }).click();
    const form = page.getByRole('dialog', { name: 'Log request' });
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Propounding party').fill('Castellan Logistics LLC');
    await form.getByLabel('Served on').fill(daysAgo(26));
    await form.getByRole('button', { name: 'Paste numbered text' }).click();
    await form.getByLabel('Requests as served').fill(ITEMS);
    await form.getByRole('button', { name: 'Split into items' }).click();
    await expect.poll(() => form.getByRole('list', { name: 'Items' }).getByRole('listitem').count(), { timeout: 30_000 }).toBe(3);
    expect(await form.getByLabel('Item 2 text').inputValue()).toBe('All communications with Castellan about the notice of breach in October 2023.');
    expect(await form.getByTestId('due-preview').innerText()).toMatch(/Response due/);
    await saveScreenshot(page, 'discovery-log-request-desktop');
    await form.getByRole('button', { name: 'Log request' }).click();
    await form.waitFor({ state: 'detached' });

    // The detail drawer opens on the new request with its items.
    const drawer = page.getByRole('dialog', { name: TITLE });
    await expect.poll(() => drawer.getByTestId('request-item').count(), { timeout: 30_000 }).toBe(3);
    await drawer.getByLabel('Response to item 1').fill('Castellan will produce responsive, non-privileged documents.');
    await drawer.getByRole('button', { name: 'Save responses' }).click();
    await drawer.getByText('No unsaved changes').waitFor();
    await saveScreenshot(page, 'discovery-request-detail-desktop');
    await drawer.getByRole('button', { name: 'Close the request' }).click();
    await drawer.waitFor({ state: 'detached' });
    const row = page.getByTestId('discovery-request').filter({ hasText: TITLE });
    expect(await row.getByTestId('due-warning').innerText()).toMatch(/^Due (in \d days|today)$/);
    await saveScreenshot(page, 'discovery-requests-desktop');
    await expectAccessible(page);

    // ── Review against it: R, N (each moves on), then a bulk selection, then P with a basis.
    await row.getByRole('button', { name: TITLE }).click();
    await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Review documents' }).click();
    await page.getByRole('tab', { name: 'Review', selected: true }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Request' }).innerText()).toContain(TITLE);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    const filenames = await Promise.all([0, 1, 2, 3].map((i) => rows(page).nth(i).getByRole('button').innerText()));
    await rows(page).nth(0).getByRole('button').click();
    await page.keyboard.press('r');
    await rows(page).nth(0).getByText('Responsive', { exact: true }).waitFor();
    await page.keyboard.press('n');
    await rows(page).nth(1).getByText('Not responsive', { exact: true }).waitFor();
    expect(await rows(page).nth(2).getAttribute('data-current')).toBe('true');

    await page.getByRole('checkbox', { name: `Select ${firstLine(filenames[2])}` }).check();
    await page.getByRole('checkbox', { name: `Select ${firstLine(filenames[3])}` }).check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Responsive', exact: true }).click();
    await rows(page).nth(3).getByText('Responsive', { exact: true }).waitFor();
    await rows(page).nth(2).getByText('Responsive', { exact: true }).waitFor();

    // The third document is privileged: P asks for the type and the basis.
    await rows(page).nth(2).getByRole('button').click();
    await page.keyboard.press('p');
    const privilege = page.getByRole('dialog', { name: 'Privilege' });
    await privilege.getByRole('radio', { name: 'Attorney-Client Privilege' }).check();
    await privilege.getByLabel('Basis').fill('Legal advice from Harper & Lane regarding the notice of breach');
    await privilege.getByRole('button', { name: 'Save privilege' }).click();
    await privilege.waitFor({ state: 'detached' });
    await rows(page).nth(2).getByText('Privileged: Attorney-client').waitFor();
    await saveScreenshot(page, 'discovery-review-desktop');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'discovery-review-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    // ── A production of the responsive documents: two produced, the privileged one withheld.
    await tab(page, 'Productions');
    await page.getByRole('button', { name: 'New production' }).click();
    const wizard = page.getByRole('dialog', { name: 'New production' });
    await wizard.getByLabel('Name').fill(`Production ${run}`);
    await wizard.getByLabel('Recipient').fill('Whitcombe & Ames LLP, counsel for Castellan');
    await wizard.getByRole('checkbox', { name: new RegExp(TITLE) }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Bates prefix').fill(PREFIX);
    await expect.poll(() => wizard.getByTestId('bates-preview').innerText(), { timeout: 30_000 }).toContain(`${PREFIX}000001`);
    await wizard.getByRole('button', { name: 'Next' }).click();
    expect(await wizard.getByLabel('Field separator').inputValue()).toBe('0x14');
    expect(await wizard.getByLabel('Text qualifier').inputValue()).toBe('þ');
    expect(await wizard.getByLabel('Newline placeholder').inputValue()).toBe('®');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await saveScreenshot(page, 'discovery-production-wizard-desktop');
    await wizard.getByRole('button', { name: 'Create production' }).click();

    const progress = page.getByRole('dialog', { name: `Production ${run}` });
    await expect.poll(() => progress.getByTestId('production-status').getAttribute('data-status'), { timeout: 45_000 }).toBe('completed');
    expect(await progress.getByTestId('production-progress').innerText()).toMatch(new RegExp(`${PREFIX}000001 – ${PREFIX}\\d{6}: \\d+ documents?, \\d+ pages?, \\d+ withheld`));
    const [download] = await Promise.all([page.waitForEvent('download'), progress.getByRole('button', { name: /^Download/ }).click()]);
    const saved = path.join(dir, 'production.zip');
    await download.saveAs(saved);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${PREFIX}000001-${PREFIX}\\d{6} VOL001\\.zip$`));
    const zip = await JSZip.loadAsync(readFileSync(saved));
    const dat = Object.keys(zip.files).find((name) => /^VOL001\/DATA\/VOL001\.dat$/i.test(name));
    expect(dat, Object.keys(zip.files).join(', ')).toBeTruthy();
    const datText = await zip.file(dat!)!.async('string');
    expect(datText.split('\n')[0]).toContain('þBEGBATESþ\u0014þENDBATESþ');
    expect(datText).toContain(`${PREFIX}000001`);
    expect(datText).not.toContain(firstLine(filenames[2]));
    await progress.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('production-row').filter({ hasText: `Production ${run}` }).getByTestId('production-status').getByText('Completed').waitFor();
    await saveScreenshot(page, 'discovery-productions-desktop');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'discovery-productions-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    // ── The privilege log lists the withheld document.
    await tab(page, 'Privilege log');
    await page.getByTestId('privilege-entry').filter({ hasText: 'Legal advice from Harper & Lane' }).first().waitFor();
    await saveScreenshot(page, 'discovery-privilege-log-desktop');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'discovery-privilege-log-phone');
    await tab(page, 'Requests');
    await page.getByTestId('discovery-request').filter({ hasText: TITLE }).waitFor();
    await saveScreenshot(page, 'discovery-requests-phone');
    await expectAccessible(page);

    // ── A viewer sees it all, changes nothing.
    const viewer = await openAs('viewer');
    const viewerRow = viewer.getByTestId('discovery-request').filter({ hasText: TITLE });
    await viewerRow.waitFor();
    expect(await viewer.getByRole('button', { name: 'Log request' }).count()).toBe(0);
    await viewerRow.getByRole('button', { name: TITLE }).click();
    const viewerDrawer = viewer.getByRole('dialog', { name: TITLE });
    await viewerDrawer.getByText('Castellan will produce responsive, non-privileged documents.').waitFor();
    expect(await viewerDrawer.getByRole('button', { name: 'Save responses' }).count()).toBe(0);
    expect(await viewerDrawer.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await viewerDrawer.getByRole('textbox').count()).toBe(0);
    await viewerDrawer.getByRole('button', { name: 'See the coding' }).click();
    await viewer.getByRole('tab', { name: 'Review', selected: true }).waitFor();
    await expect.poll(async () => ((await rows(viewer).count()) > 0 ? 'rows' : await viewer.locator('main').innerText()), { timeout: 30_000 }).toBe('rows');
    expect(await viewer.getByRole('checkbox').count()).toBe(0);
    expect(await viewer.getByTestId('bulk-bar').count()).toBe(0);
    await rows(viewer).nth(0).getByRole('button').click();
    await viewer.keyboard.press('n');
    // The keyboard does not code for a viewer; the coding reads as text.
    await viewer.getByTestId('coding-responsiveness').waitFor();
    expect(await viewer.getByTestId('coding-responsiveness').innerText()).toBe('Responsive');
    expect(await viewer.getByRole('button', { name: /\((R|N)\)$/ }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: /\(P\)$/ }).count()).toBe(0);
    await saveScreenshot(viewer, 'discovery-review-viewer-desktop');
    await expectAccessible(viewer);
    await tab(viewer, 'Productions');
    const produced = viewer.getByTestId('production-row').filter({ hasText: `Production ${run}` });
    await produced.getByRole('button', { name: /^Download/ }).waitFor();
    expect(await viewer.getByRole('button', { name: 'New production' }).count()).toBe(0);
    await tab(viewer, 'Privilege log');
    await viewer.getByTestId('privilege-entry').first().waitFor();
    expect(await viewer.getByRole('button', { name: /^Edit the description/ }).count()).toBe(0);
    await viewer.getByRole('button', { name: 'Export XLSX' }).waitFor();
  }, 300_000);
});

/** A row's button text is the file name followed by its chips. */
function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0]?.trim() ?? '';
}
