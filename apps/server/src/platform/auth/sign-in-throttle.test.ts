import { describe, expect, it } from 'vitest';
import { MAX_PAUSE_MINUTES, pauseMinutes, throttleKeys } from './sign-in-throttle.js';

describe('sign-in throttle', () => {
  it('pauses from the threshold on, doubling with each failure, up to an hour', () => {
    expect([4, 5, 6, 7, 8].map((f) => pauseMinutes(f, 5))).toEqual([0, 1, 2, 4, 8]);
    expect(pauseMinutes(40, 5)).toBe(MAX_PAUSE_MINUTES);
  });

  it('keys an address per client IP, whatever its case, and stores neither in clear', () => {
    const a = throttleKeys('Partner@Firm.test', '203.0.113.1');
    expect(a).toEqual(throttleKeys('partner@firm.test', '203.0.113.1'));
    expect(a.account).not.toBe(throttleKeys('partner@firm.test', '198.51.100.2').account);
    expect(JSON.stringify(a)).not.toMatch(/partner|203\.0/);
    expect(throttleKeys('partner@firm.test', null).ip).toBeNull();
  });
});
