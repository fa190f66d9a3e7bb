import { createHash } from 'node:crypto';
import { rows, sql, type Database } from '../../db/client.js';
import { verifyAuditChain } from '../../platform/audit/verify-chain.js';
import type { BlobStore } from '../../platform/storage/blob-store.js';

const PURGED_AT_KEY = 'files_purged_at';

export interface RestoreVerification {
  /** Distinct files the documents point at, each read back from the store and hashed. */
  documentFiles: number;
  documentFilesMatching: number;
  /** Stored under a document's hash but hashing to something else. */
  mismatched: string[];
  /** A document's hash with no file in the store. */
  missing: string[];
  chains: { chain: string; intact: boolean; checked: number; problem: string | null }[];
  ok: boolean;
}

/**
 * What restore promises, checked on the restored installation itself: every document's file is
 * in the store and hashes to the document's recorded SHA-256, and every audit chain verifies.
 */
export async function verifyInstallation(database: Database, blobs: BlobStore): Promise<RestoreVerification> {
  // A document whose file the retention job purged (modules/retention/deleted-files.ts marks it
  // with this metadata key) has no bytes left by design; every other document must have its file.
  const hashes = await rows<{ sha256: string }>(
    database.db,
    sql`select distinct sha256 from documents where not (metadata ? ${PURGED_AT_KEY}) order by sha256`,
  );
  const mismatched: string[] = [];
  const missing: string[] = [];
  for (const { sha256 } of hashes) {
    if ((await blobs.size(sha256)) === null) {
      missing.push(sha256);
      continue;
    }
    const digest = createHash('sha256');
    for await (const chunk of await blobs.open(sha256)) digest.update(chunk as Buffer);
    if (digest.digest('hex') !== sha256) mismatched.push(sha256);
  }
  const heads = await rows<{ chain: string }>(database.db, sql`select chain from audit_chain_heads order by chain`);
  const chains: RestoreVerification['chains'] = [];
  for (const { chain } of heads) {
    const result = await verifyAuditChain(database.db, chain);
    chains.push({ chain, intact: result.intact, checked: result.checked, problem: result.first_broken?.reason ?? null });
  }
  return {
    documentFiles: hashes.length,
    documentFilesMatching: hashes.length - mismatched.length - missing.length,
    mismatched,
    missing,
    chains,
    ok: mismatched.length === 0 && missing.length === 0 && chains.every((c) => c.intact),
  };
}
