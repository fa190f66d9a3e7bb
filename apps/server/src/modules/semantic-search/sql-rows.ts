import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** Raw-SQL rows; both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
