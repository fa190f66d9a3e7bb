import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { formatDateTime } from '../../components/format-time';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useCreateFeed, useFeedStatus, useRevokeFeed } from './api';

/** What the calendar feed card says it is for (Settings draws the card around the panel). */
export const CALENDAR_FEED_DESCRIPTION =
  'Subscribe to your calendar — the deadlines and events of the cases you work on — from Outlook, Google Calendar or Apple Calendar.';

/**
 * The person's private calendar feed (Settings → Notifications): make, replace or stop the
 * address a calendar app subscribes to. The address is its own password, so it is shown once.
 */
export function CalendarFeedPanel() {
  const status = useFeedStatus();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setUrl(made.url);
        setConfirm(null);
        notify.success(made.rotated ? 'New calendar address made; the old one no longer works' : 'Calendar address made');
      },
      onError: (error) => notify.error(errorMessage(error, 'The calendar address could not be made')),
    });
  const stop = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirm(null);
        notify.success('Calendar address stopped');
      },
      onError: (error) => notify.error(errorMessage(error, 'The calendar address could not be stopped')),
    });
  const copy = () => {
    if (!url) return;
    navigator.clipboard.writeText(url).then(
      () => notify.success('Address copied'),
      () => notify.error('Copy the address by hand: the browser did not allow it'),
    );
  };

  return (
    <>
      {status.isPending ? <LoadingRows rows={1} label="Loading your calendar feed" /> : null}
      {status.isError ? <LoadError error={status.error} what="your calendar feed" onRetry={() => void status.refetch()} /> : null}
      {status.data ? (
        <Stack spacing={2}>
          {url ? (
            <Stack spacing={1}>
              <Alert severity="warning">Copy this address now: it is shown only once. Anyone who has it can read your calendar.</Alert>
              <TextField id="calendar-feed-url" label="Your private calendar address" value={url} slotProps={{ htmlInput: { readOnly: true } }} fullWidth size="small" onFocus={(e) => e.target.select()} />
              <Stack direction="row" spacing={1}>
                <Button variant="contained" onClick={copy}>
                  Copy address
                </Button>
              </Stack>
            </Stack>
          ) : null}
          {status.data.active ? (
            <Typography>
              Your calendar address was made {status.data.created_at ? formatDateTime(status.data.created_at) : ''}
              {status.data.last_used_at ? ` and last read ${formatDateTime(status.data.last_used_at)}` : ' and has not been read yet'}.
            </Typography>
          ) : (
            <Typography color="text.secondary">You have no calendar address.</Typography>
          )}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {status.data.active ? (
              <>
                <Button variant="outlined" onClick={() => setConfirm('rotate')} disabled={create.isPending}>
                  Make a new address
                </Button>
                <Button variant="outlined" color="error" onClick={() => setConfirm('revoke')} disabled={revoke.isPending}>
                  Stop the address
                </Button>
              </>
            ) : (
              <Button variant="contained" onClick={make} disabled={create.isPending}>
                Make my calendar address
              </Button>
            )}
          </Stack>
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirm === 'rotate'}
        title="Make a new calendar address?"
        confirmLabel="Make a new address"
        busy={create.isPending}
        onConfirm={make}
        onClose={() => setConfirm(null)}
      >
        The current address stops working at once; calendar apps subscribed to it need the new one.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'revoke'}
        title="Stop your calendar address?"
        confirmLabel="Stop the address"
        destructive
        busy={revoke.isPending}
        onConfirm={stop}
        onClose={() => setConfirm(null)}
      >
        Calendar apps subscribed to it stop receiving your deadlines and events.
      </ConfirmDialog>
    </>
  );
}
