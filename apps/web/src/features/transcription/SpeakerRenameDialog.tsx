import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { apiFieldErrors, errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useRenameSpeaker } from './api';

/** "Rename Speaker 1 everywhere": every line of that speaker takes the new name; times and words stay. */
export function SpeakerRenameDialog({ jobId, from, lines, onClose }: { jobId: string; from: string | null; lines: number; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open={from !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {/* Keyed by the speaker, so the form starts from that name each time it opens. */}
      {from !== null ? <RenameForm key={from} jobId={jobId} from={from} lines={lines} titleId={titleId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RenameForm({ jobId, from, lines, titleId, onClose }: { jobId: string; from: string; lines: number; titleId: string; onClose(): void }) {
  const [to, setTo] = useState(from);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameSpeaker(jobId);
  const name = to.trim();
  const invalid = name.length === 0 ? 'Enter a name' : name.length > 100 ? 'At most 100 characters' : null;
  const submit = async () => {
    if (invalid || name === from) return;
    try {
      await rename.mutateAsync({ from, to: name });
      notify.success(`${from} is now ${name} on ${lines} ${lines === 1 ? 'line' : 'lines'}`);
      onClose();
    } catch (err) {
      setError(apiFieldErrors(err).to ?? errorMessage(err, 'The speaker could not be renamed.'));
    }
  };
  return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>Rename {from} everywhere</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Every line of {from} in this transcript ({lines} {lines === 1 ? 'line' : 'lines'}) takes the new name. The words and time codes stay, and the
            change is recorded in the transcript&apos;s history.
          </DialogContentText>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TextField
            label="New name"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            autoFocus
            fullWidth
            required
            error={to.length > 0 && invalid !== null}
            helperText={to.length > 0 && invalid ? invalid : 'For example: Dr. Liu'}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={rename.isPending || invalid !== null || name === from}>
            {rename.isPending ? 'Renaming…' : 'Rename'}
          </Button>
        </DialogActions>
      </form>
  );
}
