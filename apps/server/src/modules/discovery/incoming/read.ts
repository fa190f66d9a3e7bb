import { asc, desc, eq } from 'drizzle-orm';
import type { IncomingProductionDetail, IncomingProductionList } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { documents, incomingProductionDocuments, incomingProductions } from '../../../db/schema/index.js';
import type { Caller } from '../../../platform/http/caller.js';
import { and } from 'drizzle-orm';
import { loadDiscoveryCase } from '../access.js';
import { presentIncoming } from './present.js';
import { loadIncoming } from './upload.js';

/** A case's incoming productions, newest first. */
export async function listIncoming(deps: AppDeps, caller: Caller, caseId: string): Promise<IncomingProductionList> {
  await loadDiscoveryCase(deps.db, caller, caseId, 'readDiscovery');
  const rows = await deps.db
    .select()
    .from(incomingProductions)
    .where(and(eq(incomingProductions.caseId, caseId), eq(incomingProductions.organizationId, caller.organizationId)))
    .orderBy(desc(incomingProductions.createdAt));
  return { items: rows.map(presentIncoming) };
}

/** One incoming production with its loaded documents in Bates order. */
export async function getIncoming(deps: AppDeps, caller: Caller, id: string): Promise<IncomingProductionDetail> {
  const row = await loadIncoming(deps, caller, id, 'readDiscovery');
  const docs = await deps.db
    .select({
      documentId: incomingProductionDocuments.documentId,
      batesBegin: incomingProductionDocuments.batesBegin,
      batesEnd: incomingProductionDocuments.batesEnd,
      filename: documents.filename,
      parentId: documents.parentId,
    })
    .from(incomingProductionDocuments)
    .innerJoin(documents, eq(documents.id, incomingProductionDocuments.documentId))
    .where(eq(incomingProductionDocuments.incomingId, row.id))
    .orderBy(asc(incomingProductionDocuments.batesBegin));
  return {
    ...presentIncoming(row),
    documents: docs.map((d) => ({ document_id: d.documentId, bates_begin: d.batesBegin, bates_end: d.batesEnd, filename: d.filename, parent_document_id: d.parentId })),
  };
}
