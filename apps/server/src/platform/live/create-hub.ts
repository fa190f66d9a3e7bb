import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { InProcessLiveHub, type LiveHub } from './hub.js';
import { PostgresLiveHub } from './postgres-hub.js';

/**
 * PGlite: one process owns the database, so the hub is in-process. PostgreSQL: several app servers
 * may share it, so the hub LISTENs on a dedicated connection and NOTIFYs through the pool.
 */
export async function createLiveHub(database: Database, log?: FastifyBaseLogger): Promise<LiveHub> {
  if (database.kind === 'pglite' || !database.connectionString) return new InProcessLiveHub(log);
  const hub = new PostgresLiveHub({ connectionString: database.connectionString, executeSql: database.executeSql, log });
  await hub.start();
  return hub;
}
