import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BATCH_PRIORITIES, BATCH_TASK_TARGETS, type BatchPriority, type BatchTaskType } from '@app/contract';
import { useSelectorCases } from '../cases/api';
import { useDocumentList } from '../documents/api';
import { notify } from '../../lib/toast';
import { useBatchTaskTypes, useSubmitBatch } from './api';
import { tasksFor } from './batch-tasks';

/** Submits a batch over one case: a task type, a priority, and the case (its processed documents become the tasks). */
export function NewBatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const types = useBatchTaskTypes();
  const cases = useSelectorCases(open);
  const submit = useSubmitBatch();
  const [name, setName] = useState('');
  const [type, setType] = useState<BatchTaskType>('summarisation');
  const [priority, setPriority] = useState<BatchPriority>('normal');
  const [caseId, setCaseId] = useState('');
  const [force, setForce] = useState(true);
  const perDocument = BATCH_TASK_TARGETS[type] !== 'case';
  const docs = useDocumentList({ case_id: caseId, status: 'processed', page_size: 100 }, open && caseId !== '' && perDocument);
  const documentIds = docs.data?.documents.map((d) => d.id) ?? [];
  const tasks = caseId ? tasksFor(type, caseId, documentIds, force) : [];
  const ready = name.trim() !== '' && tasks.length > 0 && !submit.isPending;
  const send = () =>
    submit.mutate(
      { name: name.trim(), priority, tasks },
      {
        onSuccess: (job) => {
          notify.success(`Batch "${job.name}" submitted: ${job.task_count} tasks`);
          setName('');
          onClose();
        },
      },
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-batch-title">
      <DialogTitle id="new-batch-title">New batch</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {submit.error ? <Alert severity="error">{submit.error.message}</Alert> : null}
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus />
          <TextField select label="Task type" value={type} onChange={(e) => setType(e.target.value as BatchTaskType)}>
            {(types.data?.task_types ?? []).map((t) => (
              <MenuItem key={t.task_type} value={t.task_type}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {types.data?.task_types.find((t) => t.task_type === type)?.description}
          </Typography>
          <TextField select label="Priority" value={priority} onChange={(e) => setPriority(e.target.value as BatchPriority)}>
            {BATCH_PRIORITIES.map((p) => (
              <MenuItem key={p} value={p}>
                {p[0]!.toUpperCase() + p.slice(1)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Case" value={caseId} onChange={(e) => setCaseId(e.target.value)} required>
            {(cases.data?.cases ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          {type === 'analysis' || type === 'summarisation' ? (
            <FormControlLabel control={<Checkbox checked={force} onChange={(e) => setForce(e.target.checked)} />} label="Run again even where a result is stored" />
          ) : null}
          {caseId ? (
            <Typography variant="body2" data-testid="batch-task-count">
              {perDocument ? `${tasks.length} tasks: one per processed document of the case` : '1 task: the whole case'}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={send} disabled={!ready}>
          Submit batch
        </Button>
      </DialogActions>
    </Dialog>
  );
}
