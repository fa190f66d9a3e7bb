import type { FastifyReply } from 'fastify';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { formatBates, productionDownloadable, type NextBates, type ProductionDetail, type ProductionList } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { batesCounters, cases, documents, productionDocuments, productions, users, type ProductionRow } from '../../../db/schema/index.js';
import { recordAudit } from '../../../platform/audit/audit-log.js';
import { conflict, notFound } from '../../../platform/http/errors.js';
import { contentDisposition } from '../../../platform/http/attachment.js';
import { blobRange, sendBlob } from '../../../platform/http/byte-ranges.js';
import type { Caller } from '../../../platform/http/caller.js';
import { visibleCasesSql } from '../../../platform/policy/case-policy.js';
import { caseOr404 } from '../../cases/access.js';
import { loadDiscoveryCase } from '../access.js';
import { presentProducedDocument, presentProduction } from './present.js';

/** Productions are immutable: the list is the history (who, to whom, when, counts, Bates range). */

type ListQuery = { case_id?: string | undefined; page: number; page_size: number };

function visibleProductions(deps: AppDeps, caller: Caller, where: SQL | undefined) {
  return deps.db
    .select({ row: productions, caseName: cases.name, creatorName: users.fullName })
    .from(productions)
    .innerJoin(cases, eq(cases.id, productions.caseId))
    .leftJoin(users, eq(users.id, productions.createdBy))
    .where(and(eq(productions.organizationId, caller.organizationId), visibleCasesSql(caller), where));
}

export async function listProductions(deps: AppDeps, caller: Caller, query: ListQuery): Promise<ProductionList> {
  // A case named is checked like every case route: another firm's or an invisible one is a 404.
  if (query.case_id) await loadDiscoveryCase(deps.db, caller, query.case_id, 'readDiscovery');
  const where = query.case_id ? eq(productions.caseId, query.case_id) : undefined;
  const rows = await visibleProductions(deps, caller, where)
    .orderBy(desc(productions.createdAt), desc(productions.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [total] = await deps.db
    .select({ n: count() })
    .from(productions)
    .innerJoin(cases, eq(cases.id, productions.caseId))
    .where(and(eq(productions.organizationId, caller.organizationId), visibleCasesSql(caller), where));
  return {
    productions: rows.map((r) => presentProduction(r.row, r.caseName, r.creatorName)),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/** The production, if the caller may read discovery on its case; else 404 (another firm) or 403. */
async function loadProduction(deps: AppDeps, caller: Caller, productionId: string) {
  const [row] = await deps.db
    .select({ row: productions, creatorName: users.fullName })
    .from(productions)
    .leftJoin(users, eq(users.id, productions.createdBy))
    .where(and(eq(productions.id, productionId), eq(productions.organizationId, caller.organizationId)));
  if (!row) throw notFound('Production');
  const access = await caseOr404('Production', loadDiscoveryCase(deps.db, caller, row.row.caseId, 'readDiscovery'));
  return { ...row, caseName: access.row.name };
}

export async function getProduction(deps: AppDeps, caller: Caller, productionId: string): Promise<ProductionDetail> {
  const { row, creatorName, caseName } = await loadProduction(deps, caller, productionId);
  const docs = await deps.db
    .select({ doc: productionDocuments, filename: documents.filename })
    .from(productionDocuments)
    .innerJoin(documents, eq(documents.id, productionDocuments.documentId))
    .where(eq(productionDocuments.productionId, row.id))
    .orderBy(asc(productionDocuments.position));
  return {
    ...presentProduction(row, caseName, creatorName),
    documents: docs.filter((d) => !d.doc.withheld).map((d) => presentProducedDocument(row, d.doc, d.filename)),
    withheld: docs
      .filter((d) => d.doc.withheld)
      .map((d) => ({
        document_id: d.doc.documentId,
        filename: d.filename,
        privilege: d.doc.privilege ?? 'attorney_client',
        // A withheld member of a produced family has a slip sheet with a number of its own.
        slip_sheet_bates: row.status === 'completed' && d.doc.beginNumber !== null ? formatBates(row.batesPrefix, d.doc.beginNumber, row.batesPadding) : null,
      })),
  };
}

const archiveName = (row: ProductionRow) => {
  const range = row.batesEnd !== null ? ` ${formatBates(row.batesPrefix, row.batesStart, row.batesPadding)}-${formatBates(row.batesPrefix, row.batesEnd, row.batesPadding)}` : '';
  return `${row.name} ${row.volume}${range}.zip`;
};

/** The volume's ZIP, with Range support (a large volume resumes); every download is audited as an export. */
export async function sendProductionDownload(deps: AppDeps, caller: Caller, productionId: string, rangeHeader: string | undefined, reply: FastifyReply) {
  const { row } = await loadProduction(deps, caller, productionId);
  if (!productionDownloadable(row.status) || !row.archiveSha256) {
    throw conflict(`This production is ${row.status}; only a completed production can be downloaded.`, 'production_not_ready');
  }
  const bytes = await blobRange(deps.blobs, row.archiveSha256, rangeHeader, 'The production volume');
  const { range } = bytes;
  await recordAudit(deps.db, caller.actor, {
    action: 'data_export',
    resourceType: 'case',
    resourceId: row.caseId,
    resourceName: row.name,
    details: { change: 'production_downloaded', production_id: row.id, recipient: row.recipient, volume: row.volume, range: range ? `${range.start}-${range.end}` : null },
  });
  return sendBlob(reply, deps.blobs, row.archiveSha256, bytes, { contentType: 'application/zip', contentDisposition: contentDisposition(archiveName(row)) });
}

/** The next free number for a prefix in the firm; the last production only when its case is visible to the caller. */
export async function nextBates(deps: AppDeps, caller: Caller, prefix: string): Promise<NextBates> {
  const [counter] = await deps.db
    .select()
    .from(batesCounters)
    .where(and(eq(batesCounters.organizationId, caller.organizationId), eq(batesCounters.prefix, prefix)));
  let last: NextBates['last_production'] = null;
  if (counter?.lastProductionId) {
    const [found] = await visibleProductions(deps, caller, eq(productions.id, counter.lastProductionId));
    if (found) {
      const r = found.row;
      last = { id: r.id, name: r.name, end_bates: r.batesEnd !== null ? formatBates(r.batesPrefix, r.batesEnd, r.batesPadding) : null };
    }
  }
  return { prefix, next_number: counter?.nextNumber ?? 1, last_production: last };
}
