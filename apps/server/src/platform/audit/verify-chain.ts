import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { AuditVerifyResponse } from '@app/contract';
import type { Db } from '../../db/client.js';
import { auditChainHeads, auditLogs } from '../../db/schema/index.js';
import { GENESIS_HASH, chainHash } from './canonical.js';

const PAGE = 1000;

/**
 * Walks a firm's chain in order and recomputes every link. Reports the first row whose content,
 * link or position is wrong: an edited row fails its own hash, a deleted row leaves a gap in
 * the sequence, a deleted tail disagrees with the chain head.
 *
 * The head is read first and the walk stops there. A row and the head that points at it commit
 * in one transaction, so every row up to that head was already committed and is read back; rows
 * appended while the walk runs lie beyond it and are left for the next check. Reading the head
 * last (as this did once) compared it with pages read earlier and, while the firm was busy, told
 * an auditor that rows committed in between were "missing". No long transaction is held either,
 * which on the embedded database would stop every other request for the length of the walk.
 */
export async function verifyAuditChain(db: Db, chain: string): Promise<AuditVerifyResponse> {
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain));
  const lastSeq = head?.sequence ?? 0;
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
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
      const { prevHash: _p, hash: _h, ...fields } = row;
      if (chainHash(prevHash, fields) !== row.hash) {
        return broken(checked, row.id, row.sequence, 'Row content does not match its hash (edited)');
      }
      prevHash = row.hash;
      expectedSeq += 1;
      checked += 1;
    }
    if (page.length < PAGE) break;
  }
  if (head && (expectedSeq - 1 !== lastSeq || head.hash !== prevHash)) {
    return broken(checked, null, expectedSeq, `Rows after ${expectedSeq - 1} are missing (deleted)`);
  }
  return { intact: true, checked, first_broken: null };
}

function broken(checked: number, id: string | null, sequence: number, reason: string): AuditVerifyResponse {
  return { intact: false, checked, first_broken: { id, sequence, reason } };
}
