/**
 * Find in transcript: every place a phrase occurs, ignoring case and accents ("Muller" finds
 * "Müller"), as offsets into the segments' own text so the rows can mark them. Also what a search
 * hit needs: the words of a /search query (without its syntax) and the segment on the hit's page
 * that holds them.
 */

export interface TextMatch {
  /** Index of the segment in the transcript's list. */
  segment: number;
  /** Character offsets in that segment's text, end exclusive. */
  start: number;
  end: number;
}

/** The text folded for comparison, with each folded character's offset in the original. */
interface Folded {
  text: string;
  origin: number[];
}

function fold(text: string): Folded {
  let out = '';
  const origin: number[] = [];
  let i = 0;
  for (const ch of text) {
    const folded = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let k = 0; k < folded.length; k += 1) origin.push(i);
    out += folded;
    i += ch.length;
  }
  origin.push(i);
  return { text: out, origin };
}

const foldPlain = (text: string) => fold(text).text;

/** Every occurrence of `query` (trimmed, inner spaces collapsed) in the segments, in reading order. */
export function findMatches(segments: readonly { text: string }[], query: string): TextMatch[] {
  const needle = foldPlain(query.trim().replace(/\s+/g, ' '));
  if (!needle) return [];
  const matches: TextMatch[] = [];
  segments.forEach((segment, index) => {
    const hay = fold(segment.text);
    let from = 0;
    for (;;) {
      const at = hay.text.indexOf(needle, from);
      if (at < 0) break;
      const start = hay.origin[at] ?? 0;
      const end = hay.origin[at + needle.length] ?? segment.text.length;
      matches.push({ segment: index, start, end });
      from = at + Math.max(1, needle.length);
    }
  });
  return matches;
}

/** The next (or previous) match, wrapping round; -1 when there are none. */
export function stepMatch(current: number, count: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return (current + (backwards ? count - 1 : 1)) % count;
}

export interface TextPart {
  text: string;
  /** Index into the matches list when this part is a match, else null. */
  match: number | null;
}

/** A segment's text cut at its matches, for marking them up. */
export function splitAtMatches(text: string, matches: readonly TextMatch[], segment: number): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  matches.forEach((m, index) => {
    if (m.segment !== segment || m.start < at) return;
    if (m.start > at) parts.push({ text: text.slice(at, m.start), match: null });
    parts.push({ text: text.slice(m.start, m.end), match: index });
    at = m.end;
  });
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), match: null });
  return parts;
}

const OPERATORS = new Set(['and', 'or', 'not']);

/**
 * The words a /search query looks for, without its syntax: quotes, AND/OR/NOT, NEAR/5, field
 * prefixes (type:pdf), exclusions (-draft) and wildcards go; what is left is lower-cased and folded.
 */
export function queryWords(q: string): string[] {
  const words: string[] = [];
  for (const raw of q.split(/\s+/)) {
    if (!raw || raw.startsWith('-')) continue;
    if (/^near\/\d+$/i.test(raw) || OPERATORS.has(raw.toLowerCase())) continue;
    const value = raw.includes(':') && !raw.startsWith('"') ? '' : raw;
    for (const piece of foldPlain(value).split(/[^\p{L}\p{N}']+/u)) {
      const word = piece.replace(/^'+|'+$/g, '');
      if (word && !words.includes(word)) words.push(word);
    }
  }
  return words;
}

/** Whether a word of the query is in the text: whole words, or a stem of one ("date" finds "dated"). */
function holds(tokens: readonly string[], word: string): boolean {
  return tokens.some((t) => t === word || (word.length >= 4 && t.startsWith(word)) || (t.length >= 4 && word.startsWith(t)));
}

/**
 * Where a search hit on a transcript's page lands: the segment on that page holding the most of the
 * query's words (the first such), else the best one anywhere, else the page's first segment. -1 for
 * an empty transcript.
 */
export function segmentForHit(segments: readonly { text: string; page: number }[], page: number | null, q: string): number {
  if (segments.length === 0) return -1;
  const words = queryWords(q);
  const score = (text: string) => {
    const tokens = foldPlain(text).split(/[^\p{L}\p{N}']+/u).filter(Boolean);
    return words.filter((w) => holds(tokens, w)).length;
  };
  const best = (candidates: number[]) => {
    let found = -1;
    let top = 0;
    for (const i of candidates) {
      const s = score(segments[i]?.text ?? '');
      if (s > top) {
        top = s;
        found = i;
      }
    }
    return found;
  };
  const all = segments.map((_, i) => i);
  const onPage = page === null ? [] : all.filter((i) => segments[i]?.page === page);
  if (words.length > 0) {
    const hit = best(onPage);
    if (hit >= 0) return hit;
    const anywhere = best(all);
    if (anywhere >= 0) return anywhere;
  }
  return onPage[0] ?? 0;
}
