/*
 * What of an OCR reading is kept. A photograph, a logo or a textured background gives Tesseract
 * shapes it reads as "Lo : x - Pe ' 7 Pw,": indexed, that noise is found by searches and quoted as
 * evidence. Tesseract gives every word and line a confidence (0-100), so a page whose mean
 * confidence is low is "no reliable text" (nothing indexed), and on other pages only lines that
 * hold a confidently read word are kept. A clean scan reads at 85-95 and keeps every line.
 */

/** Below this mean word confidence the page is noise, whatever a few lines say. */
export const PAGE_MIN_CONFIDENCE = 45;
/** A line below this is dropped. */
export const LINE_MIN_CONFIDENCE = 50;
/** A word that makes its line worth keeping: read at this confidence, with two letters or digits. */
export const WORD_MIN_CONFIDENCE = 60;

export interface OcrWord {
  text: string;
  confidence: number;
}
export interface OcrLine {
  text: string;
  confidence: number;
  words: OcrWord[];
}
/** Tesseract's page, reduced to what is judged here (its blocks, paragraphs, lines and words). */
export interface OcrPage {
  text: string;
  confidence: number;
  blocks: { paragraphs: { lines: OcrLine[] }[] }[] | null;
}

export interface OcrReading {
  /** The kept text ('' when the page has no reliable text). */
  text: string;
  /** Tesseract's mean word confidence for the page, 0-100. */
  confidence: number;
  /** False when the page read as noise and nothing was kept. */
  reliable: boolean;
}

const readableWord = (w: OcrWord) => w.confidence >= WORD_MIN_CONFIDENCE && (w.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2;

export function keepReliable(page: OcrPage): OcrReading {
  const confidence = Math.round(page.confidence);
  if (!page.blocks) return { text: page.text.trim(), confidence, reliable: true }; // no structure to judge by
  if (page.text.trim() === '') return { text: '', confidence, reliable: true }; // a blank page is not noise
  if (page.confidence < PAGE_MIN_CONFIDENCE) return { text: '', confidence, reliable: false };
  const paragraphs = page.blocks.flatMap((b) =>
    b.paragraphs
      .map((p) => p.lines.filter((l) => l.confidence >= LINE_MIN_CONFIDENCE && l.words.some(readableWord)).map((l) => l.text.trim()))
      .filter((lines) => lines.length > 0)
      .map((lines) => lines.join('\n')),
  );
  const text = paragraphs.join('\n\n').trim();
  return { text, confidence, reliable: text !== '' };
}

/** The warning for pages that read as noise (`pages` null: a single image). */
export function unreliableWarning(pages: number[] | null): string {
  if (pages === null) return 'OCR found no reliable text in this image (it reads as a photograph or graphics, not as text), so none was indexed; open the original to see it.';
  const list = pages.join(', ');
  return pages.length === 1
    ? `OCR found no reliable text on page ${list} (it reads as a photograph or graphics, not as text), so none was indexed for it; open the original to see it.`
    : `OCR found no reliable text on pages ${list} (they read as photographs or graphics, not as text), so none was indexed for them; open the original to see them.`;
}
