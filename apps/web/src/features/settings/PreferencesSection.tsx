import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Preferences, UpdatePreferencesRequest } from '@app/contract';
import { useAccessibilityPreferences } from '../../lib/a11y/accessibility-preferences';
import { announce } from '../../lib/a11y/announcer';
import { notify } from '../../lib/toast';
import { errorMessage } from '../../lib/form-errors';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { usePreferences, useUpdatePreferences } from './api';
import { SettingsCard } from './SettingsCard';

const DATE_FORMATS: ReadonlyArray<{ value: Preferences['date_format']; example: string }> = [
  { value: 'MM/DD/YYYY', example: '12/31/2025' },
  { value: 'DD/MM/YYYY', example: '31/12/2025' },
  { value: 'YYYY-MM-DD', example: '2025-12-31' },
];

function timeZones(): string[] {
  try {
    return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((tz) => tz !== 'UTC')];
  } catch {
    return ['UTC'];
  }
}

/** Display modes apply the moment they are switched (and are saved for the next sign-in). */
export function PreferencesSection() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const a11y = useAccessibilityPreferences();
  const zones = useMemo(() => timeZones(), []);

  const save = (patch: UpdatePreferencesRequest, what: string) =>
    update.mutate(patch, {
      onSuccess: () => notify.success(`${what} saved`),
      onError: (error) => notify.error(errorMessage(error, `${what} could not be saved`)),
    });

  const toggleHighContrast = (on: boolean) => {
    a11y.setHighContrast(on);
    announce(on ? 'High contrast mode on' : 'High contrast mode off');
    save({ high_contrast: on }, 'High contrast');
  };
  const toggleReducedMotion = (on: boolean) => {
    a11y.setReducedMotion(on);
    announce(on ? 'Reduced motion on' : 'Reduced motion off');
    save({ reduced_motion: on }, 'Reduced motion');
  };

  return (
    <SettingsCard title="Preferences" description="Display and accessibility. Changes apply immediately.">
      <Stack spacing={3}>
        <FormGroup>
          <FormControlLabel
            control={<Switch checked={a11y.highContrast} onChange={(e) => toggleHighContrast(e.target.checked)} />}
            label="High contrast"
          />
          <FormHelperText sx={{ mt: -0.5, mb: 1.5, ml: 0 }}>Black text on white, stronger borders and underlined links.</FormHelperText>
          <FormControlLabel
            control={<Switch checked={a11y.reducedMotion} onChange={(e) => toggleReducedMotion(e.target.checked)} />}
            label="Reduced motion"
          />
          <FormHelperText sx={{ mt: -0.5, ml: 0 }}>Turns off animations and transitions.</FormHelperText>
        </FormGroup>

        {preferences.isPending ? <LoadingRows rows={2} height={56} label="Loading preferences" /> : null}
        {preferences.isError ? <LoadError error={preferences.error} what="preferences" onRetry={() => void preferences.refetch()} /> : null}
        {preferences.data ? (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Autocomplete
                id="preferences-timezone"
                options={zones}
                value={preferences.data.timezone}
                disableClearable
                onChange={(_event, value) => save({ timezone: value }, 'Time zone')}
                renderInput={(params) => <TextField {...params} label="Time zone" helperText="Used for dates in reports and e-mails." />}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                id="preferences-date-format"
                select
                label="Date format"
                value={preferences.data.date_format}
                onChange={(e) => save({ date_format: e.target.value as Preferences['date_format'] }, 'Date format')}
                fullWidth
              >
                {DATE_FORMATS.map((f) => (
                  <MenuItem key={f.value} value={f.value}>
                    {`${f.value} (${f.example})`}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          </Grid>
        ) : null}
      </Stack>
    </SettingsCard>
  );
}
