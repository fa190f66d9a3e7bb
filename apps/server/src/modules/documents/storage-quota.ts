import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';
import { formatBytes } from './multipart.js';

/**
 * A firm's storage quota (STORAGE_QUOTA_GB_PER_FIRM, ASVS 12.1.3): the bytes of its documents that
 * are not deleted, counted at upload time. Checked before anything is stored — a simple upload
 * before its staged files are committed, a resumable one when it starts (its declared size) and
 * again at finalize — so a refused upload leaves nothing behind. A soft limit: two uploads checked
 * at the same moment may both pass and end a little over it; the next one is refused. Files the
 * pipeline derives (an e-mail's attachments) are not refused: the e-mail was already accepted.
 */
export async function firmStoredBytes(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)::text` })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), isNull(documents.deletedAt)));
  return Number(row?.bytes ?? 0);
}

export async function assertWithinQuota(db: DbOrTx, quotaBytes: number | null, organizationId: string, incomingBytes: number): Promise<void> {
  if (quotaBytes === null) return;
  const used = await firmStoredBytes(db, organizationId);
  if (used + incomingBytes <= quotaBytes) return;
  throw new AppError(
    413,
    'storage_quota_exceeded',
    `This upload would take the firm past its storage quota of ${formatBytes(quotaBytes)} (used: ${formatBytes(used)}). Delete documents or ask your administrator.`,
    undefined,
    { quota_bytes: quotaBytes, used_bytes: used, upload_bytes: incomingBytes },
  );
}
