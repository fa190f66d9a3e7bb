/**
 * The file is not a court reporter's page:line transcript. The message is shown to a paralegal as
 * the import job's failure reason, so it says what was expected and what to do instead.
 */
export class ImportLayoutError extends Error {
  override readonly name = 'ImportLayoutError';
}

export const NO_NUMBERED_LINES =
  "This file is not laid out as a court reporter's transcript: no numbered lines (1–25) were found. Import a page:line transcript as text or PDF.";

export const TOO_FEW_NUMBERED_LINES =
  "This file is not laid out as a court reporter's transcript: most of its lines are not numbered 1–25 the way a reporter's pages are. Import a page:line transcript as text or PDF.";
