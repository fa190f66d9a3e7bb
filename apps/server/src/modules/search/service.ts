import type { DocumentSearchRequest, DocumentSearchResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { fieldError } from '../../platform/http/errors.js';
import { loadCase } from '../cases/access.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertCustodianFilter, searchScopeFor } from './scope.js';

/** Every search is audited with what was asked and how much came back, never the passages. */
export async function auditSearch(
  deps: AppDeps,
  caller: Caller,
  details: { kind: string; query: string; filters: Record<string, unknown>; result_count: number },
): Promise<void> {
  await recordAudit(deps.db, caller.actor, { action: 'search_performed', resourceType: 'search', resourceName: details.query.slice(0, 200), details });
}

/** The route's path: check the filters the schema cannot, scope to visible cases, search, audit. */
export async function auditedDocumentSearch(deps: AppDeps, caller: Caller, request: DocumentSearchRequest): Promise<DocumentSearchResponse> {
  if (request.date_from && request.date_to && request.date_from > request.date_to) throw fieldError('date_from', 'The start date must be on or before the end date');
  // A case the caller cannot see answers 404, exactly like another firm's.
  if (request.case_id) await loadCase(deps.db, caller, request.case_id);
  const scope = await searchScopeFor(deps.db, caller);
  if (request.custodian_id) await assertCustodianFilter(deps.db, scope, request.custodian_id, request.case_id);
  const result = await deps.search.searchDocuments(scope, request);
  const { q, sort, page, page_size, ...filters } = request;
  await auditSearch(deps, caller, { kind: 'documents', query: q, filters: { ...filters, sort, page, page_size }, result_count: result.total });
  return result;
}
