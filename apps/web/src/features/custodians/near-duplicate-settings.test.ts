import { describe, expect, it } from 'vitest';
import { thresholdProblem } from './NearDuplicateSettings';

describe('near-duplicate threshold field', () => {
  it('takes a percentage from 50 to 100, with a point or a comma', () => {
    expect(thresholdProblem('90')).toBeNull();
    expect(thresholdProblem('87,5')).toBeNull();
    expect(thresholdProblem('50')).toBeNull();
    expect(thresholdProblem('100')).toBeNull();
    expect(thresholdProblem('49.9')).toMatch(/At least 50/);
    expect(thresholdProblem('101')).toBe('At most 100 %');
    expect(thresholdProblem('')).toMatch(/Enter a percentage/);
    expect(thresholdProblem('ninety')).toMatch(/Enter a percentage/);
  });
});
