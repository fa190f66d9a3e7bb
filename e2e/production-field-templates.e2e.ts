import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAt, newPage, saveScreenshot } from './support';

/**
 * A production with a field template, on the shared server: a paralegal makes a production of the
 * Northwind documents a search finds, saves a field template for the recipient in the wizard
 * (the default fields plus MD5HASH), makes the production with it and downloads the volume, whose
 * DAT carries exactly the template's fields; the wizard's load-file step at 1280 and 390 px wide.
 */
let browser: Browser;
let dir: string;
const baseUrl = inject('baseUrl');
const MATTER = 'Northwind Freight v. Castellan Logistics';
const run = Date.now().toString(36).toUpperCase();
const PREFIX = `FT${run}`.slice(0, 20);
const RECIPIENT = `Whitcombe & Ames LLP ${run}`;

async function openWizard(width: number): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { bypassCSP: true });
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
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(tmpdir(), 'field-template-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('production field templates', () => {
  it('saves a template for the recipient in the wizard and produces a DAT with exactly its fields', async () => {
    const page = await openWizard(1280);
    const wizard = page.getByRole('dialog', { name: 'New production' });
    await wizard.getByLabel('Name').fill(`Template production ${run}`);
    await wizard.getByLabel('Recipient').fill(RECIPIENT);
    await wizard.getByRole('radio', { name: 'Every document a search finds' }).check();
    await wizard.getByLabel('Search for').fill('notice of breach');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Bates prefix').fill(PREFIX);
    await expect.poll(() => wizard.getByTestId('bates-preview').innerText(), { timeout: 30_000 }).toContain(`${PREFIX}000001`);
    await wizard.getByRole('button', { name: 'Next' }).click();

    await wizard.getByRole('button', { name: 'New field template…' }).click();
    await wizard.getByLabel('Template name').fill('ESI protocol');
    const fields = wizard.getByRole('combobox', { name: 'Fields, in order' });
    await fields.fill('MD5HASH');
    await page.getByRole('option', { name: 'MD5HASH', exact: true }).click();
    await page.keyboard.press('Escape');
    await wizard.getByRole('button', { name: 'Save template' }).click();
    await expect.poll(() => wizard.getByLabel('Field template').innerText(), { timeout: 30_000 }).toContain(`ESI protocol — ${RECIPIENT}`);
    expect(await wizard.getByText(/SHA256, CONFIDENTIALITY, NATIVELINK, TEXTLINK, MD5HASH$/).count()).toBe(1);
    await saveScreenshot(page, 'production-field-template-desktop');

    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Create production' }).click();
    const progress = page.getByRole('dialog', { name: `Template production ${run}` });
    await expect.poll(() => progress.getByTestId('production-status').getAttribute('data-status'), { timeout: 90_000 }).toBe('completed');
    const [download] = await Promise.all([page.waitForEvent('download'), progress.getByRole('button', { name: /^Download/ }).click()]);
    const saved = path.join(dir, 'production.zip');
    await download.saveAs(saved);
    const zip = await JSZip.loadAsync(readFileSync(saved));
    const datText = await zip.file('VOL001/DATA/VOL001.dat')!.async('string');
    const [header, first] = datText.split('\r\n').map((line) => line.split('\u0014').map((v) => v.slice(1, -1)));
    expect(header!.at(-1)).toBe('MD5HASH');
    expect(header!.slice(0, 4)).toEqual(['BEGBATES', 'ENDBATES', 'BEGATTACH', 'ENDATTACH']);
    expect(first![0]).toBe(`${PREFIX}000001`);
    expect(first!.at(-1)).toMatch(/^[0-9a-f]{32}$/);
    await page.close();
  }, 240_000);

  it('shows the field template, blank pages and spreadsheet choices on a phone', async () => {
    const page = await openWizard(390);
    const wizard = page.getByRole('dialog', { name: 'New production' });
    await wizard.getByLabel('Name').fill(`Phone ${run}`);
    await wizard.getByLabel('Recipient').fill(`${RECIPIENT} phone`);
    await wizard.getByRole('radio', { name: 'Every document a search finds' }).check();
    await wizard.getByLabel('Search for').fill('notice of breach');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Bates prefix').fill(`${PREFIX}P`.slice(0, 20));
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'New field template…' }).click();
    await wizard.getByLabel('Template name').fill('Phone protocol');
    await wizard.getByRole('radio', { name: 'Slip sheet' }).check();
    await wizard.getByRole('checkbox', { name: /Image spreadsheets too/ }).check();
    await wizard.getByRole('button', { name: 'Save template' }).click();
    await expect.poll(() => wizard.getByLabel('Field template').innerText(), { timeout: 20_000 }).toContain('Phone protocol');
    await saveScreenshot(page, 'production-field-template-phone');
    await page.close();
  }, 300_000);
});
