import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet's security headers, computed once. @fastify/helmet builds helmet's middleware anew for
 * every request, re-parsing the CSP each time: that was a sixth of an authenticated request's
 * CPU (docs/benchmarks.md). With one static configuration (no per-route helmet options, no CSP
 * nonces) every response gets the same headers, so the plugin itself computes them once, on a
 * throwaway instance, and each request then copies a constant.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
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
