import type { CaseRow } from '../../db/schema/index.js';
import { AppError, conflict } from '../../platform/http/errors.js';

export const emptyFile = (name?: string) =>
  new AppError(400, 'empty_file', `${name ? `"${name}"` : 'The file'} is empty (0 bytes); there is nothing to store.`, [
    { field: 'file', message: 'The file is empty (0 bytes)' },
  ]);

/** An archived matter is closed for new material until it is reopened. */
export function assertUploadable(row: CaseRow): void {
  if (row.archivedAt) throw conflict('This case is archived; reopen it before adding documents.', 'case_archived');
}
