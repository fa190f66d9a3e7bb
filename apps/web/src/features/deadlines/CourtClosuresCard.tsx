import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { courtRules, type CourtClosure } from '@app/contract';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { useAddClosure, useCourtClosures, useDeleteClosure } from './api';

const movedWords = (n: number) => (n === 0 ? 'no deadline moved' : n === 1 ? '1 deadline moved' : `${n} deadlines moved`);

/**
 * The firm's court closure days on /organization: a storm, a state holiday the court keeps. A
 * deadline whose last day falls on one runs on to the next court day; adding or removing one
 * recomputes the deadlines it can move. Everyone sees the list; an administrator changes it.
 */
export function CourtClosuresCard() {
  const closures = useCourtClosures();
  const add = useAddClosure();
  const remove = useDeleteClosure();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [removing, setRemoving] = useState<CourtClosure | null>(null);

  const submit = async () => {
    const local: FieldErrors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) local.date = 'Use a date like 2026-11-25';
    if (!reason.trim()) local.reason = 'Say why the court was closed';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const change = await add.mutateAsync({ date, reason: reason.trim() });
      notify.success(`Closure on ${courtRules.longDate(change.closure.date)} added: ${movedWords(change.deadlines_moved)}`);
      setDate('');
      setReason('');
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error, 'The closure could not be added.'));
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const change = await remove.mutateAsync(removing.id);
      notify.success(`Closure removed: ${movedWords(change.deadlines_moved)}`);
      setRemoving(null);
    } catch (error) {
      notify.error(errorMessage(error, 'The closure could not be removed.'));
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="court-closures-title">
      <CardContent>
        <Typography id="court-closures-title" component="h2" variant="h6">
          Court closure days
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Days the courts were closed or a state holiday they keep. A deadline that falls on one runs on to the next court day (Fed. R. Civ. P. 6(a)(3)).
        </Typography>
        {closures.isPending ? <LoadingRows rows={2} label="Loading closure days" /> : null}
        {closures.isError ? <LoadError error={closures.error} what="the closure days" onRetry={() => void closures.refetch()} /> : null}
        {closures.data ? (
          <>
            {closures.data.closures.length === 0 ? (
              <Typography variant="body2">No closure days.</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {closures.data.closures.map((c) => (
                  <Box component="li" key={c.id} sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {courtRules.longDate(c.date)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {c.reason}
                      </Typography>
                    </Box>
                    {closures.data.can_manage ? (
                      <IconButton aria-label={`Remove the closure on ${courtRules.longDate(c.date)}`} onClick={() => setRemoving(c)}>
                        <DeleteOutline />
                      </IconButton>
                    ) : null}
                  </Box>
                ))}
              </Box>
            )}
            {closures.data.can_manage ? (
              <Stack
                component="form"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit();
                }}
              >
                <TextField label="Date" type="date" size="small" value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} error={Boolean(errors.date)} helperText={errors.date} />
                <TextField label="Reason" size="small" value={reason} onChange={(e) => setReason(e.target.value)} error={Boolean(errors.reason)} helperText={errors.reason} sx={{ flex: 1 }} />
                <Button type="submit" variant="contained" disabled={add.isPending}>
                  Add closure
                </Button>
              </Stack>
            ) : null}
          </>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this closure day?"
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        Deadlines that ran past it are computed again without it.
      </ConfirmDialog>
    </Card>
  );
}
