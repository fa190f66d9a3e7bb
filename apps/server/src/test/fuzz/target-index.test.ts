import { describe, expect, it } from 'vitest';
import { targetIndex } from './runner.js';

describe('targetIndex (which web server takes fuzz request n)', () => {
  it('alternates between servers and sends every operation to each of them', () => {
    for (const operationCount of [198, 199]) {
      const seen = new Map<number, Set<number>>();
      const perTarget = [0, 0];
      for (let index = 0; index < operationCount * 4; index++) {
        const target = targetIndex(index, operationCount, 2);
        perTarget[target] = (perTarget[target] ?? 0) + 1;
        const op = index % operationCount;
        seen.set(op, (seen.get(op) ?? new Set<number>()).add(target));
      }
      // Plain alternation pins each operation to one server when the counts share a factor.
      expect([...seen.values()].every((targets) => targets.size === 2)).toBe(true);
      expect(Math.abs((perTarget[0] ?? 0) - (perTarget[1] ?? 0))).toBeLessThanOrEqual(4);
    }
  });

  it('sends everything to the one server when there is one', () => {
    expect([0, 1, 250, 7999].map((index) => targetIndex(index, 199, 1))).toEqual([0, 0, 0, 0]);
  });
});
