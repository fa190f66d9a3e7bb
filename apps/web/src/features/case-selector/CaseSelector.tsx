import type { Case } from '@app/contract';
import { CompactCaseSelector } from './CompactCaseSelector';
import { FullCaseSelector } from './FullCaseSelector';

/**
 * Case selector. Selecting sets the app's selectedCaseId (useAppContext), puts the case at
 * the head of the person's recent cases, then calls onChange; clearing sets none.
 */
export interface CaseSelectorProps {
  /** 'compact': autocomplete for the top bar; 'full': card plus popover. */
  mode: 'compact' | 'full';
  /** Show 'New Case' (a flag passed in). Defaults to the user's create-cases permission. */
  allowCreate?: boolean;
  onChange?(caseId: string | null, selected: Case | null): void;
}

export function CaseSelector({ mode, allowCreate, onChange }: CaseSelectorProps) {
  return mode === 'compact' ? <CompactCaseSelector onChange={onChange} /> : <FullCaseSelector allowCreate={allowCreate} onChange={onChange} />;
}
