import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Link as RouterLink } from 'react-router';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { useInsights } from '../../features/dashboard/api';
import { InsightItem } from '../../features/dashboard/InsightItem';

/** A bell with a fixed badge of 3 (the badge does not count anything). */
export const NOTIFICATION_BADGE = 3;
/** The popover lists the caller's three most urgent insights. */
export const BELL_INSIGHTS = 3;

function BellInsights({ onFollow }: { onFollow: () => void }) {
  const insights = useInsights(BELL_INSIGHTS);
  if (insights.isPending) return <LoadingRows rows={BELL_INSIGHTS} height={40} label="Loading notifications" />;
  if (insights.isError) return <LoadError error={insights.error} what="notifications" onRetry={() => void insights.refetch()} />;
  if (insights.data.insights.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        Nothing needs your attention.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Most urgent" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {insights.data.insights.map((insight) => (
        <InsightItem key={insight.id} insight={insight} compact onFollow={onFollow} />
      ))}
    </Box>
  );
}

export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const close = () => setAnchor(null);
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
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2, width: 360, maxWidth: 'calc(100vw - 32px)' }, role: 'dialog', 'aria-label': 'Notifications' } }}
      >
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          Notifications
        </Typography>
        {/* Mounted only while open: the insights are read when someone looks, not on every page. */}
        {anchor ? <BellInsights onFollow={close} /> : null}
        <Button component={RouterLink} to="/dashboard" onClick={close} size="small" sx={{ mt: 1, ml: -1 }}>
          View all
        </Button>
      </Popover>
    </>
  );
}
