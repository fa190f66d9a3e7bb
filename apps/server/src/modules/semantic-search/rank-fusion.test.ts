import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion, RRF_K } from './rank-fusion.js';
import { chunkPage } from './chunking.js';
import { chunkSnippet } from './snippets.js';

describe('reciprocal rank fusion', () => {
  it('adds 1/(k+rank) from every list', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c'],
      ['c', 'a'],
    ]);
    expect(fused.map((f) => f.id)).toEqual(['a', 'c', 'b']);
    expect(fused[0]?.score).toBeCloseTo(1 / (RRF_K + 1) + 1 / (RRF_K + 2), 10);
    expect(fused[2]?.score).toBeCloseTo(1 / (RRF_K + 2), 10);
  });

  it('ranks a document found by both above one found first by only one', () => {
    const fused = reciprocalRankFusion([
      ['x', 'both'],
      ['y', 'both'],
    ]);
    expect(fused[0]?.id).toBe('both');
  });

  it('keeps list order on ties and handles empty lists', () => {
    expect(reciprocalRankFusion([['p'], ['q']]).map((f) => f.id)).toEqual(['p', 'q']);
    expect(reciprocalRankFusion([[], []])).toEqual([]);
  });
});

describe('page chunks and their snippets', () => {
  it('splits a long page into overlapping passages with exact offsets', () => {
    const page = Array.from({ length: 400 }, (_, i) => `w${i}`).join(' ');
    const chunks = chunkPage(page);
    expect(chunks.length).toBe(3);
    for (const c of chunks) expect(page.slice(c.start, c.end)).toBe(c.text);
    expect(chunks[1]!.text.startsWith('w120 ')).toBe(true); // 40 words of overlap with the first
    expect(chunks.at(-1)!.text.endsWith('w399')).toBe(true);
    expect(chunkPage('  \n ')).toEqual([]);
  });

  it('escapes the passage and marks only query words', () => {
    const text = 'Notice of <script>alert(1)</script> termination & "renewal"';
    const s = chunkSnippet({ pageNumber: 2, start: 10, text }, ['terminate']);
    expect(s.html).toBe('Notice of &lt;script&gt;alert(1)&lt;/script&gt; <mark>termination</mark> &amp; &quot;renewal&quot;');
    expect(s.text).toBe(text);
    expect([s.start, s.end, s.page_number]).toEqual([10, 10 + text.length, 2]);
  });
});
