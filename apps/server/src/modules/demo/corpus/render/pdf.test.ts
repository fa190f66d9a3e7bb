import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.js';

/** The PDF's text layer, as a reader takes it (pdfjs, the library the pipeline reads PDFs with). */
async function textLayer(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join(''));
  }
  await doc.destroy();
  return pages.join('\n');
}

describe('demo PDF signature blocks', () => {
  it('keeps every word of a signature line longer than the signature column (wrapped, not run off the page)', async () => {
    const pdf = await renderPdf({
      kind: 'pdf',
      filename: 'Will.pdf',
      date: '2019-04-12',
      author: 'Drafter',
      title: 'Last Will',
      sections: [{ paragraphs: ['I give my estate to my children.'] }],
      signature: ['Testator', 'Witnesses: Ann Roe, residing at Albany, New York; Tom Poe, residing at Hoboken, New Jersey', 'ACME INC.                     BETA LLC'],
    });
    const text = (await textLayer(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Tom Poe, residing at Hoboken, New Jersey');
    // Two parties' columns side by side stay on one line, from the margin.
    expect(text).toMatch(/ACME INC\.\s+BETA LLC/);
  });
});
