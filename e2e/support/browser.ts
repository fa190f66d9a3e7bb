import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The system Chromium (apt-get install chromium); playwright-core never downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface PageOptions {
  viewport?: ViewportName;
  /** axe-core is injected as an inline script, which the server's CSP (rightly) forbids. */
  bypassCSP?: boolean;
  /** Another browser's user agent, so a test can tell its second device from every other session. */
  userAgent?: string;
}

/** A fresh context (own storage, so own session) and page pointed at the server. */
export async function newPage(browser: Browser, baseUrl: string, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const viewport = VIEWPORTS[options.viewport ?? 'desktop'];
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    isMobile: options.viewport === 'phone',
    hasTouch: options.viewport === 'phone',
    bypassCSP: options.bypassCSP ?? false,
    reducedMotion: 'reduce',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  // CI runs two test files at a time against one server on two cores, beside its own document jobs:
  // a step that waits on the server gets longer than a quiet machine would need.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  // Surface the app's own errors in the test output.
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
}
