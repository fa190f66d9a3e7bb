import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MAX_CHUNK_BYTES, UploadChunkFields, type DocumentSummary, type FinalizeUploadRequest, type TranscriptionKind, type UploadStatus } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { uploadChunks, uploadSessions, documents, type UploadSessionRow } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../platform/http/errors.js';
import { BlobChecksumError } from '../../platform/storage/blob-store.js';
import { writeHashed } from '../../platform/storage/hashing-writer.js';
import { readFileHead } from '../../platform/storage/file-head.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayOnCase, loadCase } from '../cases/access.js';
import { assertUploadable, emptyFile } from './upload-rules.js';
import { assertWithinQuota } from './storage-quota.js';
import { assertRecordingSize, transcriptionKindOf } from '../../platform/media/transcribable.js';
import { SNIFF_BYTES, detectTypeOfHead } from './detect.js';
import { extensionOf, sanitizeFilename, storableOriginal } from './filenames.js';
import { walkMultipart, tooLarge } from './multipart.js';
import { presentDocument } from './present.js';
import { registerDocument, sniff } from './register.js';
import { enqueueProcessing } from './pipeline/process.js';

/** Chunks in progress live on disk under DATA_DIR/uploads/<upload_id>/<index>: they survive a restart. */
export const uploadsRoot = (deps: Pick<AppDeps, 'config'>) => path.join(deps.config.dataDir, 'uploads');
const chunkPath = (deps: AppDeps, uploadId: string, index: number) => path.join(uploadsRoot(deps), uploadId, String(index));

async function statusOf(db: DbOrTx, session: UploadSessionRow): Promise<UploadStatus> {
  const chunks = await db.select().from(uploadChunks).where(eq(uploadChunks.uploadId, session.id)).orderBy(asc(uploadChunks.chunkIndex));
  const received = chunks.map((c) => c.chunkIndex);
  const have = new Set(received);
  const missing: number[] = [];
  for (let i = 0; i < session.totalChunks; i += 1) if (!have.has(i)) missing.push(i);
  return {
    upload_id: session.id,
    case_id: session.caseId,
    filename: session.filename,
    total_size: Number(session.totalSize),
    total_chunks: session.totalChunks,
    received_chunks: session.documentId ? [] : received,
    missing_chunks: session.documentId ? [] : missing,
    received_bytes: session.documentId ? Number(session.totalSize) : chunks.reduce((n, c) => n + Number(c.sizeBytes), 0),
    document_id: session.documentId,
  };
}

async function findSession(db: DbOrTx, caller: Caller, caseId: string, uploadId: string): Promise<UploadSessionRow> {
  const [session] = await db.select().from(uploadSessions).where(eq(uploadSessions.id, uploadId));
  if (!session || session.organizationId !== caller.organizationId || session.caseId !== caseId) throw notFound('Upload');
  return session;
}

export async function uploadStatus(deps: AppDeps, caller: Caller, caseId: string, uploadId: string): Promise<UploadStatus> {
  await loadCase(deps.db, caller, caseId);
  return statusOf(deps.db, await findSession(deps.db, caller, caseId, uploadId));
}

function validationError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const errors = issues.map((i) => ({ field: String(i.path[0] ?? 'body'), message: i.message }));
  return new AppError(400, 'validation_error', `Invalid ${errors[0]?.field}: ${errors[0]?.message}`, errors);
}

/**
 * One chunk. Arrival order does not matter; a chunk sent again with the same checksum changes
 * nothing (already_received), with a different one it replaces the earlier copy (each arrival is
 * verified, so the latest verified bytes win and a client can always repair an upload).
 */
export async function receiveChunk(deps: AppDeps, caller: Caller, caseId: string, req: FastifyRequest) {
  const access = await loadCase(deps.db, caller, caseId);
  assertMayOnCase(caller, access, 'uploadDocuments');
  assertUploadable(access.row);
  const maxUpload = deps.config.maxUploadBytes;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_CHUNK_BYTES + 64 * 1024) throw tooLarge(MAX_CHUNK_BYTES);

  await mkdir(path.join(uploadsRoot(deps), '.tmp'), { recursive: true });
  const tmpFiles: string[] = [];
  try {
    const { fields, files } = await walkMultipart(req, {
      maxFileBytes: MAX_CHUNK_BYTES,
      maxFiles: 1,
      onFile: async (file, seen) => {
        // The declared size is known before the bytes: an oversized file stores nothing at all.
        if (Number(seen.total_size) > maxUpload) throw tooLarge(maxUpload);
        const tmp = path.join(uploadsRoot(deps), '.tmp', `${randomUUID()}.part`);
        tmpFiles.push(tmp);
        return { tmp, ...(await writeHashed(file.stream, tmp, MAX_CHUNK_BYTES)) };
      },
    });
    const parsed = UploadChunkFields.safeParse(fields);
    if (!parsed.success) throw validationError(parsed.error.issues);
    const input = parsed.data;
    if (input.total_size > maxUpload) throw tooLarge(maxUpload);
    if (input.total_size === 0) throw emptyFile();
    if (input.chunk_index >= input.total_chunks) {
      throw validationError([{ path: ['chunk_index'], message: `must be below total_chunks (${input.total_chunks})` }]);
    }
    const chunk = files[0];
    if (!chunk) throw validationError([{ path: ['chunk'], message: 'The chunk file part is missing' }]);
    if (chunk.sha256 !== input.chunk_sha256) {
      throw new AppError(422, 'checksum_mismatch', `Chunk ${input.chunk_index} did not arrive intact (checksum mismatch); send it again.`, undefined, {
        chunk_index: input.chunk_index,
      });
    }
    const filename = sanitizeFilename(input.filename);
    const result = await deps.db.transaction(async (tx) => {
      let [session] = await tx.select().from(uploadSessions).where(eq(uploadSessions.id, input.upload_id)).for('no key update');
      if (session && (session.organizationId !== caller.organizationId || session.caseId !== caseId)) throw notFound('Upload');
      if (session?.documentId) throw conflict('This upload is already finished; finalize returns its document.', 'upload_finished');
      if (session && (Number(session.totalSize) !== input.total_size || session.totalChunks !== input.total_chunks)) {
        throw conflict('This upload_id belongs to a file of another size or chunk count; start a new upload.', 'upload_mismatch');
      }
      if (!session) {
        // A file that cannot fit is refused before its first chunk is kept (and again at finalize).
        await assertWithinQuota(tx, deps.config.storageQuotaBytes, caller.organizationId, input.total_size);
        [session] = await tx
          .insert(uploadSessions)
          .values({
            id: input.upload_id,
            organizationId: caller.organizationId,
            caseId,
            userId: caller.userId,
            filename,
            originalFilename: storableOriginal(input.filename),
            contentType: input.content_type ?? null,
            totalSize: input.total_size,
            totalChunks: input.total_chunks,
          })
          .returning();
        if (!session) throw new Error('upload session insert failed');
      }
      const [existing] = await tx
        .select()
        .from(uploadChunks)
        .where(and(eq(uploadChunks.uploadId, session.id), eq(uploadChunks.chunkIndex, input.chunk_index)));
      const alreadyReceived = existing?.sha256 === chunk.sha256;
      if (!alreadyReceived) {
        const target = chunkPath(deps, session.id, input.chunk_index);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(chunk.tmp, target);
        await tx
          .insert(uploadChunks)
          .values({ uploadId: session.id, chunkIndex: input.chunk_index, sha256: chunk.sha256, sizeBytes: chunk.size })
          .onConflictDoUpdate({ target: [uploadChunks.uploadId, uploadChunks.chunkIndex], set: { sha256: chunk.sha256, sizeBytes: chunk.size } });
        await tx.update(uploadSessions).set({ updatedAt: new Date() }).where(eq(uploadSessions.id, session.id));
      }
      return { ...(await statusOf(tx, session)), chunk_index: input.chunk_index, already_received: alreadyReceived };
    });
    return result;
  } finally {
    for (const tmp of tmpFiles) await unlink(tmp).catch(() => undefined);
  }
}

/**
 * Joins the chunks into one blob while hashing, checks the whole file's SHA-256, and records the
 * document. Finalizing a finished upload again returns the same document (a lost response is safe
 * to retry); missing chunks are listed so the client sends exactly those.
 */
export async function finalizeUpload(deps: AppDeps, caller: Caller, caseId: string, input: FinalizeUploadRequest): Promise<DocumentSummary> {
  const access = await loadCase(deps.db, caller, caseId);
  assertMayOnCase(caller, access, 'uploadDocuments');
  const session = await findSession(deps.db, caller, caseId, input.upload_id);
  if (session.documentId) {
    const [doc] = await deps.db.select().from(documents).where(eq(documents.id, session.documentId));
    if (doc) return presentDocument(doc);
  }
  assertUploadable(access.row);
  const status = await statusOf(deps.db, session);
  if (status.missing_chunks.length > 0) {
    const list = status.missing_chunks.slice(0, 50).join(', ');
    throw new AppError(409, 'chunks_missing', `Chunks ${list}${status.missing_chunks.length > 50 ? ', …' : ''} have not arrived; send them and finalize again.`, undefined, {
      missing_chunks: status.missing_chunks,
    });
  }
  if (status.received_bytes !== status.total_size) {
    throw new AppError(422, 'size_mismatch', `The chunks add up to ${status.received_bytes} bytes, but the file was declared as ${status.total_size} bytes.`);
  }
  if (input.for_transcription) await assertTranscribable(deps, session, input.for_transcription);
  await assertWithinQuota(deps.db, deps.config.storageQuotaBytes, caller.organizationId, status.total_size);
  const blobs = deps.blobs;
  let stored;
  try {
    stored = await blobs.put(concatChunks(deps, session), { expectedSha256: input.sha256, maxBytes: deps.config.maxUploadBytes });
  } catch (err) {
    if (err instanceof BlobChecksumError) {
      throw new AppError(422, 'checksum_mismatch', 'The assembled file does not match its SHA-256; nothing was stored. Check the file and send the chunks again.', [
        { field: 'sha256', message: 'does not match the uploaded bytes' },
      ]);
    }
    throw err;
  }
  const file = {
    sha256: stored.sha256,
    size: stored.size,
    filename: session.filename,
    originalFilename: session.originalFilename,
    contentType: session.contentType,
    via: 'chunked' as const,
    custodianId: input.custodian_id ?? null,
  };
  const detection = await sniff(blobs, file);
  const doc = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(uploadSessions).where(eq(uploadSessions.id, session.id)).for('no key update');
    if (locked?.documentId) {
      const [done] = await tx.select().from(documents).where(eq(documents.id, locked.documentId));
      if (done) return done;
    }
    const row = await registerDocument(tx, caller, caseId, file, detection);
    await tx.update(uploadSessions).set({ documentId: row.id, updatedAt: new Date() }).where(eq(uploadSessions.id, session.id));
    await tx.delete(uploadChunks).where(eq(uploadChunks.uploadId, session.id));
    return row;
  });
  await rm(path.join(uploadsRoot(deps), session.id), { recursive: true, force: true });
  if (doc.status === 'queued') await enqueueProcessing(deps, [doc]);
  return presentDocument(doc);
}

/**
 * A file dropped to be transcribed that cannot be (a text file named .wav, a recording over the
 * size limit) is refused before its bytes are stored or a document is made, and its chunks are
 * discarded: nothing of it stays in the case, in storage or in the discovery review list.
 */
async function assertTranscribable(deps: AppDeps, session: UploadSessionRow, kind: TranscriptionKind): Promise<void> {
  try {
    const extension = extensionOf(session.filename);
    const detection = await detectTypeOfHead(await readFileHead(chunkPath(deps, session.id, 0), SNIFF_BYTES), extension);
    transcriptionKindOf({ filename: session.filename, type: (detection.detectedType ?? extension ?? '').toLowerCase() }, kind, 'upload_id');
    if (kind === 'media') assertRecordingSize(session.filename, Number(session.totalSize), deps.config.transcription.maxBytes, 'upload_id');
  } catch (error) {
    await deps.db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
    await rm(path.join(uploadsRoot(deps), session.id), { recursive: true, force: true });
    throw error;
  }
}

/** The chunk files in order, as one stream, opened one at a time. */
function concatChunks(deps: AppDeps, session: UploadSessionRow): PassThrough {
  const out = new PassThrough();
  void (async () => {
    try {
      for (let i = 0; i < session.totalChunks; i += 1) {
        for await (const data of createReadStream(chunkPath(deps, session.id, i))) {
          if (!out.write(data)) await new Promise((resolve) => out.once('drain', resolve));
        }
      }
      out.end();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
