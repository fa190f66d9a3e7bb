import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';

/** Spec §2: a bell with a fixed badge of 3. Notifications themselves arrive in a later release. */
export const NOTIFICATION_BADGE = 3;

export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Notifications, ${NOTIFICATION_BADGE} new`}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={NOTIFICATION_BADGE} color="error">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 320 }, role: 'dialog', 'aria-label': 'Notifications' } }}
      >
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          Notifications
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The notification centre is not available yet.
        </Typography>
      </Popover>
    </>
  );
}
