import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { App, AppDeps } from '../../deps.js';
import { noRouteBody } from './error-handler.js';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * Serves the built web app from the same origin as the API, with the SPA fallback: any GET that
 * is not an API path and not a file answers index.html so client-side routes deep-link.
 */
export async function installWebApp(app: App, deps: AppDeps): Promise<void> {
  const dist = deps.config.webDistDir ? path.resolve(deps.config.webDistDir) : defaultDist;
  const hasWeb = existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    }
    return reply.status(404).send(noRouteBody(request.method, request.url));
  });
}
