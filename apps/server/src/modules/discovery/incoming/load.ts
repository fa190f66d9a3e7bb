import { Readable } from 'node:stream';
import path from 'node:path';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { IncomingProduction, IncomingRowError, LoadIncomingRequest } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { custodians, documents, incomingProductionDocuments, incomingProductions, type DocumentRow, type IncomingProductionRow } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/client.js';
import { appendAudit } from '../../../platform/audit/audit-log.js';
import { AppError, conflict } from '../../../platform/http/errors.js';
import type { Caller } from '../../../platform/http/caller.js';
import { registerDocument, sniff, type Registrar, type StoredFile } from '../../documents/register.js';
import { enqueueProcessing } from '../../documents/pipeline/process.js';
import type { Detection } from '../../documents/detect.js';
import { fieldFor } from './field-map.js';
import { parseDat } from './load-file-parse.js';
import { INTERRUPTED_REASON, incomingLoads, queueIncomingLoad } from './load-work.js';
import { NO_BATES_FIELD, planLoad, type PlannedDocument } from './plan.js';
import { imageKind, pagesAsPdf, UnreadableImage, type PageImage } from './page-images.js';
import { presentIncoming } from './present.js';
import { readVolume, type ReadVolume } from './read-volume.js';
import { VolumeRefused } from './volume-reader.js';
import { loadIncoming } from './upload.js';

/*
 * Loading a confirmed volume. Rows are checked first (plan.ts); each row that passed becomes one
 * document whose file is its native if the volume has one, else its page images (one file as
 * sent, or several pages gathered into one PDF), else its text; families follow BEGATTACH. Files
 * are stored first (content-addressed: a run that is interrupted and run again stores the same
 * bytes), then ONE transaction registers every document, its Bates range and DAT row, and ends the
 * load: a volume is never half-loaded. Rows that failed are listed with their reasons.
 */

const MAX_ATTEMPTS = 5;
const UNEXPECTED_REASON = 'The volume could not be loaded because of an unexpected error on the server. Upload it again; if it keeps failing, contact your administrator.';

class ServerStopping extends Error {}

/** The user confirmed delimiters and field map: the load is queued (202). */
export async function startLoad(deps: AppDeps, caller: Caller, id: string, input: LoadIncomingRequest): Promise<IncomingProduction> {
  const row = await loadIncoming(deps, caller, id, 'manageDiscovery');
  if (row.status !== 'parsed') throw conflict('This volume is already loading or loaded.', 'incoming_not_editable');
  const unknown = Object.keys(input.field_map).filter((f) => !row.header.includes(f));
  if (unknown.length > 0) throw new AppError(400, 'validation_error', `The DAT has no field ${unknown.join(', ')}`, [{ field: 'field_map', message: `Not a field of the DAT: ${unknown.join(', ')}` }]);
  if (!fieldFor(input.field_map, 'bates_begin')) throw new AppError(400, 'validation_error', NO_BATES_FIELD, [{ field: 'field_map', message: NO_BATES_FIELD }]);
  const fieldMap = Object.fromEntries(row.header.map((h) => [h, input.field_map[h] ?? 'keep']));
  const queued = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(incomingProductions)
      .set({ status: 'queued', delimiters: input.delimiters, fieldMap, updatedAt: new Date() })
      .where(and(eq(incomingProductions.id, row.id), eq(incomingProductions.status, 'parsed')))
      .returning();
    if (!updated) throw conflict('This volume is already loading or loaded.', 'incoming_not_editable');
    await appendAudit(tx, caller.actor, {
      action: 'document_uploaded',
      resourceType: 'case',
      resourceId: row.caseId,
      resourceName: row.filename,
      details: { change: 'incoming_production_load_started', incoming_production_id: row.id, field_map: fieldMap },
    });
    return updated;
  });
  await queueIncomingLoad(deps, queued);
  return presentIncoming(queued);
}

export async function runIncomingLoad(deps: AppDeps, payload: { organization_id: string; incoming_id: string }, shutdown: AbortSignal): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(incomingProductions)
    .where(and(eq(incomingProductions.id, payload.incoming_id), eq(incomingProductions.organizationId, payload.organization_id)));
  if (!row || !['queued', 'running'].includes(row.status)) return;
  let attempts = 0;
  try {
    await incomingLoads.withLease(
      deps,
      row.id,
      async () => {
        const [claimed] = await deps.db
          .update(incomingProductions)
          .set({ status: 'running', updatedAt: new Date() })
          .where(and(eq(incomingProductions.id, row.id), inArray(incomingProductions.status, ['queued', 'running'])))
          .returning();
        return claimed;
      },
      async (claimed) => {
        attempts = (await deps.jobs.jobsByPayload('discovery.incoming_load', 'incoming_id', [claimed.id])).length;
        if (attempts > MAX_ATTEMPTS) {
          await incomingLoads.failWithReason(deps, [claimed.id], INTERRUPTED_REASON);
          return;
        }
        await load(deps, claimed, shutdown);
      },
    );
  } catch (err) {
    if (err instanceof ServerStopping || shutdown.aborted) throw err;
    if (err instanceof VolumeRefused) {
      await incomingLoads.failWithReason(deps, [row.id], err.message);
      return;
    }
    deps.log.error({ err, incoming: row.id }, 'incoming production load failed');
    await incomingLoads.failWithReason(deps, [row.id], UNEXPECTED_REASON);
  }
}

interface Prepared {
  doc: PlannedDocument;
  file: StoredFile;
  detection: Detection;
}

async function load(deps: AppDeps, row: IncomingProductionRow, shutdown: AbortSignal): Promise<void> {
  const checkpoint = () => {
    if (shutdown.aborted) throw new ServerStopping('the server is stopping; the load runs again after the restart');
  };
  const volume = await readVolume(deps, row.zipSha256, { dat: row.datPath, opt: row.optPath });
  const parsed = parseDat(volume.datText, row.delimiters);
  const existing = await deps.db
    .select({ begin: incomingProductionDocuments.batesBegin, end: incomingProductionDocuments.batesEnd })
    .from(incomingProductionDocuments)
    .innerJoin(documents, eq(documents.id, incomingProductionDocuments.documentId))
    .where(and(eq(incomingProductionDocuments.caseId, row.caseId), ne(incomingProductionDocuments.incomingId, row.id), isNull(documents.deletedAt)));
  const plan = planLoad({ rows: parsed.rows, parseErrors: parsed.errors, opt: volume.opt, fieldMap: row.fieldMap, resolve: (p) => volume.files.resolve(p), existing });
  const errors: IncomingRowError[] = [...plan.errors];

  // Files first, outside the transaction; a row whose images cannot be read fails with its family.
  const prepared: Prepared[] = [];
  const dropped = new Set<number>();
  for (const doc of plan.documents) {
    checkpoint();
    if (doc.parentLine !== null && dropped.has(doc.parentLine)) {
      dropped.add(doc.line);
      errors.push({ line: doc.line, bates: doc.batesBegin, reason: `Its family's first document ${doc.mapped.attach_begin ?? ''} could not be loaded.` });
      continue;
    }
    try {
      const { body, extension, entry } = await fileOf(volume, doc);
      const stored = await deps.blobs.put(Readable.from(Buffer.isBuffer(body) ? [body] : body));
      const file: StoredFile = {
        sha256: stored.sha256,
        size: stored.size,
        filename: `${doc.batesBegin}${extension}`,
        originalFilename: doc.mapped.filename ?? path.posix.basename(entry),
        contentType: null,
        via: 'archive_member',
        sourcePath: `${row.filename}/${entry}`,
      };
      prepared.push({ doc, file, detection: await sniff(deps.blobs, file) });
    } catch (err) {
      if (!(err instanceof UnreadableImage)) throw err;
      dropped.add(doc.line);
      errors.push({ line: doc.line, bates: doc.batesBegin, reason: err.message });
    }
  }
  checkpoint();

  const registrar: Registrar = {
    organizationId: row.organizationId,
    userId: row.createdBy,
    actor: { organizationId: row.organizationId, userId: row.createdBy, userEmail: null, userName: null, sessionId: null, ipAddress: null, userAgent: 'incoming production load' },
  };
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const registered = await deps.db.transaction(async (tx) => {
    const idByLine = new Map<number, string>();
    const rows: DocumentRow[] = [];
    const custodianIds = await custodiansByName(tx, row, prepared.map((p) => p.doc.mapped.custodian));
    // Parents first, whatever order the DAT lists a family in.
    const pending = [...prepared];
    while (pending.length > 0) {
      const ready = pending.filter((p) => p.doc.parentLine === null || idByLine.has(p.doc.parentLine));
      if (ready.length === 0) throw new Error('a family refers to a parent that was not prepared');
      for (const p of ready) {
        pending.splice(pending.indexOf(p), 1);
        const parentId = p.doc.parentLine === null ? undefined : idByLine.get(p.doc.parentLine);
        // A family's child takes its parent's custodian (registerDocument); a top document its DAT row's.
        const custodianId = parentId ? undefined : custodianIds.get((p.doc.mapped.custodian ?? '').toLowerCase());
        const doc = await registerDocument(tx, registrar, row.caseId, { ...p.file, ...(parentId ? { parentId } : {}), ...(custodianId ? { custodianId } : {}) }, p.detection);
        const metadata = {
          ...doc.metadata,
          bates_begin: p.doc.batesBegin,
          bates_end: p.doc.batesEnd,
          incoming_production_id: row.id,
          production_fields: p.doc.mapped,
        };
        const [updated] = await tx.update(documents).set({ metadata }).where(eq(documents.id, doc.id)).returning();
        await tx.insert(incomingProductionDocuments).values({
          documentId: doc.id,
          organizationId: row.organizationId,
          caseId: row.caseId,
          incomingId: row.id,
          batesBegin: p.doc.batesBegin,
          batesEnd: p.doc.batesEnd,
          fields: p.doc.fields,
        });
        idByLine.set(p.doc.line, doc.id);
        rows.push(updated ?? doc);
      }
    }
    const [done] = await tx
      .update(incomingProductions)
      .set({ status: 'loaded', loadedCount: rows.length, rowErrors: errors, rowCount: parsed.rows.length + parsed.errors.length, failureReason: null, updatedAt: new Date() })
      .where(and(eq(incomingProductions.id, row.id), eq(incomingProductions.status, 'running')))
      .returning();
    // Failed or finished meanwhile (a recovery's verdict): nothing of this run is kept.
    if (!done) throw new ServerStopping('the load was ended meanwhile');
    await appendAudit(tx, registrar.actor, {
      action: 'document_uploaded',
      resourceType: 'case',
      resourceId: row.caseId,
      resourceName: row.filename,
      details: { change: 'incoming_production_loaded', incoming_production_id: row.id, loaded: rows.length, refused: errors.length },
    });
    return rows;
  });
  await enqueueProcessing(deps, registered);
}

/** Page images and text are read into memory (to be gathered into a PDF); a native is streamed. */
const MAX_IN_MEMORY_BYTES = 256 * 1024 * 1024;

/** An entry read into memory, refused as the row's error past MAX_IN_MEMORY_BYTES. */
async function small(volume: ReadVolume, name: string): Promise<Buffer> {
  if (volume.files.sizeOf(name) > MAX_IN_MEMORY_BYTES) throw new UnreadableImage(name, `it is larger than ${MAX_IN_MEMORY_BYTES / 1024 / 1024} MB`);
  return volume.files.read(name);
}

/**
 * The file that stands for a row: its native (the pipeline reads its text and metadata), else
 * its page images, else its produced text.
 */
async function fileOf(volume: ReadVolume, doc: PlannedDocument): Promise<{ body: Buffer | AsyncIterable<Buffer>; extension: string; entry: string }> {
  if (doc.native) return { body: volume.files.stream(doc.native), extension: extensionOf(doc.native), entry: doc.native };
  if (doc.images.length > 0) {
    const first = doc.images[0]!;
    // One image at a time: a document of many pages holds its pages, not many reads in flight.
    const images: PageImage[] = [];
    for (const name of doc.images) images.push({ name, bytes: await small(volume, name) });
    const kind = imageKind(images[0]!.bytes);
    // One file that the pipeline reads as it is: kept byte for byte.
    if (images.length === 1 && (kind === 'pdf' || kind === 'jpeg' || kind === 'png')) return { body: images[0]!.bytes, extension: extensionOf(first), entry: first };
    const text = doc.text ? (await small(volume, doc.text)).toString('utf8') : null;
    return { body: await pagesAsPdf(images, text), extension: '.pdf', entry: first };
  }
  const text = doc.text!;
  return { body: volume.files.stream(text), extension: '.txt', entry: text };
}

const extensionOf = (name: string): string => {
  const ext = path.posix.extname(name).toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(ext) ? ext : '';
};

/**
 * The case's custodian for each name the DAT's custodian field gives (case-insensitive), made
 * when the case has none by that name yet, so the other side's documents are filtered and
 * de-duplicated by custodian like the firm's own collections. Runs in the load's transaction.
 */
async function custodiansByName(tx: Tx, row: IncomingProductionRow, names: (string | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Map(names.filter((n): n is string => !!n && n.trim() !== '').map((n) => [n.trim().toLowerCase(), n.trim().slice(0, 200)])).values()];
  if (wanted.length === 0) return new Map();
  for (const name of wanted) {
    await tx
      .insert(custodians)
      .values({ organizationId: row.organizationId, caseId: row.caseId, name, kind: 'person', createdBy: row.createdBy, notes: `From the incoming production ${row.filename}` })
      .onConflictDoNothing();
  }
  const found = await tx
    .select({ id: custodians.id, name: custodians.name })
    .from(custodians)
    .where(and(eq(custodians.caseId, row.caseId), inArray(sql`lower(${custodians.name})`, wanted.map((n) => n.toLowerCase()))));
  return new Map(found.map((c) => [c.name.toLowerCase(), c.id]));
}
