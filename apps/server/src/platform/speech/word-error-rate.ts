/**
 * Word error rate: how far a transcript is from what was said, the measure speech recognisers are
 * compared by. (substitutions + deletions + insertions) / words said, from the word-level
 * Levenshtein alignment of the two texts after both are normalised the same way.
 */

/** Abbreviations a recogniser may write for a spoken word (or the reverse): counted as the spoken word. */
const SPOKEN: Record<string, string> = { mr: 'mister', mrs: 'missus', dr: 'doctor', '&': 'and' };

/**
 * Lower case, hyphens and dashes as spaces, punctuation dropped (an apostrophe inside a word is
 * kept: "don't" is not "dont" spelled wrong), common abbreviations spelled out.
 */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[-\u2010-\u2015/]+/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}&]+$/gu, '').replace(/[^\p{L}\p{N}'&]/gu, ''))
    .filter(Boolean)
    .map((word) => SPOKEN[word] ?? word);
}

export interface WordErrors {
  /** Words in the reference (what was said). */
  words: number;
  substitutions: number;
  deletions: number;
  insertions: number;
  /** (substitutions + deletions + insertions) / words; 0 for two empty texts, 1 per inserted word when nothing was said. */
  rate: number;
}

/** The word error rate of `hypothesis` (what the recogniser wrote) against `reference` (what was said). */
export function wordErrorRate(reference: string, hypothesis: string): WordErrors {
  return alignWords(normaliseWords(reference), normaliseWords(hypothesis));
}

/** The errors of one word sequence against another (both already normalised). */
export function alignWords(ref: readonly string[], hyp: readonly string[]): WordErrors {
  // cost[j] / ops[j]: the cheapest edit of ref[0..i) into hyp[0..j), and its counts, one row at a time.
  type Counts = { s: number; d: number; n: number };
  let previous: Counts[] = Array.from({ length: hyp.length + 1 }, (_, j) => ({ s: 0, d: 0, n: j }));
  for (let i = 1; i <= ref.length; i++) {
    const row: Counts[] = [{ s: 0, d: i, n: 0 }];
    for (let j = 1; j <= hyp.length; j++) {
      const diagonal = previous[j - 1] as Counts;
      const up = previous[j] as Counts;
      const left = row[j - 1] as Counts;
      const same = ref[i - 1] === hyp[j - 1];
      const options: Counts[] = [
        { s: diagonal.s + (same ? 0 : 1), d: diagonal.d, n: diagonal.n },
        { s: up.s, d: up.d + 1, n: up.n },
        { s: left.s, d: left.d, n: left.n + 1 },
      ];
      row.push(options.reduce((best, o) => (o.s + o.d + o.n < best.s + best.d + best.n ? o : best)));
    }
    previous = row;
  }
  const last = previous[hyp.length] as Counts;
  const errors = last.s + last.d + last.n;
  return {
    words: ref.length,
    substitutions: last.s,
    deletions: last.d,
    insertions: last.n,
    rate: ref.length === 0 ? hyp.length : errors / ref.length,
  };
}
