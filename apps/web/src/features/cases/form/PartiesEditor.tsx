import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { PARTY_ROLES } from '@app/contract';
import type { FieldErrors } from '../../../lib/form-errors';
import { humanize } from '../../../components/humanize';
import { partyErrorKey } from './case-form-errors';
import { emptyParty, type PartyDraft } from './case-form-values';

/** Element id of a party row's field, so a validation error can move focus to it. */
export const partyFieldId = (rowKey: string, field: 'name' | 'role' | 'counsel' | 'contact') => `case-party-${rowKey}-${field}`;

/**
 * Everyone in the matter besides the firm's client: name, role, their counsel and how to reach
 * them. Rows left completely blank are ignored on save.
 */
export function PartiesEditor({ parties, onChange, errors }: { parties: PartyDraft[]; onChange(next: PartyDraft[]): void; errors: FieldErrors }) {
  const update = (key: string, patch: Partial<PartyDraft>) => onChange(parties.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const remove = (key: string) => onChange(parties.filter((p) => p.key !== key));
  const add = () => onChange([...parties, emptyParty(parties)]);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Parties
      </Typography>
      {parties.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No parties yet. Add the other side, co-parties, witnesses and experts.
        </Typography>
      ) : null}
      <Stack spacing={1.5}>
        {parties.map((party, index) => {
          const err = (field: 'name' | 'role' | 'counsel' | 'contact') => errors[partyErrorKey(party.key, field)];
          const label = party.name.trim() || `party ${index + 1}`;
          return (
            <Paper key={party.key} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={`Party ${index + 1}`}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="body2" color="text.secondary">{`Party ${index + 1}`}</Typography>
                <IconButton size="small" aria-label={`Remove ${label}`} onClick={() => remove(party.key)}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Stack>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                  id={partyFieldId(party.key, 'name')}
                  label="Party name"
                  size="small"
                  required
                  value={party.name}
                  onChange={(e) => update(party.key, { name: e.target.value })}
                  error={Boolean(err('name'))}
                  helperText={err('name')}
                />
                <TextField
                  id={partyFieldId(party.key, 'role')}
                  select
                  label="Role"
                  size="small"
                  value={party.role}
                  onChange={(e) => update(party.key, { role: e.target.value as PartyDraft['role'] })}
                  error={Boolean(err('role'))}
                  helperText={err('role')}
                >
                  {PARTY_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {humanize(role)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  id={partyFieldId(party.key, 'counsel')}
                  label="Counsel"
                  size="small"
                  value={party.counsel}
                  onChange={(e) => update(party.key, { counsel: e.target.value })}
                  error={Boolean(err('counsel'))}
                  helperText={err('counsel')}
                />
                <TextField
                  id={partyFieldId(party.key, 'contact')}
                  label="Contact"
                  size="small"
                  value={party.contact}
                  onChange={(e) => update(party.key, { contact: e.target.value })}
                  error={Boolean(err('contact'))}
                  helperText={err('contact')}
                />
              </Box>
            </Paper>
          );
        })}
      </Stack>
      <Button startIcon={<Add />} onClick={add} sx={{ mt: 1 }}>
        Add party
      </Button>
    </Box>
  );
}
