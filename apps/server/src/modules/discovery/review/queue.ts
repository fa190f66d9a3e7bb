import { sql, type SQL } from 'drizzle-orm';
import type { ReviewQueue, ReviewQueueQuery } from '@app/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { rows, type DbOrTx } from '../../../db/client.js';
import { fieldError } from '../../../platform/http/errors.js';
import type { Caller } from '../../../platform/http/caller.js';
import { loadDiscoveryCase } from '../access.js';
import { presentCodings } from './present.js';
import { searchCondition } from './search-matches.js';
import { collectionConditions } from '../../search/engine/sql-fragments.js';
import { assertCustodianFilter, searchScopeFor } from '../../search/scope.js';

/*
 * The review queue: a case's live documents (attachments and transcripts included, failed ones not) with their
 * coding, in upload order, filtered by how they are coded and by a search inside the case.
 */

/** 400 on request_id unless it names a live request of this case. */
export async function assertRequestOfCase(db: DbOrTx, caseId: string, requestId: string): Promise<void> {
  const [found] = await rows<{ id: string }>(db, sql`select id from discovery_requests where id = ${requestId} and case_id = ${caseId} and deleted_at is null`);
  if (!found) throw fieldError('request_id', 'Not a discovery request of this case');
}

const marked = (requestId: string | undefined, value?: 'responsive' | 'not_responsive') =>
  sql`exists (select 1 from document_responsiveness dr join discovery_requests r on r.id = dr.request_id and r.deleted_at is null
    where dr.document_id = d.id ${requestId ? sql`and dr.request_id = ${requestId}` : sql``} ${value ? sql`and dr.value = ${value}` : sql``})`;

/**
 * For one request: unreviewed = not coded for it; responsive / not responsive for it. Without a
 * request: unreviewed = no coding at all; responsive to any request; not responsive = reviewed
 * for some request and responsive to none.
 */
function filterCondition(filter: z.infer<typeof ReviewQueueQuery>['filter'], requestId: string | undefined): SQL | null {
  switch (filter) {
    case 'all':
      return null;
    case 'unreviewed':
      return requestId ? sql`not ${marked(requestId)}` : sql`not exists (select 1 from document_codings c where c.document_id = d.id)`;
    case 'responsive':
      return marked(requestId, 'responsive');
    case 'not_responsive':
      return requestId ? marked(requestId, 'not_responsive') : sql`(${marked(undefined)} and not ${marked(undefined, 'responsive')})`;
    case 'privileged':
      return sql`exists (select 1 from document_codings c where c.document_id = d.id and c.privilege <> 'none')`;
  }
}

export async function reviewQueue(deps: AppDeps, caller: Caller, query: z.infer<typeof ReviewQueueQuery>): Promise<ReviewQueue> {
  const access = await loadDiscoveryCase(deps.db, caller, query.case_id, 'readDiscovery');
  if (query.request_id) await assertRequestOfCase(deps.db, query.case_id, query.request_id);
  // A failed document (a damaged recording, an unreadable file) is not offered for review: it has
  // nothing readable to code, and is replaced or reprocessed first.
  const conditions: SQL[] = [
    sql`d.case_id = ${query.case_id}`,
    sql`d.organization_id = ${caller.organizationId}`,
    sql`d.deleted_at is null`,
    sql`d.status <> 'failed'`,
  ];
  const filter = filterCondition(query.filter, query.request_id);
  if (filter) conditions.push(filter);
  if (query.q) conditions.push(await searchCondition(deps.db, query.q, 'q'));
  if (query.custodian_id) await assertCustodianFilter(deps.db, await searchScopeFor(deps.db, caller), query.custodian_id, query.case_id);
  conditions.push(...collectionConditions(query));
  const where = sql.join(conditions, sql` and `);
  const page = await rows<{ id: string }>(
    deps.db,
    sql`select d.id from documents d where ${where} order by d.created_at, d.filename, d.id limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  const [total] = await rows<{ n: number | string }>(deps.db, sql`select count(*) as n from documents d where ${where}`);
  return {
    documents: await presentCodings(
      deps.db,
      page.map((r) => r.id),
      query.request_id,
    ),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
    can_edit: access.canEdit,
  };
}
