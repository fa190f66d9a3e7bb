import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SecuritySettings } from '@app/contract';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { NewRecoveryCodesDialog } from './NewRecoveryCodesDialog';
import { SettingsCard } from './SettingsCard';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog';

type Dialog = 'setup' | 'disable' | 'codes' | null;

export function TwoFactorCard({ security, email }: { security: SecuritySettings; email: string }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  // Each opening of the set-up dialog is a fresh enrolment: a new key remounts it with empty state.
  const [setupRun, setSetupRun] = useState(0);
  const close = () => setDialog(null);
  const enabled = security.two_factor_enabled;
  const fewCodes = enabled && security.recovery_codes_remaining <= 2;

  return (
    <SettingsCard
      title="Two-factor authentication"
      description="A code from an authenticator app at each sign-in, on top of your password."
      action={<Chip label={enabled ? 'On' : 'Off'} color={enabled ? 'success' : 'default'} variant={enabled ? 'filled' : 'outlined'} />}
    >
      <Stack spacing={2}>
        {enabled ? (
          <Typography>
            {`Recovery codes left: ${security.recovery_codes_remaining}.`}
          </Typography>
        ) : (
          <Typography>Two-factor authentication is off. Turn it on to keep client files safe even if your password leaks.</Typography>
        )}
        {fewCodes ? <Alert severity="warning">You are running out of recovery codes. Make new ones.</Alert> : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {enabled ? (
            <>
              <Button variant="outlined" onClick={() => setDialog('codes')}>
                New recovery codes
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
                Turn off two-factor
              </Button>
            </>
          ) : (
            <Button
              variant="contained"
              onClick={() => {
                setSetupRun((n) => n + 1);
                setDialog('setup');
              }}
            >
              Set up two-factor
            </Button>
          )}
        </Stack>
      </Stack>
      <TwoFactorSetupDialog key={setupRun} open={dialog === 'setup'} email={email} onClose={close} />
      <DisableTwoFactorDialog open={dialog === 'disable'} hasPassword={security.has_password} onClose={close} />
      <NewRecoveryCodesDialog open={dialog === 'codes'} email={email} onClose={close} />
    </SettingsCard>
  );
}
