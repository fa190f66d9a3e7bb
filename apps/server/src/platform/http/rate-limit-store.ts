import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/client.js';
import { addToWindow } from './window-counter.js';

/*
 * @fastify/rate-limit's counters in the rate_limit_hits table, so that a limit such as "30 sign-ins
 * a minute from one address" holds for the installation, whichever app server a request reaches.
 * One row per route and key, counted by the installation's one window counter (window-counter.ts). Only on PostgreSQL: PGlite is one process, where the plugin's
 * in-memory store is exact and costs no statement.
 */

type IncrResult = { current: number; ttl: number };
type IncrCallback = (error: Error | null, result?: IncrResult) => void;

/** What the plugin passes to child(): the route's merged limit parameters and the route itself. */
interface ChildParams {
  timeWindow?: unknown;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Expired windows are deleted now and then (a row per address and route would otherwise stay). */
const PRUNE = `delete from rate_limit_hits where reset_at < now() - interval '1 minute'`;
const PRUNE_EVERY_MS = 10 * 60_000;

/** Shared by every store of one server: when this process last pruned. */
interface PruneClock {
  last: number;
}

// The plugin's typings differ from what it does at run time (incr gets the window, child gets the
// merged limit parameters), so the class follows the run time and is cast once, below.
class DatabaseRateLimitStore {
  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly prefix: string,
    private readonly defaultWindowMs: number,
    private readonly clock: PruneClock,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow?: number): void {
    const windowMs = Math.max(1, Math.trunc(timeWindow ?? this.defaultWindowMs));
    addToWindow(this.database.db, this.prefix + key, windowMs).then(
      (counted) => {
        if (!counted) return callback(new Error('rate limit counter returned no row'));
        callback(null, { current: counted.count, ttl: counted.resetInMs });
        this.pruneNowAndThen();
      },
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );
  }

  child(params: ChildParams): DatabaseRateLimitStore {
    // These two extend a window on every hit past the limit; no route uses them, and the upsert
    // does not implement them: refuse at start-up rather than count differently from the plugin.
    if (params.continueExceeding || params.exponentialBackoff) throw new Error('the database rate-limit store does not support continueExceeding or exponentialBackoff');
    const method = Array.isArray(params.routeInfo?.method) ? params.routeInfo.method.join(',') : (params.routeInfo?.method ?? '');
    const windowMs = typeof params.timeWindow === 'number' ? params.timeWindow : this.defaultWindowMs;
    // Keyed per route like the plugin's own stores: each route's limit counts its own requests.
    return new DatabaseRateLimitStore(this.database, this.log, `${method} ${params.routeInfo?.url ?? ''} `, windowMs, this.clock);
  }

  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.clock.last < PRUNE_EVERY_MS) return;
    this.clock.last = now;
    this.database.executeSql(PRUNE).catch((err: unknown) => this.log.warn({ err }, 'pruning expired rate-limit counters failed'));
  }
}

/** The store class to give @fastify/rate-limit (it constructs the store itself, with its options only). */
export function databaseRateLimitStore(database: Database, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const clock: PruneClock = { last: Date.now() };
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(database, log, 'global ', 60_000, clock);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
