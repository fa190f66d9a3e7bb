import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, launchBrowser, loginAs, newPage, recordToasts, saveScreenshot, seriousAxeViolations, type ViewportName } from './support';

/**
 * Matter intake with its conflict check, end to end on the demo firm: a partner names the parties
 * of a new matter whose client is the adverse party of Northwind v. Castellan and whose adversary
 * is our client Northwind; the check shows both hits beside their matter; the matter opens
 * 'pending'; a waiver without an approver is refused beside the fields; a waiver with the client's
 * consent and the administrator's approval clears it; the case's Parties tab then shows the check,
 * the decision and the parties. The same intake at phone width fits the screen.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const run = Date.now().toString(36).slice(-6);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(viewport: ViewportName): Promise<Page> {
  const { context, page } = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
  if (viewport === 'desktop') await page.setViewportSize({ width: 1280, height: 900 });
  await recordToasts(context);
  await loginAs(page, 'partner');
  return page;
}

async function expectNoSeriousAxe(page: Page) {
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function fillIntake(page: Page, matter: string) {
  await page.goto('/intake');
  await page.getByRole('heading', { level: 1, name: 'New matter intake' }).waitFor({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Matter name' }).fill(matter);
  await page.getByRole('textbox', { name: 'Case type' }).fill('Breach of Contract');
  await page.getByRole('textbox', { name: 'Party 1 name' }).fill('Castellan Logistics, L.L.C.');
  await page.getByRole('textbox', { name: 'Party 2 name' }).fill('Northwind Freight');
  await page.getByRole('button', { name: 'Check conflicts' }).click();
  const hits = page.getByRole('list', { name: 'Conflict check hits' });
  await hits.getByText('Northwind Freight v. Castellan Logistics').first().waitFor({ timeout: 30_000 });
  return hits;
}

describe('matter intake and clearance', () => {
  it('checks the parties, opens the matter pending, and clears it with an approved waiver (desktop)', async () => {
    const page = await signedIn('desktop');
    const matter = `Castellan ${run} v. Northwind`;
    const hits = await fillIntake(page, matter);
    // The shared e2e server's other files open Northwind matters too: each is a hit of its own.
    await hits.getByText('Our client Northwind Freight Inc. is the adverse party here').first().waitFor();
    await hits.getByText('An adverse party Castellan Logistics LLC is our client here').first().waitFor();
    expect(await hits.getByText('Conflict', { exact: true }).count()).toBeGreaterThanOrEqual(2);
    await saveScreenshot(page, 'conflicts-intake-hits-desktop');
    await expectNoSeriousAxe(page);

    await page.getByRole('button', { name: 'Open matter' }).click();
    await page.getByText('Conflict check pending').waitFor({ timeout: 30_000 });
    const form = page.getByRole('form', { name: 'Record clearance' });
    await form.getByRole('radio', { name: /^Waived/ }).check();
    await form.getByRole('button', { name: 'Record clearance' }).click();
    await form.getByText('A waiver needs an approving partner or administrator').waitFor();
    await form.getByText("A waiver needs the client's informed consent").waitFor();
    await saveScreenshot(page, 'conflicts-intake-waiver-errors-desktop');

    await form.getByRole('checkbox', { name: 'The clients gave informed consent in writing' }).check();
    await form.getByRole('combobox', { name: 'Approved by' }).click();
    await page.getByRole('option', { name: /\(admin\)/ }).click();
    await form.getByRole('button', { name: 'Record clearance' }).click();
    await page.getByText('Clearance recorded: waived.').waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'conflicts-intake-cleared-desktop');

    await page.getByRole('link', { name: `Open ${matter}` }).click();
    await page.getByRole('heading', { level: 1, name: matter }).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Parties' }).click();
    await page.getByRole('heading', { name: 'Conflict check' }).waitFor({ timeout: 30_000 });
    await page.getByText('Waived', { exact: true }).first().waitFor();
    const parties = page.getByRole('list', { name: 'Parties and roles' });
    await parties.getByText('Castellan Logistics, L.L.C.').waitFor();
    expect(await parties.getByText('Organisation', { exact: true }).count()).toBe(2);
    await parties.getByText('Northwind Freight').waitFor();
    await page.getByText(/Waived by .*approved by .* with client consent/).waitFor();
    await saveScreenshot(page, 'conflicts-case-parties-desktop');
    await expectNoSeriousAxe(page);
  }, 240_000);

  it('fits a phone: the hits stack, nothing scrolls sideways', async () => {
    const page = await signedIn('phone');
    await fillIntake(page, `Phone intake ${run}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal scrolling at 390 px').toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'conflicts-intake-hits-phone');
    await expectNoSeriousAxe(page);
  }, 180_000);
});
