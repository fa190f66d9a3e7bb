import type { SearchSnippet } from '@app/contract';
import { STOPWORDS, stem, words } from '../../platform/ai/local-hash-embedder.js';

const MAX_SNIPPET_CHARS = 480;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The query's content words (stemmed) the snippet marks; the same list is returned as `terms`. */
export function queryTerms(q: string): string[] {
  return [...new Set(words(q).filter((w) => w.length > 2 && !STOPWORDS.has(w)))];
}

/**
 * A chunk as a snippet: cut to a window around the first word sharing a stem with the query (else
 * the chunk's start), escaped, with only <mark> added around such words — safe to render.
 */
export function chunkSnippet(chunk: { pageNumber: number; start: number; text: string }, terms: string[]): SearchSnippet {
  const stems = new Set(terms.map(stem));
  const matches = [...chunk.text.matchAll(/[\p{L}\p{N}]+/gu)].filter((m) => stems.has(stem(words(m[0])[0] ?? '')));
  let from = 0;
  let to = chunk.text.length;
  if (to > MAX_SNIPPET_CHARS) {
    const anchor = matches[0]?.index ?? 0;
    from = Math.max(0, anchor - 120);
    to = Math.min(chunk.text.length, from + MAX_SNIPPET_CHARS);
    // Whole words only at the cut edges.
    if (from > 0) from = nextWordStart(chunk.text, from);
    if (to < chunk.text.length) to = previousWordEnd(chunk.text, to);
  }
  const passage = chunk.text.slice(from, to);
  let html = '';
  let at = 0;
  for (const m of matches) {
    const s = m.index - from;
    const e = s + m[0].length;
    if (s < 0 || e > passage.length) continue;
    html += `${escapeHtml(passage.slice(at, s))}<mark>${escapeHtml(m[0])}</mark>`;
    at = e;
  }
  html += escapeHtml(passage.slice(at));
  return { page_number: chunk.pageNumber, text: passage, html, start: chunk.start + from, end: chunk.start + to };
}

function nextWordStart(text: string, i: number): number {
  const m = /\s+\S/.exec(text.slice(i));
  return m ? i + m.index + m[0].length - 1 : i;
}

function previousWordEnd(text: string, i: number): number {
  const cut = text.slice(0, i).search(/\S+$/);
  return cut > 0 ? text.slice(0, cut).trimEnd().length : i;
}
