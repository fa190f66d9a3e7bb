import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CaseCourt } from '@app/contract';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useSaveCourt } from './api';

/** The court the case's deadlines are counted for; saving recomputes all of them. */
export function CourtDialog({ caseId, initial, onClose }: { caseId: string; initial: CaseCourt; onClose(): void }) {
  const save = useSaveCourt(caseId);
  const [name, setName] = useState(initial.name);
  const [timeZone, setTimeZone] = useState(initial.time_zone);
  const [inauguration, setInauguration] = useState(initial.inauguration_day);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async () => {
    if (!name.trim() || !timeZone.trim()) {
      setErrors({ ...(name.trim() ? {} : { name: 'Required' }), ...(timeZone.trim() ? {} : { time_zone: 'Required' }) });
      return;
    }
    try {
      await save.mutateAsync({ name: name.trim(), time_zone: timeZone.trim(), inauguration_day: inauguration });
      notify.success('Court saved; the deadlines were recomputed');
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error, 'The court could not be saved.'));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogTitle>Court</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField label="Court" value={name} onChange={(e) => setName(e.target.value)} required error={Boolean(errors.name)} helperText={errors.name} />
            <TextField
              label="Time zone"
              value={timeZone}
              onChange={(e) => setTimeZone(e.target.value)}
              required
              placeholder="e.g. America/New_York"
              error={Boolean(errors.time_zone)}
              helperText={errors.time_zone ?? "The last day of a period ends at midnight in the court's time zone."}
            />
            <FormControlLabel
              control={<Checkbox checked={inauguration} onChange={(e) => setInauguration(e.target.checked)} />}
              label="Inauguration Day is a holiday in this court (District of Columbia area)"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save and recompute
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
