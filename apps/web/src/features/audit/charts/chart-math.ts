/** Small numeric helpers for the audit charts (kept pure so they are tested without a DOM). */

/** A round axis maximum at or above `value`: 1, 2, 5 × 10^n (0 becomes 1 so bars have a scale). */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Evenly spaced whole-number ticks from 0 to `max` (at most `count` + 1 of them). */
export function axisTicks(max: number, count = 4): number[] {
  const step = Math.max(1, Math.ceil(max / count));
  const ticks: number[] = [];
  for (let t = 0; t <= max; t += step) ticks.push(t);
  return ticks;
}

export interface Entry {
  label: string;
  value: number;
}

/** The largest `limit` entries, biggest first; the rest summed into one "Other" entry. */
export function topEntries(record: Record<string, number>, limit: number, otherLabel = 'Other'): Entry[] {
  const sorted = Object.entries(record)
    .filter(([, value]) => value > 0)
    .map(([label, value]) => ({ label, value }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  if (sorted.length <= limit) return sorted;
  const rest = sorted.slice(limit).reduce((sum, e) => sum + e.value, 0);
  return [...sorted.slice(0, limit), { label: otherLabel, value: rest }];
}

/** Which of `count` x-axis labels to print so that at most `max` show, always including the last. */
export function labelIndexes(count: number, max: number): Set<number> {
  if (count <= max) return new Set(Array.from({ length: count }, (_, i) => i));
  const step = Math.ceil(count / max);
  const shown = new Set<number>();
  for (let i = count - 1; i >= 0; i -= step) shown.add(i);
  return shown;
}
