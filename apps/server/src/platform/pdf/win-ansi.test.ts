import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { WinAnsiText, winAnsi } from './win-ansi.js';

describe('WinAnsi text for the standard PDF fonts', () => {
  let doc: PDFDocument;
  let helvetica: PDFFont;
  let courier: PDFFont;

  beforeAll(async () => {
    doc = await PDFDocument.create();
    helvetica = await doc.embedFont(StandardFonts.Helvetica);
    courier = await doc.embedFont(StandardFonts.Courier);
  });

  it('keeps what WinAnsi has: accents, curly quotes, dashes, the euro', () => {
    expect(winAnsi('Café “Zoë” – 5 € — ok', helvetica)).toBe('Café “Zoë” – 5 € — ok');
  });

  it('drops an accent WinAnsi lacks, turns odd hyphens into "-" and anything else into "?"', () => {
    // ő and ź have no WinAnsi form but their base letters do (ó is WinAnsi); Ł has neither; U+2011 is a non-breaking hyphen.
    expect(winAnsi('Erdős, Koźmiński, Łódź, Jean\u2011Luc, 東京', helvetica)).toBe('Erdos, Kozminski, ?ódz, Jean-Luc, ??');
  });

  it('prose keeps its line breaks for wrapping and a tab as one space; control characters go', () => {
    expect(winAnsi('Summary:\r\n\tfirst\u0007 point\nsecond', helvetica)).toBe('Summary:\n first point\nsecond');
  });

  it('a laid-out line drops line breaks and widens tabs (monospaced pages)', () => {
    expect(new WinAnsiText(courier).line('a\tb\nc')).toBe('a    bc');
  });

  it('writes whatever it returns without pdf-lib throwing', () => {
    const page = doc.addPage();
    const text = winAnsi('Ł ő ź 東京 \u2011 \u{1F600} ﬁ', helvetica);
    expect(() => page.drawText(text, { font: helvetica, size: 12 })).not.toThrow();
    expect(() => page.drawText('Ł', { font: helvetica, size: 12 })).toThrow();
  });
});
