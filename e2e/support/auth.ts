import type { Page } from 'playwright-core';
import type { Role } from '@app/contract';

/** Built-in demo credentials (the server's demo seed): `<role>@demo.example` / `demo-<role>`. */
export const demoCredentials = (role: Role) => ({ email: `${role}@demo.example`, password: `demo-${role}` });

/** Signs in through the real login form; resolves once the app has left /login. */
export async function loginWith(page: Page, email: string, password: string, { expectPath = /\/dashboard$/ }: { expectPath?: RegExp } = {}): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => expectPath.test(url.pathname + url.search));
}

export async function loginAs(page: Page, role: Role, options?: { expectPath?: RegExp }): Promise<void> {
  const { email, password } = demoCredentials(role);
  await loginWith(page, email, password, options);
}

/**
 * Opens `path` signed out and signs in through the form the route guard sends the visit to; the form
 * returns to `path`. One full page load and no dashboard, where signing in and then opening `path`
 * loads the login page, draws the dashboard (its insights computed on the server) and loads `path`
 * afresh: for a test about `path`, not about where sign-in lands. Resolves once the app is back on `path`.
 * `who`: a demo role, or the credentials of an account the test made.
 */
export async function loginAt(page: Page, who: Role | { email: string; password: string }, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/login');
  const { pathname } = new URL(path, 'http://app.invalid');
  const { email, password } = typeof who === 'string' ? demoCredentials(who) : who;
  await loginWith(page, email, password, { expectPath: new RegExp(`^${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|#|$)`) });
}

/** Signs out through the user menu, as a person would. */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/login$/);
}

/** The labels of the side navigation, in order. */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link').first().waitFor({ state: 'attached' });
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
}
