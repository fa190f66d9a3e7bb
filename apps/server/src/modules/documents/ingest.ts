import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DocumentSummary } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DocumentRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';
import type { StagedBlob } from '../../platform/storage/blob-store.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayOnCase, loadCase } from '../cases/access.js';
import { sanitizeFilename, storableOriginal } from './filenames.js';
import { tooLarge, walkMultipart } from './multipart.js';
import { presentDocument } from './present.js';
import { registerDocument, sniff, type StoredFile } from './register.js';
import { assertUploadable, emptyFile } from './upload-rules.js';
import { enqueueProcessing } from './pipeline/process.js';
import { assertWithinQuota } from './storage-quota.js';

const MAX_FILES_PER_REQUEST = 100;
/** Multipart boundaries and fields around the files. */
const ENVELOPE_BYTES = 1024 * 1024;

/** The case the form names (or the address), checked after the whole body has been read. */
async function uploadableCase(deps: AppDeps, caller: Caller, caseIdFromPath: string | null, formCaseId: string | undefined): Promise<string> {
  const caseId = caseIdFromPath ?? formCaseId?.trim();
  if (!caseId) throw new AppError(400, 'validation_error', 'case_id is required in FormData', [{ field: 'case_id', message: 'case_id is required in FormData' }]);
  if (!z.uuid().safeParse(caseId).success) throw new AppError(400, 'validation_error', 'Invalid case_id', [{ field: 'case_id', message: 'Invalid UUID' }]);
  if (caseIdFromPath && formCaseId && formCaseId !== caseIdFromPath) {
    throw new AppError(400, 'validation_error', 'The form names a different case than the address', [{ field: 'case_id', message: 'does not match the case in the URL' }]);
  }
  const access = await loadCase(deps.db, caller, caseId);
  assertMayOnCase(caller, access, 'uploadDocuments');
  assertUploadable(access.row);
  return caseId;
}

/**
 * One-shot multipart upload of one or more files (the `file` field, repeatable). Each file is
 * streamed to a staging file while hashing (nothing is held in memory) and enters the BlobStore
 * only once the case is known to accept it. `caseIdFromPath` is null
 * for POST /documents/upload, where the case comes in the form ('case_id is required in FormData' when absent).
 */
export async function ingestMultipart(deps: AppDeps, caller: Caller, caseIdFromPath: string | null, req: FastifyRequest): Promise<DocumentSummary[]> {
  const maxUpload = deps.config.maxUploadBytes;
  if (caseIdFromPath) {
    const access = await loadCase(deps.db, caller, caseIdFromPath);
    assertMayOnCase(caller, access, 'uploadDocuments');
    assertUploadable(access.row);
  }
  // A declared body larger than any file may be is refused before a byte is read.
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxUpload * MAX_FILES_PER_REQUEST + ENVELOPE_BYTES || (declared > maxUpload + ENVELOPE_BYTES && !req.headers['content-type']?.includes('multipart'))) {
    throw tooLarge(maxUpload);
  }
  let rows: DocumentRow[];
  const staged: StagedBlob[] = [];
  let checkedFormCase: string | null = null;
  try {
    const { fields, files } = await walkMultipart<StoredFile>(req, {
      maxFileBytes: maxUpload,
      maxFiles: MAX_FILES_PER_REQUEST,
      onFile: async (file, seen) => {
        // A case_id sent before the file is checked before a byte is written; one that follows the
        // file can only be checked at the end, so files are staged, not stored, until then: a
        // refused upload leaves no bytes behind.
        if (!caseIdFromPath && seen.case_id && !checkedFormCase) checkedFormCase = await uploadableCase(deps, caller, null, seen.case_id);
        const blob = await deps.blobs.stage(file.stream, { maxBytes: maxUpload });
        staged.push(blob);
        return {
          sha256: blob.sha256,
          size: blob.size,
          filename: sanitizeFilename(file.filename || 'unnamed'),
          originalFilename: storableOriginal(file.filename),
          contentType: file.mimetype || null,
          via: 'multipart',
        };
      },
    });
    const caseId = await uploadableCase(deps, caller, caseIdFromPath, fields.case_id);
    const custodianId = custodianField(fields.custodian_id);
    if (files.length === 0) throw new AppError(400, 'validation_error', 'No file was sent', [{ field: 'file', message: 'Choose at least one file' }]);
    const empty = files.find((f) => f.size === 0);
    if (empty) throw emptyFile(empty.filename);
    await assertWithinQuota(deps.db, deps.config.storageQuotaBytes, caller.organizationId, files.reduce((n, f) => n + f.size, 0));
    for (const blob of staged) await blob.commit();
    const detections = await Promise.all(files.map((f) => sniff(deps.blobs, f)));
    rows = await deps.db.transaction(async (tx) => {
      const out = [];
      for (const [i, file] of files.entries()) out.push(await registerDocument(tx, caller, caseId, { ...file, custodianId }, detections[i]!));
      return out;
    });
  } finally {
    for (const blob of staged) await blob.discard();
  }
  await enqueueProcessing(deps, rows);
  return rows.map(presentDocument);
}

/** The form's custodian_id: none when absent or empty (never the uploader), else a custodian's id. */
function custodianField(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  if (!z.uuid().safeParse(value.trim()).success) throw new AppError(400, 'validation_error', 'Invalid custodian_id', [{ field: 'custodian_id', message: 'Invalid UUID' }]);
  return value.trim();
}
