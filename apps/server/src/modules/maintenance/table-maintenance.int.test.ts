import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { maintainTables, MAINTENANCE_CRON } from './table-maintenance.js';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ LOG_LEVEL: 'error' });
});
afterAll(() => server?.close());

type Stat = { dead: number; vacuumed: boolean; analyzed: boolean };
async function statOf(table: string): Promise<Stat> {
  const { rows } = await server.deps.database.executeSql(
    `select n_dead_tup as dead, coalesce(last_vacuum, last_autovacuum) is not null as vacuumed,
        coalesce(last_analyze, last_autoanalyze) is not null as analyzed
      from pg_stat_user_tables where relname = $1`,
    [table],
  );
  const row = rows[0] as { dead: number | string; vacuumed: boolean; analyzed: boolean } | undefined;
  return { dead: Number(row?.dead ?? 0), vacuumed: Boolean(row?.vacuumed), analyzed: Boolean(row?.analyzed) };
}

describe('table maintenance', () => {
  it('vacuums a table whose rows were mostly deleted and analyses one that was filled', async () => {
    // 1,000 rows inserted: past the analyse threshold, short of the insert-vacuum one.
    const { executeSql } = server.deps.database;
    await executeSql('create table maintenance_churn (id int primary key, note text)');
    await executeSql('create table maintenance_filled (id int primary key, note text)');
    await executeSql(`insert into maintenance_churn select g, md5(g::text) from generate_series(1, 2000) g`);
    await executeSql('analyze maintenance_churn');
    await executeSql('delete from maintenance_churn where id > 500');
    await executeSql(`insert into maintenance_filled select g, md5(g::text) from generate_series(1, 1000) g`);
    // Statistics counters reach shared memory about once a second.
    const deadline = Date.now() + 10_000;
    while ((await statOf('maintenance_churn')).dead < 1500 && Date.now() < deadline) {
      await executeSql('select pg_stat_force_next_flush()');
      await new Promise((r) => setTimeout(r, 200));
    }

    const done = await maintainTables(server.deps.database);
    // On PostgreSQL the autovacuum daemon may have been first; either way the work is done.
    if (server.deps.database.kind === 'pglite') {
      expect(done.vacuumed).toContain('public.maintenance_churn');
      expect(done.analyzed).toContain('public.maintenance_filled');
    }
    expect(await statOf('maintenance_churn')).toMatchObject({ dead: 0, vacuumed: true, analyzed: true });
    expect((await statOf('maintenance_filled')).analyzed).toBe(true);
    // Nothing left to do right after.
    const again = await maintainTables(server.deps.database);
    expect([...again.vacuumed, ...again.analyzed]).not.toContain('public.maintenance_churn');
  });

  it('is scheduled on PGlite only (PostgreSQL has autovacuum)', async () => {
    const { rows } = await server.deps.database.executeSql(`select name, cron from pgboss.schedule where name = 'database.maintain'`);
    expect(rows).toEqual(server.deps.database.kind === 'pglite' ? [{ name: 'database.maintain', cron: MAINTENANCE_CRON }] : []);
  });
});
