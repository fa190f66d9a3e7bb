import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache.js';

describe('AnswerCache', () => {
  it('reuses an answer within its time to live and shares a computation in flight', async () => {
    const cache = new AnswerCache(() => 60_000);
    const compute = vi.fn(async () => 1);
    const [a, b] = await Promise.all([cache.get('f1', 'k', compute), cache.get('f1', 'k', compute)]);
    expect([a, b, await cache.get('f1', 'k', compute)]).toEqual([1, 1, 1]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('counts again after the firm is invalidated, and keeps other firms', async () => {
    const cache = new AnswerCache(() => 60_000);
    let n = 0;
    const compute = async () => ++n;
    await cache.get('f1', 'k', compute);
    await cache.get('f2', 'k', compute);
    cache.invalidate('f1');
    expect(await cache.get('f1', 'k', compute)).toBe(3);
    expect(await cache.get('f2', 'k', compute)).toBe(2);
  });

  it('counts every firm again once cleared (signals may have been missed)', async () => {
    const cache = new AnswerCache(() => 60_000);
    let n = 0;
    const compute = async () => ++n;
    await cache.get('f1', 'k', compute);
    await cache.get('f2', 'k', compute);
    cache.clear();
    expect(await cache.get('f1', 'k', compute)).toBe(3);
    expect(await cache.get('f2', 'k', compute)).toBe(4);
  });

  it('expires answers, never keeps a failure, and does nothing with a time to live of 0', async () => {
    vi.useFakeTimers();
    try {
      const cache = new AnswerCache(() => 1_000);
      let n = 0;
      await cache.get('f', 'k', async () => ++n);
      vi.advanceTimersByTime(1_001);
      expect(await cache.get('f', 'k', async () => ++n)).toBe(2);
      await expect(cache.get('f', 'x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(await cache.get('f', 'x', async () => 7)).toBe(7);
      const off = new AnswerCache(() => 0);
      await off.get('f', 'k', async () => ++n);
      expect(await off.get('f', 'k', async () => ++n)).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
