import { slipSheet, type PageDoc } from './pages.js';

/** The heading of the sheet that stands in for a privileged member of a produced family. */
export const WITHHELD_HEADING = 'Withheld — Privileged';
export const WITHHELD_REASON = 'Withheld — Privileged';

/** The text file of a withheld placeholder says the same as its page, and nothing of the document. */
export const WITHHELD_TEXT = 'Withheld — Privileged. This document is listed on the privilege log.';

/**
 * A withheld family member's one page: it keeps a Bates number inside the family's range, so
 * BEGATTACH–ENDATTACH stays one unbroken run and the recipient sees where something was withheld.
 */
export function withheldSheet(bates: string): Promise<PageDoc> {
  return slipSheet(WITHHELD_HEADING, 'This document is withheld as privileged. It is listed on the privilege log.', null, bates);
}
