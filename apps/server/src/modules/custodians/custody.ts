import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CustodyCopy, DedupStatus, DocumentCustody, UpdateDedupScopeRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { rows, type DbOrTx } from '../../db/client.js';
import { cases, custodians, dedupRuns, documentHolders, documents } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { loadCase, loadCaseAs } from '../cases/access.js';
import { assertMayManage } from './custodians.js';
import { requestDedup } from './dedup-work.js';

type CustodianRef = DocumentCustody['all_custodians'][number];

/**
 * Every custodian who held a copy of each document: the holders the last de-duplication recorded,
 * else (not de-duplicated yet, or no copy elsewhere) the document's own custodian. A suppressed
 * copy answers with its kept copy's holders: they held the same family.
 */
export async function allCustodiansOf(db: DbOrTx, organizationId: string, documentIds: readonly string[]): Promise<Map<string, CustodianRef[]>> {
  const out = new Map<string, CustodianRef[]>();
  if (documentIds.length === 0) return out;
  const docs = await db
    .select({ id: documents.id, custodianId: documents.custodianId, dedupOf: documents.dedupOf })
    .from(documents)
    .where(and(inArray(documents.id, [...documentIds]), eq(documents.organizationId, organizationId)));
  const keptOf = new Map(docs.map((d) => [d.id, d.dedupOf ?? d.id]));
  const held = await db
    .select({ documentId: documentHolders.documentId, id: custodians.id, name: custodians.name, kind: custodians.kind })
    .from(documentHolders)
    .innerJoin(custodians, eq(custodians.id, documentHolders.custodianId))
    .where(and(inArray(documentHolders.documentId, [...new Set(keptOf.values())]), eq(documentHolders.organizationId, organizationId)))
    .orderBy(asc(sql`lower(${custodians.name})`));
  const byKept = new Map<string, CustodianRef[]>();
  for (const h of held) byKept.set(h.documentId, [...(byKept.get(h.documentId) ?? []), { id: h.id, name: h.name, kind: h.kind }]);
  const own = docs.map((d) => d.custodianId).filter((id): id is string => id !== null);
  const ownRows = own.length === 0 ? [] : await db.select({ id: custodians.id, name: custodians.name, kind: custodians.kind }).from(custodians).where(inArray(custodians.id, own));
  const ownById = new Map(ownRows.map((c) => [c.id, c]));
  for (const d of docs) {
    const list = [...(byKept.get(keptOf.get(d.id)!) ?? [])];
    const mine = d.custodianId ? ownById.get(d.custodianId) : undefined;
    if (mine && !list.some((c) => c.id === mine.id)) list.push(mine);
    out.set(d.id, list.sort((a, b) => a.name.localeCompare(b.name)));
  }
  return out;
}

interface CopyRow {
  id: string;
  filename: string;
  custodian_id: string | null;
  custodian_name: string | null;
  custodian_kind: 'person' | 'source' | null;
  source_path: string | null;
}

/**
 * Every collected copy of a document: the copy kept and each one suppressed in its favour, with
 * its custodian and where it was collected (an attachment has no folder of its own: its message's,
 * the nearest ancestor's with a path). The kept copy first, then by custodian and path.
 */
export async function copiesOf(db: DbOrTx, organizationId: string, keptId: string): Promise<CustodyCopy[]> {
  const found = await rows<CopyRow>(
    db,
    sql`select d.id, d.filename, c.id as custodian_id, c.name as custodian_name, c.kind as custodian_kind,
        (with recursive up(parent_id, source_path, depth) as (
           select d.parent_id, d.source_path, 0
           union all
           select p.parent_id, p.source_path, up.depth + 1 from documents p join up on p.id = up.parent_id where up.source_path is null and up.depth < 10
         ) select up.source_path from up where up.source_path is not null limit 1) as source_path
      from documents d left join custodians c on c.id = d.custodian_id
      where d.organization_id = ${organizationId} and d.deleted_at is null and (d.id = ${keptId} or d.dedup_of = ${keptId})`,
  );
  const copies = found.map((r) => ({
    document_id: r.id,
    filename: r.filename,
    custodian: r.custodian_id && r.custodian_name && r.custodian_kind ? { id: r.custodian_id, name: r.custodian_name, kind: r.custodian_kind } : null,
    source_path: r.source_path,
    kept: r.id === keptId,
  }));
  const key = (c: CustodyCopy) => `${c.kept ? 0 : 1}\u0000${c.custodian?.name.toLowerCase() ?? '\uffff'}\u0000${c.source_path ?? ''}\u0000${c.document_id}`;
  return copies.sort((a, b) => key(a).localeCompare(key(b)));
}

export async function documentCustody(deps: AppDeps, caller: Caller, documentId: string): Promise<DocumentCustody> {
  const [doc] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.organizationId, caller.organizationId), isNull(documents.deletedAt)));
  if (!doc) throw notFound('Document');
  await loadCaseAs(deps.db, caller, doc.caseId, 'Document');
  const [custodian] = doc.custodianId
    ? await deps.db.select({ id: custodians.id, name: custodians.name, kind: custodians.kind }).from(custodians).where(eq(custodians.id, doc.custodianId))
    : [];
  const [kept] = doc.dedupOf ? await deps.db.select({ filename: documents.filename }).from(documents).where(eq(documents.id, doc.dedupOf)) : [];
  const all = await allCustodiansOf(deps.db, caller.organizationId, [doc.id]);
  return {
    document_id: doc.id,
    custodian: custodian ?? null,
    source_path: doc.sourcePath ?? (typeof doc.metadata.source_path === 'string' ? doc.metadata.source_path : null),
    dedup_of: doc.dedupOf,
    dedup_of_filename: kept?.filename ?? null,
    all_custodians: all.get(doc.id) ?? [],
    copies: await copiesOf(deps.db, caller.organizationId, doc.dedupOf ?? doc.id),
  };
}

async function statusOf(db: DbOrTx, caseId: string, scope: DedupStatus['dedup_scope']): Promise<DedupStatus> {
  const [run] = await db.select().from(dedupRuns).where(eq(dedupRuns.caseId, caseId));
  return {
    dedup_scope: scope,
    status: run?.status ?? 'idle',
    families: run?.families ?? 0,
    suppressed_families: run?.suppressed ?? 0,
    finished_at: run?.finishedAt?.toISOString() ?? null,
    failure_reason: run?.failureReason ?? null,
  };
}

export async function dedupStatus(deps: AppDeps, caller: Caller, caseId: string): Promise<DedupStatus> {
  const access = await loadCase(deps.db, caller, caseId);
  return statusOf(deps.db, caseId, access.row.dedupScope);
}

/** Changing the scope de-duplicates the case again (suppressed copies come back or go). */
export async function setDedupScope(deps: AppDeps, caller: Caller, caseId: string, input: UpdateDedupScopeRequest): Promise<DedupStatus> {
  const changed = await deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId, { lock: true });
    assertMayManage(caller, access);
    if (access.row.dedupScope === input.dedup_scope) return false;
    await tx.update(cases).set({ dedupScope: input.dedup_scope, updatedAt: new Date() }).where(eq(cases.id, caseId));
    await appendAudit(tx, caller.actor, {
      action: 'case_updated',
      resourceType: 'case',
      resourceId: caseId,
      resourceName: access.row.name,
      details: { change: 'dedup_scope', case_id: caseId, from: access.row.dedupScope, to: input.dedup_scope },
    });
    return true;
  });
  if (changed) await requestDedup(deps, caller.organizationId, caseId, 0);
  return statusOf(deps.db, caseId, input.dedup_scope);
}
