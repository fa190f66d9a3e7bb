import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import type { App, AppDeps } from './deps.js';
import { buildApp } from './app.js';
import { modules } from './modules/index.js';
import { healthModule } from './modules/health/module.js';
import { AccessTokens } from './platform/auth/access-token.js';
import { JobQueue } from './platform/jobs/queue.js';
import { registerBudgetMail } from './platform/ai/usage.js';
import { Mailer } from './platform/mail/mailer.js';
import { Metrics } from './platform/metrics/metrics.js';
import { createLogger } from './platform/metrics/logger.js';
import { createBlobStore } from './platform/storage/blob-stores.js';
import { checkBlobStore } from './platform/storage/store-registration.js';
import { seedDemoFirm } from './modules/demo/seed.js';
import path from 'node:path';
import { createSearchIndex } from './modules/search/engine/create-search-index.js';
import { createAiServices } from './platform/ai/ai-services.js';
import { createTranscriptionEngine } from './platform/speech/create-engine.js';
import { createLiveHub } from './platform/live/create-hub.js';

export interface Server {
  /** The HTTP app: the whole API for 'all' and 'web'; the health routes only for 'worker'. */
  app: App;
  deps: AppDeps;
  role: ProcessRole;
  close(): Promise<void>;
}

export type ProcessRole = Config['processRole'];

export interface ServerOptions {
  /** Use an already-open database (tests); otherwise one is opened from the config. */
  database?: Database;
  /** Start background workers (default true; never for PROCESS_ROLE=web). */
  workers?: boolean;
  logger?: FastifyBaseLogger;
}

/**
 * Opens the database, migrates, builds the app, starts the queue and workers, seeds the demo firm.
 * main.ts adds listen(); tests call this and use app.inject().
 *
 * config.processRole (PROCESS_ROLE) picks what this process does:
 *   all    — the API and the job workers (the default: one process, `npm start`);
 *   web    — the API only; it still enqueues jobs, which a worker process runs;
 *   worker — the job workers and the recurring schedules; its app answers only the health routes
 *            (liveness, readiness, metrics) so that a container health check has something to call.
 * What several processes share goes through the database, never process memory: sessions (the
 * per-process auth memo holds an answer at most about a second, see platform/auth/auth-cache.ts,
 * so a sign-out on one server is honoured by the others within that), rate limits (rate_limit_hits on PostgreSQL),
 * the live channels (LISTEN/NOTIFY) and the queue (pg-boss: each recurring job is inserted once per
 * slot — one process wins the cron_on update in pgboss.version every 30 s and inserts its slot
 * under a singleton key — and each job is fetched by one worker with SKIP LOCKED).
 */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const role = config.processRole;
  const runsWorkers = role !== 'web' && options.workers !== false;
  const metrics = new Metrics();
  const log = options.logger ?? createLogger(config.logLevel, metrics.logs);
  const database =
    options.database ?? (await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') }));
  await database.migrate();
  // Before anything is served or run: a process that does not see the files the others see would
  // accept uploads nobody else can read, or retry jobs for files it cannot find.
  const blobs = createBlobStore(config);
  try {
    await checkBlobStore(database.db, blobs);
  } catch (err) {
    blobs.close();
    if (!options.database) await database.close();
    throw err;
  }
  const jobs = new JobQueue(database, log, { background: role !== 'web' });
  // Budget alerts raised while recording usage are e-mailed through the queue, from whichever
  // process made the model call: web (interactive features) and worker (jobs) alike.
  registerBudgetMail(database.db, jobs, config.publicUrl);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    tokens: new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    jobs,
    mailer: new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, log),
    blobs,
    search: createSearchIndex(database),
    ai: createAiServices(config, database, metrics.llm),
    speech: createTranscriptionEngine(config.transcription, log),
    live: await createLiveHub(database, log),
    metrics,
    routes: [],
    startedAt: new Date(),
    log,
  };
  const app = role === 'worker' ? await buildApp(deps, [healthModule], { surface: 'health' }) : await buildApp(deps, modules);
  await app.ready();
  await jobs.start();
  if (runsWorkers) {
    await jobs.work('email.send', async (payload) => {
      await deps.mailer.send({ to: payload.to, subject: payload.subject, text: payload.text, html: payload.html });
    }, 0.5);
    for (const module of modules) await module.workers?.(deps);
  }
  // Seeded where the workers run (its documents need them), so two web servers starting together
  // never race to create the same demo firm.
  if (config.demo && runsWorkers) {
    const seeded = await seedDemoFirm(deps);
    if (seeded.created) log.info('Seeded the demo firm "Harper & Lane LLP" (see README for the demo logins)');
  }
  return {
    app,
    deps,
    role,
    close: async () => {
      await app.close(); // closes the live sockets first (their followers unsubscribe)
      await jobs.stop();
      // After the queue: no job can still be using what a module's workers hold.
      if (runsWorkers) for (const module of modules) await module.stop?.(deps);
      await deps.speech.close();
      await deps.live.close();
      deps.mailer.close();
      deps.blobs.close();
      await database.close();
    },
  };
}
