import { describe, expect, it } from 'vitest';
import { axisTicks, labelIndexes, niceMax, topEntries } from './chart-math';

describe('chart math', () => {
  it('rounds axis maxima up to 1, 2 or 5 × 10^n', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(45)).toBe(50);
    expect(niceMax(100)).toBe(100);
    expect(niceMax(101)).toBe(200);
  });

  it('spaces whole-number ticks', () => {
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(1)).toEqual([0, 1]);
  });

  it('keeps the biggest entries and folds the rest into Other', () => {
    expect(topEntries({ a: 1, b: 5, c: 3, d: 0 }, 2)).toEqual([
      { label: 'b', value: 5 },
      { label: 'c', value: 3 },
      { label: 'Other', value: 1 },
    ]);
    expect(topEntries({ a: 2, b: 2 }, 5)).toEqual([
      { label: 'a', value: 2 },
      { label: 'b', value: 2 },
    ]);
  });

  it('thins x labels but always shows the last day', () => {
    expect([...labelIndexes(5, 8)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    const shown = labelIndexes(30, 8);
    expect(shown.has(29)).toBe(true);
    expect(shown.size).toBeLessThanOrEqual(8);
  });
});
