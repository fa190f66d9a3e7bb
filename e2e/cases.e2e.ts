import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  describeViolations,
  launchBrowser,
  loginAt,
  newPage,
  recordToasts,
  saveScreenshot,
  seriousAxeViolations,
  toastsSeen,
  type ViewportName,
} from './support';

/**
 * /cases (Case Management) end to end: an associate opens a matter with the court and attorney
 * type-ahead, finds it by search and raises its priority; a partner archives it (archiving is a
 * partner's right) and finds it again under "Show archived"; an administrator deletes it for good.
 * Every name is unique to this run (the specs share one demo-firm server) and sorts last ("Zephyr").
 * Paralegals being turned away from /cases is covered by deep-link.e2e.ts.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = Date.now().toString(36).slice(-6);
const CASE_NAME = `Zephyr Mills ${suffix} v. Harrow Foods`;

/** Signed in on /cases (with `query`): the sign-in form returns to it. */
async function openCases(role: 'associate' | 'partner' | 'admin', query = '', viewport: ViewportName = 'desktop'): Promise<Page> {
  const { context, page } = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
  if (viewport === 'desktop') await page.setViewportSize({ width: 1280, height: 900 });
  await recordToasts(context);
  await loginAt(page, role, `/cases${query}`);
  await page.getByRole('heading', { level: 1, name: 'Case Management' }).waitFor();
  return page;
}

async function expectNoSeriousAxe(page: Page) {
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const casesTable = (page: Page) => page.getByRole('table', { name: 'Cases' });
const caseLink = (scope: Page | Locator, name = CASE_NAME) => scope.getByRole('link', { name, exact: true });

async function expectToast(page: Page, text: string) {
  await expect.poll(async () => (await toastsSeen(page)).some((t) => t.includes(text)), { timeout: 30_000 }).toBe(true);
}

async function chooseAction(page: Page, action: string) {
  await page.getByRole('button', { name: `Actions for ${CASE_NAME}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('case management', () => {
  it('an associate creates a case with the court and attorney suggestions, finds it and raises its priority', async () => {
    const page = await openCases('associate');
    await page.getByRole('region', { name: 'Case statistics' }).getByText('Total cases').waitFor();

    await page.getByRole('button', { name: 'New Case' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Case' });
    await dialog.getByRole('textbox', { name: 'Case name' }).waitFor();
    // Keyboard users start typing the name at once.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 30_000 }).toBe('case-form-name');
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'cases-new-dialog-desktop');
    await expectNoSeriousAxe(page);

    // Nothing filled in: the contract's own messages, and nothing is sent.
    await dialog.getByRole('button', { name: 'Create case' }).click();
    await expect.poll(() => dialog.getByText('Required').count(), { timeout: 30_000 }).toBe(3);

    await dialog.getByRole('textbox', { name: 'Case name' }).fill(CASE_NAME);
    await dialog.getByRole('textbox', { name: 'Client name' }).fill(`Zephyr Mills ${suffix} Ltd.`);
    await dialog.getByRole('textbox', { name: 'Docket number' }).fill(`2:26-cv-${suffix}`);
    await dialog.getByRole('combobox', { name: 'Case type' }).fill('Employ');
    await page.getByRole('option', { name: 'Employment', exact: true }).click();

    // The courts already used on the associate's matters are offered; pick the first.
    const court = dialog.getByRole('combobox', { name: 'Court' });
    await court.click();
    const firstCourt = page.getByRole('option').first();
    await firstCourt.waitFor();
    const courtName = (await firstCourt.innerText()).trim();
    await firstCourt.click();
    expect(await court.inputValue()).toBe(courtName);

    // The firm's lawyers are offered as attorneys, by prefix.
    const attorney = dialog.getByRole('combobox', { name: 'Responsible attorney' });
    await attorney.fill('Priya');
    await page.getByRole('option', { name: 'Priya Natarajan' }).click();
    expect(await attorney.inputValue()).toBe('Priya Natarajan');

    await dialog.getByRole('combobox', { name: 'Tags' }).fill('wage and hour,');
    await dialog.getByRole('button', { name: 'wage and hour' }).waitFor();
    await page.keyboard.press('Escape'); // closes the tag suggestions, not the dialog
    await dialog.getByRole('button', { name: 'Add party' }).click();
    await dialog.getByRole('group', { name: 'Party 1' }).getByRole('textbox', { name: 'Party name' }).fill('Harrow Foods Inc.');
    await dialog.getByRole('group', { name: 'Party 1' }).getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Defendant' }).click();
    await dialog.getByRole('button', { name: 'Create case' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, `Case “${CASE_NAME}” created`);
    const banner = page.getByRole('alert').filter({ hasText: `“${CASE_NAME}” is ready` });
    expect(await banner.getByRole('link', { name: 'Open case' }).getAttribute('href')).toMatch(/^\/cases\/[0-9a-f-]{36}$/);

    // Search finds it (and only it); the filter lives in the URL.
    await page.getByRole('searchbox', { name: 'Search cases' }).fill(suffix);
    await page.getByText('1 case matches').waitFor();
    await page.waitForURL(new RegExp(`[?&]q=${suffix}`));
    const row = casesTable(page).getByRole('row').filter({ has: caseLink(page) });
    expect(await row.innerText()).toContain(`Zephyr Mills ${suffix} Ltd.`);
    expect(await row.innerText()).toContain('Medium priority');
    await saveScreenshot(page, 'cases-list-desktop');
    await expectNoSeriousAxe(page);

    // Archiving is for partners and above: the associate is not offered it.
    await page.getByRole('button', { name: `Actions for ${CASE_NAME}` }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Open', 'Edit']);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Case' });
    expect(await edit.getByRole('textbox', { name: 'Case name' }).inputValue()).toBe(CASE_NAME);
    expect(await edit.getByRole('combobox', { name: 'Responsible attorney' }).inputValue()).toBe('Priya Natarajan');
    expect(await edit.getByRole('combobox', { name: 'Court' }).inputValue()).toBe(courtName);
    expect(await edit.getByRole('group', { name: 'Party 1' }).getByRole('textbox', { name: 'Party name' }).inputValue()).toBe('Harrow Foods Inc.');
    expect(await edit.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    await edit.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'Critical' }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expectToast(page, `Case “${CASE_NAME}” updated`);
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain('Critical priority');

    // The name opens the case page.
    await caseLink(casesTable(page)).click();
    await page.waitForURL(/\/cases\/[0-9a-f-]{36}$/);
    await page.context().close();
  });

  it('a partner archives it: it leaves the list and comes back with Show archived', async () => {
    const page = await openCases('partner', `?q=${suffix}`);
    await caseLink(casesTable(page)).waitFor();
    await chooseAction(page, 'Archive');
    const confirm = page.getByRole('dialog', { name: 'Archive this case?' });
    expect(await confirm.innerText()).toContain('can be found again with “Show archived”');
    await confirm.getByRole('button', { name: 'Archive case' }).click();
    await expectToast(page, `Case “${CASE_NAME}” archived`);
    await page.getByText('No cases found').waitFor();

    await page.getByRole('switch', { name: 'Show archived' }).check();
    await caseLink(casesTable(page)).waitFor();
    const row = casesTable(page).getByRole('row').filter({ has: caseLink(page) });
    expect(await row.innerText()).toContain('Archived');
    expect(await row.innerText()).toContain('Closed');
    await page.context().close();
  });

  it('an administrator deletes it permanently after a warning that says so', async () => {
    const page = await openCases('admin', `?q=${suffix}&archived=1`);
    await caseLink(casesTable(page)).waitFor();
    await chooseAction(page, 'Delete permanently');
    const confirm = page.getByRole('dialog', { name: 'Delete this case permanently?' });
    const warning = await confirm.innerText();
    expect(warning).toContain('This cannot be undone.');
    expect(warning).toContain('recorded in the audit trail');
    await confirm.getByRole('button', { name: 'Delete permanently' }).click();
    await expectToast(page, `Case “${CASE_NAME}” permanently deleted`);
    await page.getByText('No cases found').waitFor();
    await page.context().close();
  });
});

describe('case management at phone width', () => {
  it('shows cards instead of the table, and the dialog full screen', async () => {
    const page = await openCases('partner', '', 'phone');
    const list = page.getByRole('list', { name: 'Cases' });
    await list.getByRole('heading').first().waitFor();
    expect(await casesTable(page).count()).toBe(0);
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'cases-list-phone');
    await expectNoSeriousAxe(page);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Status' }).waitFor();
    await saveScreenshot(page, 'cases-filters-phone');

    await page.getByRole('button', { name: 'New Case' }).click();
    await page.getByRole('dialog', { name: 'New Case' }).getByRole('textbox', { name: 'Case name' }).waitFor();
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'cases-new-dialog-phone');
    await expectNoSeriousAxe(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  it('desktop: the full list as a partner, for a screenshot and an axe scan', async () => {
    const page = await openCases('partner');
    await casesTable(page).getByRole('link').first().waitFor();
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'cases-list-partner-desktop');
    await expectNoSeriousAxe(page);
    await page.context().close();
  });
});
