import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CaseConflictsResponse, ClearanceDecision } from '@app/contract';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useRecordClearance } from './api';

const DECISIONS: { value: ClearanceDecision; label: string; help: string }[] = [
  { value: 'cleared', label: 'Cleared', help: 'No conflict: the hits are not what they seem, or do not matter here.' },
  { value: 'waived', label: 'Waived', help: "A conflict the clients consent to: needs their informed consent and a partner's or administrator's approval." },
  { value: 'declined', label: 'Declined', help: 'We will not take the matter: it is closed and stays closed.' },
];

/** Recording the clearance decision. The server decides; its field errors show beside the fields. */
export function ClearanceForm({ caseId, approvers, onRecorded }: { caseId: string; approvers: CaseConflictsResponse['approvers']; onRecorded?(decision: ClearanceDecision): void }) {
  const record = useRecordClearance(caseId);
  const [decision, setDecision] = useState<ClearanceDecision>('cleared');
  const [consent, setConsent] = useState(false);
  const [approver, setApprover] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      await record.mutateAsync({ decision, client_consent: decision === 'waived' ? consent : undefined, approver_id: decision === 'waived' && approver ? approver : null, notes: notes.trim() || null });
      setErrors({});
      notify.success(`Clearance recorded: ${decision}`);
      onRecorded?.(decision);
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error, 'The clearance could not be recorded.'));
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label="Record clearance"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormControl error={Boolean(errors.decision)}>
        <FormLabel id={`decision-${caseId}`}>Decision</FormLabel>
        <RadioGroup aria-labelledby={`decision-${caseId}`} value={decision} onChange={(e) => setDecision(e.target.value as ClearanceDecision)}>
          {DECISIONS.map((d) => (
            <FormControlLabel key={d.value} value={d.value} control={<Radio />} label={`${d.label} — ${d.help}`} sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }} />
          ))}
        </RadioGroup>
        {errors.decision ? <FormHelperText>{errors.decision}</FormHelperText> : null}
      </FormControl>
      {decision === 'waived' ? (
        <>
          <FormControl error={Boolean(errors.client_consent)}>
            <FormControlLabel control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />} label="The clients gave informed consent in writing" />
            {errors.client_consent ? <FormHelperText>{errors.client_consent}</FormHelperText> : null}
          </FormControl>
          <TextField select label="Approved by" value={approver} onChange={(e) => setApprover(e.target.value)} error={Boolean(errors.approver_id)} helperText={errors.approver_id ?? 'A partner or administrator'}>
            <MenuItem value="">
              <em>Choose an approver</em>
            </MenuItem>
            {approvers.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {`${a.full_name} (${a.role})`}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : null}
      <TextField label="Notes (optional)" value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} error={Boolean(errors.notes)} helperText={errors.notes} />
      <div>
        <Button type="submit" variant="contained" disabled={record.isPending}>
          {record.isPending ? 'Recording…' : 'Record clearance'}
        </Button>
      </div>
    </Stack>
  );
}
