/** One cumulative histogram bucket: how many observations were ≤ `le` seconds. */
export interface Bucket {
  le: number;
  count: number;
}

/**
 * A quantile estimated from cumulative buckets the way Prometheus's histogram_quantile does:
 * linear within the bucket the rank falls in. Null with no observations; above the highest finite
 * bucket the answer is that bucket's bound (the histogram knows no more).
 */
export function quantileFromBuckets(buckets: Bucket[], q: number): number | null {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let prevLe = 0;
  let prevCount = 0;
  for (const b of sorted) {
    if (b.count >= rank) {
      if (!Number.isFinite(b.le)) return prevLe;
      const inBucket = b.count - prevCount;
      return inBucket === 0 ? b.le : prevLe + (b.le - prevLe) * ((rank - prevCount) / inBucket);
    }
    prevLe = b.le;
    prevCount = b.count;
  }
  return prevLe;
}

/** Adds bucket counts of several label sets (statuses of one route) into one histogram. */
export function mergeBuckets(into: Map<number, number>, le: number, count: number): void {
  into.set(le, (into.get(le) ?? 0) + count);
}

export const bucketsOf = (m: Map<number, number>): Bucket[] => [...m.entries()].map(([le, count]) => ({ le, count }));

export const round = (n: number | null, digits = 4): number | null => (n === null ? null : Number(n.toFixed(digits)));

/** A bucket sample's upper bound (prom-client labels it `le`, not among the declared label names). */
export function bucketBound(labels: object): number {
  const le = (labels as { le?: string | number }).le;
  return le === '+Inf' || le === undefined ? Infinity : Number(le);
}
