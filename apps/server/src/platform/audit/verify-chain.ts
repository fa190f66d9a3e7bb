import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { AuditVerifyResponse } from '@app/contract';
import type { Db } from '../../db/client.js';
import { auditChainHeads, auditCheckpoints, auditLogs, type AuditRow } from '../../db/schema/index.js';
import { GENESIS_HASH, chainHash } from './canonical.js';
import { attestsCheckpoint } from './checkpoint.js';

const PAGE = 1000;

/**
 * Walks a firm's chain in order and recomputes every link. Reports the first row whose content,
 * link or position is wrong: an edited row fails its own hash, a deleted row leaves a gap in
 * the sequence, a deleted tail disagrees with the chain head.
 *
 * Retention (modules/retention) removes a chain's expired prefix after sealing it with a
 * checkpoint, so the walk starts after the newest checkpoint: the first remaining row must be
 * checkpoint.sequence + 1 and link to checkpoint.hash. The `data_retention_policy_applied` row
 * written with that checkpoint must be among the remaining rows and name it, so a checkpoint
 * slipped in by hand (the table is append-only, but a superuser can switch triggers off) is
 * reported instead of silently moving the start. Rows removed without a checkpoint still show
 * as a gap or a wrong first link.
 *
 * The head is read first and the walk stops there. A row and the head that points at it commit
 * in one transaction, so every row up to that head was already committed and is read back; rows
 * appended while the walk runs lie beyond it and are left for the next check. Reading the head
 * last (as this did once) compared it with pages read earlier and, while the firm was busy, told
 * an auditor that rows committed in between were "missing". No long transaction is held either,
 * which on the embedded database would stop every other request for the length of the walk.
 * The checkpoint is read after the head: one written meanwhile is at or below that head (the
 * retention job writes it under the chain's lock, below the rows it then appends), so the walk
 * never starts past its own end.
 */
export async function verifyAuditChain(db: Db, chain: string): Promise<AuditVerifyResponse> {
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain));
  const lastSeq = head?.sequence ?? 0;
  const [checkpoint] = await db
    .select()
    .from(auditCheckpoints)
    .where(and(eq(auditCheckpoints.chain, chain), lte(auditCheckpoints.sequence, lastSeq)))
    .orderBy(desc(auditCheckpoints.sequence))
    .limit(1);
  let expectedSeq = (checkpoint?.sequence ?? 0) + 1;
  let prevHash = checkpoint?.hash ?? GENESIS_HASH;
  let attested = !checkpoint;
  let checked = 0;
  while (expectedSeq <= lastSeq) {
    const page = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.chain, chain), gt(auditLogs.sequence, expectedSeq - 1), lte(auditLogs.sequence, lastSeq)))
      .orderBy(asc(auditLogs.sequence))
      .limit(PAGE);
    for (const row of page) {
      if (row.sequence !== expectedSeq) {
        return broken(checked, null, expectedSeq, `Row ${expectedSeq} is missing (deleted)`);
      }
      if (row.prevHash !== prevHash) {
        return broken(checked, row.id, row.sequence, 'Link to the previous row does not match');
      }
      if (!rowHashMatches(prevHash, row)) {
        return broken(checked, row.id, row.sequence, 'Row content does not match its hash (edited)');
      }
      if (checkpoint && !attested) attested = attestsCheckpoint(row, checkpoint);
      prevHash = row.hash;
      expectedSeq += 1;
      checked += 1;
    }
    if (page.length < PAGE) break;
  }
  if (head && (expectedSeq - 1 !== lastSeq || head.hash !== prevHash)) {
    return broken(checked, null, expectedSeq, `Rows after ${expectedSeq - 1} are missing (deleted)`);
  }
  if (checkpoint && !attested) {
    return broken(checked, null, checkpoint.sequence, `Checkpoint ${checkpoint.sequence} is not named by any retention row of the chain`);
  }
  return { intact: true, checked, first_broken: null };
}

/**
 * Whether a row's stored hash is SHA-256(prev_hash + its canonical content). `case_id` is not part
 * of that content: it is derived from it (who may read the row), and was added to rows written
 * before it existed without rewriting them.
 */
export function rowHashMatches(prevHash: string, row: AuditRow): boolean {
  const { prevHash: _p, hash: _h, caseId: _c, ...fields } = row;
  return chainHash(prevHash, fields) === row.hash;
}

function broken(checked: number, id: string | null, sequence: number, reason: string): AuditVerifyResponse {
  return { intact: false, checked, first_broken: { id, sequence, reason } };
}
