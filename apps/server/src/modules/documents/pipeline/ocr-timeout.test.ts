import { afterAll, describe, expect, it } from 'vitest';
import { ocr, OcrTimeoutError } from './ocr.js';
import { extractPdf } from './pdf.js';
import { makeScannedPdfPages, makeScanPng } from './test-fixtures.js';

afterAll(() => ocr.terminate());

describe('OCR time limit per page', () => {
  it('skips a scanned page OCR cannot read in time, with a warning, instead of hanging; the next page gets a fresh engine', { timeout: 120_000 }, async () => {
    const pdf = await makeScannedPdfPages([['FIRST SCANNED PAGE'], ['SECOND SCANNED PAGE']]);
    const started = Date.now();
    const result = await extractPdf(new Uint8Array(pdf), async () => undefined, 1);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(result.pages).toEqual([
      { pageNumber: 1, text: '', ocr: false },
      { pageNumber: 2, text: '', ocr: false },
    ]);
    expect(result.warnings).toEqual(['Pages 1, 2 could not be read by OCR within 0 seconds and have no text; open the original to read them.']);

    await expect(ocr.recognize(await makeScanPng(['TOO SLOW']), 1)).rejects.toBeInstanceOf(OcrTimeoutError);
    expect((await ocr.recognize(await makeScanPng(['IN TIME']))).text).toContain('IN TIME');
  });
});
