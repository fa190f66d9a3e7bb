import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../documents/test-support.js';
import { burnIn, findWords, maskText, type BurnRedaction } from './burn-in.js';
import { OcrWords } from './burn-in-ocr.js';

const ocr = new OcrWords();
afterAll(() => ocr.close());

const span = (text: string, quote: string, page = 1, reason: BurnRedaction['reason'] = 'personal_data'): BurnRedaction => {
  const start = text.indexOf(quote);
  return { page, reason, box: null, span: { start, end: start + quote.length, quote } };
};

/** Every text item the produced PDF carries (an image page has none). */
async function textItems(pdf: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const out: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) out.push(...(await (await doc.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')));
  await doc.destroy();
  return out.filter((s) => s.trim());
}

describe('burning redactions in', () => {
  it('masks the redacted characters of a text page, keeping its spaces and line breaks', () => {
    const text = 'SSN 123-45-6789\nname ¦ here';
    expect(maskText([text], [span(text, '123-45-6789')])).toEqual(['SSN ¦¦¦¦¦¦¦¦¦¦¦\nname | here']);
  });

  it('sets a text document on image pages with the spans boxed and gone from its text', async () => {
    const text = 'Client SSN 123-45-6789 on file.\nProject Falcon is privileged advice from counsel.\nThe rest is business as usual.';
    const burned = await burnIn({ kind: 'text' }, [text], [span(text, '123-45-6789'), span(text, 'Project Falcon', 1, 'attorney_client')], ocr);
    expect(burned.texts).toHaveLength(1);
    expect(burned.texts[0]).toContain('The rest is business as usual.');
    expect(burned.texts[0]).not.toContain('6789');
    expect(burned.texts[0]).not.toContain('Falcon');
    expect(burned.pageReasons[0]?.sort()).toEqual(['attorney_client', 'personal_data']);
    expect(await textItems(burned.pdf)).toEqual([]);
    expect(Buffer.from(burned.pdf).includes('Falcon')).toBe(false);
    if (process.env.BURN_IN_SAMPLE) writeFileSync(process.env.BURN_IN_SAMPLE, burned.pdf);
  }, 60_000);

  it('boxes a span of a PDF text layer by the offsets extraction gave it, and a drawn box', async () => {
    const text = 'Memo: Project Falcon budget is 4111 1111 1111 1111 for now';
    const burned = await burnIn(
      { kind: 'pdf', bytes: makePdf([text]) },
      [text],
      [span(text, 'Project Falcon', 1, 'work_product'), span(text, '4111 1111 1111 1111'), { page: 1, reason: 'confidentiality', box: { x: 0.5, y: 0.5, width: 0.2, height: 0.1 }, span: null }],
      ocr,
    );
    if (process.env.BURN_IN_SAMPLE) writeFileSync(`${process.env.BURN_IN_SAMPLE}.pdf-case.pdf`, burned.pdf);
    expect(burned.texts[0]).toBe('Memo: budget is for now');
    expect(await textItems(burned.pdf)).toEqual([]);
    // The burned image, read again, shows the words around the boxes and none under them.
    const { createCanvas } = await import('@napi-rs/canvas');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: burned.pdf.slice(), verbosity: 0 }).promise;
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: 2 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const read = await ocr.text(await canvas.encode('png'));
    await doc.destroy();
    // OCR reads the burned labels; what was under the boxes is not there to read.
    expect(read).toMatch(/Confidentiality/);
    expect(read).not.toMatch(/Falcon|1111/);
  }, 120_000);

  it('refuses a document whose redacted text appears again on the same page', async () => {
    const text = 'Falcon here and Falcon there';
    await expect(burnIn({ kind: 'pdf', bytes: makePdf([text]) }, [text], [span(text, 'Falcon')], ocr)).rejects.toThrow(/still appears/);
  }, 60_000);

  it('finds a quote in OCR words, ignoring case and edge punctuation', () => {
    const words = ['SSN:', '123-45-6789,', 'Project', 'falcon.'].map((text, i) => ({ text, x0: i * 10, y0: 0, x1: i * 10 + 8, y1: 10 }));
    expect(findWords(words, 'project Falcon')).toHaveLength(2);
    expect(findWords(words, '123-45-6789')).toHaveLength(1);
    expect(findWords(words, 'Falcon project')).toHaveLength(0);
  });
});
