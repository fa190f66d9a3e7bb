import { sql, type SQL } from 'drizzle-orm';

/*
 * Time in SQL, the same from both drivers (PGlite and node-postgres), for the figures and charts
 * that several modules count (the dashboard composes them).
 */

/** A `timestamptz` column (or expression) as epoch milliseconds: one number type from both drivers. */
export const epochMs = (column: string): SQL => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** The Monday (UTC) of a timestamp's week. Queries group by it and format the groups, not every row. */
export const utcWeekSql = (column: string): SQL => sql.raw(`date_trunc('week', ${column} at time zone 'UTC')`);

/** A date or timestamp expression as 'YYYY-MM-DD'. */
export const isoDaySql = (expression: SQL): SQL => sql`to_char(${expression}, 'YYYY-MM-DD')`;

/** A chart's row: the Monday of a week, 'YYYY-MM-DD', and what it counted. */
export interface WeekCount {
  week_start: string;
  value: number;
}
