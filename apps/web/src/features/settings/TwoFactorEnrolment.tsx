import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notify } from '../../lib/toast';
import { errorMessage, apiFieldErrors } from '../../lib/form-errors';
import { RecoveryCodesView } from './RecoveryCodesView';
import { AuthenticatorCodeField } from './CodeStepParts';
import { useConfirmTwoFactor, useStartTwoFactorSetup } from './two-factor-api';

/** The secret in groups of four, as authenticator apps display it for manual entry. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The state of one enrolment: a new secret when `active` turns on, the code the person types, and
 * the recovery codes the server returns once. Shared by the settings dialog and the screen a firm's
 * two-factor rule sends people to, so both enrol the same way.
 */
export function useTwoFactorEnrolment(active: boolean) {
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { mutate: startSetup } = start;

  useEffect(() => {
    if (active) startSetup();
  }, [active, startSetup]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same rule as the contract's TwoFactorConfirmRequest (six digits), without loading zod for it.
    if (!/^\d{6}$/.test(code)) {
      setCodeError('Enter the 6-digit code');
      return;
    }
    setCodeError(null);
    confirm.mutate(code, {
      onSuccess: () => notify.success('Two-factor authentication is on'),
      onError: (error) => setCodeError(apiFieldErrors(error).code ?? null),
    });
  };

  return { start, confirm, code, setCode, codeError, saved, setSaved, submit, codes: confirm.data?.recovery_codes ?? null };
}

export type TwoFactorEnrolmentState = ReturnType<typeof useTwoFactorEnrolment>;

/** Scan (or type) the key and prove it with a code; then the recovery codes, to be acknowledged. */
export function TwoFactorEnrolmentSteps({ enrolment, email, formId }: { enrolment: TwoFactorEnrolmentState; email: string; formId: string }) {
  const { start, confirm, code, setCode, codeError, saved, setSaved, submit, codes } = enrolment;
  if (codes) {
    return (
      <Stack spacing={2}>
        <RecoveryCodesView codes={codes} email={email} />
        <FormControlLabel control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />} label="I have saved my recovery codes" />
      </Stack>
    );
  }
  return (
    <Stack spacing={2.5} component="form" id={formId} onSubmit={submit} noValidate>
      {start.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-label="Preparing your authenticator key">
          <CircularProgress aria-hidden="true" />
        </Box>
      ) : null}
      {start.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => start.mutate()}>Retry</Button>}>
          {errorMessage(start.error, 'Two-factor set-up could not start.')}
        </Alert>
      ) : null}
      {start.data ? (
        <>
          <Typography>1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Box
              component="img"
              src={start.data.qr_code_data_url}
              alt="QR code for your authenticator app"
              sx={{ width: 200, height: 200, imageRendering: 'pixelated', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
            />
          </Box>
          <Typography>Can’t scan it? Enter this key in the app instead:</Typography>
          <Box
            component="code"
            data-testid="two-factor-secret"
            data-secret={start.data.secret}
            sx={{ display: 'block', p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: '1.05rem', letterSpacing: 1, wordBreak: 'break-all' }}
          >
            {groupSecret(start.data.secret)}
          </Box>
          <Typography>2. Enter the 6-digit code the app shows.</Typography>
          {confirm.isError && !codeError ? <Alert severity="error">{errorMessage(confirm.error, 'That code could not be checked.')}</Alert> : null}
          <AuthenticatorCodeField id={`${formId}-code`} value={code} onChange={setCode} error={codeError} />
        </>
      ) : null}
    </Stack>
  );
}
