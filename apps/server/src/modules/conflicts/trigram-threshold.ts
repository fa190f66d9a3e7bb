/*
 * How similar a stored name must be for the trigram index to hand it back. The trigram arm of the
 * candidate query is there for typos (compareNames accepts a name at most two edits away when no
 * key is shared), so it needs only the names two edits can reach. One edit — a letter changed,
 * added, dropped, or two swapped — breaks at most 4 of a name's distinct trigrams and makes at most
 * 4 new ones, so two edits leave at least T − 8 of the query's T trigrams shared and at most T + 8
 * in the union: pg_trgm's similarity (shared ÷ union) is then at least (T − 8) / (T + 8). A long
 * company name needs about 0.5 rather than pg_trgm's default 0.3; the index then returns a fraction
 * of the rows to recheck, which is most of a check's time. Short names keep the default.
 */

/** pg_trgm's default threshold: the floor, and what names pg_trgm may split otherwise than here use. */
export const TRIGRAM_FLOOR = 0.3;
/** Kept below the bound: pg_trgm computes similarity in single precision. */
const MARGIN = 0.01;
const MAX_EDITS_BROKEN = 8;

/** pg_trgm's distinct trigrams of a folded name: each word padded with two spaces before and one after. */
export function trigramCount(text: string): number {
  const set = new Set<string>();
  for (const word of text.split(' ').filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set.size;
}

/** The similarity a name two edits from `norm` (a folded, space-separated name) has at least. */
export function trigramThreshold(norm: string): number {
  // Only plain lower-case ASCII words are split into trigrams here exactly as pg_trgm does in any locale.
  if (!/^[a-z0-9 ]+$/.test(norm)) return TRIGRAM_FLOOR;
  const t = trigramCount(norm);
  const bound = (t - MAX_EDITS_BROKEN) / (t + MAX_EDITS_BROKEN) - MARGIN;
  return Math.max(TRIGRAM_FLOOR, Math.floor(bound * 100) / 100);
}
