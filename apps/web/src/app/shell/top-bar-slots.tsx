import { CaseSelector } from '../../features/case-selector/CaseSelector';
import { Omnisearch } from '../../features/omnisearch/Omnisearch';

/**
 * The top bar's two slots: the omnisearch, centred, and the compact case selector
 * (large screens only). They are filled by the search and case issues: replace these two
 * components with the real ones; the shell positions them and the 'Skip to search' link and the
 * '/' and Ctrl+K shortcuts already move focus into the search slot (id 'global-search').
 */
export function OmnisearchSlot() {
  return <Omnisearch />;
}

/** The compact case selector; TopBar shows its slot on large screens only. */
export function CaseSelectorSlot() {
  return <CaseSelector mode="compact" />;
}
