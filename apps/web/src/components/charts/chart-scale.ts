/**
 * The value axis of a chart: a round top value at or above the highest point (so the axis reads
 * "0 … 60", not "0 … 51") and the ticks drawn and labelled along it.
 */
export function niceCeiling(max: number): number {
  if (!(max > 0) || !Number.isFinite(max)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((s) => s * magnitude >= max * (1 - 1e-9)) ?? 10;
  // Rounded to the magnitude's digits: 0.1 * 3 is 0.30000000000000004 in floating point.
  return Number((step * magnitude).toPrecision(12));
}

/**
 * 0, the middle and the top of the axis. Counts get no half-way tick between 0 and 1 (a "0.5
 * documents" label would be nonsense).
 */
export function axisTicks(values: readonly number[]): number[] {
  const top = niceCeiling(Math.max(0, ...values));
  const whole = values.every((v) => Number.isInteger(v));
  const middle = top / 2;
  return whole && !Number.isInteger(middle) ? [0, top] : [0, middle, top];
}
