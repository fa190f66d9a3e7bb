/**
 * Word shingles: every run of `size` consecutive words of a text, hashed to 32 bits. Two texts
 * that share most of their shingles share most of their wording in the same order.
 */
import { fmix32, hashString, words } from './text.js';

export const DEFAULT_SHINGLE_SIZE = 5;

/**
 * Word → hash, bounded: a collection's vocabulary repeats, so most words hash once. Cleared when
 * full rather than evicted one by one (a cache miss only costs a hash).
 */
const wordHashes = new Map<string, number>();
const WORD_CACHE_LIMIT = 500_000;
function hashWord(word: string): number {
  let h = wordHashes.get(word);
  if (h === undefined) {
    h = hashString(word);
    if (wordHashes.size >= WORD_CACHE_LIMIT) wordHashes.clear();
    wordHashes.set(word, h);
  }
  return h;
}

/** The hash of one normalised line, as boilerplate detection counts them. */
export function lineHash(line: string): number {
  return hashString(words(line).join(' '));
}

export interface ShingleOptions {
  size?: number;
  /** Lines to leave out before shingling (see detectBoilerplate), by lineHash. */
  boilerplate?: ReadonlySet<number> | undefined;
}

/**
 * The distinct shingle hashes of a text, sorted ascending. A text shorter than `size` words gives
 * one shingle of all its words; a text without words gives none.
 */
export function shingleHashes(text: string, options: ShingleOptions = {}): Uint32Array {
  const size = options.size ?? DEFAULT_SHINGLE_SIZE;
  let kept: string[];
  if (options.boilerplate && options.boilerplate.size > 0) {
    kept = [];
    for (const line of text.split('\n')) {
      const lineWords = words(line);
      if (lineWords.length > 0 && !options.boilerplate.has(hashString(lineWords.join(' ')))) kept.push(...lineWords);
    }
  } else kept = words(text);
  if (kept.length === 0) return new Uint32Array(0);
  const hashes = kept.map(hashWord);
  const count = Math.max(1, hashes.length - size + 1);
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    let h = size;
    const end = Math.min(hashes.length, i + size);
    // Order-sensitive combination: "a b c d e" and "b a c d e" differ.
    for (let j = i; j < end; j++) h = Math.imul(h ^ (hashes[j] ?? 0), 0x9e3779b1) + j - i;
    out[i] = fmix32(h);
  }
  out.sort();
  let distinct = 0;
  for (let i = 0; i < out.length; i++) if (i === 0 || out[i] !== out[distinct - 1]) out[distinct++] = out[i] ?? 0;
  return out.slice(0, distinct);
}

/** Exact Jaccard similarity of two sorted distinct shingle sets: |A ∩ B| / |A ∪ B|. */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0 && b.length === 0) return 1;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] ?? 0;
    const y = b[j] ?? 0;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
}
