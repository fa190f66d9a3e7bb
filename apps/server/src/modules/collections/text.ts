/**
 * Text primitives shared by threading, near-duplicate detection and the diff: one notion of a
 * "word" and one fast 32-bit hash, so a word compared in one place is the same word everywhere.
 */

/** Letters and digits (any script); everything else separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Lower-cased words of a text after Unicode compatibility folding (ligatures, full-width forms,
 * non-breaking spaces), so re-wrapped, re-quoted or re-encoded copies of a text give the same words.
 */
export function words(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
}

/** The words joined by single spaces: a canonical form in which containment is a substring test. */
export function canonical(text: string): string {
  return words(text).join(' ');
}

/** FNV-1a over UTF-16 code units, finished with murmur3's avalanche so nearby strings spread apart. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** murmur3's 32-bit finaliser: a cheap bijection on 32-bit integers with full avalanche. */
export function fmix32(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
