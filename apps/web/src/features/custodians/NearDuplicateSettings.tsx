import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_NEAR_DUPLICATE_THRESHOLD, MIN_NEAR_DUPLICATE_THRESHOLD, REVIEW_STATE_LABELS, type CaseReviewState } from '@app/contract';
import { apiFieldErrors, errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useReviewSettings, useSaveReviewSettings } from './api';

/** The threshold as a reviewer reads it (a share of the same wording), and back. */
const asPercent = (value: number) => String(Math.round(value * 1000) / 10);

/** What the field says is wrong, or null: a number from the minimum to 100 %. */
export function thresholdProblem(text: string): string | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value)) return 'Enter a percentage, such as 90';
  if (value < MIN_NEAR_DUPLICATE_THRESHOLD * 100) return `At least ${MIN_NEAR_DUPLICATE_THRESHOLD * 100} %: looser joins documents that should not be coded alike`;
  if (value > 100) return 'At most 100 %';
  return null;
}

function statusLine(state: CaseReviewState): string {
  const status = REVIEW_STATE_LABELS[state.status];
  if (state.status === 'failed') return state.failure_reason ?? status;
  if (!state.computed_at) return `${status}. Groups are worked out once documents are processed.`;
  const groups = `${state.near_duplicate_group_count} ${state.near_duplicate_group_count === 1 ? 'group' : 'groups'}`;
  return `${status}: ${groups} among ${state.document_count} documents.`;
}

/**
 * The case's near-duplicate threshold: how alike two documents' wording must be to share a group.
 * Saving works the groups out again in the background (audited on the server).
 */
export function NearDuplicateSettings({ caseId }: { caseId: string }) {
  const settings = useReviewSettings(caseId);
  const save = useSaveReviewSettings(caseId);
  const [text, setText] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  if (!settings.data) return null;
  const state = settings.data;
  const shown = text ?? asPercent(state.near_duplicate_threshold);
  const problem = text === null ? null : thresholdProblem(text);
  const unchanged = text === null || Number(text.trim().replace(',', '.')) / 100 === state.near_duplicate_threshold;

  const submit = async () => {
    if (problem || text === null) return;
    try {
      const next = await save.mutateAsync(Number(text.trim().replace(',', '.')) / 100);
      notify.success(`Near-duplicates: ${asPercent(next.near_duplicate_threshold)} % alike; the groups are being worked out again`);
      setText(null);
      setServerError(null);
    } catch (error) {
      const fields = apiFieldErrors(error);
      setServerError(fields.near_duplicate_threshold ?? null);
      if (!fields.near_duplicate_threshold) notify.error(errorMessage(error, 'The threshold could not be saved.'));
    }
  };

  return (
    <Card variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="near-duplicate-settings-title">
      <Typography id="near-duplicate-settings-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Near-duplicates
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`Documents whose wording is at least this alike form one group, compared with its pivot (default ${DEFAULT_NEAR_DUPLICATE_THRESHOLD * 100} %).`}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            id="near-duplicate-threshold"
            size="small"
            label="Alike (%)"
            value={shown}
            onChange={(e) => {
              setText(e.target.value);
              setServerError(null);
            }}
            disabled={!state.can_manage}
            error={Boolean(problem ?? serverError)}
            helperText={problem ?? serverError ?? `From ${MIN_NEAR_DUPLICATE_THRESHOLD * 100} to 100`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ maxWidth: { sm: 200 } }}
          />
          {state.can_manage ? (
            <Button type="submit" variant="outlined" disabled={unchanged || Boolean(problem) || save.isPending}>
              Save and regroup
            </Button>
          ) : null}
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {statusLine(state)}
      </Typography>
    </Card>
  );
}
