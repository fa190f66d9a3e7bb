import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Role } from '@app/contract';
import { describeViolations, launchBrowser, loginAs, loginAt, newPage, saveScreenshot, screenshotsSaved, seriousAxeViolations, type ViewportName } from './support';

/**
 * The signed-in screens beyond their first view (pages-a11y-screenshots covers that): each tab,
 * dialog, drawer and role-dependent variant gets an axe scan and a screenshot at desktop and phone
 * width; then the behaviours a person relies on (live accessibility modes, the person card from a
 * link, audit filters, export rights, system refresh).
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
/** Firefox on Windows: a device no other test signs in from. */
const OTHER_DEVICE_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface ScreenState {
  name: string;
  as: Role;
  path: string;
  /** Visible once the state has rendered (not just its spinner). */
  ready: (page: Page) => Promise<void>;
  /** Extra steps to reach the state (open a dialog, a drawer). */
  open?: (page: Page) => Promise<void>;
}

const text = (t: string) => (page: Page) => page.getByText(t, { exact: false }).first().waitFor();

const STATES: ScreenState[] = [
  { name: 'dashboard-viewer', as: 'viewer', path: '/dashboard', ready: text('Needs a more senior role') },
  { name: 'dashboard-associate', as: 'associate', path: '/dashboard', ready: text('Open audit trail') },
  { name: 'settings-profile', as: 'admin', path: '/settings', ready: text('How colleagues see you') },
  { name: 'settings-preferences', as: 'admin', path: '/settings?tab=preferences', ready: (p) => p.getByLabel('Time zone').waitFor() },
  { name: 'settings-notifications', as: 'admin', path: '/settings?tab=notifications', ready: text('E-mail me about') },
  { name: 'settings-security', as: 'admin', path: '/settings?tab=security', ready: text('Devices signed in to your account') },
  { name: 'organization-partner', as: 'partner', path: '/organization', ready: text('Only an Administrator can change') },
  {
    name: 'organization-invite-dialog',
    as: 'admin',
    path: '/organization',
    ready: (p) => p.getByRole('dialog', { name: 'Invite a team member' }).waitFor(),
    open: (p) => p.getByRole('button', { name: 'Invite user' }).click(),
  },
  { name: 'team-associate', as: 'associate', path: '/team', ready: text('members') },
  {
    name: 'team-person-card',
    as: 'partner',
    path: '/team',
    ready: text('Member since'),
    open: (p) => p.getByRole('link', { name: /^Priya Natarajan/ }).click(),
  },
  { name: 'audit-associate', as: 'associate', path: '/audit', ready: text('Audit trail intact') },
  // The whole system page: queues, models, documents, routes, errors and the log ring.
  { name: 'system-status', as: 'admin', path: '/admin/system', ready: (p) => p.getByRole('list', { name: 'Recent log lines' }).waitFor() },
  { name: 'audit-statistics', as: 'admin', path: '/audit?view=statistics', ready: text('Events by action (top 10)') },
  {
    name: 'audit-detail-drawer',
    as: 'admin',
    path: '/audit',
    ready: text('Client metadata'),
    open: async (p) => {
      await p.getByRole('table', { name: 'Audit events' }).or(p.getByRole('list', { name: 'Audit events' })).first().waitFor();
      const row = p.getByRole('row', { name: /open details$/ }).or(p.getByRole('list', { name: 'Audit events' }).getByRole('button'));
      await row.first().click();
    },
  },
];

for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
  describe(`signed-in screen states at ${viewport} width`, () => {
    const sessions = new Map<Role, Page>();
    /** The role's page (one sign-in per role and width), opened at `path`: the first visit signs in on the way. */
    async function pageAt(role: Role, path: string): Promise<Page> {
      const existing = sessions.get(role);
      if (existing) {
        await existing.goto(path);
        return existing;
      }
      const { page } = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
      await loginAt(page, role, path);
      sessions.set(role, page);
      return page;
    }
    afterAll(async () => {
      for (const page of sessions.values()) await page.context().close();
    });

    for (const state of STATES) {
      it(`${state.name} has no serious or critical axe violation`, async () => {
        const page = await pageAt(state.as, state.path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await state.open?.(page);
        await state.ready(page);
        await page.waitForLoadState('networkidle');
        // Let toasts finish appearing so screenshots are stable (nothing to steady when none is saved).
        if (screenshotsSaved) await page.waitForTimeout(300);
        await saveScreenshot(page, `${state.name}-${viewport}`);
        const violations = await seriousAxeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      });
    }
  });
}

describe('settings', () => {
  it('applies high contrast and reduced motion at once and keeps them after a reload', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAt(page, 'paralegal', '/settings?tab=preferences');
    await page.getByLabel('High contrast').waitFor();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await background();
    await page.getByLabel('High contrast').check();
    await page.getByText('High contrast saved').waitFor();
    expect(await background()).toBe('rgb(255, 255, 255)');
    expect(before).not.toBe('rgb(255, 255, 255)');
    await saveScreenshot(page, 'settings-high-contrast-desktop');
    // The test browser asks for reduced motion, so the switch follows the OS and starts on.
    expect(await page.getByLabel('Reduced motion').isChecked()).toBe(true);
    await page.getByLabel('Reduced motion').uncheck();
    await page.getByText('Reduced motion saved').waitFor();

    await page.reload();
    await page.getByLabel('High contrast').waitFor();
    expect(await page.getByLabel('High contrast').isChecked()).toBe(true);
    expect(await page.getByLabel('Reduced motion').isChecked()).toBe(false);
    expect(await background()).toBe('rgb(255, 255, 255)');

    // Back to normal for anyone signing in as this demo role later.
    await page.getByLabel('High contrast').uncheck();
    await page.getByText('High contrast saved').first().waitFor();
    expect(await background()).toBe(before);
    await context.close();
  });

  it('updates the profile and says so with a toast', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAt(page, 'viewer', '/settings');
    const title = page.getByLabel('Job title');
    const original = await title.inputValue();
    await title.fill(`${original} (updated)`);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await title.fill(original);
    const save = page.getByRole('button', { name: 'Save profile' });
    await save.click();
    // Saved: the form holds the stored values again, so there is nothing left to save.
    await expect.poll(() => save.isDisabled(), { timeout: 30_000 }).toBe(true);
    expect(await title.inputValue()).toBe(original);

    // An empty name is refused before anything is sent.
    await page.getByLabel('Full name').fill('   ');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Required').waitFor();
    await context.close();
  });

  it('lists this device among the active sessions and signs another one out', async () => {
    // Other test files sign in as the same demo associate at the same time, so the list's length is
    // not ours to count: the second device carries a browser no other test uses, and that is the
    // session signed out.
    const other = await newPage(browser, baseUrl, { userAgent: OTHER_DEVICE_AGENT });
    await loginAs(other.page, 'associate');
    const { context, page } = await newPage(browser, baseUrl);
    await loginAt(page, 'associate', '/settings?tab=security');
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await sessions.getByText('This device').waitFor();
    const signOutOther = sessions.getByRole('button', { name: 'Sign out Firefox on Windows' });
    expect(await signOutOther.count()).toBe(1);
    await signOutOther.click();
    await page.getByRole('dialog', { name: 'Sign out this session?' }).getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Signed out of Firefox on Windows').waitFor();
    await expect.poll(() => signOutOther.count(), { timeout: 30_000 }).toBe(0);
    await sessions.getByText('This device').waitFor();
    // The device signed out is asked to sign in again.
    await other.page.goto('/settings');
    await other.page.waitForURL(/\/login/);
    await other.context.close();
    await context.close();
  });
});

describe('team', () => {
  it('opens the person card from ?person= and searches the directory', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAt(page, 'associate', '/team');
    await page.getByRole('link', { name: /^Marcus Okafor/ }).click();
    await page.waitForURL(/\/team\?person=[0-9a-f-]{36}$/);
    const link = page.url();
    // The same link opened afresh shows the same card.
    await page.goto('/dashboard');
    await page.goto(link);
    const card = page.getByRole('dialog', { name: 'Marcus Okafor' });
    await card.getByText('Member since').waitFor();
    expect(await card.innerText()).toContain('paralegal@demo.example');
    // An associate cannot change roles, so the card offers no such button.
    expect(await card.getByRole('button', { name: 'Change role' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/team$/);

    // Search by surname: other specs add people (e.g. an invited paralegal) to the shared demo firm.
    await page.getByLabel('Search by name, e-mail or title').fill('Okafor');
    await page.getByText('1 member matching “Okafor”').waitFor();
    // (Polled: under a loaded CI machine the count was once read in the same instant the status changed.)
    await expect.poll(() => page.getByRole('list', { name: 'Team members' }).getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Search by name, e-mail or title').fill('nobody-by-this-name');
    await page.getByText('No one matches', { exact: false }).waitFor();
    // No invite button below partner.
    expect(await page.getByRole('button', { name: 'Invite member' }).count()).toBe(0);
    await context.close();
  });
});

describe('audit', () => {
  it('filters the table, opens an event and exports CSV for partners', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAt(page, 'partner', '/audit');
    const table = page.getByRole('table', { name: 'Audit events' });
    await table.waitFor();
    await page.getByText('Audit trail intact', { exact: false }).waitFor();

    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Login', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/action=login/);
    await expect
      .poll(
        async () => {
          const actions = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
          return actions.length > 0 && actions.every((a) => a === 'Login');
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    await table.locator('tbody tr').first().click();
    const drawer = page.getByRole('dialog', { name: 'Login' });
    await drawer.getByText('Client metadata').waitFor();
    expect(await drawer.innerText()).toContain('Sequence in chain');
    await drawer.getByRole('button', { name: 'Close details' }).click();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /^CSV/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.getByText('Audit trail exported as CSV').waitFor();
    await context.close();
  });

  it('hides the export below partner', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAt(page, 'associate', '/audit');
    await page.getByRole('table', { name: 'Audit events' }).waitFor();
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await context.close();
  });
});

describe('system status', () => {
  it('shows version, dependencies and metrics and refreshes by itself', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAt(page, 'admin', '/admin/system');
    await page.getByText('All systems operational.').waitFor();
    for (const dep of ['Database', 'File storage', 'Job queue']) {
      expect(await page.getByRole('article', { name: dep }).innerText()).toContain('Ready');
    }
    // The e2e server runs without CLAMAV_URL: the scanner is reported, not failed.
    expect(await page.getByRole('article', { name: 'Malware scanner' }).innerText()).toContain('Not configured');
    await page.getByText('Latency p95').waitFor();
    const requests = page.getByText('Requests served').locator('..');
    const first = await requests.innerText();
    // The page polls every 10 s; the request count includes the page's own polling.
    await expect.poll(() => requests.innerText(), { timeout: 25_000, interval: 1_000 }).not.toBe(first);
    await context.close();
  });
  it('charts queues and API routes, filters the recent logs and resets the counters', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAt(page, 'admin', '/admin/system');
    for (const section of ['Queues', 'Language models', 'Documents', 'API routes', 'Errors', 'Recent logs']) {
      await page.getByRole('region', { name: section }).or(page.locator(`section[aria-label="${section}"]`)).first().waitFor();
    }
    // Every queue pg-boss knows is listed, idle ones with zeros.
    const queues = page.getByRole('table', { name: 'Queues' });
    await queues.getByRole('row', { name: /document\.process/ }).waitFor();
    await queues.getByRole('row', { name: /email\.send/ }).waitFor();
    // Reset, then the table fills again with the routes called since: the page's own polling, and
    // whatever the specs running beside this one (the e2e server is shared) ask for — so any route
    // with its method may be the busiest; each row reads as one.
    await page.getByRole('button', { name: 'Reset counters' }).click();
    const dialog = page.getByRole('dialog', { name: "Reset the server's counters?" });
    await dialog.getByRole('button', { name: 'Reset counters' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const routes = page.getByRole('table', { name: 'API routes' });
    await routes.getByRole('row', { name: /(GET|POST|PUT|PATCH|DELETE) \/\S+/ }).first().waitFor({ timeout: 30_000 });
    // Text filter: only lines containing it (the server filters; the request lines name their route).
    const logs = page.getByRole('list', { name: 'Recent log lines' });
    await logs.waitFor();
    await page.getByLabel('Contains').fill('/metrics/llm');
    await expect.poll(async () => {
      const items = await logs.getByRole('listitem').allInnerTexts();
      return items.length > 0 && items.every((t) => t.includes('/metrics/llm'));
    }, { timeout: 30_000 }).toBe(true);
    await saveScreenshot(page, 'system-logs-filtered-desktop');
    await page.getByText('No errors since the counters started.').or(page.getByText(/errors in \d+ groups/)).first().waitFor();
    await context.close();
  });
});
