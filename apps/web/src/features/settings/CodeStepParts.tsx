import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import TextField from '@mui/material/TextField';

/** The 6-digit authenticator code field both 2FA dialogs ask for (digits only, one-time-code autofill). */
export function AuthenticatorCodeField({ id, value, onChange, error }: { id: string; value: string; onChange(code: string): void; error: string | null | undefined }) {
  return (
    <TextField
      id={id}
      label="Authentication code"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      error={Boolean(error)}
      helperText={error ?? ' '}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
      sx={{ maxWidth: 240 }}
      autoFocus
    />
  );
}

/**
 * The action bar of a dialog that first asks for a code and then shows recovery codes once:
 * 'Done' only after the person ticks that the codes are saved.
 */
export function CodeStepActions({
  codesShown,
  saved,
  busy,
  onClose,
  formId,
  canSubmit,
  submitLabel,
  busyLabel,
}: {
  codesShown: boolean;
  saved: boolean;
  busy: boolean;
  onClose(): void;
  formId: string;
  canSubmit: boolean;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      {codesShown ? (
        <Button variant="contained" onClick={onClose} disabled={!saved}>
          Done
        </Button>
      ) : (
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={!canSubmit || busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      )}
    </DialogActions>
  );
}
