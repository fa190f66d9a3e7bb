import { describe, expect, it } from 'vitest';
import { TOKEN_EXPIRY_MARGIN_MS } from '@app/contract';
import { fakeJwt } from '../../test/jwt';
import { makeUser } from '../../test/render';
import { accessTokenClaims, isStoredTokens, isTokenExpired, isValidTokenStructure, tokensFromResponse } from './tokens';

const exp = Math.floor(Date.now() / 1000) + 1800;

describe('token structure check', () => {
  it('accepts three parts whose header has alg and payload has sub and exp', () => {
    expect(isValidTokenStructure(fakeJwt({ sub: 'u1', exp }))).toBe(true);
  });

  it.each([
    ['two parts', 'aaa.bbb'],
    ['four parts', `${fakeJwt({ sub: 'u', exp })}.extra`],
    ['an empty part', `${fakeJwt({ sub: 'u', exp }).split('.').slice(0, 2).join('.')}.`],
    ['no alg in the header', fakeJwt({ sub: 'u', exp }, { typ: 'JWT' })],
    ['no sub in the payload', fakeJwt({ exp })],
    ['no exp in the payload', fakeJwt({ sub: 'u' })],
    ['a payload that is not JSON', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.sig'],
    ['not a string', 42],
  ])('rejects %s', (_, token) => {
    expect(isValidTokenStructure(token)).toBe(false);
  });

  it('reads the claims the web needs', () => {
    expect(accessTokenClaims(fakeJwt({ sub: 'u1', exp, org: 'o1', role: 'partner' }))).toEqual({ sub: 'u1', exp, org: 'o1', role: 'partner' });
  });
});

describe('expiry margin', () => {
  const now = 1_000_000_000_000;
  it('counts a token as expired 5 minutes before its expiry', () => {
    expect(isTokenExpired({ expiresAt: now + TOKEN_EXPIRY_MARGIN_MS + 1 }, now)).toBe(false);
    expect(isTokenExpired({ expiresAt: now + TOKEN_EXPIRY_MARGIN_MS }, now)).toBe(true);
    expect(isTokenExpired({ expiresAt: now + 60_000 }, now)).toBe(true);
    expect(isTokenExpired({ expiresAt: now - 1 }, now)).toBe(true);
  });
});

describe('stored tokens from a login response', () => {
  const user = makeUser('associate');
  const access = fakeJwt({ sub: user.id, exp });

  it('keeps the five fields, with expiresAt from expires_in', () => {
    const tokens = tokensFromResponse({ access_token: access, refresh_token: 'r1', expires_in: 1800, user }, null, 1000);
    expect(tokens).toEqual({ accessToken: access, refreshToken: 'r1', expiresAt: 1000 + 1_800_000, userId: user.id, userRole: 'associate' });
    expect(isStoredTokens(tokens)).toBe(true);
  });

  it('keeps the previous refresh token when a refresh response omits it', () => {
    expect(tokensFromResponse({ access_token: access, expires_in: 60, user }, 'old-refresh').refreshToken).toBe('old-refresh');
  });

  it("refuses a malformed access token with 'Failed to store authentication tokens'", () => {
    expect(() => tokensFromResponse({ access_token: 'nope', refresh_token: 'r', expires_in: 60, user })).toThrow('Failed to store authentication tokens');
  });

  it('rejects stored values of the wrong shape', () => {
    expect(isStoredTokens({ accessToken: access, refreshToken: 'r', expiresAt: 1, userId: 'u', userRole: 'owner' })).toBe(false);
    expect(isStoredTokens(null)).toBe(false);
  });
});
