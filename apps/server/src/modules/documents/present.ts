import type { DocumentSummary } from '@app/contract';
import type { DocumentRow } from '../../db/schema/index.js';

export function presentDocument(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    organization_id: row.organizationId,
    case_id: row.caseId,
    parent_id: row.parentId,
    filename: row.filename,
    extension: row.extension,
    content_type: row.contentType,
    detected_type: row.detectedType,
    size_bytes: Number(row.sizeBytes),
    sha256: row.sha256,
    status: row.status,
    failure_reason: row.failureReason,
    duplicate_of: row.duplicateOf,
    page_count: row.pageCount,
    progress: row.progress,
    warnings: row.warnings,
    metadata: row.metadata,
    uploaded_by: row.uploadedBy,
    custodian_id: row.custodianId,
    // Archive members collected before the column existed kept their path in metadata.
    source_path: row.sourcePath ?? (typeof row.metadata.source_path === 'string' ? row.metadata.source_path : null),
    dedup_of: row.dedupOf,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
  };
}
