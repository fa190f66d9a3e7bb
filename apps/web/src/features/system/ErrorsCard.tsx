import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { formatDateTime } from '../../components/format-time';
import { useErrorGroups } from './api';

/** Recent errors grouped by fingerprint (same type, message shape and origin), most recent first. */
export function ErrorsCard() {
  const errors = useErrorGroups();
  if (errors.isError) return <LoadError error={errors.error} what="errors" onRetry={() => void errors.refetch()} />;
  if (!errors.data) return <LoadingRows label="Loading errors" />;
  const { groups, total } = errors.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {total === 0 ? 'No errors since the counters started.' : `${total.toLocaleString()} errors in ${groups.length.toLocaleString()} groups`}
      </Typography>
      {groups.length > 0 ? (
        <List aria-label="Error groups" disablePadding>
          {groups.slice(0, 20).map((g) => (
            <ListItem key={g.fingerprint} divider disableGutters sx={{ display: 'block' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" color="error" label={`× ${g.count.toLocaleString()}`} />
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{g.type}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {g.fingerprint}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {g.message}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {`Last seen ${formatDateTime(g.last_seen)}${g.route ? ` · ${g.route}` : ''}`}
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
