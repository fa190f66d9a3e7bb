import Fastify from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import './platform/http/fastify-types.js';
import type { App, AppDeps, Module } from './deps.js';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './platform/http/error-handler.js';
import { installInputGuard } from './platform/http/input-guard.js';
import { enforceRoutePermissions } from './platform/http/route-catalog.js';
import { installAuthentication } from './platform/auth/authenticate.js';
import { installOpenApi } from './platform/http/openapi.js';
import { installWebApp } from './platform/http/web-app.js';
import { installSecurityHeaders } from './platform/http/security-headers.js';
import { installWebSockets } from './platform/live/websocket.js';
import { dbTraceEnabled, installDbTrace } from './db/db-trace.js';
import { databaseRateLimitStore } from './platform/http/rate-limit-store.js';
import { announceWrites } from './platform/firm-data/changed.js';

export interface BuildAppOptions {
  /**
   * 'public' (default): the whole API, the web app, OpenAPI and WebSockets. 'health': only what
   * a worker process (PROCESS_ROLE=worker) answers on its port for container health checks and
   * metrics scraping — the modules given (the health module), no web app, docs or sockets.
   */
  surface?: 'public' | 'health';
}

/** Builds the Fastify instance with every plugin and module; listening is main.ts's job. */
export async function buildApp(deps: AppDeps, modules: Module[], options: BuildAppOptions = {}): Promise<App> {
  const publicSurface = (options.surface ?? 'public') === 'public';
  const app = Fastify({
    loggerInstance: deps.log,
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: deps.config.trustProxy,
    ajv: undefined,
    // Errors raised before any route or hook runs, in the one error shape (http/error-handler).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>() as unknown as App;

  if (dbTraceEnabled()) installDbTrace(app); // first: every later hook's statements count
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  enforceRoutePermissions(app, deps.routes);
  deps.metrics.install(app);

  await installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(cors, {
    // Same-origin by default: the server serves the web app. Other origins only when configured.
    origin: deps.config.corsOrigins.length > 0 ? deps.config.corsOrigins : false,
    credentials: true,
  });
  // Counted in the database on PostgreSQL, where several app servers share one limit; PGlite is a
  // single process, where the plugin's in-memory counters are exact.
  await app.register(rateLimit, {
    global: false,
    ...(deps.database.kind === 'postgres' ? { store: databaseRateLimitStore(deps.database, deps.log) } : {}),
  });
  if (publicSurface) await installOpenApi(app, deps);
  installInputGuard(app); // before authentication: its onRequest hook must run first
  installAuthentication(app, deps.db, deps.tokens, deps.config.session);
  // Before the routes: the plugin marks `websocket: true` routes as they register. Twice the body
  // limit is ws's hard cap; the live route refuses frames over the body limit itself (close 4400).
  if (publicSurface) await installWebSockets(app, { maxPayload: 2 * deps.config.bodyLimitBytes });

  await app.register(
    async (api) => {
      // Before the modules' routes, so it covers each of them (platform/firm-data/changed.ts).
      announceWrites(api, deps.live);
      for (const module of modules) await module.routes(api as App, deps);
    },
    { prefix: '/api/v1' },
  );
  if (publicSurface) await installWebApp(app, deps);
  return app;
}
