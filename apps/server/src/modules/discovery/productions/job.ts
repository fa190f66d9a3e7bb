import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatBates, type PrivilegeType } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import type { Config } from '../../../config.js';
import { batesCounters, documentCodings, productionDocuments, productions, type ProductionRow } from '../../../db/schema/index.js';
import { scanGate } from '../../documents/quarantine.js';
import { INTERRUPTED_REASON, productionBuilds } from './build-work.js';
import { convertWithLibreOffice } from '../../../platform/office/libreoffice.js';
import { placeholdersOf } from './families.js';
import { applyRedactions, saveRedactionLog } from './redacted-sources.js';
import { loadDocuments, volumeSource, withheldSource } from './sources.js';
import { buildVolume, VolumeSettingsError, type OfficeToPdf, type ProducedDocumentResult, type VolumeResult, type VolumeSettings } from './volume/index.js';

/*
 * The 'discovery.production' worker: builds the volume of a production created by create.ts.
 * Every run starts from scratch: the documents, their order and the first Bates number were fixed
 * at creation, so a run after a crash numbers exactly as the interrupted one would have. Nothing
 * is visible until the end: the ZIP is stored, then ONE transaction writes every document's
 * numbers, completes the production and moves the prefix's counter past its last number.
 */

/** Stages are shown as they are (the builder's: 'Stamping pages', …). Progress is written at most this often (a volume of thousands of documents reports per document). */
const PROGRESS_EVERY_MS = 1_000;
/** Runs of one production (crashes, restarts) before it is failed for good. */
const MAX_ATTEMPTS = 5;
/** A document coded privileged during the build sends the build round again without it, this often. */
const MAX_ROUNDS = 3;

const UNEXPECTED_REASON = 'The production could not be made because of an unexpected error on the server. Make it again; if it keeps failing, contact your administrator.';

/** A failure with a reason for the screen; the production fails for good. */
export class ProductionFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProductionFailure';
  }
}

/** The server is shutting down: the production stays running and is built again after the restart. */
export class ServerStopping extends Error {
  constructor() {
    super('The server is shutting down; the production is made again when it starts');
    this.name = 'ServerStopping';
  }
}

/** Documents coded privileged while the volume was being built: build again without them. */
class PrivilegeChanged extends Error {
  constructor(readonly documentIds: string[]) {
    super('documents were coded privileged during the build');
  }
}

/** The builder's settings, as fixed at creation. */
export const settingsOf = (row: Pick<ProductionRow, 'volume' | 'batesPrefix' | 'batesStart' | 'batesPadding' | 'options'>): VolumeSettings => ({
  volume: row.volume,
  prefix: row.batesPrefix,
  start: row.batesStart,
  padding: row.batesPadding,
  encoding: row.options.encoding,
  delimiters: row.options.delimiters,
  // Productions made before these choices existed keep the volume they would have had.
  fields: row.options.fields,
  blankPages: row.options.blankPages ?? 'keep',
  spreadsheetsAsImages: row.options.spreadsheetsAsImages ?? false,
  imageFormat: row.options.imageFormat ?? 'pdf',
  colorAsJpeg: row.options.colorAsJpeg ?? false,
});

/** LibreOffice renders Office documents; stopping the server stops a conversion in progress. */
export const officeToPdf =
  (shutdown: AbortSignal): OfficeToPdf =>
  (input, ext) =>
    // HTML (an e-mail set for printing) through Writer's import: Writer/Web ignores @page and paginates as a web page.
    convertWithLibreOffice(input, ext, 'pdf', { signal: shutdown, ...(ext === 'html' ? { inputFilter: 'HTML (StarWriter)' } : {}) });

export const workDirOf = (config: Config, productionId: string) => path.join(config.dataDir, 'productions', productionId);

/** Ends a running production as failed (a production that completed meanwhile stays completed). */
const fail = (deps: AppDeps, id: string, reason: string): Promise<void> => productionBuilds.failWithReason(deps, [id], reason);

export async function runProduction(deps: AppDeps, payload: { organization_id: string; production_id: string }, shutdown: AbortSignal): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(productions)
    .where(and(eq(productions.id, payload.production_id), eq(productions.organizationId, payload.organization_id)));
  if (!row || row.status === 'completed' || row.status === 'failed') return;
  try {
    await productionBuilds.withLease(
      deps,
      row.id,
      async () => {
        const [claimed] = await deps.db
          .update(productions)
          .set({ status: 'running', stage: 'Starting', progress: 0, failureReason: null, attempts: sql`${productions.attempts} + 1`, updatedAt: new Date() })
          .where(and(eq(productions.id, row.id), inArray(productions.status, ['queued', 'running'])))
          .returning();
        return claimed;
      },
      async (claimed) => {
        if (claimed.attempts > MAX_ATTEMPTS) {
          await fail(deps, claimed.id, INTERRUPTED_REASON);
          return;
        }
        for (let round = 1; ; round++) {
          try {
            await build(deps, claimed, shutdown);
            return;
          } catch (err) {
            if (!(err instanceof PrivilegeChanged) || round >= MAX_ROUNDS) throw err;
            deps.log.info({ production: claimed.id, documents: err.documentIds }, 'documents coded privileged during the build; building again without them');
          }
        }
      },
    );
  } catch (err) {
    if (err instanceof ServerStopping || shutdown.aborted) throw err; // still running: made again after the restart
    if (err instanceof ProductionFailure || err instanceof PrivilegeChanged) {
      deps.log.warn({ err, production: row.id }, 'production failed');
      await fail(deps, row.id, err instanceof PrivilegeChanged ? 'Documents kept being coded privileged while the production was made. Make it again once coding has settled.' : err.message);
      return;
    }
    deps.log.error({ err, production: row.id }, 'production failed');
    await fail(deps, row.id, UNEXPECTED_REASON);
  }
}

/** Privileged now, of these documents (a coding can change between creation and the build). */
async function privilegedNow(deps: AppDeps, ids: string[]): Promise<Map<string, PrivilegeType>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: documentCodings.documentId, privilege: documentCodings.privilege })
    .from(documentCodings)
    .where(and(inArray(documentCodings.documentId, ids), ne(documentCodings.privilege, 'none')));
  return new Map(rows.map((r) => [r.id, r.privilege]));
}

async function build(deps: AppDeps, row: ProductionRow, shutdown: AbortSignal): Promise<void> {
  const update = async (set: Partial<typeof productions.$inferInsert>) => {
    await deps.db
      .update(productions)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(productions.id, row.id), eq(productions.status, 'running')));
  };
  const checkpoint = () => {
    if (shutdown.aborted) throw new ServerStopping();
  };

  const selected = await deps.db.select().from(productionDocuments).where(eq(productionDocuments.productionId, row.id)).orderBy(asc(productionDocuments.position));
  // A document must never go out privileged: what was coded so since creation is withheld now.
  const nowPrivileged = await privilegedNow(deps, selected.filter((d) => !d.withheld).map((d) => d.documentId));
  if (nowPrivileged.size > 0) {
    await deps.db.transaction(async (tx) => {
      for (const [documentId, privilege] of nowPrivileged) {
        await tx
          .update(productionDocuments)
          .set({ withheld: true, privilege })
          .where(and(eq(productionDocuments.productionId, row.id), eq(productionDocuments.documentId, documentId)));
      }
      const withheld = selected.filter((d) => d.withheld || nowPrivileged.has(d.documentId)).length;
      await tx
        .update(productions)
        .set({ withheldCount: withheld, documentCount: selected.length - withheld, updatedAt: new Date() })
        .where(eq(productions.id, row.id));
    });
  }
  const producing = selected.filter((d) => !d.withheld && !nowPrivileged.has(d.documentId));
  if (producing.length === 0) throw new ProductionFailure(`Nothing to produce: all ${selected.length} selected documents are now coded privileged.`);

  const withheldIds = new Set(selected.filter((d) => d.withheld || nowPrivileged.has(d.documentId)).map((d) => d.documentId));
  const { rows, custody } = await loadDocuments(
    deps,
    selected.map((d) => d.documentId),
  );
  const gone = producing.filter((d) => {
    const doc = rows.get(d.documentId);
    return !doc || doc.deletedAt !== null || doc.caseId !== row.caseId;
  });
  if (gone.length > 0) {
    const names = gone.map((d) => `"${rows.get(d.documentId)?.filename ?? d.documentId}"`).join(', ');
    throw new ProductionFailure(`${names} ${gone.length === 1 ? 'was' : 'were'} deleted after the production was requested. Make the production again.`);
  }
  // An infected file is never served (ASVS 12.4.2), so never produced; nor one still without its verdict.
  const scanning = deps.config.malwareScanner !== null;
  const blocked = (gate: ReturnType<typeof scanGate>) => producing.filter((d) => scanGate(rows.get(d.documentId)!, scanning) === gate).map((d) => `"${rows.get(d.documentId)!.filename}"`);
  const quarantined = blocked('quarantined');
  if (quarantined.length > 0) {
    throw new ProductionFailure(`${quarantined.join(', ')} ${quarantined.length === 1 ? 'was' : 'were'} quarantined as malware and cannot be produced. Make the production again without ${quarantined.length === 1 ? 'it' : 'them'}.`);
  }
  const unscanned = [...blocked('pending'), ...blocked('unscanned')];
  if (unscanned.length > 0) {
    throw new ProductionFailure(`${unscanned.join(', ')} ${unscanned.length === 1 ? 'has' : 'have'} not been scanned for malware yet. Make the production again once processing has finished.`);
  }
  // A withheld member of a produced family keeps its place (and a number) as a slip sheet; a
  // withheld document deleted since is simply left out.
  const present = selected.filter((d) => {
    const doc = rows.get(d.documentId);
    return doc !== undefined && doc.deletedAt === null && doc.caseId === row.caseId;
  });
  const placeholders = placeholdersOf(
    present.map((d) => ({ id: d.documentId, filename: rows.get(d.documentId)!.filename, parentId: rows.get(d.documentId)!.parentId })),
    withheldIds,
  );
  const sources = present
    .filter((d) => !withheldIds.has(d.documentId) || placeholders.has(d.documentId))
    .map((d) => {
      const doc = rows.get(d.documentId)!;
      const held = custody.get(doc.id) ?? null;
      return placeholders.has(d.documentId) ? withheldSource(doc, held) : volumeSource(deps, doc, d.confidentiality ?? 'none', held);
    });

  // Documents with redactions in the production's set go to the builder already burned in.
  const redaction = await applyRedactions(deps, row, sources, (message) => new ProductionFailure(message));
  const workDir = workDirOf(deps.config, row.id);
  await rm(workDir, { recursive: true, force: true });
  await mkdir(path.join(workDir, 'tmp'), { recursive: true });
  try {
    let lastWrite = 0;
    let lastStage = '';
    const onProgress = async (done: number, total: number, stage: string) => {
      checkpoint();
      const now = Date.now();
      if (stage === lastStage && now - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = now;
      lastStage = stage;
      // 0–95 building, the rest storing and committing.
      await update({ stage, progress: total > 0 ? Math.min(95, Math.floor((done / total) * 95)) : 0 });
    };
    await update({ stage: 'Starting', progress: 0 });
    const zipPath = path.join(workDir, 'volume.zip');
    const out = createWriteStream(zipPath);
    // A write error reaches finished() below (or the builder); never an unhandled 'error' event.
    out.on('error', (err) => deps.log.debug({ err, production: row.id }, 'production archive write failed'));
    let result: VolumeResult;
    try {
      result = await buildVolume(redaction.sources, settingsOf(row), out, { workDir: path.join(workDir, 'tmp'), onProgress, office: officeToPdf(shutdown) });
    } catch (err) {
      out.destroy();
      if (err instanceof VolumeSettingsError) throw new ProductionFailure(err.message);
      throw err;
    }
    if (!out.writableEnded) out.end();
    await finished(out);
    checkpoint();
    assertNumbering(row, sources.map((s) => s.documentId), result);
    await saveRedactionLog(deps, row.id, redaction.log(result.documents, (n) => formatBates(row.batesPrefix, n, row.batesPadding)));

    await update({ stage: 'Storing the volume', progress: 96 });
    const stored = await deps.blobs.put(createReadStream(zipPath));
    checkpoint();
    // The scratch files go before the production reads as completed, so a completed production
    // never leaves any behind (the finally below covers the failures).
    await rm(workDir, { recursive: true, force: true });
    await complete(deps, row, result, stored);
  } finally {
    await redaction.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The builder's numbers are checked before anything is written: one range per document, in the
 * given order, consecutive from the production's start. Ranges never overlap, whatever the builder does.
 */
export function assertNumbering(row: Pick<ProductionRow, 'batesStart'>, order: string[], result: VolumeResult): void {
  const wrong = (what: string) => new Error(`volume builder numbering is inconsistent: ${what}`);
  if (result.documents.length !== order.length) throw wrong(`${result.documents.length} results for ${order.length} documents`);
  let expected = row.batesStart;
  result.documents.forEach((d: ProducedDocumentResult, i) => {
    if (d.documentId !== order[i]) throw wrong(`document ${i} out of order`);
    if (d.begin !== expected || d.end < d.begin || d.pageCount !== d.end - d.begin + 1) throw wrong(`document ${i} range ${d.begin}-${d.end} (${d.pageCount} pages), expected to begin at ${expected}`);
    expected = d.end + 1;
  });
  if (result.lastNumber !== expected - 1) throw wrong(`last number ${result.lastNumber}, expected ${expected - 1}`);
  if (result.pageCount !== expected - row.batesStart) throw wrong(`page count ${result.pageCount}`);
}

const UPDATE_BATCH = 500;

/** The one transaction that makes the production visible: numbers, status, counter. */
async function complete(deps: AppDeps, row: ProductionRow, result: VolumeResult, stored: { sha256: string; size: number }): Promise<void> {
  const ids = result.documents.filter((d) => !d.withheld).map((d) => d.documentId);
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: productions.status }).from(productions).where(eq(productions.id, row.id)).for('no key update');
    if (current?.status !== 'running') return; // finished elsewhere (a retry that raced this run)
    await tx.insert(batesCounters).values({ organizationId: row.organizationId, prefix: row.batesPrefix, nextNumber: 1 }).onConflictDoNothing();
    const [counter] = await tx
      .select()
      .from(batesCounters)
      .where(and(eq(batesCounters.organizationId, row.organizationId), eq(batesCounters.prefix, row.batesPrefix)))
      .for('no key update');
    if (!counter) throw new Error('bates counter row missing after insert');
    if (counter.nextNumber > row.batesStart) {
      throw new ProductionFailure(
        `The Bates numbers from ${formatBates(row.batesPrefix, row.batesStart, row.batesPadding)} were used by another production meanwhile (the next free number is ${counter.nextNumber}). Make this production again.`,
      );
    }
    // Last look under lock: a coding to privileged that committed during the build sends it round again.
    const privileged = await tx
      .select({ id: documentCodings.documentId })
      .from(documentCodings)
      .where(and(inArray(documentCodings.documentId, ids), ne(documentCodings.privilege, 'none')))
      .for('share');
    if (privileged.length > 0) throw new PrivilegeChanged(privileged.map((p) => p.id));

    for (let i = 0; i < result.documents.length; i += UPDATE_BATCH) {
      const values = result.documents
        .slice(i, i + UPDATE_BATCH)
        .map((d) => sql`(${d.documentId}::uuid, ${d.begin}::int, ${d.end}::int, ${d.pageCount}::int, ${d.form}::text, ${d.slipSheetReason}::text, ${d.note ?? null}::text)`);
      await tx.execute(sql`
        update production_documents pd
           set begin_number = v.b, end_number = v.e, page_count = v.p, form = v.f, slip_sheet_reason = v.r, note = v.n
          from (values ${sql.join(values, sql`, `)}) as v(id, b, e, p, f, r, n)
         where pd.production_id = ${row.id} and pd.document_id = v.id`);
    }
    const now = new Date();
    await tx
      .update(productions)
      .set({
        status: 'completed',
        stage: null,
        progress: 100,
        batesEnd: result.lastNumber,
        documentCount: ids.length,
        pageCount: result.pageCount,
        slipSheetCount: result.documents.filter((d) => d.slipSheetReason !== null).length,
        archiveSha256: stored.sha256,
        archiveSize: stored.size,
        failureReason: null,
        completedAt: now,
        updatedAt: now,
      })
      .where(eq(productions.id, row.id));
    await tx
      .update(batesCounters)
      .set({ nextNumber: result.lastNumber + 1, lastProductionId: row.id, updatedAt: now })
      .where(and(eq(batesCounters.organizationId, row.organizationId), eq(batesCounters.prefix, row.batesPrefix)));
  });
}
