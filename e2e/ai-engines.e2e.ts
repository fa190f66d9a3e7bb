import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAt, newPage, saveScreenshot } from './support';

/** The system page's "AI and search engines" card on the demo server (offline engines, PGlite with pgvector). */
let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('AI and search engines on the system page', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`names the offline engines and the vector index (${viewport})`, async () => {
      const { context, page } = await newPage(browser, baseUrl, { viewport });
      await loginAt(page, 'admin', '/admin/system');
      const section = page.getByRole('region', { name: 'AI and search engines' });
      const embeddings = section.getByRole('article', { name: 'Semantic search embeddings' });
      await embeddings.getByText('local-hash-v1', { exact: false }).waitFor();
      expect(await embeddings.innerText()).toContain('pgvector');
      expect(await embeddings.innerText()).toContain('not synonyms');
      expect(await section.getByRole('article', { name: 'Language model' }).innerText()).toContain('Local (offline)');
      // The demo corpus is embedded in the background after start-up.
      await expect.poll(async () => embeddings.innerText(), { timeout: 60_000, interval: 2_000 }).toMatch(/[1-9][\d,]* passages embedded, none waiting/);
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `system-ai-engines-${viewport}`);
      await context.close();
    });
  }
});
