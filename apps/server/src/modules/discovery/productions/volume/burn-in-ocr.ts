import { createRequire } from 'node:module';
import type { Worker } from 'tesseract.js';

/*
 * OCR for burning redactions into scans: where the words of a redacted passage are on the page
 * image (a scan's text came from OCR, so its offsets name no place), and the text of the burned
 * image (a scan's text file is what can still be read). tesseract.js with the English model from
 * the installed `@tesseract.js-data/eng` package: nothing is downloaded. One worker per build,
 * started on the first scan that needs it and ended with the build.
 */

const require = createRequire(import.meta.url);

/** A word and its box in the image's pixels. */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A page given up after this long fails the document (its redactions cannot be placed safely). */
const OCR_TIMEOUT_MS = 90_000;

export class OcrWords {
  private worker: Promise<Worker> | null = null;

  private start(): Promise<Worker> {
    const eng = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
    this.worker ??= import('tesseract.js').then(({ createWorker }) => createWorker('eng', 1, { langPath: eng.langPath, gzip: eng.gzip, cacheMethod: 'none', errorHandler: () => undefined }));
    return this.worker;
  }

  private async recognize(image: Buffer) {
    const worker = await this.start();
    let timer: NodeJS.Timeout | undefined;
    try {
      const running = worker.recognize(image, {}, { text: true, blocks: true });
      running.catch(() => undefined);
      return await Promise.race([
        running,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`OCR did not finish within ${OCR_TIMEOUT_MS / 1000} seconds`)), OCR_TIMEOUT_MS);
        }),
      ]);
    } catch (err) {
      // A worker given up on may still be busy: ended, and a fresh one starts on the next page.
      await this.close();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  async words(image: Buffer): Promise<OcrWord[]> {
    const { data } = await this.recognize(image);
    const words: OcrWord[] = [];
    for (const block of data.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines) for (const word of line.words) words.push({ text: word.text, x0: word.bbox.x0, y0: word.bbox.y0, x1: word.bbox.x1, y1: word.bbox.y1 });
    return words;
  }

  async text(image: Buffer): Promise<string> {
    return (await this.recognize(image)).data.text;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker).terminate().catch(() => undefined);
  }
}
