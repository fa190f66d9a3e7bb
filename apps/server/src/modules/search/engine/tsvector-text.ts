/**
 * Reads a tsvector's text form (`'notic':3,9 'termin':4`) in TypeScript, so the derived tables
 * are computed in one pass over the pages instead of one ranking scan per word.
 */

/** Lexeme → number of positions (1 when the vector carries none). */
export function lexemeCounts(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    const word = m[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    out.set(word, m[2] ? m[2].split(',').length : 1);
  }
  return out;
}

/**
 * ts_rank_cd of a one-word query on a page: every occurrence is a cover of length one worth the
 * default D weight (0.1), so the rank is 0.1 × occurrences (computed as Postgres does, in float4).
 */
export const singleWordRank = (occurrences: number): number => Math.fround(occurrences * Math.fround(0.1));
