import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MAX_BULK_CODING, type ConfidentialityLevel, type PrivilegeType, type ProductionSelection } from '@app/contract';
import type { Tx } from '../../../db/client.js';
import { discoveryRequests, documentCodings, documentResponsiveness, documents } from '../../../db/schema/index.js';
import { fieldError } from '../../../platform/http/errors.js';
import type { Caller } from '../../../platform/http/caller.js';
import { documentsMatching } from '../review/search-matches.js';
import { malwareScanOf } from '../../documents/quarantine.js';

/** One selected document with what the production records about it at creation. */
export interface SelectedDocument {
  id: string;
  filename: string;
  parentId: string | null;
  privilege: PrivilegeType;
  confidentiality: ConfidentialityLevel;
}

/** The pipeline is still reading it: its text (and so its images) are not there yet. */
const UNSETTLED = new Set(['uploaded', 'queued', 'processing']);

const quoteList = (names: string[], max = 5) =>
  names
    .slice(0, max)
    .map((n) => `"${n}"`)
    .join(', ') + (names.length > max ? ` and ${names.length - max} more` : '');

/** Every live document of the case the search matches (review's search: the same syntax and match as /search). */
async function searchSelection(tx: Tx, caller: Caller, caseId: string, query: string): Promise<string[]> {
  const ids = await documentsMatching(tx, caller, caseId, query, 'selection.query');
  if (ids.length > MAX_BULK_CODING) {
    throw fieldError('selection.query', `The search finds ${ids.length} documents; a production takes at most ${MAX_BULK_CODING}. Narrow the search.`);
  }
  if (ids.length === 0) throw fieldError('selection.query', `Nothing to produce: the search "${query}" finds no document in this case.`);
  return ids;
}

/** The requests named must be live requests of this case (a 400 on `field` otherwise). */
export async function assertRequestsOfCase(tx: Tx, caseId: string, requestIds: string[], field: string): Promise<void> {
  if (requestIds.length === 0) return;
  const unique = [...new Set(requestIds)];
  const found = await tx
    .select({ id: discoveryRequests.id })
    .from(discoveryRequests)
    .where(and(inArray(discoveryRequests.id, unique), eq(discoveryRequests.caseId, caseId), isNull(discoveryRequests.deletedAt)));
  if (found.length !== unique.length) throw fieldError(field, 'Choose requests of this case');
}

/**
 * The documents a selection names, with their coding, in production order. By coding: every live
 * document of the case coded responsive to any of the requests. By documents or search: the ids
 * given (the search's matches), which must all be live documents of the case (a 400 naming the others). The selection is
 * what is produced: a family's other members are not added (the reviewer's coding decides), but
 * the members selected stay together (familyOrder).
 */
export async function resolveSelection(tx: Tx, caller: Caller, caseId: string, selection: ProductionSelection): Promise<SelectedDocument[]> {
  let ids: string[];
  if (selection.by === 'coding') {
    await assertRequestsOfCase(tx, caseId, selection.request_ids, 'selection.request_ids');
    const rows = await tx
      .selectDistinct({ id: documentResponsiveness.documentId })
      .from(documentResponsiveness)
      .where(and(inArray(documentResponsiveness.requestId, [...new Set(selection.request_ids)]), eq(documentResponsiveness.value, 'responsive')));
    ids = rows.map((r) => r.id);
    if (ids.length === 0) throw fieldError('selection.request_ids', 'Nothing to produce: no document of the case is coded responsive to the chosen requests.');
  } else {
    ids = selection.by === 'documents' ? [...new Set(selection.document_ids)] : await searchSelection(tx, caller, caseId, selection.query);
  }

  const rows = await tx
    .select({
      id: documents.id,
      filename: documents.filename,
      parentId: documents.parentId,
      status: documents.status,
      metadata: documents.metadata,
      dedupOf: documents.dedupOf,
      privilege: documentCodings.privilege,
      confidentiality: documentCodings.confidentiality,
    })
    .from(documents)
    .leftJoin(documentCodings, eq(documentCodings.documentId, documents.id))
    .where(and(inArray(documents.id, ids), eq(documents.caseId, caseId), isNull(documents.deletedAt)));

  if (selection.by === 'documents' && rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    throw fieldError('selection.document_ids', `Not documents of this case (or deleted): ${missing.join(', ')}`);
  }
  const field = selection.by === 'documents' ? 'selection.document_ids' : selection.by === 'coding' ? 'selection.request_ids' : 'selection.query';
  const unsettled = rows.filter((r) => UNSETTLED.has(r.status));
  if (unsettled.length > 0) {
    throw fieldError(field, `Still being processed: ${quoteList(unsettled.map((r) => r.filename))}. Wait until processing has finished, then make the production.`);
  }
  // A failed document (a damaged recording, an unreadable file) is not produced as if it were
  // readable: named on purpose it is refused with its name; found by coding or search it is left out.
  const failed = rows.filter((r) => r.status === 'failed');
  if (failed.length > 0 && selection.by === 'documents') {
    // Malware is named as such: "could not be processed" would send the user after a readable copy.
    const quarantined = failed.filter((r) => malwareScanOf(r)?.status === 'infected');
    if (quarantined.length > 0) {
      throw fieldError(field, `Quarantined as malware, so they cannot be produced: ${quoteList(quarantined.map((r) => r.filename))}. Make the production without them.`);
    }
    throw fieldError(field, `Could not be processed, so they cannot be produced: ${quoteList(failed.map((r) => r.filename))}. Replace them with readable copies first.`);
  }
  // A copy de-duplication suppressed (its family is held, and produced, once) is left out of a
  // production by coding or search; named on purpose, it is produced.
  const producible = rows.filter((r) => r.status !== 'failed' && (selection.by === 'documents' || r.dedupOf === null));
  if (producible.length === 0 && failed.length > 0) throw fieldError(field, 'Nothing to produce: every document selected could not be processed.');
  if (producible.length === 0 && rows.length > 0) throw fieldError(field, 'Nothing to produce: every document selected is a suppressed duplicate of a copy kept elsewhere in the case.');
  return familyOrder(
    producible.map((r) => ({ id: r.id, filename: r.filename, parentId: r.parentId, privilege: r.privilege ?? 'none', confidentiality: r.confidentiality ?? 'none' })),
  );
}

const byName = (a: { filename: string; id: string }, b: { filename: string; id: string }) =>
  a.filename.localeCompare(b.filename, 'en', { sensitivity: 'base', numeric: true }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Production order: families together, each parent followed by its children (depth first, so an
 * attachment's own attachments follow it), parents and siblings by file name (then id, so the
 * order, and so the numbering, never depends on how the database returned the rows). A child
 * whose parent is not selected starts a family of its own.
 */
export function familyOrder<T extends { id: string; filename: string; parentId: string | null }>(docs: T[]): T[] {
  const selected = new Set(docs.map((d) => d.id));
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  for (const doc of docs) {
    if (doc.parentId && selected.has(doc.parentId) && doc.parentId !== doc.id) {
      const list = children.get(doc.parentId) ?? [];
      list.push(doc);
      children.set(doc.parentId, list);
    } else roots.push(doc);
  }
  const ordered: T[] = [];
  const seen = new Set<string>();
  const visit = (doc: T) => {
    if (seen.has(doc.id)) return;
    seen.add(doc.id);
    ordered.push(doc);
    for (const child of (children.get(doc.id) ?? []).sort(byName)) visit(child);
  };
  for (const root of roots.sort(byName)) visit(root);
  // A parent cycle (never made by the pipeline) would leave members unvisited: they still go out, last.
  for (const doc of [...docs].sort(byName)) visit(doc);
  return ordered;
}
