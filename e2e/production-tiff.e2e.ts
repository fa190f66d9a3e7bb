import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CaseListResponse, DocumentSummary } from '@app/contract';
import { demoApi, describeViolations, launchBrowser, loginAt, newPage, saveScreenshot, seriousAxeViolations } from './support';

/**
 * A TIFF production from the wizard, on the shared server: a paralegal chooses TIFF with colour
 * pages as JPEG on the load-file step, makes the production and downloads the volume, whose OPT
 * names one .tif (or .jpg) image per page; the step at 1280 and 390 px wide, axe-scanned, no
 * sideways scroll on the phone.
 *
 * Made to hold on a loaded machine: a TIFF page costs ~0.3 s of CPU where a PDF page costs a few
 * milliseconds, and the shared server may be building other files' productions first (one job at
 * a time). So the volume is one short letter chosen by name (not every document a search finds:
 * that was dozens of pages, minutes under load), chosen once the demo seed's processing of it has
 * finished (the server refuses a document still being processed, and a loaded machine is still
 * processing the seed minutes after start-up); the build is given up to eight minutes; a refused or
 * failed build fails the test at once with its reason; and each step waits longer than the default.
 */
let browser: Browser;
let dir: string;
const baseUrl = inject('baseUrl');
const api = demoApi(baseUrl);
const MATTER = 'Northwind Freight v. Castellan Logistics';
const run = Date.now().toString(36).toUpperCase();
const PREFIX = `TF${run}`.slice(0, 20);
/** A one- or two-page letter of the demo matter. */
const LETTER = 'Northwind Notice of Breach 2023-10-11.pdf';
/** How long the build may take on a loaded machine, queued behind other files' productions. */
const BUILD_WAIT_MS = 480_000;
/** A step of the wizard under load (the default is 15 s). */
const STEP_WAIT_MS = 60_000;
/** The demo seed's processing on a loaded machine. */
const PROCESSING_WAIT_MS = 420_000;

/** Waits until the demo seed has processed the letter: a production refuses a document still being processed. */
async function letterProcessed(): Promise<void> {
  const token = await api.token('paralegal');
  const matter = (await api.get<CaseListResponse>(token, '/cases/?page_size=100')).cases.find((c) => c.name === MATTER);
  expect(matter, 'the paralegal is assigned to the demo matter').toBeTruthy();
  for (const deadline = Date.now() + PROCESSING_WAIT_MS; ; await new Promise((r) => setTimeout(r, 2000))) {
    const { documents } = await api.get<{ documents: DocumentSummary[] }>(token, `/documents/?case_id=${matter!.id}&q=${encodeURIComponent(LETTER)}`);
    const status = documents.find((d) => d.filename === LETTER)?.status ?? 'not there yet';
    if (status === 'processed') return;
    if (!['not there yet', 'uploaded', 'queued', 'processing'].includes(status) || Date.now() > deadline) throw new Error(`the demo letter is ${status}`);
  }
}

async function toImagesStep(width: number, name: string, prefix: string): Promise<{ page: Page; wizard: ReturnType<Page['getByRole']> }> {
  const { page } = await newPage(browser, baseUrl, { bypassCSP: true });
  page.setDefaultTimeout(STEP_WAIT_MS);
  await page.setViewportSize({ width, height: 900 });
  await loginAt(page, 'paralegal', '/discovery');
  await page.getByRole('heading', { name: 'Discovery Documents', level: 1 }).waitFor();
  await page.getByTestId('case-selector-card').getByRole('button').click();
  const panel = page.getByRole('dialog', { name: 'Select an active case' });
  await panel.getByRole('textbox', { name: 'Search cases' }).fill('Northwind');
  await panel.getByRole('button', { name: new RegExp(`^${MATTER.replace(/[.]/g, '\\.')}`) }).first().click();
  await panel.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Productions' }).click();
  await page.getByRole('button', { name: 'New production' }).click();
  const wizard = page.getByRole('dialog', { name: 'New production' });
  await wizard.getByLabel('Name').fill(name);
  await wizard.getByLabel('Recipient').fill(`Whitcombe & Ames LLP ${run}`);
  await wizard.getByRole('radio', { name: 'Documents I choose' }).check();
  await wizard.getByRole('checkbox', { name: LETTER, exact: true }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('Bates prefix').fill(prefix);
  await expect.poll(() => wizard.getByTestId('bates-preview').innerText(), { timeout: STEP_WAIT_MS }).toContain(`${prefix}000001`);
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Colour as JPEG is offered only with TIFF.
  expect(await wizard.getByRole('checkbox', { name: 'Colour pages as JPEG' }).count()).toBe(0);
  await wizard.getByRole('radio', { name: /^TIFF/ }).check();
  await wizard.getByRole('checkbox', { name: 'Colour pages as JPEG' }).check();
  return { page, wizard };
}

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(tmpdir(), 'tiff-e2e-'));
  await letterProcessed();
}, PROCESSING_WAIT_MS + 60_000);
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('TIFF productions', () => {
  it('makes a TIFF production from the wizard: the OPT names one Group IV TIFF (or colour JPEG) per page', async () => {
    const { page, wizard } = await toImagesStep(1280, `TIFF production ${run}`, PREFIX);
    await wizard.getByRole('radio', { name: /^TIFF/ }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'production-tiff-desktop');
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => wizard.innerText(), { timeout: STEP_WAIT_MS }).toContain('Group IV TIFF, 300 dpi; colour pages as JPEG');
    await wizard.getByRole('button', { name: 'Create production' }).click();
    const progress = page.getByRole('dialog', { name: `TIFF production ${run}` });
    // Refused (the wizard says why and stays) or started (the progress dialog): the refusal fails here, with its message.
    const refusal = wizard.getByTestId('production-error');
    await progress.or(refusal).first().waitFor({ timeout: STEP_WAIT_MS });
    expect(await refusal.count(), (await refusal.count()) ? await refusal.innerText() : '').toBe(0);
    const status = progress.getByTestId('production-status');
    // 'failed' ends the wait too, and the assertion then shows the reason the dialog gives.
    await expect.poll(() => status.getAttribute('data-status'), { timeout: BUILD_WAIT_MS, interval: 2000 }).toMatch(/^(completed|failed)$/);
    expect(await status.getAttribute('data-status'), await progress.innerText()).toBe('completed');
    const [download] = await Promise.all([page.waitForEvent('download'), progress.getByRole('button', { name: /^Download/ }).click()]);
    const saved = path.join(dir, 'production.zip');
    await download.saveAs(saved);
    const zip = await JSZip.loadAsync(readFileSync(saved));
    const opt = (await zip.file('VOL001/DATA/VOL001.opt')!.async('string')).split('\r\n').filter(Boolean);
    expect(opt.length).toBeGreaterThan(0);
    for (const line of opt) {
      const image = line.split(',')[2]!;
      expect(image).toMatch(new RegExp(`^VOL001\\\\IMAGES\\\\0001\\\\${PREFIX}\\d{6}\\.(tif|jpg)$`));
      const bytes = await zip.file(image.replaceAll('\\', '/'))!.async('nodebuffer');
      expect(bytes.subarray(0, 4).toString('latin1') === 'II*\u0000' || bytes[0] === 0xff).toBe(true);
    }
    await page.close();
  }, BUILD_WAIT_MS + 240_000);

  it('shows the page image choice on a phone without sideways scrolling', async () => {
    const { page, wizard } = await toImagesStep(390, `TIFF phone ${run}`, `${PREFIX}P`.slice(0, 20));
    await wizard.getByRole('checkbox', { name: 'Colour pages as JPEG' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'production-tiff-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal scrolling at 390 px').toBeLessThanOrEqual(390);
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.close();
  }, 240_000);
});
