import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { BulkDocumentCustodianRequest } from '@app/contract';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useAssignCustody, useCustodians } from './api';

const UNCHANGED = '__unchanged__';
const NONE = '__none__';
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/**
 * Custodian and/or folder of the selected documents, set at once. A family has one custodian, so
 * attachments follow their message; the folder is the selected documents' own. Each document
 * changed is audited on the server.
 */
export function BulkCustodyDialog({ caseId, documentIds, onClose, onDone }: { caseId: string; documentIds: string[]; onClose(): void; onDone(): void }) {
  const custodians = useCustodians(caseId);
  const assign = useAssignCustody(caseId);
  const [custodian, setCustodian] = useState(UNCHANGED);
  const [setPath, setSetPath] = useState(false);
  const [path, setPathText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const nothing = custodian === UNCHANGED && !setPath;

  const submit = async () => {
    const body: BulkDocumentCustodianRequest = { document_ids: documentIds };
    if (custodian !== UNCHANGED) body.custodian_id = custodian === NONE ? null : custodian;
    if (setPath) body.source_path = path.trim() || null;
    try {
      const answer = await assign.mutateAsync(body);
      const followed = answer.family_members_updated > 0 ? ` (and ${plural(answer.family_members_updated, 'attachment')} with them)` : '';
      notify.success(`${plural(answer.updated, 'document')} updated${followed}`);
      onDone();
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error, 'The custodian could not be set.'));
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
        <DialogTitle>Custodian and folder</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{`For ${plural(documentIds.length, 'selected document')}. Attachments take their message's custodian.`}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              select
              label="Custodian"
              value={custodian}
              onChange={(e) => setCustodian(e.target.value)}
              disabled={custodians.isPending}
              error={Boolean(errors.custodian_id)}
              helperText={errors.custodian_id ?? (custodians.data?.custodians.length === 0 ? 'This case has no custodians yet: add them on its Custodians tab.' : undefined)}
            >
              <MenuItem value={UNCHANGED}>Leave as it is</MenuItem>
              <MenuItem value={NONE}>No custodian</MenuItem>
              {(custodians.data?.custodians ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel control={<Checkbox checked={setPath} onChange={(e) => setSetPath(e.target.checked)} />} label="Set the folder or path they were collected from" />
            {setPath ? (
              <TextField
                label="Folder or path"
                value={path}
                onChange={(e) => setPathText(e.target.value)}
                placeholder="Inbox/Projects"
                error={Boolean(errors.source_path)}
                helperText={errors.source_path ?? 'Leave empty to clear it'}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
                autoFocus
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={nothing || assign.isPending}>
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
