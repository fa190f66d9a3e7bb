import type { DocumentDetail, DocumentSummary } from '@app/contract';
import { IN_FLIGHT_STATUSES } from './api';

/**
 * The viewer reads a document's detail once (each read is an audited view) and follows its
 * processing through the case's document list, which polls anyway. These decide what to show
 * and when the detail is worth reading again.
 */
function isNewer(live: Pick<DocumentSummary, 'updated_at'>, detail: Pick<DocumentSummary, 'updated_at'>): boolean {
  return Date.parse(live.updated_at) > Date.parse(detail.updated_at);
}

/** The detail with the list's newer processing state laid over it (status, progress, reason). */
export function withLiveState(detail: DocumentDetail, live: DocumentSummary | undefined): DocumentDetail {
  if (!live || live.id !== detail.id || !isNewer(live, detail)) return detail;
  return {
    ...detail,
    status: live.status,
    progress: live.progress,
    failure_reason: live.failure_reason,
    warnings: live.warnings,
    page_count: live.page_count,
    processed_at: live.processed_at,
    updated_at: live.updated_at,
  };
}

/** Read the detail again once the list says processing has finished: the pages are ready. */
export function needsFreshDetail(detail: DocumentDetail | undefined, live: DocumentSummary | undefined): boolean {
  return Boolean(detail && live && live.id === detail.id && isNewer(live, detail) && !IN_FLIGHT_STATUSES.includes(live.status));
}
