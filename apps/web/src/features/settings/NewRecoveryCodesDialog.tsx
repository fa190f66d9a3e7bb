import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { errorMessage, apiFieldErrors } from '../../lib/form-errors';
import { RecoveryCodesView } from './RecoveryCodesView';
import { AuthenticatorCodeField, CodeStepActions } from './CodeStepParts';
import { useRegenerateRecoveryCodes } from './two-factor-api';

/** Replaces the recovery codes (the old ones stop working); needs a current authenticator code. */
export function NewRecoveryCodesDialog({ open, email, onClose }: { open: boolean; email: string; onClose(): void }) {
  const titleId = useId();
  const regenerate = useRegenerateRecoveryCodes();
  const [code, setCode] = useState('');
  const [saved, setSaved] = useState(false);
  const codes = regenerate.data?.recovery_codes ?? null;

  const close = () => {
    if (regenerate.isPending || (codes && !saved)) return;
    setCode('');
    setSaved(false);
    regenerate.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    regenerate.mutate(code.trim());
  };

  const codeError = regenerate.isError ? (apiFieldErrors(regenerate.error).code ?? null) : null;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>New recovery codes</DialogTitle>
      <DialogContent>
        {codes ? (
          <Stack spacing={2}>
            <RecoveryCodesView codes={codes} email={email} />
            <FormControlLabel control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />} label="I have saved my recovery codes" />
          </Stack>
        ) : (
          <Stack spacing={2} component="form" id="recovery-codes-form" onSubmit={submit} noValidate>
            <DialogContentText>Your current recovery codes will stop working. Enter a code from your authenticator app to continue.</DialogContentText>
            {regenerate.isError && !codeError ? <Alert severity="error">{errorMessage(regenerate.error, 'New codes could not be made.')}</Alert> : null}
            <AuthenticatorCodeField id="recovery-codes-code" value={code} onChange={setCode} error={codeError} />
          </Stack>
        )}
      </DialogContent>
      <CodeStepActions codesShown={Boolean(codes)} saved={saved} busy={regenerate.isPending} onClose={close} formId="recovery-codes-form" canSubmit={code.length === 6} submitLabel="Make new codes" busyLabel="Working…" />
    </Dialog>
  );
}
