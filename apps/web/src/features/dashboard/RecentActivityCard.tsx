import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AuditLogEntry } from '@app/contract';
import { OutcomeChip, RiskChip, SourceChip } from '../../components/AuditChips';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { formatDateTime, formatRelative } from '../../components/format-time';
import { humanize } from '../../components/humanize';
import { RECENT_ACTIVITY_SIZE, useRecentActivity } from './api';
import { useAuth } from '../../lib/auth/auth-context';
import { pageLinkFor } from '../../lib/links';

function actorOf(entry: AuditLogEntry): string {
  return entry.user_name ?? entry.user_email ?? 'System';
}

function ActivityRow({ entry }: { entry: AuditLogEntry }) {
  return (
    <ListItem disableGutters divider sx={{ alignItems: 'flex-start', gap: 1 }}>
      <ListItemText
        primary={
          <>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {humanize(entry.action)}
            </Typography>
            {entry.resource_name ? <Typography component="span" color="text.secondary">{` · ${entry.resource_name}`}</Typography> : null}
          </>
        }
        secondary={
          <>
            {`${actorOf(entry)} · `}
            <time dateTime={entry.timestamp} title={formatDateTime(entry.timestamp)}>
              {formatRelative(entry.timestamp)}
            </time>
          </>
        }
        sx={{ my: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}
      />
      <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, pt: 0.75 }}>
        <SourceChip source={entry.source} />
        {entry.outcome !== 'success' ? <OutcomeChip outcome={entry.outcome} /> : null}
        {entry.risk_level !== 'low' ? <RiskChip level={entry.risk_level} /> : null}
      </Stack>
    </ListItem>
  );
}

/** The latest audit events the reader may see (the server leaves out cases they cannot see). */
export function RecentActivityCard() {
  const activity = useRecentActivity(true);
  const { user } = useAuth();
  const auditLink = user ? pageLinkFor(user.role, '/audit') : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-activity-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2" id="recent-activity-title">
          Recent activity
        </Typography>
        {auditLink ? (
          <Button component={RouterLink} to={auditLink} size="small">
            Open audit trail
          </Button>
        ) : null}
      </Stack>
      {activity.isPending ? <LoadingRows rows={4} label="Loading recent activity" /> : null}
      {activity.isError ? <LoadError error={activity.error} what="recent activity" onRetry={() => void activity.refetch()} /> : null}
      {activity.data && activity.data.logs.length === 0 ? (
        <EmptyState title="No activity yet">Sign-ins, changes and exports across the firm will appear here.</EmptyState>
      ) : null}
      {activity.data && activity.data.logs.length > 0 ? (
        <List disablePadding aria-label={`Latest ${RECENT_ACTIVITY_SIZE} events`}>
          {activity.data.logs.map((entry) => (
            <ActivityRow key={entry.id} entry={entry} />
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
