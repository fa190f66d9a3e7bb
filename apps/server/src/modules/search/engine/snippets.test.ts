import { describe, expect, it } from 'vitest';
import { buildMatcher, documentSnippets, escapeHtml, pageSnippets } from './snippets.js';

const matcher = (terms: string[], stems: Record<string, string> = {}, lexemes: string[] = []) =>
  buildMatcher({ terms, prefixes: [], lexemes: new Set(lexemes), lexemePrefixes: [], stems: new Map(Object.entries(stems)) });

describe('snippets', () => {
  it('marks matched words and escapes everything else', () => {
    const text = 'Before <script>alert(1)</script> the notice of termination & more';
    const [s] = pageSnippets(2, text, matcher(['notice', 'script']));
    expect(s).toMatchObject({ page_number: 2, start: 0, end: text.length, text });
    expect(s!.html).toBe('Before &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; the <mark>notice</mark> of termination &amp; more');
    expect(s!.html).not.toContain('<script');
  });
  it('matches through stems', () => {
    const [s] = pageSnippets(1, 'The contract was terminated early.', matcher([], { terminated: 'termin' }, ['termin']));
    expect(s!.html).toContain('<mark>terminated</mark>');
  });
  it('takes ~200-character windows around the densest matches, at most three, not cutting words', () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(30);
    const text = `${filler}alpha beta ${filler}alpha ${filler}alpha ${filler}alpha`;
    const snippets = pageSnippets(1, text, matcher(['alpha', 'beta']));
    expect(snippets).toHaveLength(3);
    for (const s of snippets) {
      expect(s.end - s.start).toBeLessThanOrEqual(230);
      expect(text.slice(s.start, s.end)).toBe(s.text);
      expect(s.html).toContain('<mark>alpha</mark>');
      expect(/^\S/.test(s.text) && (s.start === 0 || /\s/.test(text[s.start - 1]!))).toBe(true);
    }
    expect(snippets[0]!.html).toContain('<mark>beta</mark>');
  });
  it('falls back to the opening of the page and spreads across pages', () => {
    const pages = [
      { page_number: 1, text: 'Nothing here' },
      { page_number: 3, text: 'one match: alpha' },
    ];
    const all = documentSnippets(pages, matcher(['alpha']), 3);
    expect(all.map((s) => s.page_number)).toEqual([1, 3]);
    expect(escapeHtml(`"a'&`)).toBe('&quot;a&#39;&amp;');
  });
});
