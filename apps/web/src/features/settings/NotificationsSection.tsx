import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { NotificationPreferences, UpdateNotificationsRequest } from '@app/contract';
import { notify } from '../../lib/toast';
import { errorMessage } from '../../lib/form-errors';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { useNotifications, useUpdateNotifications } from './api';
import { SettingsCard } from './SettingsCard';

type BooleanKey = { [K in keyof NotificationPreferences]: NotificationPreferences[K] extends boolean ? K : never }[keyof NotificationPreferences];

const EMAIL_SWITCHES: ReadonlyArray<{ key: BooleanKey; label: string }> = [
  { key: 'email_case_updates', label: 'Case updates' },
  { key: 'email_document_processed', label: 'Documents finished processing' },
  { key: 'email_deadline_reminders', label: 'Deadline reminders' },
  { key: 'email_team_changes', label: 'Team changes (new members, role changes)' },
  { key: 'email_security_alerts', label: 'Security alerts (new sign-ins, password changes)' },
];

const DIGESTS: ReadonlyArray<{ value: NotificationPreferences['digest']; label: string }> = [
  { value: 'none', label: 'No digest' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

/** What reaches the person by e-mail and in the app; each change saves at once. */
export function NotificationsSection() {
  const notifications = useNotifications();
  const update = useUpdateNotifications();

  const save = (patch: UpdateNotificationsRequest) =>
    update.mutate(patch, {
      onSuccess: () => notify.success('Notification settings saved'),
      onError: (error) => notify.error(errorMessage(error, 'Notification settings could not be saved')),
    });

  return (
    <SettingsCard title="Notifications" description="Choose what we tell you about, and how.">
      {notifications.isPending ? <LoadingRows rows={4} height={40} label="Loading notification settings" /> : null}
      {notifications.isError ? (
        <LoadError error={notifications.error} what="notification settings" onRetry={() => void notifications.refetch()} />
      ) : null}
      {notifications.data ? (
        <Stack spacing={3}>
          <FormGroup>
            <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
              E-mail me about
            </FormLabel>
            {EMAIL_SWITCHES.map(({ key, label }) => (
              <FormControlLabel
                key={key}
                control={<Switch checked={notifications.data[key]} onChange={(e) => save({ [key]: e.target.checked })} />}
                label={label}
              />
            ))}
          </FormGroup>
          <FormGroup>
            <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
              In the app
            </FormLabel>
            <FormControlLabel
              control={<Switch checked={notifications.data.in_app} onChange={(e) => save({ in_app: e.target.checked })} />}
              label="Show notifications in the app"
            />
          </FormGroup>
          <TextField
            id="notifications-digest"
            select
            label="Activity digest e-mail"
            value={notifications.data.digest}
            onChange={(e) => save({ digest: e.target.value as NotificationPreferences['digest'] })}
            sx={{ maxWidth: 320 }}
          >
            {DIGESTS.map((d) => (
              <MenuItem key={d.value} value={d.value}>
                {d.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      ) : null}
    </SettingsCard>
  );
}
