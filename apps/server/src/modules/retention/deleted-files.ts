import { and, asc, eq, isNotNull, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { documentPages, documents, productions, transcriptionJobs, type DocumentRow } from '../../db/schema/index.js';
import { appendAudit, systemActor } from '../../platform/audit/audit-log.js';

const BATCH = 200;

/**
 * The mark a purged document carries, in its metadata (no column for it: this session adds no
 * migration). The row itself stays, for the audit trail and the case's history. The storage
 * clean-up (documents/cleanup.ts) reads the same key: keep the two in step.
 */
export const PURGED_AT_KEY = 'files_purged_at';

/** Documents whose files were purged: their bytes are gone (or belong to other documents now). */
export const isPurged = (): SQL => sql`(${documents.metadata} ? ${sql.raw(`'${PURGED_AT_KEY}'`)})`;

export interface DeletedFilesPurge {
  /** Documents marked purged (their text removed, their file removed unless something else uses it). */
  purged: number;
  /** Blobs deleted from the store. */
  blobsRemoved: number;
  /** Documents left for the next run: their bytes were written again moments ago (a fresh upload). */
  deferred: number;
}

/**
 * Purges soft-deleted documents' files once they have been deleted for DELETED_FILES_GRACE_DAYS.
 * Until then a deleted document keeps its bytes (an administrator can still recover them from the
 * database and store); after it, the blob is removed and the extracted page text with it, the
 * row is marked purged in its metadata, and the firm's trail records `data_retention_policy_applied`
 * for the document.
 *
 * Blobs are shared by content: the bytes stay while any other document that is not purged (live,
 * or deleted but still in its grace period), a recording's rendition or a production's archive
 * uses them; this document is marked purged all the same, and the last user to go takes the
 * bytes with it (the hourly clean-up no longer counts purged rows as users). Bytes written again
 * within UPLOAD_EXPIRY_HOURS (an identical file being uploaded now, its row not yet committed) are
 * never deleted: that document waits for the next run.
 */
export async function purgeDeletedFiles(deps: AppDeps, now = new Date()): Promise<DeletedFilesPurge> {
  const deletedBefore = new Date(now.getTime() - deps.config.deletedFilesGraceDays * 86_400_000);
  const renewedSince = new Date(now.getTime() - deps.config.uploadExpiryHours * 3_600_000);
  const result: DeletedFilesPurge = { purged: 0, blobsRemoved: 0, deferred: 0 };
  const deferred: string[] = [];
  for (;;) {
    const due = await deps.db
      .select()
      .from(documents)
      .where(
        and(
          isNotNull(documents.deletedAt),
          lt(documents.deletedAt, deletedBefore),
          sql`not ${isPurged()}`,
          deferred.length ? notInArray(documents.id, deferred) : undefined,
        ),
      )
      .orderBy(asc(documents.deletedAt))
      .limit(BATCH);
    for (const doc of due) {
      const outcome = await purgeOne(deps, doc, renewedSince, now);
      if (outcome === 'deferred') {
        deferred.push(doc.id);
        result.deferred += 1;
        continue;
      }
      result.purged += 1;
      if (outcome === 'blob-removed') result.blobsRemoved += 1;
    }
    if (due.length < BATCH) break;
  }
  if (result.purged + result.deferred > 0) deps.log.info({ ...result }, 'deleted documents purged');
  return result;
}

type Outcome = 'blob-removed' | 'blob-kept' | 'deferred';

async function purgeOne(deps: AppDeps, doc: DocumentRow, renewedSince: Date, now: Date): Promise<Outcome> {
  let outcome: Outcome = 'blob-kept';
  if (!(await bytesUsedElsewhere(deps, doc))) {
    // The blob goes first: a crash before the row is marked leaves a row whose bytes are already
    // gone, which the next run marks (a missing blob counts as removed), never bytes nobody tracks.
    const removed = await deps.blobs.delete(doc.sha256, { onlyIfOlderThan: renewedSince });
    if (!removed && (await deps.blobs.size(doc.sha256)) !== null) return 'deferred';
    outcome = removed ? 'blob-removed' : 'blob-kept';
  }
  await deps.db.transaction(async (tx) => {
    const marked = await tx
      .update(documents)
      .set({ metadata: sql`${documents.metadata} || ${JSON.stringify({ [PURGED_AT_KEY]: now.toISOString() })}::jsonb` })
      .where(and(eq(documents.id, doc.id), sql`not ${isPurged()}`))
      .returning({ id: documents.id });
    if (marked.length === 0) return; // another worker got there first
    await tx.delete(documentPages).where(eq(documentPages.documentId, doc.id));
    await appendAudit(tx, systemActor(doc.organizationId, 'retention'), {
      action: 'data_retention_policy_applied',
      resourceType: 'document',
      resourceId: doc.id,
      resourceName: doc.filename,
      details: {
        policy: 'deleted_files',
        case_id: doc.caseId,
        deleted_at: doc.deletedAt?.toISOString() ?? null,
        grace_days: deps.config.deletedFilesGraceDays,
        sha256: doc.sha256,
        // False when other documents still use the same bytes (or they were already gone).
        file_removed: outcome === 'blob-removed',
      },
    });
  });
  return outcome;
}

/** Whether anything but purged documents still needs these bytes. */
async function bytesUsedElsewhere(deps: AppDeps, doc: DocumentRow): Promise<boolean> {
  const [other] = await deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.sha256, doc.sha256), ne(documents.id, doc.id), sql`not ${isPurged()}`))
    .limit(1);
  if (other) return true;
  const [rendition] = await deps.db
    .select({ id: transcriptionJobs.id })
    .from(transcriptionJobs)
    .where(eq(transcriptionJobs.renditionSha256, doc.sha256))
    .limit(1);
  if (rendition) return true;
  const [archive] = await deps.db.select({ id: productions.id }).from(productions).where(eq(productions.archiveSha256, doc.sha256)).limit(1);
  return Boolean(archive);
}
