import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { CodeStepActions } from './CodeStepParts';
import { TwoFactorEnrolmentSteps, useTwoFactorEnrolment } from './TwoFactorEnrolment';
import { useBelow } from '../../components/use-below';

/**
 * Enrolment in two steps: scan the QR code (or type the key) and prove it with a code; then the
 * recovery codes, which the server shows once and the person must acknowledge before closing.
 */
export function TwoFactorSetupDialog({ open, email, onClose }: { open: boolean; email: string; onClose(): void }) {
  const fullScreen = useBelow('sm');
  const titleId = useId();
  // A new secret each time the dialog opens (the card remounts it with a new key per opening, so
  // no state survives from an abandoned attempt).
  const enrolment = useTwoFactorEnrolment(open);
  const { codes, saved, confirm, start } = enrolment;
  const closeAllowed = !codes || saved;
  return (
    <Dialog
      open={open}
      onClose={closeAllowed && !confirm.isPending ? onClose : undefined}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{codes ? 'Save your recovery codes' : 'Set up two-factor authentication'}</DialogTitle>
      <DialogContent>
        <TwoFactorEnrolmentSteps enrolment={enrolment} email={email} formId="two-factor-confirm" />
      </DialogContent>
      <CodeStepActions codesShown={Boolean(codes)} saved={saved} busy={confirm.isPending} onClose={onClose} formId="two-factor-confirm" canSubmit={Boolean(start.data)} submitLabel="Turn on" busyLabel="Checking…" />
    </Dialog>
  );
}
