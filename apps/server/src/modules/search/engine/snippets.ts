import type { SearchSnippet } from '@app/contract';

/**
 * Passages for a search hit, built in TypeScript from the page text: every character is
 * HTML-escaped and only <mark>…</mark> is added, so the `html` is safe to render as-is (a page
 * containing `<script>` shows as text).
 */

export const SNIPPET_WINDOW = 200;
const LEAD = 60;
const WORD_RE = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

/** Decides whether a word of the page (lower case) is one the query matched. */
export type WordMatcher = (word: string) => boolean;

export interface MatcherInput {
  /** Words as typed (lower case). */
  terms: string[];
  /** Prefixes as typed (lower case). */
  prefixes: string[];
  /** Normalised lexemes of the query (stems), its normalised prefixes, and a page word → stem map. */
  lexemes: Set<string>;
  lexemePrefixes: string[];
  stems: Map<string, string>;
}

export function buildMatcher(input: MatcherInput): WordMatcher {
  const terms = new Set(input.terms);
  return (word) => {
    if (terms.has(word) || input.prefixes.some((p) => word.startsWith(p))) return true;
    const stem = input.stems.get(word);
    if (stem === undefined) return false;
    return input.lexemes.has(stem) || input.lexemePrefixes.some((p) => stem.startsWith(p));
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

interface Span {
  start: number;
  end: number;
}

/** Words of the text worth asking a stemmer about: those that could be one of the query's words. */
export function candidateWords(text: string, starts: string[]): string[] {
  const heads = new Set(starts.map((s) => s.slice(0, 3)));
  const out = new Set<string>();
  for (const m of text.matchAll(WORD_RE)) {
    const w = m[0].toLowerCase();
    if (heads.has(w.slice(0, 3))) out.add(w);
  }
  return [...out];
}

const JOINER_RE = /['’.-]/u;

function matchedSpans(text: string, matcher: WordMatcher): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    const word = m[0].toLowerCase();
    if (matcher(word)) spans.push({ start: m.index, end: m.index + m[0].length });
    else {
      // A word like "notice's" or "u.s.c" is also tried without its joined tail (most words have none: no split).
      const joint = word.search(JOINER_RE);
      if (joint > 0 && matcher(word.slice(0, joint))) spans.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  return spans;
}

/** Moves an offset back (or forward) to the nearest whitespace so a passage never cuts a word. */
function snap(text: string, offset: number, direction: -1 | 1): number {
  if (offset <= 0) return 0;
  if (offset >= text.length) return text.length;
  let i = offset;
  const limit = 25;
  for (let n = 0; n < limit && i > 0 && i < text.length; n++, i += direction) if (/\s/u.test(text[i]!)) return direction === -1 ? i + 1 : i;
  return offset;
}

function render(text: string, start: number, end: number, spans: Span[]): { text: string; html: string } {
  let html = '';
  let at = start;
  for (const s of spans) {
    if (s.end <= start || s.start >= end) continue;
    const from = Math.max(s.start, start);
    const to = Math.min(s.end, end);
    html += `${escapeHtml(text.slice(at, from))}<mark>${escapeHtml(text.slice(from, to))}</mark>`;
    at = to;
  }
  html += escapeHtml(text.slice(at, end));
  return { text: text.slice(start, end), html };
}

/**
 * Up to `max` non-overlapping passages of one page, the densest first (most matched words in a
 * window). With no match on the page, its opening lines.
 */
export function pageSnippets(pageNumber: number, text: string, matcher: WordMatcher, max = 3): SearchSnippet[] {
  const spans = matchedSpans(text, matcher);
  if (spans.length === 0) {
    if (!text.trim()) return [];
    const end = snap(text, SNIPPET_WINDOW, -1) || Math.min(text.length, SNIPPET_WINDOW);
    return [{ page_number: pageNumber, ...render(text, 0, end, []), start: 0, end }];
  }
  const windows: Span[] = [];
  let remaining = spans;
  while (windows.length < max && remaining.length) {
    let best = remaining[0]!;
    let bestCount = 0;
    for (const s of remaining) {
      const count = remaining.filter((o) => o.start >= s.start && o.end <= s.start + SNIPPET_WINDOW - LEAD).length;
      if (count > bestCount) [best, bestCount] = [s, count];
    }
    const start = snap(text, Math.max(0, best.start - LEAD), -1);
    const end = snap(text, Math.min(text.length, start + SNIPPET_WINDOW), 1);
    windows.push({ start, end });
    remaining = remaining.filter((s) => windows.every((w) => s.end <= w.start || s.start >= w.end));
  }
  return windows
    .sort((a, b) => a.start - b.start)
    .map((w) => ({ page_number: pageNumber, ...render(text, w.start, w.end, spans), start: w.start, end: w.end }));
}

/** Snippets across a document's best pages (already in rank order), at most `max` in all. */
export function documentSnippets(pages: { page_number: number; text: string }[], matcher: WordMatcher, max = 3): SearchSnippet[] {
  const out: SearchSnippet[] = [];
  for (const page of pages) {
    if (out.length >= max) break;
    out.push(...pageSnippets(page.page_number, page.text, matcher, max - out.length));
  }
  return out;
}
