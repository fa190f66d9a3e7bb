import { and, asc, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { auditChainHeads, auditCheckpoints, auditLogs, type AuditRow } from '../../db/schema/index.js';
import { appendAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import { GENESIS_HASH } from '../../platform/audit/canonical.js';
import { rowHashMatches } from '../../platform/audit/verify-chain.js';
import { checkpointDetails } from '../../platform/audit/checkpoint.js';

/**
 * Rows removed per checkpoint. One transaction holds the chain's lock while it deletes them; on
 * the embedded database that transaction stops every other request, so it is kept short and a
 * large backlog (the first run after seven years) takes several checkpoints in a row.
 */
export const RETENTION_BATCH = 5000;

export interface ChainRetention {
  chain: string;
  rowsRemoved: number;
  checkpoints: number;
  /** Set when the expired rows do not prove themselves: nothing was removed, so the evidence stays. */
  refused?: string;
}

/**
 * Enforces the audit trail's retention_date (7 years) on every chain: the expired rows
 * that form a prefix of the chain (up to, not past, its first unexpired row, so no hole is ever
 * left) are sealed by a checkpoint and deleted, then a `data_retention_policy_applied` row naming
 * the checkpoint is appended. verifyAuditChain starts after the newest checkpoint, so the rest of
 * the chain still proves itself.
 */
export async function applyAuditRetention(deps: AppDeps, options: { batchSize?: number } = {}): Promise<ChainRetention[]> {
  const batchSize = options.batchSize ?? RETENTION_BATCH;
  const chains = await deps.db.select({ chain: auditChainHeads.chain }).from(auditChainHeads).orderBy(asc(auditChainHeads.chain));
  const results: ChainRetention[] = [];
  for (const { chain } of chains) {
    const result: ChainRetention = { chain, rowsRemoved: 0, checkpoints: 0 };
    for (;;) {
      const batch = await deps.db.transaction((tx) => sealExpiredPrefix(tx, chain, batchSize));
      if (batch.refused) result.refused = batch.refused;
      if (batch.removed === 0) break;
      result.rowsRemoved += batch.removed;
      result.checkpoints += 1;
      if (!batch.more) break;
    }
    if (result.refused) deps.log.error({ chain, reason: result.refused }, 'audit retention refused: the expired rows do not verify');
    if (result.rowsRemoved > 0 || result.refused) results.push(result);
  }
  return results;
}

interface BatchOutcome {
  removed: number;
  /** The batch was full of expired rows: more may follow. */
  more: boolean;
  refused?: string;
}

async function sealExpiredPrefix(tx: Tx, chain: string, batchSize: number): Promise<BatchOutcome> {
  // The writers' lock (platform/audit/audit-log.ts): no row is appended while the prefix is sealed.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'audit:' + chain}))`);
  const [previous] = await tx
    .select()
    .from(auditCheckpoints)
    .where(eq(auditCheckpoints.chain, chain))
    .orderBy(desc(auditCheckpoints.sequence))
    .limit(1);
  const after = previous?.sequence ?? 0;
  // The prefix ends before the first unexpired row. The delete trigger compares with now(), the
  // transaction's start: so does this. A chain with nothing expired stops at its first row here,
  // so the daily run reads one index entry per firm, not a batch of rows.
  const [firstUnexpired] = await tx
    .select({ sequence: auditLogs.sequence })
    .from(auditLogs)
    .where(and(eq(auditLogs.chain, chain), gt(auditLogs.sequence, after), gte(auditLogs.retentionDate, sql`now()`)))
    .orderBy(asc(auditLogs.sequence))
    .limit(1);
  const end = Math.min(firstUnexpired ? firstUnexpired.sequence - 1 : Number.MAX_SAFE_INTEGER, after + batchSize);
  const expired =
    end > after
      ? await tx
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.chain, chain), gt(auditLogs.sequence, after), lte(auditLogs.sequence, end)))
          .orderBy(asc(auditLogs.sequence))
      : [];
  if (expired.length === 0) return { removed: 0, more: false };

  // A checkpoint vouches for what it seals: sealing an edited row or a hole would hide the tampering.
  const refused = verifyPrefix(expired, after + 1, previous?.hash ?? GENESIS_HASH);
  if (refused) return { removed: 0, more: false, refused };

  const last = expired[expired.length - 1]!;
  const [checkpoint] = await tx
    .insert(auditCheckpoints)
    .values({ chain, sequence: last.sequence, hash: last.hash, rowsRemoved: expired.length })
    .returning();
  if (!checkpoint) throw new Error('checkpoint insert returned no row');
  // SET LOCAL: the permission ends with this transaction even if the reset below is never reached.
  await tx.execute(sql`select set_config('app.audit_retention', 'on', true)`);
  const deleted = await tx
    .delete(auditLogs)
    .where(and(eq(auditLogs.chain, chain), gt(auditLogs.sequence, after), lte(auditLogs.sequence, last.sequence)))
    .returning({ id: auditLogs.id });
  await tx.execute(sql`select set_config('app.audit_retention', 'off', true)`);
  if (deleted.length !== expired.length) throw new Error(`audit retention: expected to remove ${expired.length} rows, removed ${deleted.length}`);

  await appendAudit(tx, retentionActor(chain), {
    action: 'data_retention_policy_applied',
    resourceType: 'audit',
    resourceName: 'Audit trail retention',
    details: {
      ...checkpointDetails(checkpoint),
      removed_from_sequence: after + 1,
      oldest_removed_at: expired[0]!.timestamp.toISOString(),
      newest_removed_at: last.timestamp.toISOString(),
    },
  });
  return { removed: expired.length, more: expired.length === batchSize };
}

/** The first problem in rows that must continue the chain at `sequence` from `prevHash`, or null. */
function verifyPrefix(rows: AuditRow[], sequence: number, prevHash: string): string | null {
  let expectedSeq = sequence;
  let expectedPrev = prevHash;
  for (const row of rows) {
    if (row.sequence !== expectedSeq) return `row ${expectedSeq} is missing`;
    if (row.prevHash !== expectedPrev) return `row ${row.sequence} does not link to the previous row`;
    if (!rowHashMatches(expectedPrev, row)) return `row ${row.sequence} does not match its hash`;
    expectedSeq += 1;
    expectedPrev = row.hash;
  }
  return null;
}

/** The trail names "System" as the actor, in the chain the rows were removed from. */
function retentionActor(chain: string): AuditActor {
  return {
    organizationId: chain === 'system' ? null : chain,
    userId: null,
    userEmail: null,
    userName: 'System',
    sessionId: null,
    ipAddress: null,
    userAgent: 'retention',
  };
}
