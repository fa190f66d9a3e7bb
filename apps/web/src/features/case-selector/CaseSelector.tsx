import type { Case } from '@app/contract';

/**
 * Spec §2 case selector. PLACEHOLDER: the case-selector work replaces this file, keeping these props.
 * Selecting sets the app's selectedCaseId (useAppContext) and then calls onChange.
 */
export interface CaseSelectorProps {
  /** 'compact': autocomplete for the top bar; 'full': card plus popover. */
  mode: 'compact' | 'full';
  /** Show 'New Case' (spec: a flag passed in). Defaults to the user's create-cases permission. */
  allowCreate?: boolean;
  onChange?(caseId: string | null, selected: Case | null): void;
}

export function CaseSelector(props: CaseSelectorProps) {
  void props;
  return null;
}
