import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../test/jwt';
import { TOKEN_STORAGE_KEY, clearSession, loadSession, saveSession, type StoredSession } from './token-storage';

beforeAll(() => {
  // jsdom has no SubtleCrypto; Node's is the same Web Crypto API the browser provides.
  vi.stubGlobal('crypto', webcrypto);
});

const session: StoredSession = {
  tokens: {
    accessToken: fakeJwt({ sub: 'user-1', exp: 2_000_000_000 }),
    refreshToken: 'refresh-secret',
    expiresAt: 2_000_000_000_000,
    userId: 'user-1',
    userRole: 'paralegal',
  },
  metadata: { email: 'p@example.com', full_name: 'Pat Para', organization: 'Firm', organization_id: 'org-1' },
};

describe('encrypted token storage', () => {
  it('round-trips the session', async () => {
    await saveSession(session);
    expect(await loadSession()).toEqual(session);
  });

  it('never stores the tokens in readable form', async () => {
    await saveSession(session);
    const raw = localStorage.getItem(TOKEN_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('refresh-secret');
    expect(raw).not.toContain(session.tokens.accessToken.split('.')[1]);
    expect(JSON.parse(raw)).toMatchObject({ v: 1, iv: expect.any(String), data: expect.any(String) });
  });

  it('uses a fresh IV for every write', async () => {
    await saveSession(session);
    const first = JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? '{}') as { iv: string };
    await saveSession(session);
    const second = JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? '{}') as { iv: string };
    expect(first.iv).not.toBe(second.iv);
  });

  it('discards a tampered envelope', async () => {
    await saveSession(session);
    const envelope = JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? '{}') as { data: string };
    const bytes = Uint8Array.from(atob(envelope.data), (c) => c.charCodeAt(0));
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ ...envelope, data: btoa(String.fromCharCode(...bytes)) }));
    expect(await loadSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears', async () => {
    await saveSession(session);
    clearSession();
    expect(await loadSession()).toBeNull();
  });
});
