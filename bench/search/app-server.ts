/**
 * The real app over the benchmark's database, for the omnisearch endpoint end to end: routing,
 * authentication, permission check, zod validation, the handler, audit and serialisation, through
 * `app.inject` (no socket, so the numbers are the app's and not the loopback's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { users } from '../../apps/server/src/db/schema/index.js';
import { issueSession } from '../../apps/server/src/modules/auth/sessions.js';
import { createServer, type Server } from '../../apps/server/src/server.js';
import type { BenchQuery } from './queries.js';

/** What type-ahead sends: the text as typed, and optionally a case to stay within. */
export type OmnisearchRequest = Pick<BenchQuery, 'typeahead' | 'caseId'>;

export interface BenchApp {
  server: Server;
  omnisearch(query: OmnisearchRequest): Promise<number>;
  /** Closes the app and, with it, the database. */
  close(): Promise<void>;
}

export async function startBenchApp(database: Database, partnerId: string): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ldd-bench-search-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DEMO: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ENCRYPTION_KEY: '0'.repeat(64),
    PUBLIC_URL: 'http://localhost:3000',
  });
  // No workers: index and embedding jobs would compete with the requests being timed.
  const server = await createServer(config, { database, workers: false });
  const [user] = await server.deps.db.select().from(users).where(eq(users.id, partnerId));
  if (!user) throw new Error('bench partner missing');
  const session = await server.deps.db.transaction((tx) => issueSession(tx, server.deps, user, { ip: '127.0.0.1', userAgent: 'bench' }));
  const authorization = `Bearer ${session.response.access_token}`;

  const omnisearch = async (query: OmnisearchRequest): Promise<number> => {
    const params = new URLSearchParams({ q: query.typeahead, limit: '20' });
    if (query.caseId) params.set('case_id', query.caseId);
    const res = await server.app.inject({ method: 'GET', url: `/api/v1/search/omnisearch?${params}`, headers: { authorization, 'user-agent': 'bench' } });
    if (res.statusCode !== 200) throw new Error(`omnisearch answered ${res.statusCode}: ${res.body.slice(0, 80)}`);
    return (JSON.parse(res.body) as { results: unknown[] }).results.length;
  };
  return {
    server,
    omnisearch,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
