import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH } from '@app/contract';
import { loadAuthSchemas } from '../../lib/contract-schemas';
import { notify } from '../../lib/toast';
import { errorMessage, apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { DateTime } from '../../components/DateTime';
import { useChangePassword } from './api';
import { SettingsCard } from './SettingsCard';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** Changing the password signs out every other session and e-mails a notice (the server does both; we say so). */
export function ChangePasswordCard({ passwordChangedAt }: { passwordChangedAt: string | null }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangePassword();

  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { ChangePasswordRequest } = await loadAuthSchemas();
    const parsed = ChangePasswordRequest.safeParse({ current_password: values.current_password, new_password: values.new_password });
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (values.confirm_password !== values.new_password) found.confirm_password = 'The two new passwords do not match';
    if (!parsed.success || found.confirm_password) {
      setErrors(found);
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: (result) => {
        setValues(EMPTY);
        notify.success(
          result.sessions_revoked > 0
            ? `Password changed. ${result.sessions_revoked} other session${result.sessions_revoked === 1 ? ' was' : 's were'} signed out.`
            : 'Password changed',
        );
      },
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  const generalFailure = change.isError && Object.keys(apiFieldErrors(change.error)).length === 0;
  return (
    <SettingsCard title="Password">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <div>
            {'Last changed: '}
            <DateTime value={passwordChangedAt} relative />
            {'. Changing it signs you out everywhere else, and we e-mail you that it changed.'}
          </div>
          {generalFailure ? <Alert severity="error">{errorMessage(change.error, 'The password could not be changed.')}</Alert> : null}
          <TextField
            id="password-current"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={values.current_password}
            onChange={(e) => set('current_password')(e.target.value)}
            error={Boolean(errors.current_password)}
            helperText={errors.current_password}
            required
          />
          <TextField
            id="password-new"
            label="New password"
            type="password"
            autoComplete="new-password"
            value={values.new_password}
            onChange={(e) => set('new_password')(e.target.value)}
            error={Boolean(errors.new_password)}
            helperText={errors.new_password ?? `At least ${PASSWORD_MIN_LENGTH} characters. A short sentence works well.`}
            required
          />
          <TextField
            id="password-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={values.confirm_password}
            onChange={(e) => set('confirm_password')(e.target.value)}
            error={Boolean(errors.confirm_password)}
            helperText={errors.confirm_password}
            required
          />
          <div>
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </Stack>
      </form>
    </SettingsCard>
  );
}
