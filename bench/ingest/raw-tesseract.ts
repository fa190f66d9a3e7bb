/**
 * Baseline for OCR: the same images through a bare tesseract.js worker created with the settings
 * of the pipeline's ocr.ts (English model from @tesseract.js-data/eng, OEM 1, no cache), one image
 * after another. The worker is started and warmed on one image before the clock starts, as the
 * server's long-lived worker is in steady state.
 */
import { createRequire } from 'node:module';
import { timePhase, type PhaseTimes } from './proc-stats.js';

const require = createRequire(import.meta.url);

export interface RawOcrResult {
  pages: number;
  words: number;
  /** The timed pages only (not the worker's start and warm-up). */
  times: PhaseTimes;
}

export async function rawTesseract(warmUp: Buffer, images: Buffer[]): Promise<RawOcrResult> {
  const eng = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
  const { createWorker } = await import('tesseract.js');
  const worker = await createWorker('eng', 1, { langPath: eng.langPath, gzip: eng.gzip, cacheMethod: 'none', errorHandler: () => undefined });
  try {
    await worker.recognize(warmUp);
    const clock = timePhase('self');
    let words = 0;
    for (const image of images) {
      const { data } = await worker.recognize(image);
      words += data.text.trim().split(/\s+/).length;
    }
    return { pages: images.length, words, times: clock() };
  } finally {
    await worker.terminate();
  }
}
