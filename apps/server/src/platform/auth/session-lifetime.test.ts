import { describe, expect, it } from 'vitest';
import { sessionDeadline, sessionEndReason, touchIntervalMs } from './session-lifetime.js';

const lifetime = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const at = (msAgo: number, now: number) => new Date(now - msAgo);

describe('session limits (ASVS 3.3.2)', () => {
  const now = Date.UTC(2026, 10, 28, 12);
  const fresh = { createdAt: at(60_000, now), expiresAt: new Date(now + 11 * 3_600_000), lastUsedAt: at(0, now) };

  it('keeps a session in use inside both limits', () => {
    expect(sessionEndReason({ ...fresh, lastUsedAt: at(29 * 60_000, now) }, lifetime, now)).toBeNull();
  });

  it('ends it at the idle limit and at the absolute limit, whichever comes first', () => {
    expect(sessionEndReason({ ...fresh, lastUsedAt: at(30 * 60_000, now) }, lifetime, now)).toBe('idle_timeout');
    expect(sessionEndReason({ ...fresh, expiresAt: new Date(now) }, lifetime, now)).toBe('max_lifetime');
    // A session from before the limit (expires_at further out) is held to sign-in + SESSION_MAX_HOURS.
    expect(sessionEndReason({ ...fresh, createdAt: at(12 * 3_600_000, now), expiresAt: new Date(now + 3 * 3_600_000) }, lifetime, now)).toBe('max_lifetime');
  });

  it('memoises a session no later than its deadline', () => {
    expect(sessionDeadline({ ...fresh, lastUsedAt: at(10 * 60_000, now) }, lifetime)).toBe(now + 20 * 60_000);
    expect(sessionDeadline({ ...fresh, expiresAt: new Date(now + 5_000) }, lifetime)).toBe(now + 5_000);
  });

  it('touches last use far more often than the idle limit', () => {
    expect(touchIntervalMs(lifetime)).toBe(60_000);
    expect(touchIntervalMs({ idleMs: 60_000, maxMs: 3_600_000 })).toBe(2_000);
  });
});
