import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESSING_LIMITS } from '@app/contract';
import { fairPriority } from './enqueue.js';
import { assertWithinLimits, withTimeLimit } from './limits.js';
import { ProcessingError } from './failures.js';

describe('the order documents are read in', () => {
  it("puts a newcomer's first document before a busy firm's backlog, and never overtakes a document forever", () => {
    const t0 = Date.UTC(2026, 5, 1, 9);
    const busyFirmLast = fairPriority(t0, 9_999); // the last of 10,000 queued at once
    const newcomerAnHourLater = fairPriority(t0 + 3_600_000, 0);
    expect(newcomerAnHourLater).toBeGreaterThan(busyFirmLast); // higher priority: claimed first
    // The busy firm's second document (one minute's turn) still goes before a newcomer an hour later.
    expect(fairPriority(t0, 1)).toBeGreaterThan(newcomerAnHourLater);
    expect(Number.isInteger(busyFirmLast) && busyFirmLast > -(2 ** 31)).toBe(true);
  });
});

describe('document limits', () => {
  it('counts pages, OCR pages and text of any reader', () => {
    const limits = { ...DEFAULT_PROCESSING_LIMITS, max_pages: 2, max_ocr_pages: 1, max_text_mb: 1 };
    expect(() => assertWithinLimits([{ pageNumber: 1, text: 'a' }, { pageNumber: 2, text: 'b' }], limits)).not.toThrow();
    expect(() => assertWithinLimits([1, 2, 3].map((n) => ({ pageNumber: n, text: '' })), limits)).toThrow('This document has 3 pages');
    expect(() => assertWithinLimits([1, 2].map((n) => ({ pageNumber: n, text: 'x', ocr: true })), limits)).toThrow('more than 1 scanned pages');
    expect(() => assertWithinLimits([{ pageNumber: 1, text: 'é'.repeat(600_000) }], limits)).toThrow('more than 1 MB of text'); // 1.2 MB in UTF-8
  });

  it('fails work past its time, at once, with the reason', async () => {
    const started = Date.now();
    let signalled = false;
    const never = (signal: AbortSignal) =>
      new Promise<never>(() => signal.addEventListener('abort', () => (signalled = true)));
    const limited = withTimeLimit(0.05, never);
    await expect(limited).rejects.toBeInstanceOf(ProcessingError);
    expect(signalled).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(withTimeLimit(1, async () => 'done')).resolves.toBe('done');
  });
});
