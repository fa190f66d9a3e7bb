import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_BATCH_CONCURRENCY, type BatchTaskType } from '@app/contract';
import { notify } from '../../lib/toast';
import { useBatchConfiguration, useBatchTaskTypes, useConfigureBatches } from './api';

/** How many tasks of each type a batch runs at once (administrators; 1–8). */
export function ConcurrencySettings() {
  const config = useBatchConfiguration();
  const types = useBatchTaskTypes();
  const save = useConfigureBatches();
  // Only what the administrator changed; every other field shows the stored setting.
  const [edits, setEdits] = useState<Partial<Record<BatchTaskType, string>>>({});
  if (!config.data || !types.data) return null;
  const values = Object.fromEntries(config.data.settings.map((s) => [s.task_type, edits[s.task_type] ?? String(s.concurrency)])) as Record<BatchTaskType, string>;
  const labels = new Map(types.data.task_types.map((t) => [t.task_type, t.label]));
  const valid = (v: string) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_BATCH_CONCURRENCY;
  const allValid = config.data.settings.every((s) => valid(values[s.task_type]));
  const submit = () =>
    save.mutate(
      config.data.settings.map((s) => ({ task_type: s.task_type, concurrency: Number(values[s.task_type]) })),
      {
        onSuccess: () => {
          setEdits({});
          notify.success('Concurrency saved');
        },
        onError: (e) => notify.error(e.message),
      },
    );
  return (
    <Box component="section" aria-label="Concurrency per task type">
      <Typography variant="subtitle2">Tasks of a type a batch runs at once</Typography>
      <Box sx={{ mt: 1, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' } }}>
        {config.data.settings.map((s) => (
          <TextField
            key={s.task_type}
            size="small"
            type="number"
            label={labels.get(s.task_type) ?? s.task_type}
            value={values[s.task_type] ?? ''}
            error={!valid(values[s.task_type])}
            onChange={(e) => setEdits((v) => ({ ...v, [s.task_type]: e.target.value }))}
            slotProps={{ htmlInput: { min: 1, max: MAX_BATCH_CONCURRENCY } }}
          />
        ))}
      </Box>
      <Stack direction="row" sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={submit} disabled={!allValid || save.isPending}>
          Save concurrency
        </Button>
      </Stack>
    </Box>
  );
}
