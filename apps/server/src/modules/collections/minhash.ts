/**
 * MinHash signatures: for each of `permutations` hash functions, the smallest hash of a document's
 * shingles. The share of positions on which two signatures agree estimates the Jaccard similarity
 * of the two shingle sets (standard error √(J(1−J)/permutations): ±0.027 at J = 0.9 with 128).
 *
 * The hash functions are murmur3's finaliser applied to the shingle hash xor a per-function seed:
 * a bijection per function, cheap (two multiplications), with no modular arithmetic to emulate in
 * 53-bit floats.
 */
import { fmix32 } from './text.js';

export const DEFAULT_PERMUTATIONS = 128;

export class MinHasher {
  readonly permutations: number;
  private readonly seeds: Uint32Array;

  constructor(permutations = DEFAULT_PERMUTATIONS, seed = 0x2545f491) {
    this.permutations = permutations;
    this.seeds = new Uint32Array(permutations);
    let state = seed >>> 0;
    for (let i = 0; i < permutations; i++) {
      state = (state + 0x9e3779b9) >>> 0;
      this.seeds[i] = fmix32(state);
    }
  }

  /** The signature of a set of shingle hashes (all 0xffffffff for an empty set). */
  signature(shingles: Uint32Array, into = new Uint32Array(this.permutations)): Uint32Array {
    const seeds = this.seeds;
    const n = this.permutations;
    into.fill(0xffffffff);
    for (let s = 0; s < shingles.length; s++) {
      const x = shingles[s] ?? 0;
      for (let i = 0; i < n; i++) {
        // fmix32 inlined: this loop is the whole cost of signing.
        let h = x ^ (seeds[i] ?? 0);
        h ^= h >>> 16;
        h = Math.imul(h, 0x85ebca6b);
        h ^= h >>> 13;
        h = Math.imul(h, 0xc2b2ae35);
        h = (h ^ (h >>> 16)) >>> 0;
        if (h < (into[i] ?? 0)) into[i] = h;
      }
    }
    return into;
  }
}

/** The estimated Jaccard similarity of two signatures of the same length. */
export function estimatedSimilarity(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) same++;
  return a.length === 0 ? 0 : same / a.length;
}
