import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLE_INFO, type CaseAccessLevel, type CaseMember, type TeamMember } from '@app/contract';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../../lib/form-errors';
import { useBelow } from '../../../components/use-below';
import { useTeamMembers } from '../../team/api';
import { ACCESS_LEVEL_HINTS, ACCESS_LEVEL_LABELS, levelsForRole, maxLevelForRole, seesEveryCase } from './case-capabilities';

export interface AddMemberDialogProps {
  open: boolean;
  team: readonly CaseMember[];
  onClose(): void;
  onAdd(userId: string, level: CaseAccessLevel): Promise<unknown>;
}

/** Edit access by default: most people are added to work on the case, capped by what their role allows. */
function defaultLevel(member: TeamMember): CaseAccessLevel {
  return maxLevelForRole(member.role) === 'read' ? 'read' : 'edit';
}

/** Puts a colleague on the case at an access level. Mount it only while open, so it starts empty. */
export function AddMemberDialog({ open, team, onClose, onAdd }: AddMemberDialogProps) {
  const fullScreen = useBelow('sm');
  const firm = useTeamMembers('', false);
  const [person, setPerson] = useState<TeamMember | null>(null);
  const [level, setLevel] = useState<CaseAccessLevel>('edit');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onTeam = new Set(team.map((m) => m.user_id));
  // Partners and administrators already reach every case: offering them would change nothing.
  const candidates = (firm.data?.members ?? []).filter((m) => m.is_active && !onTeam.has(m.id) && !seesEveryCase(m.role));
  const levels = person ? levelsForRole(person.role) : (['read', 'edit', 'manage'] as CaseAccessLevel[]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person) {
      setErrors({ user_id: 'Choose a colleague' });
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      await onAdd(person.id, level);
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      setFailure(Object.keys(fields).length ? null : errorMessage(error, 'The colleague could not be added. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="add-member-title">
      <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)}>
        <DialogTitle id="add-member-title">Add to case team</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>Partners and administrators can open every case, so they are not listed.</DialogContentText>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {firm.isError ? <Alert severity="error">{errorMessage(firm.error, 'The firm’s members could not be loaded.')}</Alert> : null}
            <Autocomplete
              id="add-member-person"
              options={candidates}
              loading={firm.isPending}
              value={person}
              onChange={(_e, next) => {
                setPerson(next);
                if (next) setLevel(defaultLevel(next));
              }}
              getOptionLabel={(m) => m.full_name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText="Everyone who can be added is already on the team"
              renderOption={(props, m) => {
                const { key, ...rest } = props as typeof props & { key: string };
                return (
                  <li key={key} {...rest}>
                    <Box>
                      <Typography>{m.full_name}</Typography>
                      <Typography variant="body2" color="text.secondary">{`${ROLE_INFO[m.role].label} · ${m.email}`}</Typography>
                    </Box>
                  </li>
                );
              }}
              renderInput={(params) => (
                <TextField {...params} label="Colleague" required autoFocus error={Boolean(errors.user_id)} helperText={errors.user_id ?? 'Type a name to search'} />
              )}
            />
            <TextField
              id="add-member-level"
              select
              label="Access"
              value={levels.includes(level) ? level : (levels.at(-1) ?? 'read')}
              onChange={(e) => setLevel(e.target.value as CaseAccessLevel)}
              error={Boolean(errors.access_level)}
              helperText={errors.access_level ?? (person ? `A ${ROLE_INFO[person.role].label} can be given at most ${ACCESS_LEVEL_LABELS[maxLevelForRole(person.role)].toLowerCase()} access.` : ' ')}
            >
              {levels.map((l) => (
                <MenuItem key={l} value={l}>
                  <Box>
                    <Typography>{ACCESS_LEVEL_LABELS[l]}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {ACCESS_LEVEL_HINTS[l]}
                    </Typography>
                  </Box>
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Adding…' : 'Add to team'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
