import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './server';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'artifacts/screenshots');

/**
 * Screenshots are for a person to open: a local `npm test` saves them. E2E_SCREENSHOTS=0 (set by
 * .ci/run, whose clean clone is thrown away with its artifacts) skips them: the 151 full-page
 * captures cost about 0.6 CPU-seconds each on the 2-core machine, where the e2e stage is CPU-bound.
 * No assertion reads a screenshot, so the tests check the same things either way.
 */
export const screenshotsSaved = process.env.E2E_SCREENSHOTS !== '0';

/** Saves a full-page screenshot to artifacts/screenshots/<name>.png (git-ignored); the file's path, or null when skipped. */
export async function saveScreenshot(page: Page, name: string): Promise<string | null> {
  if (!screenshotsSaved) return null;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
