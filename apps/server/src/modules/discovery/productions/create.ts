import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { formatBates, type CreateProductionRequest, type Production } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import type { Tx } from '../../../db/client.js';
import { batesCounters, productionDocuments, productions } from '../../../db/schema/index.js';
import { appendAudit } from '../../../platform/audit/audit-log.js';
import { AppError, conflict, fieldError } from '../../../platform/http/errors.js';
import type { Caller } from '../../../platform/http/caller.js';
import { loadDiscoveryCase } from '../access.js';
import { presentProduction } from './present.js';
import { queueProduction } from './queue.js';
import { chooseRedactionSet } from './redaction-choice.js';
import { volumeSettingsProblem } from './volume/index.js';
import { assertRequestsOfCase, resolveSelection, type SelectedDocument } from './selection.js';
import { assertCompleteFamilies } from './families.js';
import { fieldsForProduction } from './field-templates/service.js';

/*
 * Making a production: the selection is resolved and fixed, privileged documents are
 * recorded as withheld (never given to the builder), and the Bates range's start is reserved
 * against the firm's counter for the prefix, all in one transaction with the audit row. The job
 * (job.ts) numbers the pages and builds the volume.
 */

/** Nothing left once the privileged are withheld: a 400 that says why, and nothing is stored. */
function nothingToProduce(selected: SelectedDocument[]): AppError {
  const n = selected.length;
  return fieldError('selection', `Nothing to produce: ${n === 1 ? 'the selected document is' : `all ${n} selected documents are`} privileged.`);
}

/**
 * The counter row for the prefix, locked: creations with one prefix queue up behind each other
 * here, so two never reserve the same numbers. The row is made first (a no-op when it exists)
 * because a row lock cannot take a row that is not there yet.
 */
async function lockCounter(tx: Tx, organizationId: string, prefix: string) {
  await tx.insert(batesCounters).values({ organizationId, prefix, nextNumber: 1 }).onConflictDoNothing();
  const [counter] = await tx
    .select()
    .from(batesCounters)
    .where(and(eq(batesCounters.organizationId, organizationId), eq(batesCounters.prefix, prefix)))
    .for('no key update');
  if (!counter) throw new Error('bates counter row missing after insert');
  return counter;
}

/** A start below the counter's next number would overlap a production already made: say which. */
async function overlapError(tx: Tx, organizationId: string, input: { prefix: string; start: number; padding: number }, next: number): Promise<AppError> {
  const [user] = await tx
    .select({ name: productions.name, start: productions.batesStart, end: productions.batesEnd, padding: productions.batesPadding })
    .from(productions)
    .where(
      and(
        eq(productions.organizationId, organizationId),
        eq(productions.batesPrefix, input.prefix),
        eq(productions.status, 'completed'),
        lte(productions.batesStart, input.start),
        gte(productions.batesEnd, input.start),
      ),
    )
    .limit(1);
  const nextFree = formatBates(input.prefix, next, input.padding);
  const asked = formatBates(input.prefix, input.start, input.padding);
  const by = user ? `${asked} was used by the production "${user.name}" (${formatBates(input.prefix, user.start, user.padding)}–${formatBates(input.prefix, user.end ?? user.start, user.padding)})` : `Numbers below ${nextFree} are already used for ${input.prefix}`;
  return fieldError('bates_start', `${by}; the next free number is ${next} (${nextFree}).`);
}

export async function createProduction(deps: AppDeps, caller: Caller, input: CreateProductionRequest): Promise<Production> {
  const created = await deps.db.transaction(async (tx) => {
    const access = await loadDiscoveryCase(tx, caller, input.case_id, 'manageDiscovery');
    await assertRequestsOfCase(tx, input.case_id, input.request_ids, 'request_ids');
    const selected = await resolveSelection(tx, caller, input.case_id, input.selection);
    if (input.complete_families) await assertCompleteFamilies(tx, input.case_id, selected);
    const fields = await fieldsForProduction(tx, caller, input);
    const produced = selected.filter((d) => d.privilege === 'none');
    const withheld = selected.filter((d) => d.privilege !== 'none');
    if (produced.length === 0) throw nothingToProduce(selected);

    const counter = await lockCounter(tx, caller.organizationId, input.bates_prefix);
    const [busy] = await tx
      .select({ name: productions.name })
      .from(productions)
      .where(and(eq(productions.organizationId, caller.organizationId), eq(productions.batesPrefix, input.bates_prefix), inArray(productions.status, ['queued', 'running'])))
      .limit(1);
    if (busy) {
      throw conflict(
        `The production "${busy.name}" with the prefix ${input.bates_prefix} is still being made; its numbers are not known yet. Wait until it has finished, then make this one.`,
        'bates_prefix_busy',
      );
    }
    const start = input.bates_start ?? counter.nextNumber;
    if (start < counter.nextNumber) throw await overlapError(tx, caller.organizationId, { prefix: input.bates_prefix, start, padding: input.bates_padding }, counter.nextNumber);
    // What the schema cannot see (delimiters that collide, or that Windows-1252 cannot write): the builder's own rule.
    const problem = volumeSettingsProblem({ volume: input.volume, prefix: input.bates_prefix, start, padding: input.bates_padding, encoding: input.encoding, delimiters: input.delimiters });
    if (problem) throw fieldError(problem.field, problem.message);

    const [row] = await tx
      .insert(productions)
      .values({
        organizationId: caller.organizationId,
        caseId: input.case_id,
        name: input.name,
        recipient: input.recipient,
        // The requests it answers: as given, else (by coding) the requests it was chosen by.
        requestIds: [...new Set(input.request_ids.length === 0 && input.selection.by === 'coding' ? input.selection.request_ids : input.request_ids)],
        volume: input.volume,
        batesPrefix: input.bates_prefix,
        batesStart: start,
        batesPadding: input.bates_padding,
        options: {
          encoding: input.encoding,
          delimiters: input.delimiters,
          selection:
            input.selection.by === 'coding'
              ? { by: 'coding', request_ids: input.selection.request_ids }
              : input.selection.by === 'documents'
                ? { by: 'documents', count: input.selection.document_ids.length }
                : { by: 'search', query: input.selection.query },
          completeFamilies: input.complete_families,
          blankPages: input.blank_pages,
          spreadsheetsAsImages: input.spreadsheets_as_images,
          imageFormat: input.image_format,
          // Colour as JPEG means nothing for PDF pages (they keep their colour): stored only with TIFF.
          colorAsJpeg: input.image_format === 'tiff' && input.color_as_jpeg,
          fields,
          fieldTemplateId: input.fields ? null : (input.field_template_id ?? null),
        },
        status: 'queued',
        documentCount: produced.length,
        withheldCount: withheld.length,
        createdBy: caller.userId,
      })
      .returning();
    if (!row) throw new Error('production insert returned no row');
    // Position is the production order (families together); the job numbers in this order.
    await tx.insert(productionDocuments).values(
      selected.map((d, position) => ({
        productionId: row.id,
        documentId: d.id,
        position,
        withheld: d.privilege !== 'none',
        privilege: d.privilege,
        confidentiality: d.confidentiality,
      })),
    );
    const redactionSet = await chooseRedactionSet(tx, caller, input.case_id, input.redaction_set_id ?? null, row.id);
    await appendAudit(tx, caller.actor, {
      action: 'document_shared',
      resourceType: 'case',
      resourceId: input.case_id,
      resourceName: access.row.name,
      details: {
        change: 'production_created',
        production_id: row.id,
        name: row.name,
        recipient: row.recipient,
        volume: row.volume,
        bates_prefix: row.batesPrefix,
        bates_start: row.batesStart,
        selection: row.options.selection,
        document_count: produced.length,
        withheld_count: withheld.length,
        document_ids: produced.map((d) => d.id),
        withheld_document_ids: withheld.map((d) => d.id),
        redaction_set_id: redactionSet,
      },
    });
    return { row, caseName: access.row.name };
  });
  await queueProduction(deps, created.row);
  return presentProduction(created.row, created.caseName, caller.name);
}
