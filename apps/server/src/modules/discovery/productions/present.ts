import { formatBates, type ProducedDocument, type Production } from '@app/contract';
import type { ProductionDocumentRow, ProductionRow } from '../../../db/schema/index.js';

/** A production as the API shows it; the Bates range once the job has numbered the pages. */
export function presentProduction(row: ProductionRow, caseName: string, creatorName: string | null): Production {
  const numbered = row.status === 'completed' && row.batesEnd !== null;
  return {
    id: row.id,
    case_id: row.caseId,
    case_name: caseName,
    name: row.name,
    recipient: row.recipient,
    request_ids: row.requestIds,
    volume: row.volume,
    bates_prefix: row.batesPrefix,
    bates_start: row.batesStart,
    bates_padding: row.batesPadding,
    begin_bates: numbered ? formatBates(row.batesPrefix, row.batesStart, row.batesPadding) : null,
    end_bates: numbered && row.batesEnd !== null ? formatBates(row.batesPrefix, row.batesEnd, row.batesPadding) : null,
    encoding: row.options.encoding,
    image_format: row.options.imageFormat ?? 'pdf',
    color_as_jpeg: row.options.colorAsJpeg ?? false,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    document_count: row.documentCount,
    page_count: row.pageCount,
    withheld_count: row.withheldCount,
    slip_sheet_count: row.slipSheetCount,
    size_bytes: row.archiveSize,
    failure_reason: row.failureReason,
    created_by: creatorName,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** One produced document; its numbers only once the production completed (a failed run leaves none). */
export function presentProducedDocument(production: ProductionRow, doc: ProductionDocumentRow, filename: string): ProducedDocument {
  const numbered = production.status === 'completed' && doc.beginNumber !== null && doc.endNumber !== null;
  return {
    document_id: doc.documentId,
    filename,
    begin_bates: numbered ? formatBates(production.batesPrefix, doc.beginNumber!, production.batesPadding) : null,
    end_bates: numbered ? formatBates(production.batesPrefix, doc.endNumber!, production.batesPadding) : null,
    page_count: numbered ? doc.pageCount : null,
    form: numbered ? doc.form : null,
    slip_sheet_reason: numbered ? doc.slipSheetReason : null,
    note: numbered ? doc.note : null,
  };
}
