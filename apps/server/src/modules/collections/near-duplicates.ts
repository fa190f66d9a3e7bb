/**
 * Near-duplicate groups: documents whose wording is almost the same (drafts of one contract, a
 * letter and its signed copy, the same memo with a changed date).
 *
 * Similarity is the Jaccard similarity of the two documents' sets of word 5-shingles (shingles.ts),
 * computed exactly on the shingles of every candidate pair (estimated from the signatures instead
 * when `similarity: 'estimated'`, to save the memory of keeping every document's shingles).
 * Candidates come from MinHash signatures (128 functions) cut into bands (locality-sensitive
 * hashing): two documents that agree on all rows of one band land in the same bucket. The band
 * shape is chosen per threshold so that a pair at the threshold is a candidate with probability
 * ≥ 0.999 (see bandsFor); buckets then hold few pairs that fail verification.
 *
 * Groups are built around a pivot, as review platforms do: a document not yet grouped becomes a
 * pivot, and every ungrouped document at least `threshold` similar to it joins its group with that
 * similarity. Members are never chained: each is within the threshold of the pivot itself, not
 * merely of another member, so a reviewer reads the pivot in full and only the differences of the
 * others. Pivots are taken in this order: most near-duplicates first (counted on the signatures),
 * then longest (most shingles), then the earlier added. The version with the most near-duplicates
 * is the centre of its family: the other versions drifted from it in different directions. Taking
 * the longest first instead (the usual choice) makes the pivot a version that gained a paragraph,
 * and versions that changed elsewhere fall just under the threshold against it: on the test's
 * edited copies (near-duplicates.test.ts), pairwise F1 at 0.9 was 0.76 with longest-first and is
 * 0.975 with this order.
 *
 * Default threshold 0.9. On word 5-shingles that is about one word in a hundred changed, a
 * sentence added or removed per page, or paragraphs moved: versions a reviewer may code alike.
 * Looser groups are a per-case choice (0.8 ≈ two words in a hundred, 0.7 ≈ three or four), because
 * a group invites coding all of its members at once, and a wrongly joined privileged variant is the
 * costlier mistake.
 */
import { estimatedSimilarity, MinHasher, DEFAULT_PERMUTATIONS } from './minhash.js';
import { jaccard, shingleHashes, DEFAULT_SHINGLE_SIZE } from './shingles.js';
import { fmix32 } from './text.js';

export const DEFAULT_NEAR_DUPLICATE_THRESHOLD = 0.9;
const DEGREE_BUCKET_LIMIT = 1_000;

export interface NearDuplicateOptions {
  /** Minimum similarity to the pivot, in (0, 1] (default 0.9). */
  threshold?: number;
  permutations?: number;
  shingleSize?: number;
  /** Line hashes left out of every document (detectBoilerplate). */
  boilerplate?: ReadonlySet<number> | undefined;
  /** 'exact' (default) keeps each document's shingles and scores pairs exactly. */
  similarity?: 'exact' | 'estimated';
}

export interface NearDuplicateMember {
  id: string;
  /** Similarity to the pivot (1 for the pivot itself and for exact copies of its text). */
  similarity: number;
}

export interface NearDuplicateGroup {
  pivotId: string;
  /** The pivot first, then the others by decreasing similarity. */
  members: NearDuplicateMember[];
}

export interface NearDuplicateResult {
  /** Groups of two documents or more; a document in no group has no near-duplicate. */
  groups: NearDuplicateGroup[];
  /** Documents without words once boilerplate is left out: never grouped. */
  empty: string[];
  /** Candidate pairs scored (a measure of the work LSH saved). */
  comparisons: number;
}

/** Rows per band for a threshold: the most rows (fewest false candidates) keeping recall ≥ 0.999 at the threshold. */
export function bandsFor(threshold: number, permutations = DEFAULT_PERMUTATIONS): { bands: number; rows: number } {
  for (const rows of [16, 8, 4, 2, 1]) {
    if (permutations % rows !== 0) continue;
    const bands = permutations / rows;
    if (1 - Math.pow(1 - Math.pow(threshold, rows), bands) >= 0.999) return { bands, rows };
  }
  return { bands: permutations, rows: 1 };
}

/**
 * An index documents are added to one at a time (so a caller can stream a collection), then grouped
 * once. Memory per document: its signature (4 bytes × permutations) and, for exact similarity, its
 * shingles (4 bytes each, about one per word).
 */
export class NearDuplicateIndex {
  private readonly threshold: number;
  private readonly exact: boolean;
  private readonly shingleSize: number;
  private readonly boilerplate: ReadonlySet<number> | undefined;
  private readonly hasher: MinHasher;
  private readonly bands: number;
  private readonly rows: number;
  private readonly ids: string[] = [];
  private readonly sizes: number[] = [];
  private readonly signatures: Uint32Array[] = [];
  private readonly shingles: Uint32Array[] = [];
  /** Per band: bucket key → its one document, or its documents once a second arrives (most buckets hold one: no array for them). */
  private readonly buckets: Map<number, number | number[]>[] = [];
  private readonly empty: string[] = [];
  private spent = false;

  constructor(options: NearDuplicateOptions = {}) {
    this.threshold = options.threshold ?? DEFAULT_NEAR_DUPLICATE_THRESHOLD;
    if (!(this.threshold > 0 && this.threshold <= 1)) throw new RangeError('threshold must be in (0, 1]');
    this.exact = (options.similarity ?? 'exact') === 'exact';
    this.shingleSize = options.shingleSize ?? DEFAULT_SHINGLE_SIZE;
    this.boilerplate = options.boilerplate;
    this.hasher = new MinHasher(options.permutations ?? DEFAULT_PERMUTATIONS);
    ({ bands: this.bands, rows: this.rows } = bandsFor(this.threshold, this.hasher.permutations));
    for (let b = 0; b < this.bands; b++) this.buckets.push(new Map());
  }

  add(id: string, text: string): void {
    if (this.spent) throw new Error('NearDuplicateIndex.group() was called: the index takes no more documents');
    const shingles = shingleHashes(text, { size: this.shingleSize, boilerplate: this.boilerplate });
    if (shingles.length === 0) {
      this.empty.push(id);
      return;
    }
    const doc = this.ids.length;
    const signature = this.hasher.signature(shingles);
    this.ids.push(id);
    this.sizes.push(shingles.length);
    this.signatures.push(signature);
    if (this.exact) this.shingles.push(shingles);
    for (let b = 0; b < this.bands; b++) {
      let key = b;
      for (let r = b * this.rows; r < (b + 1) * this.rows; r++) key = Math.imul(key ^ (signature[r] ?? 0), 0x9e3779b1) + r;
      key = fmix32(key);
      const bucket = this.buckets[b];
      const held = bucket?.get(key);
      if (held === undefined) bucket?.set(key, doc);
      else if (typeof held === 'number') bucket?.set(key, [held, doc]);
      else held.push(doc);
    }
  }

  private similarity(a: number, b: number): number {
    if (this.exact) return jaccard(this.shingles[a] ?? new Uint32Array(0), this.shingles[b] ?? new Uint32Array(0));
    return estimatedSimilarity(this.signatures[a] ?? new Uint32Array(0), this.signatures[b] ?? new Uint32Array(0));
  }

  /**
   * How many near-duplicates each document has, estimated from the signatures (cheap: 128
   * comparisons a pair) over its bucket mates. Buckets over DEGREE_BUCKET_LIMIT (thousands of copies
   * of one form) are left out: counting them is quadratic, and their members are grouped anyway.
   */
  private nearDuplicateCounts(memberships: number[][][]): Int32Array {
    const degree = new Int32Array(memberships.length);
    const seenBy = new Int32Array(memberships.length).fill(-1);
    memberships.forEach((lists, doc) => {
      const signature = this.signatures[doc] ?? new Uint32Array(0);
      for (const list of lists) {
        if (list.length > DEGREE_BUCKET_LIMIT) continue;
        for (const other of list) {
          if (other === doc || seenBy[other] === doc) continue;
          seenBy[other] = doc;
          if (estimatedSimilarity(signature, this.signatures[other] ?? new Uint32Array(0)) >= this.threshold) degree[doc] = (degree[doc] ?? 0) + 1;
        }
      }
    });
    return degree;
  }

  /** Groups every document added; once only (its buckets are released to keep peak memory down). */
  group(): NearDuplicateResult {
    if (this.spent) throw new Error('NearDuplicateIndex.group() was already called');
    this.spent = true;
    const count = this.ids.length;
    // Each document's bucket in each band, to find a pivot's candidates.
    const memberships: number[][][] = Array.from({ length: count }, () => []);
    for (const bucket of this.buckets) for (const list of bucket.values()) if (typeof list !== 'number') for (const doc of list) memberships[doc]?.push(list);
    // Buckets are not needed any more: the shared lists live on in memberships.
    for (const bucket of this.buckets) bucket.clear();
    const degree = this.nearDuplicateCounts(memberships);
    const order = Array.from({ length: count }, (_, i) => i).sort(
      (a, b) => (degree[b] ?? 0) - (degree[a] ?? 0) || (this.sizes[b] ?? 0) - (this.sizes[a] ?? 0) || a - b,
    );
    const grouped = new Uint8Array(count);
    const seenBy = new Int32Array(count).fill(-1);
    const groups: NearDuplicateGroup[] = [];
    let comparisons = 0;
    for (const pivot of order) {
      if (grouped[pivot]) continue;
      grouped[pivot] = 1;
      const pivotSize = this.sizes[pivot] ?? 0;
      const members: { doc: number; similarity: number }[] = [];
      for (const list of memberships[pivot] ?? []) {
        let kept = 0;
        for (let k = 0; k < list.length; k++) {
          const doc = list[k] ?? 0;
          // Grouped documents leave the bucket, so later pivots do not scan them again.
          if (grouped[doc] && doc !== pivot) continue;
          list[kept++] = doc;
          if (doc === pivot || seenBy[doc] === pivot) continue;
          seenBy[doc] = pivot;
          // Jaccard ≤ smaller / larger: skip pairs whose sizes alone rule them out.
          if ((this.sizes[doc] ?? 0) < this.threshold * pivotSize) continue;
          comparisons++;
          const similarity = this.similarity(pivot, doc);
          if (similarity >= this.threshold) members.push({ doc, similarity });
        }
        list.length = kept;
      }
      if (members.length === 0) continue;
      for (const m of members) grouped[m.doc] = 1;
      members.sort((a, b) => b.similarity - a.similarity || a.doc - b.doc);
      const pivotId = this.ids[pivot] ?? '';
      groups.push({
        pivotId,
        members: [{ id: pivotId, similarity: 1 }, ...members.map((m) => ({ id: this.ids[m.doc] ?? '', similarity: roundSimilarity(m.similarity) }))],
      });
    }
    return { groups, empty: [...this.empty], comparisons };
  }
}

const roundSimilarity = (value: number) => Math.round(value * 10_000) / 10_000;

/** Groups a whole collection at once (see NearDuplicateIndex for large or streamed collections). */
export function findNearDuplicates(documents: Iterable<{ id: string; text: string }>, options: NearDuplicateOptions = {}): NearDuplicateResult {
  const index = new NearDuplicateIndex(options);
  for (const doc of documents) index.add(doc.id, doc.text);
  return index.group();
}
