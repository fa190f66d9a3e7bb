/**
 * A word-level difference of two texts for the side-by-side viewer: what stayed, what was deleted
 * from the left, what was inserted on the right.
 *
 * Texts are cut into tokens (words, runs of white space, single punctuation marks), so the segments
 * put back together give both texts exactly. White space compares equal whatever it is (a re-wrapped
 * line is not a change). The difference is patience-style: tokens that occur exactly once in both
 * sides anchor the alignment (their longest increasing run), the stretches between anchors are
 * aligned recursively, and a stretch without unique tokens is aligned by Myers' O(ND) algorithm.
 * Anchoring keeps long documents fast (a 50-page draft against its next version is mostly
 * anchors) and the result readable (it does not match a stray "the" across moved paragraphs). A
 * stretch too different for Myers within MAX_EDITS is shown as deleted then inserted.
 */

export type DiffOp = 'equal' | 'delete' | 'insert';

export interface DiffSegment {
  op: DiffOp;
  /** The left text of the segment ('' for an insert). */
  left: string;
  /** The right text of the segment ('' for a delete). */
  right: string;
}

export interface DiffResult {
  segments: DiffSegment[];
  /** Words (not spaces or punctuation) on each side, for "n words changed" summaries. */
  stats: { equalWords: number; deletedWords: number; insertedWords: number };
}

const TOKEN = /[\p{L}\p{N}]+|\s+|[^\p{L}\p{N}\s]/gu;
const IS_WORD = /^[\p{L}\p{N}]/u;
/** Edits Myers may spend on one stretch between anchors before giving up on aligning it finely. */
const MAX_EDITS = 2_000;

function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

type Op = { op: DiffOp; a: number; b: number }; // a token index on each side (-1 when absent)

class Differ {
  readonly ops: Op[] = [];
  constructor(
    private readonly a: Int32Array,
    private readonly b: Int32Array,
  ) {}

  run(aLo: number, aHi: number, bLo: number, bHi: number): void {
    const { a, b } = this;
    while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) this.ops.push({ op: 'equal', a: aLo++, b: bLo++ });
    const tail: Op[] = [];
    while (aLo < aHi && bLo < bHi && a[aHi - 1] === b[bHi - 1]) tail.push({ op: 'equal', a: --aHi, b: --bHi });
    if (aLo === aHi) for (let j = bLo; j < bHi; j++) this.ops.push({ op: 'insert', a: -1, b: j });
    else if (bLo === bHi) for (let i = aLo; i < aHi; i++) this.ops.push({ op: 'delete', a: i, b: -1 });
    else {
      const anchors = this.uniqueAnchors(aLo, aHi, bLo, bHi);
      if (anchors.length > 0) {
        let i = aLo;
        let j = bLo;
        for (const [ai, bj] of anchors) {
          this.run(i, ai, j, bj);
          this.ops.push({ op: 'equal', a: ai, b: bj });
          i = ai + 1;
          j = bj + 1;
        }
        this.run(i, aHi, j, bHi);
      } else this.myers(aLo, aHi, bLo, bHi);
    }
    for (let k = tail.length - 1; k >= 0; k--) this.ops.push(tail[k] as Op);
  }

  /** Tokens once on each side, in the longest order both sides agree on (patience sorting). */
  private uniqueAnchors(aLo: number, aHi: number, bLo: number, bHi: number): [number, number][] {
    const { a, b } = this;
    const inA = new Map<number, number>();
    for (let i = aLo; i < aHi; i++) {
      const t = a[i] ?? 0;
      inA.set(t, inA.has(t) ? -1 : i);
    }
    const inB = new Map<number, number>();
    for (let j = bLo; j < bHi; j++) {
      const t = b[j] ?? 0;
      if (inA.has(t) && (inA.get(t) ?? -1) >= 0) inB.set(t, inB.has(t) ? -1 : j);
    }
    const pairs: [number, number][] = [];
    for (const [t, j] of inB) if (j >= 0) pairs.push([inA.get(t) ?? 0, j]);
    if (pairs.length === 0) return [];
    pairs.sort((x, y) => x[0] - y[0]);
    // Longest increasing subsequence of b positions, O(n log n).
    const tails: number[] = [];
    const previous = new Int32Array(pairs.length).fill(-1);
    for (let k = 0; k < pairs.length; k++) {
      const bj = pairs[k]?.[1] ?? 0;
      let lo = 0;
      let hi = tails.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((pairs[tails[mid] ?? 0]?.[1] ?? 0) < bj) lo = mid + 1;
        else hi = mid;
      }
      if (lo > 0) previous[k] = tails[lo - 1] ?? -1;
      tails[lo] = k;
    }
    const out: [number, number][] = [];
    for (let k = tails[tails.length - 1] ?? -1; k >= 0; k = previous[k] ?? -1) out.push(pairs[k] as [number, number]);
    return out.reverse();
  }

  /**
   * Myers' greedy shortest edit script. Each round's frontier is kept (only diagonals −d−1…d+1, so
   * memory is about D² integers) to walk the script back.
   */
  private myers(aLo: number, aHi: number, bLo: number, bHi: number): void {
    const { a, b } = this;
    const n = aHi - aLo;
    const m = bHi - bLo;
    const max = Math.min(n + m, MAX_EDITS);
    const offset = max + 1;
    let v = new Int32Array(2 * max + 3);
    const trace: Int32Array[] = [];
    let found = -1;
    for (let d = 0; d <= max && found < 0; d++) {
      trace.push(v.slice(offset - d - 1, offset + d + 2));
      const next = v;
      for (let k = -d; k <= d; k += 2) {
        let x = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0)) ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
        let y = x - k;
        while (x < n && y < m && a[aLo + x] === b[bLo + y]) {
          x++;
          y++;
        }
        next[offset + k] = x;
        if (x >= n && y >= m) {
          found = d;
          break;
        }
      }
      v = next;
    }
    if (found < 0) {
      for (let i = aLo; i < aHi; i++) this.ops.push({ op: 'delete', a: i, b: -1 });
      for (let j = bLo; j < bHi; j++) this.ops.push({ op: 'insert', a: -1, b: j });
      return;
    }
    const script: Op[] = [];
    let x = n;
    let y = m;
    for (let d = found; d > 0; d--) {
      const frontier = trace[d] ?? v;
      const before = (diagonal: number) => frontier[diagonal + d + 1] ?? 0;
      const k = x - y;
      const down = k === -d || (k !== d && before(k - 1) < before(k + 1));
      const prevK = down ? k + 1 : k - 1;
      const prevX = before(prevK);
      const prevY = prevX - prevK;
      while (x > prevX && y > prevY) script.push({ op: 'equal', a: aLo + --x, b: bLo + --y });
      if (down) script.push({ op: 'insert', a: -1, b: bLo + --y });
      else script.push({ op: 'delete', a: aLo + --x, b: -1 });
    }
    while (x > 0 && y > 0) script.push({ op: 'equal', a: aLo + --x, b: bLo + --y });
    for (let k = script.length - 1; k >= 0; k--) this.ops.push(script[k] as Op);
  }
}

export function diffWords(left: string, right: string): DiffResult {
  const leftTokens = tokenize(left);
  const rightTokens = tokenize(right);
  const ids = new Map<string, number>();
  const idOf = (token: string) => {
    const key = /^\s/.test(token) ? ' ' : token;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  const differ = new Differ(Int32Array.from(leftTokens, idOf), Int32Array.from(rightTokens, idOf));
  differ.run(0, leftTokens.length, 0, rightTokens.length);

  const segments: DiffSegment[] = [];
  const stats = { equalWords: 0, deletedWords: 0, insertedWords: 0 };
  for (const { op, a, b } of differ.ops) {
    const l = a >= 0 ? (leftTokens[a] ?? '') : '';
    const r = b >= 0 ? (rightTokens[b] ?? '') : '';
    if (IS_WORD.test(l || r)) stats[op === 'equal' ? 'equalWords' : op === 'delete' ? 'deletedWords' : 'insertedWords']++;
    const last = segments[segments.length - 1];
    if (last && last.op === op) {
      last.left += l;
      last.right += r;
    } else segments.push({ op, left: l, right: r });
  }
  return { segments, stats };
}

export interface SideBySideRow {
  kind: 'equal' | 'changed' | 'deleted' | 'inserted';
  left: string;
  right: string;
}

/** Rows for two aligned columns: a deletion next to the insertion that replaced it is one change. */
export function sideBySide(segments: readonly DiffSegment[]): SideBySideRow[] {
  const rows: SideBySideRow[] = [];
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if (!s) continue;
    const next = segments[i + 1];
    if (s.op !== 'equal' && next && next.op !== 'equal' && next.op !== s.op) {
      rows.push({ kind: 'changed', left: s.left + next.left, right: s.right + next.right });
      i++;
    } else rows.push({ kind: s.op === 'equal' ? 'equal' : s.op === 'delete' ? 'deleted' : 'inserted', left: s.left, right: s.right });
  }
  return rows;
}
