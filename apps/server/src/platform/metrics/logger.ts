import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { LogRing } from './log-ring.js';
import { REDACTED_LOG_PATHS, serializeRequest } from './log-redaction.js';

/** The ring keeps info and above whatever the console shows: the system page reads it. */
const RING_LEVEL = 'info';

/**
 * The server's pino logger writing to stdout at the configured level and, in parallel, into the
 * in-memory ring (platform/metrics/log-ring) for /engineering/logs/recent and error grouping.
 * Secrets in URLs and in logged objects are redacted (platform/metrics/log-redaction); Fastify
 * takes the `req` serializer from this instance in place of its own.
 */
export function createLogger(level: string, ring: LogRing): FastifyBaseLogger {
  const streams: pino.StreamEntry[] = [{ level: RING_LEVEL, stream: ring.stream() }];
  if (level !== 'silent') streams.push({ level: level as pino.Level, stream: process.stdout });
  const lowest = level === 'silent' || pino.levels.values[level]! > pino.levels.values[RING_LEVEL]! ? RING_LEVEL : level;
  return pino(
    { level: lowest, serializers: { req: serializeRequest }, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } },
    pino.multistream(streams),
  ) as FastifyBaseLogger;
}
