import { rows, sql, type DbOrTx } from '../../db/client.js';

/**
 * The application's tables as the database itself describes them (not the drizzle schema), so a
 * table a later migration adds is backed up without anyone remembering to list it.
 */
export interface TableInfo {
  name: string;
  /** Columns a row is restored through; generated columns (search vectors) are recomputed. */
  columns: string[];
  /** A foreign key to the same table (a document's parent): rows must load parents first. */
  selfReference: { column: string; references: string } | null;
}

/**
 * Left out: rate-limit counters (they expire within minutes), and the chunks received by chunked
 * uploads still in progress, whose bytes sit in DATA_DIR/uploads outside the archive (finished
 * uploads delete their chunk rows). The unfinished session itself is kept and comes back with no
 * chunks received, so the browser sends them all again instead of finalizing missing files.
 * Nor which blob store the installation registered: a restore writes the files into the store it
 * is given, and the first start after it registers that store.
 */
const NOT_BACKED_UP = new Set(['rate_limit_hits', 'upload_chunks', 'blob_store_registration']);

/** False for a table this build leaves out of archives (restore skips it in an older archive too). */
export const isBackedUp = (table: string) => !NOT_BACKED_UP.has(table);

/** The public schema's tables, each after every table it references. */
export async function listTables(db: DbOrTx): Promise<TableInfo[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
  );
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const keys = await rows<{ child: string; parent: string; column: string | null; references: string | null; columns: number }>(
    db,
    sql`select c.relname as child, p.relname as parent, array_length(k.conkey, 1) as columns,
          (select attname from pg_attribute where attrelid = k.conrelid and attnum = k.conkey[1]) as column,
          (select attname from pg_attribute where attrelid = k.confrelid and attnum = k.confkey[1]) as references
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const infos = new Map<string, TableInfo>();
  for (const { name } of tables) {
    if (NOT_BACKED_UP.has(name)) continue;
    infos.set(name, { name, columns: columns.filter((c) => c.table_name === name).map((c) => c.column_name), selfReference: null });
  }
  const parents = new Map<string, Set<string>>([...infos.keys()].map((name) => [name, new Set<string>()]));
  for (const key of keys) {
    const info = infos.get(key.child);
    if (!info || !infos.has(key.parent)) continue;
    if (key.child !== key.parent) {
      parents.get(key.child)?.add(key.parent);
      continue;
    }
    if (info.selfReference || key.columns !== 1 || !key.column || !key.references) {
      throw new Error(`${key.child}: only one single-column reference to its own table can be ordered for restore`);
    }
    info.selfReference = { column: key.column, references: key.references };
  }
  return dependencyOrder(infos, parents);
}

function dependencyOrder(infos: Map<string, TableInfo>, parents: Map<string, Set<string>>): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (placed.size < infos.size) {
    const ready = [...infos.values()].filter((t) => !placed.has(t.name) && [...(parents.get(t.name) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0) {
      const left = [...infos.keys()].filter((name) => !placed.has(name));
      throw new Error(`tables reference each other in a cycle; cannot order: ${left.join(', ')}`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}

/** Tables of the installation that hold at least one row (restore needs none). */
export async function nonEmptyTables(db: DbOrTx, tables: TableInfo[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const [row] = await rows<{ any: boolean }>(db, sql`select exists (select 1 from ${sql.identifier(table.name)}) as any`);
    if (row?.any) found.push(table.name);
  }
  return found;
}
