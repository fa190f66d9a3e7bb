import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './retry-deadlock.js';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs the work again after a deadlock and returns its answer', async () => {
    let calls = 0;
    const answer = await retryOnDeadlock(async () => {
      calls++;
      if (calls < 3) throw deadlock();
      return 'created';
    }, 5, () => 0);
    expect(answer).toBe('created');
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt with the deadlock itself', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw deadlock();
      }, 3, () => 0),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
  });

  it('never retries any other failure', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw Object.assign(new Error('permission denied'), { code: '42501' });
      }, 5, () => 0),
    ).rejects.toThrow('permission denied');
    expect(calls).toBe(1);
  });
});
