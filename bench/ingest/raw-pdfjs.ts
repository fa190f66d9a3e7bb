/**
 * Baseline for the PDF pipeline: the same files through bare pdfjs (legacy build, the options the
 * pipeline's pdf.ts uses), page by page with getTextContent, text joined the same way — and
 * nothing else: no queue, no database, no index, no HTTP.
 */
import { readFile } from 'node:fs/promises';
import { timePhase, type PhaseTimes } from './proc-stats.js';

export interface RawPdfResult {
  pages: number;
  chars: number;
  times: PhaseTimes;
}

export async function rawPdfjsExtract(files: string[]): Promise<RawPdfResult> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const clock = timePhase('self');
  let pages = 0;
  let chars = 0;
  for (const file of files) {
    const data = new Uint8Array(await readFile(file));
    const task = pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 });
    const pdf = await task.promise;
    try {
      for (let n = 1; n <= pdf.numPages; n += 1) {
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        const text = content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('')
          .replace(/[ \t]+\n/g, '\n')
          .trim();
        chars += text.length;
        pages += 1;
        page.cleanup();
      }
    } finally {
      await task.destroy();
    }
  }
  return { pages, chars, times: clock() };
}
