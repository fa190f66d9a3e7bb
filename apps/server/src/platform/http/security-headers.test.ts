import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSecurityHeaders } from './security-headers.js';

/** A server as deployed behind the reverse proxy: TRUST_PROXY on, so X-Forwarded-Proto counts. */
async function serverBehindProxy(trustProxy: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy });
  await installSecurityHeaders(app, { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });
  app.get('/api/v1/cases', async () => ({ client: 'personal data' }));
  app.get('/api/v1/documents/download', async (_request, reply) => reply.header('cache-control', 'private, no-store').send('file'));
  app.get('/login', async () => '<html></html>');
  await app.ready();
  return app;
}

describe('security headers', () => {
  let proxied: FastifyInstance;
  let direct: FastifyInstance;
  beforeAll(async () => {
    proxied = await serverBehindProxy(true);
    direct = await serverBehindProxy(false);
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  it('sends Strict-Transport-Security when the proxy says the request came over TLS', async () => {
    const res = await proxied.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('leaves it out over plain HTTP, and ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const plain = await proxied.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const spoofed = await direct.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('forbids caching API answers unless the route chose its own policy', async () => {
    const json = await proxied.inject({ method: 'GET', url: '/api/v1/cases' });
    expect(json.headers['cache-control']).toBe('no-store');
    const download = await proxied.inject({ method: 'GET', url: '/api/v1/documents/download' });
    expect(download.headers['cache-control']).toBe('private, no-store');
    const page = await proxied.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cache-control']).toBeUndefined();
  });
});
