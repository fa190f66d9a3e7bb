import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { rows, sql, type DbOrTx } from '../../db/client.js';
import type { TableInfo } from './tables.js';

/*
 * A table travels as gzipped JSON lines, one row_to_json() per row: the database writes and reads
 * its own text form of every type (bytea, arrays, vectors, jsonb, timestamps), so the same code
 * serves PGlite and PostgreSQL, needs no pg_dump binary, and an archive from one loads into the other
 * when both have the same column types.
 */

const FETCH_ROWS = 1000;
const INSERT_ROWS = 500;
const INSERT_BYTES = 4 * 1024 * 1024;

const columnList = (table: TableInfo, alias?: string) =>
  sql.join(
    table.columns.map((c) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(c)}` : sql.identifier(c))),
    sql`, `,
  );

/** Rows in an order restore can insert them in: parents before children for a self-referencing table. */
function selectRows(table: TableInfo) {
  const name = sql.identifier(table.name);
  const ref = table.selfReference;
  if (!ref) return sql`select ${columnList(table)} from ${name}`;
  const child = sql.identifier(ref.column);
  const key = sql.identifier(ref.references);
  return sql`select ${columnList(table, 'x')} from ${name} x join (
      with recursive tree(k, depth) as (
        select ${key}, 0 from ${name} where ${child} is null
        union all select y.${key}, tree.depth + 1 from ${name} y join tree on y.${child} = tree.k
      ) select k, max(depth) as depth from tree group by k
    ) o on o.k = x.${key} order by o.depth`;
}

export interface ExportedTable {
  rows: number;
  bytes: number;
  sha256: string;
}

/** Writes the table to `file` through a cursor, inside the caller's (snapshot) transaction. */
export async function exportTable(tx: DbOrTx, table: TableInfo, file: string): Promise<ExportedTable> {
  const gzip = createGzip();
  const digest = createHash('sha256');
  let bytes = 0;
  gzip.on('data', (chunk: Buffer) => {
    digest.update(chunk);
    bytes += chunk.length;
  });
  const written = pipeline(gzip, createWriteStream(file));
  let count = 0;
  try {
    await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(r)::text as j from (${selectRows(table)}) r`);
    for (;;) {
      const batch = await rows<{ j: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`));
      if (batch.length === 0) break;
      count += batch.length;
      if (!gzip.write(batch.map((r) => r.j + '\n').join(''))) await new Promise((resolve) => gzip.once('drain', resolve));
    }
    await tx.execute(sql`close backup_rows`);
  } finally {
    gzip.end();
    await written;
  }
  return { rows: count, bytes, sha256: digest.digest('hex') };
}

/** Inserts the rows of one exported table, inside the caller's transaction; returns how many. */
export async function importTable(tx: DbOrTx, table: TableInfo, source: Readable): Promise<number> {
  const lines = createInterface({ input: source.pipe(createGunzip()), crlfDelay: Infinity });
  let batch: string[] = [];
  let batchBytes = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const json = `[${batch.join(',')}]`;
    const name = sql.identifier(table.name);
    await tx.execute(
      sql`insert into ${name} (${columnList(table)}) select ${columnList(table)} from json_populate_recordset(null::${name}, ${json}::json)`,
    );
    count += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    batchBytes += line.length;
    if (batch.length >= INSERT_ROWS || batchBytes >= INSERT_BYTES) await flush();
  }
  await flush();
  return count;
}
