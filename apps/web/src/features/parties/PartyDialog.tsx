import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MATTER_PARTY_ROLE_LABELS, MATTER_PARTY_ROLES, PARTY_KIND_LABELS, PARTY_KINDS, type ConflictCheck, type MatterPartyRole, type Party, type PartyKind } from '@app/contract';
import { useBelow } from '../../components/use-below';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useSaveParty } from './api';

/** One name a line: aliases and former names are typed as a short list. */
const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** Adding a party, or changing one: name, kind, role, aliases, former names, parent organisation, notes. */
export function PartyDialog({ caseId, initial, onClose, onChecked }: { caseId: string; initial: Party | null; onClose(): void; onChecked(check: ConflictCheck): void }) {
  const save = useSaveParty(caseId);
  const fullScreen = useBelow('sm');
  const [name, setName] = useState(initial?.name ?? '');
  const [kind, setKind] = useState<PartyKind>(initial?.kind ?? 'person');
  const [role, setRole] = useState<MatterPartyRole>(initial?.role ?? 'adverse_party');
  const [aliases, setAliases] = useState((initial?.aliases ?? []).join('\n'));
  const [formerNames, setFormerNames] = useState((initial?.former_names ?? []).join('\n'));
  const [parent, setParent] = useState(initial?.parent_name ?? '');
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({
        id: initial?.id ?? null,
        body: { name, kind, role, aliases: lines(aliases), former_names: lines(formerNames), parent_name: parent.trim() || null, notes: notes.trim() || null },
      });
      notify.success(initial ? `${saved.party.name} saved` : `${saved.party.name} added`);
      if (saved.check) onChecked(saved.check);
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error, 'The party could not be saved.'));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogTitle>{initial ? 'Edit party' : 'Add party'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus error={Boolean(errors.name)} helperText={errors.name ?? 'As it is written: "Voss, Raymond" and "Raymond Voss" both work'} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select fullWidth label="Kind" value={kind} onChange={(e) => setKind(e.target.value as PartyKind)} error={Boolean(errors.kind)} helperText={errors.kind}>
                {PARTY_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {PARTY_KIND_LABELS[k]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select fullWidth label="Role" value={role} onChange={(e) => setRole(e.target.value as MatterPartyRole)} error={Boolean(errors.role)} helperText={errors.role}>
                {MATTER_PARTY_ROLES.map((r) => (
                  <MenuItem key={r} value={r}>
                    {MATTER_PARTY_ROLE_LABELS[r]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField label="Aliases (one a line)" value={aliases} onChange={(e) => setAliases(e.target.value)} multiline minRows={2} error={Boolean(errors.aliases)} helperText={errors.aliases} />
            <TextField label="Former names (one a line)" value={formerNames} onChange={(e) => setFormerNames(e.target.value)} multiline minRows={2} error={Boolean(errors.former_names)} helperText={errors.former_names} />
            {kind === 'organization' ? (
              <TextField label="Parent organisation (optional)" value={parent} onChange={(e) => setParent(e.target.value)} error={Boolean(errors.parent_name)} helperText={errors.parent_name ?? 'Corporate families are checked two links deep'} />
            ) : null}
            <TextField label="Notes (optional)" value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} error={Boolean(errors.notes)} helperText={errors.notes} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Checking…' : initial ? 'Save' : 'Add party'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
