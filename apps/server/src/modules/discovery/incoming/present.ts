import type { IncomingProduction } from '@app/contract';
import type { IncomingProductionRow } from '../../../db/schema/index.js';

export const presentIncoming = (row: IncomingProductionRow): IncomingProduction => ({
  id: row.id,
  case_id: row.caseId,
  filename: row.filename,
  status: row.status,
  dat_path: row.datPath,
  opt_path: row.optPath,
  delimiters: row.delimiters,
  header: row.header,
  preview: row.preview,
  field_map: row.fieldMap,
  row_count: row.rowCount,
  loaded_count: row.loadedCount,
  row_errors: row.rowErrors,
  failure_reason: row.failureReason,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
