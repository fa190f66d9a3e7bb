import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/form-errors';

/**
 * The second sign-in step: a 6-digit code from the authenticator app, or one of the recovery
 * codes given at enrolment (each works once).
 */
export function TwoFactorForm({ onSubmit, onCancel }: { onSubmit: (code: string) => Promise<void>; onCancel: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!useRecovery && !/^\d{6}$/.test(value)) return setError('Enter the 6-digit code from your authenticator app');
    if (useRecovery && value.length < 6) return setError('Enter one of your recovery codes');
    setError(null);
    setBusy(true);
    try {
      await onSubmit(value);
    } catch (err) {
      setError(errorMessage(err, 'That code was not accepted. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack spacing={2}>
        <Typography>
          {useRecovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          key={useRecovery ? 'recovery' : 'totp'}
          autoFocus
          label={useRecovery ? 'Recovery code' : 'Authentication code'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: useRecovery ? { maxLength: 32 } : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Verify
        </Button>
        <Stack direction="row" justifyContent="space-between">
          <Link
            component="button"
            type="button"
            onClick={() => {
              setUseRecovery((r) => !r);
              setCode('');
              setError(null);
            }}
          >
            {useRecovery ? 'Use an authenticator code' : 'Use a recovery code instead'}
          </Link>
          <Link component="button" type="button" onClick={onCancel}>
            Back to sign in
          </Link>
        </Stack>
      </Stack>
    </form>
  );
}
