import { createRequire } from 'node:module';
import type { Worker } from 'tesseract.js';
import { OneAtATime } from '../../../platform/speech/one-at-a-time.js';
import { ProcessingError } from './failures.js';
import { keepReliable, type OcrReading } from './ocr-confidence.js';

const require = createRequire(import.meta.url);

/** A page OCR has not read in this long is given up (a pathological image must not hang the queue). */
export const OCR_PAGE_TIMEOUT_MS = 60_000;

export class OcrTimeoutError extends ProcessingError {
  constructor(readonly timeoutMs: number) {
    super(`The text reader (OCR) gave up on an image after ${Math.round(timeoutMs / 1000)} seconds.`);
  }
}

/**
 * Text from an image with tesseract.js and the English model shipped in the
 * `@tesseract.js-data/eng` npm package: nothing is downloaded, ever (langPath points at the
 * installed folder, caching is off so nothing is written either).
 *
 * One worker per process, created on first use (starting it costs ~2 s) and kept: OCR pages run
 * one after another on it, in its own thread, so the event loop stays free meanwhile. Several
 * documents are read at once (one per processing runner), so their pages queue for the worker in
 * turn: a page's time limit starts when the worker takes it, not while it waits behind another
 * document's page, and a timed-out page's worker is replaced without cutting off another's page.
 */
class OcrEngine {
  private worker: Promise<Worker> | null = null;
  private users = 0;
  private readonly line = new OneAtATime();

  /** A server that may OCR; the worker is terminated when the last one lets go. */
  retain(): void {
    this.users += 1;
  }

  async release(): Promise<void> {
    this.users = Math.max(0, this.users - 1);
    if (this.users === 0) await this.terminate();
  }

  private start(): Promise<Worker> {
    const eng = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
    return import('tesseract.js').then(({ createWorker }) =>
      createWorker('eng', 1, {
        langPath: eng.langPath,
        gzip: eng.gzip,
        cacheMethod: 'none',
        // Without a handler tesseract.js rethrows a failed job from a message listener, which
        // crashes the process; with one, the failure only rejects that job's promise.
        errorHandler: () => undefined,
      }),
    );
  }

  /**
   * The image's text (PNG, JPEG, TIFF, BMP or WebP bytes), only what was read with confidence
   * (ocr-confidence.ts). Past `timeoutMs` the worker is terminated (a fresh one starts on the next
   * call) and OcrTimeoutError is thrown.
   */
  recognize(image: Buffer, timeoutMs = OCR_PAGE_TIMEOUT_MS): Promise<OcrReading> {
    return this.line.run(() => this.recognizeNow(image, timeoutMs));
  }

  private async recognizeNow(image: Buffer, timeoutMs: number): Promise<OcrReading> {
    this.worker ??= this.start();
    const worker = this.worker;
    let timer: NodeJS.Timeout | undefined;
    try {
      // The blocks carry each line's and word's confidence.
      const recognizing = (await worker).recognize(image, {}, { text: true, blocks: true });
      // Once given up on, its outcome no longer matters (the worker is terminated below).
      recognizing.catch(() => undefined);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new OcrTimeoutError(timeoutMs)), timeoutMs);
      });
      const result = await Promise.race([recognizing, timeout]);
      return keepReliable(result.data);
    } catch (err) {
      // A worker that failed may be in a bad state (its WebAssembly memory especially), and one
      // that timed out is still busy: start a fresh one for the next page rather than reuse it.
      if (this.worker === worker) this.worker = null;
      await worker.then((w) => w.terminate()).catch(() => undefined);
      if (err instanceof OcrTimeoutError) throw err;
      if (/read image|pix/i.test(String(err))) {
        throw new ProcessingError('The image is damaged or in a format the text reader cannot open. Re-scan or re-save it and upload it again.');
      }
      throw new ProcessingError('The text reader (OCR) stopped unexpectedly on this file. Use Reprocess to try again.', false);
    } finally {
      clearTimeout(timer);
    }
  }

  async terminate(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.then((w) => w.terminate()).catch(() => undefined);
  }
}

export const ocr = new OcrEngine();
