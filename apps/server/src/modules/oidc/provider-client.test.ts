import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createProviderClient } from './provider-client.js';
import { startTestIdentityProvider } from './test-identity-provider.js';

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('createProviderClient', () => {
  it('retries discovery after a failure, then caches the configuration', async () => {
    const port = await freePort();
    const provider = createProviderClient(
      { issuer: `http://127.0.0.1:${port}`, clientId: 'legal-discovery-test', clientSecret: 's3cret', allowInsecure: true },
      'http://localhost:3000',
    );
    expect(provider.redirectUri).toBe('http://localhost:3000/api/v1/auth/google/callback');
    await expect(provider.configuration()).rejects.toThrow();

    const idp = await startTestIdentityProvider(port);
    try {
      const first = await provider.configuration();
      expect(first.serverMetadata().issuer).toBe(idp.issuer);
      expect(await provider.configuration()).toBe(first);
    } finally {
      await idp.close();
    }
  });
});
