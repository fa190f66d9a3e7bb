import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, launchBrowser, loginAs, newPage, saveScreenshot, seriousAxeViolations } from './support';

/**
 * A TIFF production from the wizard, on the shared server: a paralegal chooses TIFF with colour
 * pages as JPEG on the load-file step, makes the production and downloads the volume, whose OPT
 * names one .tif (or .jpg) image per page; the step at 1280 and 390 px wide, axe-scanned, no
 * sideways scroll on the phone.
 */
let browser: Browser;
let dir: string;
const baseUrl = inject('baseUrl');
const MATTER = 'Northwind Freight v. Castellan Logistics';
const run = Date.now().toString(36).toUpperCase();
const PREFIX = `TF${run}`.slice(0, 20);

async function toImagesStep(width: number, name: string, prefix: string): Promise<{ page: Page; wizard: ReturnType<Page['getByRole']> }> {
  const { page } = await newPage(browser, baseUrl, { bypassCSP: true });
  await page.setViewportSize({ width, height: 900 });
  await loginAs(page, 'paralegal');
  await page.goto('/discovery');
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
  await wizard.getByRole('radio', { name: 'Every document a search finds' }).check();
  await wizard.getByLabel('Search for').fill('notice of breach');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('Bates prefix').fill(prefix);
  await expect.poll(() => wizard.getByTestId('bates-preview').innerText(), { timeout: 15_000 }).toContain(`${prefix}000001`);
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
});
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
    await expect.poll(() => wizard.innerText(), { timeout: 10_000 }).toContain('Group IV TIFF, 300 dpi; colour pages as JPEG');
    await wizard.getByRole('button', { name: 'Create production' }).click();
    const progress = page.getByRole('dialog', { name: `TIFF production ${run}` });
    await expect.poll(() => progress.getByTestId('production-status').getAttribute('data-status'), { timeout: 180_000 }).toBe('completed');
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
  }, 300_000);

  it('shows the page image choice on a phone without sideways scrolling', async () => {
    const { page, wizard } = await toImagesStep(390, `TIFF phone ${run}`, `${PREFIX}P`.slice(0, 20));
    await wizard.getByRole('checkbox', { name: 'Colour pages as JPEG' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'production-tiff-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal scrolling at 390 px').toBeLessThanOrEqual(390);
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.close();
  }, 120_000);
});
