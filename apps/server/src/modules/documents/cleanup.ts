import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { documents, incomingProductions, productions, transcriptionJobs, uploadSessions } from '../../db/schema/index.js';
import { StagingArea } from '../../platform/storage/staging-area.js';
import { uploadsRoot } from './chunked-upload.js';

const BATCH = 500;
/** pg-boss cron (UTC): at minute 17 of every hour, off the hour when other jobs pile up. */
export const CLEANUP_CRON = '17 * * * *';

export interface CleanupResult {
  /** Upload sessions deleted (unfinished with their chunks, and finished ones past the expiry). */
  uploads: number;
  /** Chunk folders on disk without a session (left by a crash between file and row). */
  orphanChunkFolders: number;
  /** Half-written staging files from interrupted requests. */
  stagingFiles: number;
  /** Blobs no document row references any more. */
  blobs: number;
}

/**
 * Storage clean-up, run hourly by pg-boss and once at start-up. Everything it removes has been
 * untouched for UPLOAD_EXPIRY_HOURS (default 24):
 * - chunked uploads never finalized, with their staged chunks (a client may resume an upload
 *   until then); finished upload rows too (finalize stops being idempotent after that long);
 * - chunk folders and staging files nothing refers to;
 * - blobs no document row references: the bytes of hard-deleted cases (their rows cascade away)
 *   and of uploads whose registration failed. A soft-deleted document keeps its blob: its row
 *   still exists (for the audit trail and a possible restore), so its bytes are kept too, until
 *   the retention job purges them after DELETED_FILES_GRACE_DAYS (modules/retention); a purged
 *   row no longer keeps the bytes it shared with a document deleted since.
 * A blob younger than the expiry is never deleted, so bytes stored a moment before their
 * document row is committed are safe; the age is checked again right before each delete, so
 * identical bytes uploaded again meanwhile (which renews them) are kept.
 */
export async function cleanUpStorage(deps: AppDeps, now = new Date()): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - deps.config.uploadExpiryHours * 3600_000);
  const result: CleanupResult = { uploads: 0, orphanChunkFolders: 0, stagingFiles: 0, blobs: 0 };
  const root = uploadsRoot(deps);

  for (;;) {
    // The condition is repeated in the delete: a chunk that arrived meanwhile renewed the session.
    const expired = await deps.db.select({ id: uploadSessions.id }).from(uploadSessions).where(lt(uploadSessions.updatedAt, cutoff)).limit(BATCH);
    if (expired.length === 0) break;
    const deleted = await deps.db
      .delete(uploadSessions)
      .where(and(inArray(uploadSessions.id, expired.map((s) => s.id)), lt(uploadSessions.updatedAt, cutoff)))
      .returning({ id: uploadSessions.id });
    for (const { id } of deleted) await rm(path.join(root, id), { recursive: true, force: true });
    result.uploads += deleted.length;
    if (deleted.length < expired.length) break;
  }

  for (const name of await readdir(root).catch(() => [] as string[])) {
    if (name === '.tmp') continue;
    const folder = path.join(root, name);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory() || info.mtime >= cutoff) continue;
    const [session] = /^[0-9a-f-]{36}$/.test(name) ? await deps.db.select({ id: uploadSessions.id }).from(uploadSessions).where(eq(uploadSessions.id, name)) : [];
    if (session) continue;
    await rm(folder, { recursive: true, force: true });
    result.orphanChunkFolders += 1;
  }

  result.stagingFiles = (await new StagingArea(path.join(root, '.tmp')).sweep(cutoff)) + (await deps.blobs.sweepStaging(cutoff));

  let candidates: string[] = [];
  const sweepBlobs = async () => {
    // A document purged by the retention job (modules/retention/deleted-files.ts writes the
    // `files_purged_at` mark) gave its bytes up: it no longer keeps them.
    const referenced = await deps.db
      .selectDistinct({ sha256: documents.sha256 })
      .from(documents)
      .where(and(inArray(documents.sha256, candidates), sql`not (${documents.metadata} ? 'files_purged_at')`));
    // A recording's browser-playable copy belongs to its transcription job, not to a document.
    const renditions = await deps.db
      .selectDistinct({ sha256: transcriptionJobs.renditionSha256 })
      .from(transcriptionJobs)
      .where(inArray(transcriptionJobs.renditionSha256, candidates));
    // A discovery production's ZIP belongs to the production (re-downloadable for good), not to a document.
    const archives = await deps.db
      .selectDistinct({ sha256: productions.archiveSha256 })
      .from(productions)
      .where(inArray(productions.archiveSha256, candidates));
    // The other side's volume as received belongs to its incoming production: it waits there for its
    // field map (however long the paralegal takes) and stays as the record of what was served.
    const received = await deps.db
      .selectDistinct({ sha256: incomingProductions.zipSha256 })
      .from(incomingProductions)
      .where(inArray(incomingProductions.zipSha256, candidates));
    const keep = new Set([...referenced, ...renditions, ...archives, ...received].map((r) => r.sha256));
    for (const sha256 of candidates) {
      if (!keep.has(sha256) && (await deps.blobs.delete(sha256, { onlyIfOlderThan: cutoff }))) result.blobs += 1;
    }
    candidates = [];
  };
  for await (const blob of deps.blobs.list()) {
    if (blob.modifiedAt >= cutoff) continue;
    candidates.push(blob.sha256);
    if (candidates.length >= BATCH) await sweepBlobs();
  }
  if (candidates.length > 0) await sweepBlobs();

  if (result.uploads + result.orphanChunkFolders + result.stagingFiles + result.blobs > 0) deps.log.info({ ...result }, 'storage clean-up');
  return result;
}
