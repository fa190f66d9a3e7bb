import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import type { App, AppDeps } from './deps.js';
import { buildApp } from './app.js';
import { modules } from './modules/index.js';
import { AccessTokens } from './platform/auth/access-token.js';
import { JobQueue } from './platform/jobs/queue.js';
import { Mailer } from './platform/mail/mailer.js';
import { Metrics } from './platform/metrics/metrics.js';
import { createLogger } from './platform/metrics/logger.js';
import { createBlobStore } from './platform/storage/blob-stores.js';
import { seedDemoFirm } from './modules/demo/seed.js';
import path from 'node:path';
import { createSearchIndex } from './modules/search/engine/create-search-index.js';
import { createAiServices } from './platform/ai/ai-services.js';
import { createTranscriptionEngine } from './platform/speech/create-engine.js';
import { createLiveHub } from './platform/live/create-hub.js';

export interface Server {
  app: App;
  deps: AppDeps;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Use an already-open database (tests); otherwise one is opened from the config. */
  database?: Database;
  /** Start background workers (default true). */
  workers?: boolean;
  logger?: FastifyBaseLogger;
}

/**
 * Opens the database, migrates, builds the app, starts the queue and workers, seeds the demo firm.
 * main.ts adds listen(); tests call this and use app.inject().
 */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const metrics = new Metrics();
  const log = options.logger ?? createLogger(config.logLevel, metrics.logs);
  const database =
    options.database ?? (await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') }));
  await database.migrate();
  const jobs = new JobQueue(database, log);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    tokens: new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    jobs,
    mailer: new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, log),
    blobs: createBlobStore(config),
    search: createSearchIndex(database),
    ai: createAiServices(config, database, metrics.llm),
    speech: createTranscriptionEngine(config.transcription, log),
    live: await createLiveHub(database, log),
    metrics,
    routes: [],
    startedAt: new Date(),
    log,
  };
  const app = await buildApp(deps, modules);
  await app.ready();
  await jobs.start();
  if (options.workers !== false) {
    await jobs.work('email.send', async (payload) => {
      await deps.mailer.send({ to: payload.to, subject: payload.subject, text: payload.text, html: payload.html });
    }, 0.5);
    for (const module of modules) await module.workers?.(deps);
  }
  if (config.demo) {
    const seeded = await seedDemoFirm(deps);
    if (seeded.created) log.info('Seeded the demo firm "Harper & Lane LLP" (see README for the demo logins)');
  }
  return {
    app,
    deps,
    close: async () => {
      await app.close(); // closes the live sockets first (their followers unsubscribe)
      await jobs.stop();
      // After the queue: no job can still be using what a module's workers hold.
      if (options.workers !== false) for (const module of modules) await module.stop?.(deps);
      await deps.speech.close();
      await deps.live.close();
      deps.mailer.close();
      deps.blobs.close();
      await database.close();
    },
  };
}
