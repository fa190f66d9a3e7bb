import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthCache } from './auth-cache.js';

afterEach(() => vi.useRealTimers());

describe('AuthCache', () => {
  it('serves a stored value until its time to live has passed', () => {
    vi.useFakeTimers();
    const cache = new AuthCache<string>(1000);
    cache.set('s1', 'alice', cache.begin());
    expect(cache.get('s1')).toBe('alice');
    vi.advanceTimersByTime(999);
    expect(cache.get('s1')).toBe('alice');
    vi.advanceTimersByTime(1);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('drops everything on invalidate', () => {
    const cache = new AuthCache<string>(1000);
    cache.set('s1', 'alice', cache.begin());
    cache.invalidate();
    expect(cache.get('s1')).toBeUndefined();
  });

  it('does not store a lookup that started before an invalidation (it may have read old state)', () => {
    const cache = new AuthCache<string>(1000);
    const started = cache.begin();
    cache.invalidate(); // a write committed while the lookup was running
    cache.set('s1', 'stale', started);
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', 'fresh', cache.begin());
    expect(cache.get('s1')).toBe('fresh');
  });

  it('stays bounded and can be switched off', () => {
    const cache = new AuthCache<number>(1000, 3);
    for (let i = 0; i < 4; i++) cache.set(`s${i}`, i, cache.begin());
    expect(cache.get('s0')).toBeUndefined();
    expect(cache.get('s3')).toBe(3);
    const off = new AuthCache<number>(0);
    off.set('s', 1, off.begin());
    expect(off.get('s')).toBeUndefined();
  });
});
