import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAt, newPage, saveScreenshot } from './support';

/**
 * Incoming productions on the shared server: a paralegal loads the other side's volume (a
 * pipe-delimited DAT in another platform's names, an OPT, page images and text) into the
 * Northwind matter, confirms the suggested field map, and sees the documents under their Bates
 * numbers, with the row the volume got wrong listed with its reason; at 1280 and 390 px wide.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const MATTER = 'Northwind Freight v. Castellan Logistics';
const PREFIX = `OPP${Date.now().toString(36).toUpperCase()}-`;
const bates = (n: number) => `${PREFIX}${String(n).padStart(4, '0')}`;

async function volume(): Promise<Buffer> {
  const zip = new JSZip();
  const header = ['BegDoc', 'EndDoc', 'BegAttach', 'Custodians', 'Email Subject', 'Text Path'];
  const rows = [
    [bates(1), bates(1), bates(1), 'Watson, Kim', 'Cold-chain capacity', `TEXT\\${bates(1)}.txt`],
    [bates(2), bates(2), bates(1), 'Watson, Kim', 'Capacity table', `TEXT\\${bates(2)}.txt`],
    [bates(3), bates(3), '', 'Watson, Kim', 'Missing text', `TEXT\\${bates(3)}.txt`],
  ];
  zip.file('OPP_VOL01/DATA/OPP_VOL01.dat', [header, ...rows].map((r) => r.join('|')).join('\r\n'));
  zip.file(`OPP_VOL01/TEXT/${bates(1)}.txt`, 'Castellan confirmed the cold-chain capacity allocation for October.');
  zip.file(`OPP_VOL01/TEXT/${bates(2)}.txt`, 'Lane, pallets\nNYC-BOS, 40');
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function openIncoming(width: number): Promise<Page> {
  const { page } = await newPage(browser, baseUrl);
  await page.setViewportSize({ width, height: 900 });
  await loginAt(page, 'paralegal', '/discovery?tab=incoming');
  // Lazy chunks take a while on a loaded 2-core machine; a screenshot says what showed instead.
  await page
    .getByRole('heading', { name: 'Discovery Documents', level: 1 })
    .waitFor({ timeout: 60_000 })
    .catch(async (err: unknown) => {
      await saveScreenshot(page, `incoming-open-failed-${width}`);
      throw err;
    });
  await page.getByTestId('case-selector-card').getByRole('button').click();
  const panel = page.getByRole('dialog', { name: 'Select an active case' });
  await panel.getByRole('textbox', { name: 'Search cases' }).fill('Northwind');
  await panel.getByRole('button', { name: new RegExp(`^${MATTER.replace(/[.]/g, '\\.')}`) }).first().click();
  await panel.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Incoming productions' }).waitFor({ timeout: 60_000 });
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('incoming productions', () => {
  it('uploads a volume, confirms the field map and shows the documents with their Bates numbers', async () => {
    const page = await openIncoming(1280);
    await page.getByTestId('incoming-volume-input').setInputFiles({ name: 'opp-vol01.zip', mimeType: 'application/zip', buffer: await volume() });
    const dialog = page.getByRole('dialog', { name: /Confirm the field map/ });
    await dialog.waitFor({ timeout: 60_000 });
    expect(await dialog.getByRole('combobox', { name: 'Field separator' }).innerText()).toContain('Pipe');
    expect(await dialog.getByRole('combobox', { name: 'BegDoc loads as' }).innerText()).toContain('Beginning Bates');
    expect(await dialog.getByRole('combobox', { name: 'Email Subject loads as' }).innerText()).toContain('Subject');
    await expect.poll(() => dialog.getByText('Cold-chain capacity').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'incoming-field-map-1280');
    await dialog.getByRole('button', { name: 'Load 3 rows' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row', { name: /opp-vol01\.zip/ }).first();
    await expect.poll(() => row.innerText(), { timeout: 60_000 }).toContain('Loaded');
    expect(await row.innerText()).toContain('2 documents · 1 row refused');
    await row.getByRole('button', { name: 'opp-vol01.zip' }).click();
    const detail = page.getByRole('dialog', { name: 'opp-vol01.zip' });
    await detail.getByRole('table', { name: 'Loaded documents' }).waitFor();
    const text = await detail.innerText();
    expect(text).toContain(bates(1));
    expect(text).toContain(bates(2));
    expect(text).toContain(`${bates(1)}.txt`);
    expect(text).toMatch(new RegExp(`Line 4 \\(${bates(3)}\\): The text file TEXT\\\\${bates(3)}\\.txt is missing from the volume\\.`));
    await saveScreenshot(page, 'incoming-loaded-1280');
    await page.close();

    const phone = await openIncoming(390);
    await phone.getByRole('row', { name: /opp-vol01\.zip/ }).first().getByRole('button', { name: 'opp-vol01.zip' }).click();
    await phone.getByRole('dialog', { name: 'opp-vol01.zip' }).getByRole('table', { name: 'Loaded documents' }).waitFor();
    await saveScreenshot(phone, 'incoming-loaded-390');
    await phone.getByRole('dialog', { name: 'opp-vol01.zip' }).getByRole('button', { name: 'Close' }).click();
    // The field map on a phone (the volume stays unconfirmed: "Later").
    await phone.getByTestId('incoming-volume-input').setInputFiles({ name: 'opp-vol01-again.zip', mimeType: 'application/zip', buffer: await volume() });
    const phoneMap = phone.getByRole('dialog', { name: /Confirm the field map/ });
    await phoneMap.waitFor();
    await saveScreenshot(phone, 'incoming-field-map-390');
    await phoneMap.getByRole('button', { name: 'Later' }).click();
    await phone.close();
  }, 240_000);
});
