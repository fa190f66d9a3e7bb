import { describe, expect, it } from 'vitest';
import { RegexTimeout, RegexTooManyMatches, runRegex } from './regex-runner.js';

describe('regex runner', () => {
  it('finds matches page by page', async () => {
    const spans = await runRegex('Falcon-\\d+', 'i', ['see falcon-12 and FALCON-7', 'none'], 2_000, 100);
    expect(spans).toEqual([[{ start: 4, end: 13 }, { start: 18, end: 26 }], []]);
  });

  it('skips empty matches rather than looping', async () => {
    expect(await runRegex('x*', '', ['abxxc'], 2_000, 100)).toEqual([[{ start: 2, end: 4 }]]);
  });

  it('stops a runaway pattern at its time limit', async () => {
    const started = Date.now();
    await expect(runRegex('^(a+)+$', '', [`${'a'.repeat(40)}!`], 300, 100)).rejects.toBeInstanceOf(RegexTimeout);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a pattern matching too often', async () => {
    await expect(runRegex('a', '', ['a'.repeat(50)], 2_000, 10)).rejects.toBeInstanceOf(RegexTooManyMatches);
  });
});
