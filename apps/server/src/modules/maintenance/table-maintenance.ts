import type { Database } from '../../db/client.js';

/**
 * What PostgreSQL's autovacuum daemon does, for PGlite, which has none: without it, a PGlite
 * database never refreshes its planner statistics (a table analysed when small keeps being planned
 * as small; ranked search at 100k documents took 3–4× longer on such plans) and never reclaims the
 * rows that updates and deletes leave behind (the job queue's tables churn constantly).
 *
 * The thresholds are autovacuum's defaults: a table is analysed once 50 + 10 % of its rows changed
 * since the last analyse, and vacuumed once 50 + 20 % of its rows are dead or 1,000 + 20 % of its
 * rows were inserted since the last vacuum (which also merges GIN pending lists: every search
 * scans them whole, and bulk inserts of pages grow them to megabytes). The counters live in
 * memory and start from zero when the process starts, so a table that was never analysed at all
 * (reltuples < 0) but holds rows is analysed too.
 */
export const MAINTENANCE_CRON = '*/10 * * * *';

const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_BASE = 1000;
const INSERT_SCALE = 0.2;

export interface TableActivity {
  /** Schema-qualified and quoted, ready for a statement. */
  table: string;
  /** Planner's row estimate; -1 when the table was never vacuumed or analysed. */
  reltuples: number;
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

export type MaintenanceAction = 'vacuum' | 'analyze' | null;

/** Vacuum (which analyses too), analyse only, or nothing. */
export function actionFor(t: TableActivity): MaintenanceAction {
  const rowsKnown = Math.max(t.reltuples, 0);
  if (t.dead > VACUUM_BASE + VACUUM_SCALE * rowsKnown) return 'vacuum';
  if (t.insertedSinceVacuum > INSERT_BASE + INSERT_SCALE * rowsKnown) return 'vacuum';
  if (t.modifiedSinceAnalyze > ANALYZE_BASE + ANALYZE_SCALE * rowsKnown) return 'analyze';
  if (t.reltuples < 0 && t.live > 0) return 'analyze';
  return null;
}

export interface MaintenanceResult {
  vacuumed: string[];
  analyzed: string[];
}

export async function maintainTables(database: Database): Promise<MaintenanceResult> {
  const { rows } = await database.executeSql(
    `select format('%I.%I', s.schemaname, s.relname) as "table", c.reltuples::float8 as reltuples,
        s.n_live_tup as live, s.n_dead_tup as dead, s.n_mod_since_analyze as "modifiedSinceAnalyze", s.n_ins_since_vacuum as "insertedSinceVacuum"
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      order by 1`,
  );
  const result: MaintenanceResult = { vacuumed: [], analyzed: [] };
  for (const row of rows as Record<string, unknown>[]) {
    const activity: TableActivity = {
      table: String(row.table),
      reltuples: Number(row.reltuples),
      live: Number(row.live),
      dead: Number(row.dead),
      modifiedSinceAnalyze: Number(row.modifiedSinceAnalyze),
      insertedSinceVacuum: Number(row.insertedSinceVacuum),
    };
    const action = actionFor(activity);
    // One table per statement, outside any transaction (VACUUM refuses to run inside one); on
    // PGlite each waits for the transaction in progress, so requests are held for one table's time.
    if (action === 'vacuum') {
      await database.executeSql(`vacuum (analyze) ${activity.table}`);
      result.vacuumed.push(activity.table);
    } else if (action === 'analyze') {
      await database.executeSql(`analyze ${activity.table}`);
      result.analyzed.push(activity.table);
    }
  }
  return result;
}
