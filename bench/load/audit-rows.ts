/**
 * The audit trail counted straight in the database (not through the API under test): the chain's
 * head before the load, and the rows per action written after it.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { auditChainHeads, auditLogs } from '../../apps/server/src/db/schema/index.js';

async function withDb<T>(url: string, use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url, pgliteDir: '' });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

export function chainSequence(url: string, organizationId: string): Promise<number> {
  return withDb(url, async (db) => {
    const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, organizationId));
    return head?.sequence ?? 0;
  });
}

export function auditRowsSince(url: string, organizationId: string, sequence: number): Promise<Record<string, number>> {
  return withDb(url, async (db) => {
    const rows = await db
      .select({ action: auditLogs.action, n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.chain, organizationId), gt(auditLogs.sequence, sequence)))
      .groupBy(auditLogs.action);
    return Object.fromEntries(rows.map((r) => [r.action, Number(r.n)]));
  });
}
