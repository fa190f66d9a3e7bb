import { describe, expect, it } from 'vitest';
import { reanchor } from './reanchor.js';

const text = 'The notice of termination was sent on 3 March. A second notice of termination followed.';
const quote = 'notice of termination';
const second = text.lastIndexOf(quote);

describe('reanchor', () => {
  it('keeps a highlight whose text did not change', () => {
    expect(reanchor({ pageNumber: 1, start: second, end: second + quote.length, quote }, [{ pageNumber: 1, text }])).toEqual({ pageNumber: 1, start: second, end: second + quote.length });
  });

  it('follows the quote to the nearest occurrence when text before it changed', () => {
    const revised = `[OCR] ${text}`;
    const anchor = reanchor({ pageNumber: 1, start: second, end: second + quote.length, quote }, [{ pageNumber: 1, text: revised }]);
    expect(anchor).toEqual({ pageNumber: 1, start: second + 6, end: second + 6 + quote.length });
  });

  it('allows the whitespace to differ (re-flowed OCR lines)', () => {
    const revised = 'The notice of\ntermination  was sent.';
    const anchor = reanchor({ pageNumber: 1, start: 4, end: 25, quote }, [{ pageNumber: 1, text: revised }]);
    expect(anchor).not.toBeNull();
    expect(revised.slice(anchor!.start, anchor!.end)).toBe('notice of\ntermination');
  });

  it('looks on the nearest pages when the passage moved to another page', () => {
    const pages = [
      { pageNumber: 1, text: 'Cover letter.' },
      { pageNumber: 2, text: 'Nothing here.' },
      { pageNumber: 3, text: `Moved: ${quote}.` },
      { pageNumber: 9, text: `Far away: ${quote}.` },
    ];
    expect(reanchor({ pageNumber: 2, start: 0, end: quote.length, quote }, pages)).toEqual({ pageNumber: 3, start: 7, end: 7 + quote.length });
  });

  it('answers null when the quote is nowhere, and reads regular-expression characters literally', () => {
    expect(reanchor({ pageNumber: 1, start: 0, end: 5, quote: 'a (b) c?' }, [{ pageNumber: 1, text: 'a b c' }])).toBeNull();
    expect(reanchor({ pageNumber: 1, start: 0, end: 5, quote: 'a (b) c?' }, [{ pageNumber: 1, text: 'x a (b)\nc? y' }])).toEqual({ pageNumber: 1, start: 2, end: 10 });
  });
});
