import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import type { ActiveSession } from '@app/contract';
import { notify } from '../../lib/toast';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime, formatRelative } from '../../components/format-time';
import { errorMessage } from '../../lib/form-errors';
import { useRevokeOtherSessions, useRevokeSession } from './api';
import { SettingsCard } from './SettingsCard';

const isPhone = (s: ActiveSession) => /iphone|android|mobile|ipad/i.test(`${s.device} ${s.user_agent ?? ''}`);

/** Where the person is signed in; any other device can be signed out from here. */
export function SessionsCard({ sessions }: { sessions: readonly ActiveSession[] }) {
  const [target, setTargetState] = useState<ActiveSession | 'others' | null>(null);
  // Kept apart from `target` so the dialog's text stays put while it fades out.
  const [open, setOpen] = useState(false);
  const setTarget = (next: ActiveSession | 'others' | null) => {
    if (next) setTargetState(next);
    setOpen(next !== null);
  };
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.filter((s) => !s.current).length;

  const confirm = () => {
    if (target === 'others') {
      revokeOthers.mutate(undefined, {
        onSuccess: (r) => notify.success(`Signed out of ${r.revoked} other session${r.revoked === 1 ? '' : 's'}`),
        onError: (error) => notify.error(errorMessage(error, 'Sessions could not be signed out')),
        onSettled: () => setTarget(null),
      });
    } else if (target) {
      revoke.mutate(target.id, {
        onSuccess: () => notify.success(`Signed out of ${target.device}`),
        onError: (error) => notify.error(errorMessage(error, 'The session could not be signed out')),
        onSettled: () => setTarget(null),
      });
    }
  };

  return (
    <SettingsCard
      title="Active sessions"
      description="Devices signed in to your account."
      action={
        <Button variant="outlined" color="error" disabled={others === 0} onClick={() => setTarget('others')}>
          Sign out all other sessions
        </Button>
      }
    >
      <List disablePadding aria-label="Active sessions">
        {sessions.map((session, index) => (
          <Stack key={session.id} component="li" sx={{ listStyle: 'none' }}>
            {index > 0 ? <Divider component="div" /> : null}
            <ListItem
              component="div"
              disableGutters
              secondaryAction={
                session.current ? undefined : (
                  <Button size="small" onClick={() => setTarget(session)} aria-label={`Sign out ${session.device}`}>
                    Sign out
                  </Button>
                )
              }
              sx={{ pr: session.current ? 0 : 12 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{isPhone(session) ? <PhoneIphoneOutlined /> : <ComputerOutlined />}</ListItemIcon>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {session.device}
                    </Typography>
                    {session.current ? <Chip size="small" color="primary" label="This device" /> : null}
                  </Stack>
                }
                secondary={`${session.ip_address ?? 'Unknown address'} · last active ${formatRelative(session.last_used_at)} · signed in ${formatDateTime(session.created_at)}`}
              />
            </ListItem>
          </Stack>
        ))}
      </List>
      <ConfirmDialog
        open={open}
        title={target === 'others' ? 'Sign out all other sessions?' : 'Sign out this session?'}
        confirmLabel="Sign out"
        destructive
        busy={revoke.isPending || revokeOthers.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      >
        {target === 'others'
          ? `Every other device (${others}) will need to sign in again. This device stays signed in.`
          : target
            ? `${target.device} will need to sign in again.`
            : null}
      </ConfirmDialog>
    </SettingsCard>
  );
}
