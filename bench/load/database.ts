/**
 * The load bench's PostgreSQL: a fresh database on the server in DATABASE_URL (default the local
 * postgres superuser), created for the run and dropped after it, so a run never sees another's
 * rows and leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createFreshDatabase(adminUrl: string): Promise<FreshDatabase> {
  const name = `bench_load_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
