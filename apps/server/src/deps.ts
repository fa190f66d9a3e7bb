import type { FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { AccessTokens } from './platform/auth/access-token.js';
import type { JobQueue } from './platform/jobs/queue.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { CatalogEntry } from './platform/http/route-catalog.js';
import type { Metrics } from './platform/metrics/metrics.js';
import type { BlobStore } from './platform/storage/blob-store.js';
import type { SearchIndex } from './platform/search/search-index.js';
import type { AiServices } from './platform/ai/types.js';
import type { TranscriptionEngine } from './platform/speech/types.js';
import type { LiveHub } from './platform/live/hub.js';

/** What every module receives: built once in server.ts, no globals. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  tokens: AccessTokens;
  jobs: JobQueue;
  mailer: Mailer;
  /** Document bytes (local directory or S3-compatible bucket, per BLOB_STORE). */
  blobs: BlobStore;
  /** Lexical document search (one interface; the engine is chosen in modules/search/engine). */
  search: SearchIndex;
  /** Language model (when configured) and embedding engine, each recording usage. */
  ai: AiServices;
  /** Speech to text (TRANSCRIPTION_ENGINE); the `none` engine when nothing is configured. */
  speech: TranscriptionEngine;
  /** Wakes live channels' followers on every app server (in-process on PGlite, LISTEN/NOTIFY on PostgreSQL). */
  live: LiveHub;
  metrics: Metrics;
  routes: CatalogEntry[];
  startedAt: Date;
  log: FastifyBaseLogger;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A feature module: registers its routes (under /api/v1) and its job workers. */
export interface Module {
  name: string;
  routes(app: App, deps: AppDeps): void | Promise<void>;
  workers?(deps: AppDeps): Promise<void>;
  /** Releases what the workers hold (threads, engines); runs on close after the queue stopped. */
  stop?(deps: AppDeps): Promise<void>;
}
