import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { Case } from '@app/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAppContext } from '../../../lib/app-context';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useDeleteCase } from '../api';

export interface CaseRemoval {
  matter: Case;
  /** archive: closes and hides the matter, keeping everything; delete: gone for good (administrators). */
  kind: 'archive' | 'delete';
}

/** Asks before archiving or permanently deleting a case, then does it and says so. */
export function CaseRemovalDialog({ removal, onClose }: { removal: CaseRemoval | null; onClose(): void }) {
  const remove = useDeleteCase();
  const { selectedCaseId, setSelectedCaseId } = useAppContext();
  // Keeps the last case while the dialog fades out, so its text does not go blank mid-animation.
  const [shown, setShown] = useState(removal);
  if (removal && removal !== shown) setShown(removal);
  const current = removal ?? shown;
  const matter = current?.matter;
  const hard = current?.kind === 'delete';

  const confirm = async () => {
    if (!matter) return;
    try {
      await remove.mutateAsync({ id: matter.id, hard });
      // The active case should not point at a matter that has left the working lists.
      if (selectedCaseId === matter.id) setSelectedCaseId(null);
      notify.success(hard ? `Case “${matter.name}” permanently deleted` : `Case “${matter.name}” archived`);
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, hard ? 'The case could not be deleted. Please try again.' : 'The case could not be archived. Please try again.'));
    }
  };

  return (
    <ConfirmDialog
      open={removal !== null}
      title={hard ? 'Delete this case permanently?' : 'Archive this case?'}
      confirmLabel={hard ? 'Delete permanently' : 'Archive case'}
      destructive={hard}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {hard ? (
        <>
          <Typography component="span" sx={{ display: 'block', mb: 1 }}>
            {`“${matter?.name ?? ''}” and everything in it — its ${matter?.document_count ?? 0} document${matter?.document_count === 1 ? '' : 's'}, events and team assignments — will be deleted permanently. This cannot be undone.`}
          </Typography>
          <Typography component="span" sx={{ display: 'block' }}>
            The deletion is recorded in the audit trail under your name. To keep the records, archive the case instead.
          </Typography>
        </>
      ) : (
        `“${matter?.name ?? ''}” will be closed and hidden from the case lists. Its documents, events and team are kept, and it can be found again with “Show archived” and restored.`
      )}
    </ConfirmDialog>
  );
}
