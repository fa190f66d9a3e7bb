/** Reciprocal rank fusion constant: the usual 60 (Cormack et al.), damping the top ranks' dominance. */
export const RRF_K = 60;

/**
 * Fuses ranked lists of ids: each list adds 1 / (k + rank) for every id it holds (rank from 1).
 * Scores, not raw engine scores, so lexical and vector scales never need calibrating. Ties keep
 * the order of first appearance (lists earlier in the argument list win).
 */
export function reciprocalRankFusion(lists: readonly (readonly string[])[], k = RRF_K): { id: string; score: number }[] {
  const scores = new Map<string, { score: number; first: number }>();
  let order = 0;
  for (const list of lists) {
    list.forEach((id, i) => {
      const entry = scores.get(id) ?? { score: 0, first: order++ };
      entry.score += 1 / (k + i + 1);
      scores.set(id, entry);
    });
  }
  return [...scores.entries()].sort((a, b) => b[1].score - a[1].score || a[1].first - b[1].first).map(([id, e]) => ({ id, score: e.score }));
}
