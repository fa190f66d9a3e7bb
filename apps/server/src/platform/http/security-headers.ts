import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';

const HSTS = 'strict-transport-security';
/** API answers carry personal data: no browser or shared cache may keep them (ASVS 8.2.1). */
const API_CACHE_CONTROL = 'no-store';

/**
 * Helmet's security headers, computed once. @fastify/helmet builds helmet's middleware anew for
 * every request, re-parsing the CSP each time: that was a sixth of an authenticated request's
 * CPU (docs/benchmarks.md). With one static configuration (no per-route helmet options, no CSP
 * nonces) every response gets the same headers, so the plugin itself computes them once, on a
 * throwaway instance, and each request then copies a constant.
 *
 * Two headers depend on the request, still without per-request parsing:
 * - Strict-Transport-Security only when the request came over TLS: directly, or through a reverse
 *   proxy that says so in X-Forwarded-Proto when TRUST_PROXY is on (Fastify's request.protocol).
 *   Over plain HTTP the header means nothing to a browser (RFC 6797 §8.1) and would only mislead.
 * - Cache-Control: no-store on every /api/ answer that does not choose its own (a route, or
 *   @fastify/static for the API docs' assets, sets the header later and wins).
 */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const { [HSTS]: hsts, ...always } = await helmetHeaders(options);
  const overTls = hsts === undefined ? always : { ...always, [HSTS]: hsts };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? overTls : always);
    if (isApiPath(request.url)) reply.header('cache-control', API_CACHE_CONTROL);
    done();
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  let captured: Record<string, string> = {};
  probe.get('/', async (_request, reply) => {
    // At handler time the raw response holds exactly what helmet set in its onRequest hooks.
    captured = Object.fromEntries(
      Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    );
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (!captured['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  return captured;
}
