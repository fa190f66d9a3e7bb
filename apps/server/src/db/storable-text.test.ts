import { describe, expect, it } from 'vitest';
import { findUnstorable, storableDeep, storableText, unstorableProblem } from './storable-text.js';

describe('storable text', () => {
  it('names what PostgreSQL cannot store', () => {
    expect(unstorableProblem('plain — ünïcode 😀')).toBeNull();
    expect(unstorableProblem('a\u0000b')).toBe('nul');
    expect(unstorableProblem('\uD800x')).toBe('surrogate');
    expect(unstorableProblem('x\uDC00')).toBe('surrogate');
    expect(unstorableProblem('\uD83D\uDE00')).toBeNull(); // a whole pair is an emoji
  });

  it('cleans text: NULs dropped, lone surrogates replaced', () => {
    expect(storableText('a\u0000b\uD800c\uDC00')).toBe('ab\uFFFDc\uFFFD');
    const same = 'unchanged';
    expect(storableText(same)).toBe(same);
  });

  it('finds the first bad value or key by path, without recursion limits', () => {
    expect(findUnstorable({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ path: 'a.1.c', problem: 'nul' });
    expect(findUnstorable({ ['k\uD800']: 1 })).toEqual({ path: 'k\uD800', problem: 'surrogate' });
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(findUnstorable(deep)?.problem).toBe('nul');
    expect(findUnstorable(Buffer.from([0, 1, 2]))).toBeNull();
    expect(findUnstorable(null)).toBeNull();
    const cycle: Record<string, unknown> = { a: 'ok' };
    cycle.self = cycle;
    expect(findUnstorable(cycle)).toBeNull();
  });

  it('cleans a nested value and leaves bytes and dates alone', () => {
    const bytes = Buffer.from([0]);
    const when = new Date(0);
    const out = storableDeep({ text: 'a\u0000', list: ['\u0000b'], bytes, when, ['k\u0000']: 1 });
    expect(out).toEqual({ text: 'a', list: ['b'], bytes, when, k: 1 });
    expect(out.bytes).toBe(bytes);
  });
});
