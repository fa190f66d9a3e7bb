import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Organization } from '@app/contract';
import { notify } from '../../lib/toast';
import { errorMessage, apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { humanize } from '../../components/humanize';
import { useUpdateOrganization } from './api';

const FIELDS = [
  { key: 'name', label: 'Firm name', autoComplete: 'organization', required: true },
  { key: 'domain', label: 'E-mail domain', autoComplete: 'off', required: false },
  { key: 'phone', label: 'Phone', autoComplete: 'tel', required: false },
  { key: 'website', label: 'Website', autoComplete: 'url', required: false },
  { key: 'address', label: 'Address', autoComplete: 'street-address', required: false },
  // The firm's calendar: "today", "tomorrow" and the days to every deadline are counted in it.
  { key: 'time_zone', label: 'Time zone', autoComplete: 'off', required: true },
] as const;
type FieldKey = (typeof FIELDS)[number]['key'];
type Draft = Record<FieldKey, string>;

const draftOf = (org: Organization): Draft => ({
  name: org.name,
  domain: org.domain ?? '',
  phone: org.phone ?? '',
  website: org.website ?? '',
  address: org.address ?? '',
  time_zone: org.time_zone,
});

const SUBSCRIPTION_COLOURS = { active: 'success', trial: 'info', past_due: 'warning', canceled: 'default', suspended: 'error' } as const;

function SeatUsage({ org }: { org: Organization }) {
  const ratio = org.max_users > 0 ? org.user_count / org.max_users : 0;
  return (
    <div>
      <Typography variant="body2" id="org-seats-label">{`${org.user_count} of ${org.max_users} users`}</Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, ratio * 100)}
        color={ratio >= 1 ? 'error' : ratio >= 0.9 ? 'warning' : 'primary'}
        aria-labelledby="org-seats-label"
        sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
      />
    </div>
  );
}

/** The firm's details: everyone here reads them, only an administrator edits them. */
export function FirmDetailsCard({ org, editable }: { org: Organization; editable: boolean }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(org));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateOrganization();
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(org));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's schema loads on submit, keeping zod out of the page's own chunk.
    const { UpdateOrganizationRequest } = await import('@app/contract/schemas/organization');
    const parsed = UpdateOrganizationRequest.safeParse({
      name: draft.name,
      domain: draft.domain.trim() || null,
      phone: draft.phone.trim() || null,
      website: draft.website.trim() || null,
      address: draft.address.trim() || null,
      time_zone: draft.time_zone.trim(),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        notify.success('Firm details saved');
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        notify.error(errorMessage(error, 'Firm details could not be saved'));
      },
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="firm-details-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2" id="firm-details-title" sx={{ flexGrow: 1 }}>
          Firm details
        </Typography>
        <Chip size="small" label={`${humanize(org.subscription_type)} plan`} />
        <Chip size="small" variant="outlined" color={SUBSCRIPTION_COLOURS[org.subscription_status]} label={humanize(org.subscription_status)} />
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          {editable ? (
            <form onSubmit={(e) => void submit(e)} noValidate aria-label="Firm details">
              <Grid container spacing={2}>
                {FIELDS.map((field) => (
                  <Grid key={field.key} size={{ xs: 12, sm: field.key === 'address' || field.key === 'name' ? 12 : 6 }}>
                    <TextField
                      id={`org-${field.key}`}
                      label={field.label}
                      value={draft[field.key]}
                      onChange={(e) => setDraft((d) => ({ ...d, [field.key]: e.target.value }))}
                      error={Boolean(errors[field.key])}
                      helperText={errors[field.key]}
                      autoComplete={field.autoComplete}
                      required={field.required}
                      multiline={field.key === 'address'}
                      placeholder={field.key === 'time_zone' ? 'e.g. America/New_York' : undefined}
                      fullWidth
                    />
                  </Grid>
                ))}
              </Grid>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
                <Button onClick={() => { setDraft(draftOf(org)); setErrors({}); }} disabled={!dirty || update.isPending}>
                  Discard changes
                </Button>
                <Button type="submit" variant="contained" disabled={!dirty || update.isPending}>
                  {update.isPending ? 'Saving…' : 'Save firm details'}
                </Button>
              </Stack>
            </form>
          ) : (
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, rowGap: 1, columnGap: 2 }}>
              {FIELDS.map((field) => (
                <Box key={field.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {field.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {draftOf(org)[field.key] || '—'}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          {!editable ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Only an Administrator can change the firm’s details.
            </Alert>
          ) : null}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <SeatUsage org={org} />
            <Typography variant="body2">{`Up to ${org.max_cases.toLocaleString()} cases`}</Typography>
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}
