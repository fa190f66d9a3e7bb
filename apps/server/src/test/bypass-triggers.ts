import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * What a database superuser could do: switch off user triggers for this transaction
 * (session_replication_role = replica, reset at commit by SET LOCAL) and change rows directly.
 * Tests of the audit trail's protections use it to tamper as an attacker with database access would.
 */
export async function asSuperuser(db: Db, statement: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

/** The message a refused statement failed with (drizzle wraps the database error: it is on the cause). */
export async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(err);
  }
  throw new Error('the statement was not refused');
}
