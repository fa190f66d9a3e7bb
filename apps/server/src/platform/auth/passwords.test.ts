import { describe, expect, it } from 'vitest';
import { JUDGED_PASSWORD_LENGTH, passwordWeakness } from './passwords.js';

describe('passwordWeakness', () => {
  it('judges a long password made to be slow quickly (it once stalled the server for minutes)', () => {
    // Characters with l33t readings, repeated to the schema's maximum of 256: 155 s before the fix.
    for (const pattern of ['p@55w0rd$1337', 'Password1!', 'aB3$eE1@iI0!oO', '@$!0134578|']) {
      const password = pattern.repeat(30).slice(0, 256);
      const started = performance.now();
      passwordWeakness(password);
      // A bound far from both figures: about 0.2 s on a quiet machine, over 1.5 s with other suites
      // beside it; a regression to the old behaviour takes minutes.
      expect(performance.now() - started, pattern).toBeLessThan(10_000);
    }
  });

  it('still refuses guessable passwords and accepts strong ones, long ones included', () => {
    expect(passwordWeakness('x'.repeat(256))).toMatch(/too easy to guess/);
    expect(passwordWeakness('Password1!'.repeat(25))).toMatch(/too easy to guess/);
    expect(passwordWeakness('P@ssw0rd1234')).toMatch(/too easy to guess/);
    expect(passwordWeakness('P@ssw0rd!!')).toMatch(/at least 12 characters/);
    expect(passwordWeakness('Correct-Horse-Battery-9')).toBeNull();
    expect(passwordWeakness(`Quartz-Lantern-Harbour-${'x'.repeat(200)}`)).toBeNull();
    // Judged on its first characters: a weak start is not rescued by what follows.
    expect(passwordWeakness(`${'a'.repeat(JUDGED_PASSWORD_LENGTH)}Quartz-Lantern-Harbour-9`)).toMatch(/too easy to guess/);
  });
});
