import type { PDFFont } from 'pdf-lib';

/**
 * pdf-lib's standard fonts (Helvetica, Courier, Times) write WinAnsi only: drawing a character
 * outside it throws, and one client's name with a ligature or a Polish letter would then fail a
 * whole production, report or seeded document. Every PDF the server writes with those fonts
 * cleans its text here, character by character: tabs become spaces, control characters go (line
 * breaks stay in prose, for its wrapping to honour), a hyphen WinAnsi lacks becomes '-', an
 * accented letter WinAnsi lacks loses its accent (ő → o), anything else becomes '?'.
 */

/** Hyphens outside WinAnsi whose meaning the plain hyphen keeps (a non-breaking hyphen in a name). */
const HYPHENS = new Set(['\u2010', '\u2011', '\u2012', '\u2043', '\u2212']);

export class WinAnsiText {
  private readonly supported: Set<number>;
  private readonly cache = new Map<string, string>();

  /**
   * `tab`: what a tab becomes (a column of spaces on monospaced pages, one space in prose);
   * `lineBreaks`: keep '\n' (prose, wrapped afterwards) rather than drop it (one laid-out line).
   */
  constructor(
    font: PDFFont,
    private readonly options: { tab: string; lineBreaks: boolean } = { tab: '    ', lineBreaks: false },
  ) {
    this.supported = new Set(font.getCharacterSet());
  }

  private char(ch: string): string {
    const known = this.cache.get(ch);
    if (known !== undefined) return known;
    let out: string;
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\t') out = this.options.tab;
    else if (ch === '\n' && this.options.lineBreaks) out = ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out = '';
    else if (this.supported.has(code)) out = ch;
    else if (HYPHENS.has(ch)) out = '-';
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out = base.length > 0 && [...base].every((c) => this.supported.has(c.codePointAt(0) ?? 0)) ? base : '?';
    }
    this.cache.set(ch, out);
    return out;
  }

  /** Text that the font can write. */
  line(text: string): string {
    let out = '';
    for (const ch of text) out += this.char(ch);
    return out;
  }
}

const byFont = new WeakMap<PDFFont, WinAnsiText>();

/** Prose cleaned for `font` (its character set read once per font): tabs as one space, line breaks kept. */
export function winAnsi(text: string, font: PDFFont): string {
  let cleaner = byFont.get(font);
  if (!cleaner) {
    cleaner = new WinAnsiText(font, { tab: ' ', lineBreaks: true });
    byFont.set(font, cleaner);
  }
  return cleaner.line(text);
}
