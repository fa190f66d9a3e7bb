import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-token.js';

const SECRET = 'unit-test-secret-unit-test-secret-0123456789';
const claims = { sub: '6f1c1f7e-8a4b-4a39-9a51-6f0a4b1e2c3d', sid: 's-1', org: 'o-1', role: 'associate' as const };

describe('AccessTokens.verify', () => {
  it('accepts its own token repeatedly, and refuses it once expired even after a successful check', async () => {
    // Two seconds, not one: `exp` is whole seconds after a whole-second `iat`, so a one-second token
    // signed late in a second expires within milliseconds (this flaked on a busy CI machine).
    const tokens = new AccessTokens(SECRET, 2);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    expect(await tokens.verify(token)).toMatchObject(claims); // served from the memo
    await new Promise((r) => setTimeout(r, 2100));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key or altered after signing', async () => {
    const tokens = new AccessTokens(SECRET, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).not.toBeNull();
    const other = await new AccessTokens(`${SECRET}-other`, 60).sign(claims);
    expect(await tokens.verify(other)).toBeNull();
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url');
    expect(await tokens.verify(`${h}.${forged}.${s}`)).toBeNull();
  });

  it('hands out copies: changing a result does not change the next one', async () => {
    const tokens = new AccessTokens(SECRET, 60);
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    if (first) first.role = 'admin';
    expect((await tokens.verify(token))?.role).toBe('associate');
  });
});
