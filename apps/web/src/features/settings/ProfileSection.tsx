import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { User } from '@app/contract';
import { loadAuthSchemas } from '../../lib/contract-schemas';
import { notify } from '../../lib/toast';
import { errorMessage, apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { RoleChip } from '../../components/RoleChip';
import { AvatarPicker } from './AvatarPicker';
import { useResendVerification, useUpdateProfile } from './api';
import { SettingsCard } from './SettingsCard';

interface ProfileDraft {
  full_name: string;
  title: string;
  phone: string;
  bar_number: string;
  avatar_url: string | null;
}

const draftOf = (user: User): ProfileDraft => ({
  full_name: user.full_name,
  title: user.title ?? '',
  phone: user.phone ?? '',
  bar_number: user.bar_number ?? '',
  avatar_url: user.avatar_url,
});

/** Name, contact details and photo; the e-mail is the sign-in identity and is shown, not edited. */
export function ProfileSection({ user }: { user: User }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProfile();
  const resend = useResendVerification();
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(user));

  const set = (field: keyof ProfileDraft) => (value: string | null) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { UpdateMeRequest } = await loadAuthSchemas();
    const parsed = UpdateMeRequest.safeParse({
      full_name: draft.full_name,
      title: draft.title.trim() || null,
      phone: draft.phone.trim() || null,
      bar_number: draft.bar_number.trim() || null,
      avatar_url: draft.avatar_url,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        notify.success('Profile updated successfully');
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        notify.error('Failed to update profile');
      },
    });
  };

  return (
    <SettingsCard title="Profile" description="How colleagues see you across the firm.">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Profile">
        <Stack spacing={3}>
          <AvatarPicker name={draft.full_name} value={draft.avatar_url} onChange={set('avatar_url')} />
          {errors.avatar_url ? <Alert severity="error">{errors.avatar_url}</Alert> : null}
          {update.isError && Object.keys(apiFieldErrors(update.error)).length === 0 ? (
            <Alert severity="error">{errorMessage(update.error, 'Failed to update profile')}</Alert>
          ) : null}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                id="profile-full-name"
                label="Full name"
                value={draft.full_name}
                onChange={(e) => set('full_name')(e.target.value)}
                error={Boolean(errors.full_name)}
                helperText={errors.full_name}
                autoComplete="name"
                required
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField id="profile-email" label="E-mail" value={user.email} fullWidth slotProps={{ input: { readOnly: true } }} helperText="Your sign-in address. Ask an administrator to change it." />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                id="profile-title"
                label="Job title"
                value={draft.title}
                onChange={(e) => set('title')(e.target.value)}
                error={Boolean(errors.title)}
                helperText={errors.title}
                autoComplete="organization-title"
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                id="profile-phone"
                label="Phone"
                type="tel"
                value={draft.phone}
                onChange={(e) => set('phone')(e.target.value)}
                error={Boolean(errors.phone)}
                helperText={errors.phone}
                autoComplete="tel"
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                id="profile-bar-number"
                label="Bar number"
                value={draft.bar_number}
                onChange={(e) => set('bar_number')(e.target.value)}
                error={Boolean(errors.bar_number)}
                helperText={errors.bar_number}
                fullWidth
              />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
            <RoleChip role={user.role} />
            {user.is_verified ? (
              <Chip size="small" color="success" variant="outlined" label="E-mail confirmed" />
            ) : (
              <>
                <Chip size="small" color="warning" variant="outlined" label="E-mail not confirmed" />
                <Button
                  size="small"
                  onClick={() =>
                    resend.mutate(undefined, {
                      onSuccess: () => notify.success('Confirmation e-mail sent'),
                      onError: (error) => notify.error(errorMessage(error, 'The confirmation e-mail could not be sent')),
                    })
                  }
                  disabled={resend.isPending}
                >
                  Resend confirmation e-mail
                </Button>
              </>
            )}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => { setDraft(draftOf(user)); setErrors({}); }} disabled={!dirty || update.isPending}>
              Discard changes
            </Button>
            <Button type="submit" variant="contained" disabled={!dirty || update.isPending}>
              {update.isPending ? 'Saving…' : 'Save profile'}
            </Button>
          </Stack>
        </Stack>
      </form>
    </SettingsCard>
  );
}
