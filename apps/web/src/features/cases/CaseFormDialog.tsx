import type { Case } from '@app/contract';

/** PLACEHOLDER: the /cases work replaces this file, keeping these props. Create when `initial` is absent, else edit. */
export interface CaseFormDialogProps {
  open: boolean;
  initial?: Case;
  onClose(): void;
  onSaved?(saved: Case): void;
}

export function CaseFormDialog(props: CaseFormDialogProps) {
  void props;
  return null;
}
