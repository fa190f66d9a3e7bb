import { describe, expect, it } from 'vitest';
import { axisTicks, niceCeiling } from './chart-scale';

describe('chart scale', () => {
  it('rounds the top of the axis up to a round value', () => {
    expect(niceCeiling(51)).toBe(60);
    expect(niceCeiling(50)).toBe(50);
    expect(niceCeiling(7)).toBe(8);
    expect(niceCeiling(0.0034)).toBe(0.004);
    expect(niceCeiling(0.29)).toBe(0.3);
    expect(niceCeiling(1750)).toBe(2000);
  });

  it('gives an axis from 0 to 1 when there is nothing to show', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(axisTicks([])).toEqual([0, 1]);
    expect(axisTicks([0, 0])).toEqual([0, 1]);
  });

  it('labels 0, the middle and the top, without half counts', () => {
    expect(axisTicks([9, 0, 12, 27])).toEqual([0, 15, 30]);
    expect(axisTicks([1, 0])).toEqual([0, 1]);
    expect(axisTicks([0.25, 1.75])).toEqual([0, 1, 2]);
    expect(axisTicks([0.0034])).toEqual([0, 0.002, 0.004]);
  });
});
