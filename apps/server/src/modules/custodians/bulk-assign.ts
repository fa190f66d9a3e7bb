import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BulkDocumentCustodianRequest, BulkDocumentCustodianResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { rows, sql } from '../../db/client.js';
import { custodians, documents } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { fieldError, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { loadCase } from '../cases/access.js';
import { assertMayManage } from './custodians.js';
import { requestDedup } from './dedup-work.js';

/**
 * Names the custodian and/or source path of selected documents of one case. A family has one
 * custodian: the selected documents' attachments (and theirs, recursively) take the same one; the
 * source path is the selected documents' own. Every document changed gets its audit row, with what
 * it was before.
 */
export async function assignDocuments(deps: AppDeps, caller: Caller, caseId: string, input: BulkDocumentCustodianRequest): Promise<BulkDocumentCustodianResponse> {
  const ids = [...new Set(input.document_ids)];
  const result = await deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId);
    assertMayManage(caller, access);
    let custodianName: string | null = null;
    if (input.custodian_id) {
      const [c] = await tx
        .select({ name: custodians.name })
        .from(custodians)
        .where(and(eq(custodians.id, input.custodian_id), eq(custodians.caseId, caseId), eq(custodians.organizationId, caller.organizationId)));
      if (!c) throw fieldError('custodian_id', 'No such custodian in this case');
      custodianName = c.name;
    }
    const selected = await tx
      .select({ id: documents.id, filename: documents.filename, custodianId: documents.custodianId, sourcePath: documents.sourcePath })
      .from(documents)
      .where(and(inArray(documents.id, ids), eq(documents.caseId, caseId), eq(documents.organizationId, caller.organizationId), isNull(documents.deletedAt)));
    // One id that is not a live document of this case (another firm's, another case's) answers 404 for all.
    if (selected.length !== ids.length) throw notFound('Document');
    const family =
      input.custodian_id === undefined
        ? []
        : await rows<{ id: string; filename: string; custodian_id: string | null }>(
            tx,
            sql`with recursive down as (
                  select d.id, d.filename, d.custodian_id from documents d where d.parent_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) and d.deleted_at is null
                  union
                  select d.id, d.filename, d.custodian_id from documents d join down on d.parent_id = down.id where d.deleted_at is null
                ) select id, filename, custodian_id from down`,
          );
    const members = family.filter((m) => !ids.includes(m.id));
    const set: Partial<typeof documents.$inferInsert> = { updatedAt: new Date() };
    if (input.custodian_id !== undefined) set.custodianId = input.custodian_id;
    if (input.source_path !== undefined) set.sourcePath = input.source_path || null;
    await tx.update(documents).set(set).where(inArray(documents.id, ids));
    if (members.length > 0) {
      await tx
        .update(documents)
        .set({ custodianId: input.custodian_id ?? null, updatedAt: new Date() })
        .where(inArray(documents.id, members.map((m) => m.id)));
    }
    const audit = async (doc: { id: string; filename: string; custodianId: string | null; sourcePath?: string | null }, inherited: boolean) => {
      const details: Record<string, unknown> = { change: 'custodian_assigned', case_id: caseId };
      if (input.custodian_id !== undefined) Object.assign(details, { custodian_id: input.custodian_id, custodian_name: custodianName, previous_custodian_id: doc.custodianId });
      if (!inherited && input.source_path !== undefined) Object.assign(details, { source_path: input.source_path || null, previous_source_path: doc.sourcePath ?? null });
      if (inherited) details.inherited_from_family = true;
      await appendAudit(tx, caller.actor, { action: 'document_updated', resourceType: 'document', resourceId: doc.id, resourceName: doc.filename, details });
    };
    for (const doc of selected) await audit(doc, false);
    for (const m of members) await audit({ id: m.id, filename: m.filename, custodianId: m.custodian_id }, true);
    return { updated: selected.length, family_members_updated: members.length };
  });
  if (input.custodian_id !== undefined) await requestDedup(deps, caller.organizationId, caseId);
  return result;
}
