import type { BrowserContext, Page } from 'playwright-core';

/**
 * Toasts disappear after a few seconds, sometimes before a test looks. This records the
 * text of every toast the page shows, from the first navigation on, into `window.__toasts`.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const scan = () => {
      for (const el of document.querySelectorAll('[data-sonner-toast]')) {
        const text = (el as HTMLElement).innerText.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}
