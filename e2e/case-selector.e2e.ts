import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { describeViolations, launchBrowser, loginAs, newPage, saveScreenshot, seriousAxeViolations, type ViewportName } from './support';

/**
 * Case selector, as the associate (who sees only assigned matters). Relies only on the
 * seeded matters assigned to the associate: Northwind Freight v. Castellan Logistics, Rivera v.
 * Harbor Hotels Group and Okafor v. Metro Transit Authority. Other specs may add matters, so
 * orders are checked at the head of the list, where starred and recent cases sit.
 */
const NORTHWIND = 'Northwind Freight v. Castellan Logistics';
const RIVERA = 'Rivera v. Harbor Hotels Group';
const OKAFOR = 'Okafor v. Metro Transit Authority';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(viewport: ViewportName): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
  // The brief's desktop width: large enough for the top bar's compact selector (MUI lg, 1200).
  if (viewport === 'desktop') await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'associate');
  return page;
}

const compact = (page: Page) => page.getByRole('combobox', { name: 'Active case' });
const card = (page: Page) => page.getByTestId('case-selector-card').getByRole('button');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Select an active case' });
const row = (scope: Locator, name: string) => scope.getByRole('button', { name: new RegExp(`^${name.replace(/[.]/g, '\\.')}`) });

async function pickInCompact(page: Page, search: string, name: string) {
  await compact(page).click();
  await compact(page).fill(search);
  await page.getByRole('option', { name: new RegExp(`^${name.replace(/[.]/g, '\\.')}`) }).click();
  await expect.poll(() => compact(page).inputValue()).toBe(name);
}

async function compactOptionNames(page: Page): Promise<string[]> {
  await compact(page).click();
  await page.getByRole('option').first().waitFor();
  const names = await page.getByRole('option').evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent?.replace(', starred', '') ?? ''));
  return names;
}

async function expectNoSeriousAxe(page: Page) {
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('compact selector in the top bar', () => {
  it('picks a case, keeps recents in recent order and puts a starred case first', async () => {
    const page = await signedIn('desktop');
    await expect.poll(() => compact(page).getAttribute('placeholder')).toBe('Select an active case...');

    await pickInCompact(page, 'okafor', OKAFOR);
    // The dashboard card follows a selection made elsewhere.
    await expect.poll(() => card(page).innerText()).toContain(OKAFOR);
    await pickInCompact(page, 'MID-L', RIVERA); // by docket number

    // Recently used, most recent first, ahead of the alphabetical rest.
    expect((await compactOptionNames(page)).slice(0, 2)).toEqual([RIVERA, OKAFOR]);
    await expectNoSeriousAxe(page);
    await saveScreenshot(page, 'case-selector-compact-open-desktop');

    // The star on an option stars without selecting; the starred case moves to the top.
    await page.getByRole('option', { name: new RegExp(`^${NORTHWIND}`) }).getByTitle('Star', { exact: true }).click();
    await expect.poll(async () => (await compactOptionNames(page)).slice(0, 3)).toEqual([NORTHWIND, RIVERA, OKAFOR]);
    expect(await compact(page).inputValue()).toBe(RIVERA);
    await page.keyboard.press('Escape');

    // Keyboard path: the button beside the field stars the selected case.
    const starSelected = page.getByRole('button', { name: `Star ${RIVERA}` });
    expect(await starSelected.getAttribute('aria-pressed')).toBe('false');
    await starSelected.click();
    await expect.poll(() => starSelected.getAttribute('aria-pressed')).toBe('true');
    // Both starred: among starred cases recent order still applies.
    expect((await compactOptionNames(page)).slice(0, 3)).toEqual([RIVERA, NORTHWIND, OKAFOR]);
    await page.keyboard.press('Escape');

    // The full card shares the same favorites.
    await card(page).click();
    await expect.poll(() => row(panel(page), `Star ${RIVERA}`).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });
});

describe('full card on the dashboard', () => {
  it('finds a matter by attorney and by opposing party in typeahead mode, selects it and clears', async () => {
    const page = await signedIn('desktop');
    await expect.poll(() => card(page).innerText()).toContain('No case selected');
    expect(await card(page).innerText()).toContain('Click to select an active case');
    await card(page).click();
    const dialog = panel(page);
    await row(dialog, NORTHWIND).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Search cases' }).getAttribute('placeholder')).toBe('Search cases...');

    // Dropdown mode does not search attorneys.
    await dialog.getByRole('textbox', { name: 'Search cases' }).fill('Natarajan');
    await dialog.getByText('No cases match your search').waitFor();

    await dialog.getByRole('button', { name: 'Search all fields' }).click();
    const typeahead = dialog.getByRole('textbox', { name: 'Type to search cases' });
    expect(await typeahead.getAttribute('placeholder')).toBe('Type to search cases...');
    await typeahead.fill('Natarajan');
    await row(dialog, RIVERA).waitFor();
    await row(dialog, OKAFOR).waitFor();
    expect(await row(dialog, NORTHWIND).count()).toBe(0);
    expect(await dialog.getByText('Attorney: Priya Natarajan').count()).toBeGreaterThanOrEqual(2);

    await typeahead.fill('Castellan Logistics LLC');
    await dialog.getByText('Opposing party: Castellan Logistics LLC').waitFor();
    await typeahead.fill('no such party anywhere');
    await dialog.getByText('No cases found matching your search').waitFor();

    await typeahead.fill('natarajan');
    await row(dialog, OKAFOR).click();
    await dialog.waitFor({ state: 'hidden' });
    const face = await card(page).innerText();
    for (const text of [OKAFOR, 'Grace Okafor', 'Personal Injury', 'Active', 'Medium priority', 'Docket 2024-CV-33817']) expect(face).toContain(text);
    await expect.poll(() => compact(page).inputValue()).toBe(OKAFOR);

    await card(page).click();
    await dialog.getByRole('button', { name: 'Clear selection' }).click();
    await expect.poll(() => card(page).innerText()).toContain('No case selected');
    await expect.poll(() => compact(page).inputValue()).toBe('');
    await page.context().close();
  });

  it('New Case asks before going to case management', async () => {
    const page = await signedIn('desktop');
    await card(page).click();
    await panel(page).getByRole('button', { name: 'New Case' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Case' });
    await dialog.waitFor();
    await expectNoSeriousAxe(page);
    await saveScreenshot(page, 'case-selector-create-dialog-desktop');
    await dialog.getByRole('button', { name: 'Go to Case Management' }).click();
    await page.waitForURL(/\/cases$/);
    await page.context().close();
  });

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`looks right and has no serious axe violation at ${viewport} width`, async () => {
      const page = await signedIn(viewport);
      await card(page).click();
      await row(panel(page), RIVERA).click();
      await panel(page).waitFor({ state: 'hidden' });
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxe(page);
      await saveScreenshot(page, `case-selector-dashboard-${viewport}`);

      await card(page).click();
      await row(panel(page), NORTHWIND).waitFor();
      const box = await panel(page).boundingBox();
      const width = viewport === 'phone' ? 390 - 32 : 400;
      expect(box?.width).toBe(width);
      expect(box?.height ?? 0).toBeLessThanOrEqual(500);
      await expectNoSeriousAxe(page);
      await saveScreenshot(page, `case-selector-popover-${viewport}`);
      await page.context().close();
    });
  }
});
