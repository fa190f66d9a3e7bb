import type { PDFFont } from 'pdf-lib';

/**
 * pdf-lib's standard fonts (Helvetica, Courier) write WinAnsi: a character outside it throws.
 * Text is made writable character by character: tabs become spaces, control characters go,
 * an accented letter WinAnsi lacks loses its accent (ő → o), anything else becomes '?'.
 */
export class WinAnsiText {
  private readonly supported: Set<number>;
  private readonly cache = new Map<string, string>();

  constructor(font: PDFFont) {
    this.supported = new Set(font.getCharacterSet());
  }

  private char(ch: string): string {
    const known = this.cache.get(ch);
    if (known !== undefined) return known;
    let out: string;
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\t') out = '    ';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out = '';
    else if (this.supported.has(code)) out = ch;
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out = base.length > 0 && [...base].every((c) => this.supported.has(c.codePointAt(0) ?? 0)) ? base : '?';
    }
    this.cache.set(ch, out);
    return out;
  }

  /** One line (no line breaks) that the font can write. */
  line(text: string): string {
    let out = '';
    for (const ch of text) out += this.char(ch);
    return out;
  }
}
