import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { IncomingProduction, ReparseIncomingRequest } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { incomingProductions, type IncomingProductionRow } from '../../../db/schema/index.js';
import { appendAudit } from '../../../platform/audit/audit-log.js';
import { AppError, conflict, fieldError, notFound, unprocessable } from '../../../platform/http/errors.js';
import type { Caller } from '../../../platform/http/caller.js';
import type { StagedBlob } from '../../../platform/storage/blob-store.js';
import { walkMultipart } from '../../documents/multipart.js';
import { loadDiscoveryCase, type DiscoveryAction } from '../access.js';
import { suggestFieldMap } from './field-map.js';
import { presentIncoming } from './present.js';
import { detectedDelimiters, parseWith, previewOf, readVolume } from './read-volume.js';
import { VolumeRefused } from './volume-reader.js';

/*
 * Uploading a volume: the ZIP is stored, its DAT found and read with the delimiters detected, and
 * a field map suggested; nothing is loaded until the user confirms (load.ts). A volume whose
 * structure is broken — not a ZIP, no DAT, an empty DAT — is refused here with the reason and
 * nothing is kept.
 */

/** The case is the form's `case_id`, checked before the ZIP's bytes are stored. */
export async function uploadVolume(deps: AppDeps, caller: Caller, req: FastifyRequest): Promise<IncomingProduction> {
  const staged: StagedBlob[] = [];
  let checkedCase: string | null = null;
  const checkCase = async (value: string | undefined) => {
    const caseId = value?.trim();
    if (!caseId) throw fieldError('case_id', 'case_id is required in FormData');
    if (!z.uuid().safeParse(caseId).success) throw fieldError('case_id', 'Invalid UUID');
    const access = await loadDiscoveryCase(deps.db, caller, caseId, 'manageDiscovery');
    if (access.row.archivedAt) throw conflict('This case is archived; reopen it before adding documents.', 'case_archived');
    return caseId;
  };
  try {
    const { fields, files } = await walkMultipart(req, {
      maxFileBytes: deps.config.maxUploadBytes,
      maxFiles: 1,
      onFile: async (file, seen) => {
        if (seen.case_id && !checkedCase) checkedCase = await checkCase(seen.case_id);
        const blob = await deps.blobs.stage(file.stream, { maxBytes: deps.config.maxUploadBytes });
        staged.push(blob);
        return { blob, filename: (file.filename || 'volume.zip').slice(0, 255) };
      },
    });
    const caseId = checkedCase ?? (await checkCase(fields.case_id));
    const upload = files[0];
    if (!upload) throw fieldError('file', 'Choose the volume (a ZIP file) to upload');
    if (upload.blob.size === 0) throw fieldError('file', 'The file is empty');
    await upload.blob.commit();
    let read;
    let parsed;
    let delimiters;
    try {
      read = await readVolume(deps, upload.blob.sha256);
      delimiters = detectedDelimiters(read.datText);
      parsed = parseWith(read.datText, delimiters);
    } catch (err) {
      if (err instanceof VolumeRefused) throw unprocessable(err.message, 'volume_refused');
      throw err;
    }
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(incomingProductions)
        .values({
          organizationId: caller.organizationId,
          caseId,
          createdBy: caller.userId,
          filename: upload.filename,
          zipSha256: upload.blob.sha256,
          datPath: read.datPath,
          optPath: read.optPath,
          delimiters,
          header: parsed.header,
          preview: previewOf(parsed),
          fieldMap: suggestFieldMap(parsed.header),
          rowCount: parsed.rows.length + parsed.errors.length,
        })
        .returning();
      if (!created) throw new Error('incoming production insert failed');
      await appendAudit(tx, caller.actor, {
        action: 'document_uploaded',
        resourceType: 'case',
        resourceId: caseId,
        resourceName: created.filename,
        details: { change: 'incoming_production_uploaded', incoming_production_id: created.id, sha256: created.zipSha256, size_bytes: upload.blob.size, rows: created.rowCount },
      });
      return created;
    });
    return presentIncoming(row);
  } finally {
    for (const blob of staged) await blob.discard();
  }
}

/** An incoming production of a case the caller may act on; another firm's or an unseen case's is a 404. */
export async function loadIncoming(deps: AppDeps, caller: Caller, id: string, action: DiscoveryAction): Promise<IncomingProductionRow> {
  const [row] = await deps.db
    .select()
    .from(incomingProductions)
    .where(and(eq(incomingProductions.id, id), eq(incomingProductions.organizationId, caller.organizationId)));
  if (!row) throw notFound('Incoming production');
  await loadDiscoveryCase(deps.db, caller, row.caseId, action);
  return row;
}

/** Reads the DAT again with the delimiters the user chose: header, preview and suggested map follow. */
export async function reparseVolume(deps: AppDeps, caller: Caller, id: string, input: ReparseIncomingRequest): Promise<IncomingProduction> {
  const row = await loadIncoming(deps, caller, id, 'manageDiscovery');
  if (row.status !== 'parsed') throw conflict('This volume is already loading or loaded; its delimiters cannot change.', 'incoming_not_editable');
  let parsed;
  try {
    const read = await readVolume(deps, row.zipSha256, { dat: row.datPath, opt: row.optPath }).catch((err: unknown) => {
      if (err instanceof VolumeRefused) throw unprocessable(err.message, 'volume_refused');
      throw err;
    });
    parsed = parseWith(read.datText, input.delimiters);
  } catch (err) {
    if (err instanceof VolumeRefused) throw new AppError(400, 'validation_error', err.message, [{ field: 'delimiters', message: err.message }]);
    throw err;
  }
  const [updated] = await deps.db
    .update(incomingProductions)
    .set({
      delimiters: input.delimiters,
      header: parsed.header,
      preview: previewOf(parsed),
      fieldMap: suggestFieldMap(parsed.header),
      rowCount: parsed.rows.length + parsed.errors.length,
      updatedAt: new Date(),
    })
    .where(and(eq(incomingProductions.id, row.id), eq(incomingProductions.status, 'parsed')))
    .returning();
  if (!updated) throw conflict('This volume is already loading or loaded; its delimiters cannot change.', 'incoming_not_editable');
  return presentIncoming(updated);
}
