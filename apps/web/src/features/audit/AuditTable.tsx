import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditLogEntry } from '@app/contract';
import { OutcomeChip, RiskChip, SourceChip } from '../../components/AuditChips';
import { formatDateTime } from '../../components/format-time';
import { humanize } from '../../components/humanize';
import { useBelow } from '../../components/use-below';

export const actorOf = (entry: AuditLogEntry) => entry.user_name ?? entry.user_email ?? 'System';

function resourceOf(entry: AuditLogEntry): string {
  return entry.resource_name ? `${humanize(entry.resource_type)}: ${entry.resource_name}` : humanize(entry.resource_type);
}

/**
 * The audit log. Rows open the detail drawer with a click or Enter/Space (each row is focusable
 * and says what it opens), so the table works from the keyboard.
 */
export function AuditTable({ logs, onOpen }: { logs: readonly AuditLogEntry[]; onOpen(entry: AuditLogEntry): void }) {
  const phone = useBelow('md');
  if (phone) {
    return (
      <List disablePadding aria-label="Audit events">
        {logs.map((entry) => (
          <ListItem key={entry.id} disablePadding divider>
            <ListItemButton onClick={() => onOpen(entry)} sx={{ display: 'block', px: 1 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <Typography sx={{ fontWeight: 600 }}>{humanize(entry.action)}</Typography>
                <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                  <SourceChip source={entry.source} />
                  {entry.outcome !== 'success' ? <OutcomeChip outcome={entry.outcome} /> : null}
                  <RiskChip level={entry.risk_level} />
                </Stack>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {`${actorOf(entry)} · ${resourceOf(entry)}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(entry.timestamp)}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Audit events">
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>Time</TableCell>
            <TableCell>User</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Resource</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell>Risk</TableCell>
            <TableCell>IP address</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {logs.map((entry) => (
            <TableRow
              key={entry.id}
              hover
              tabIndex={0}
              aria-label={`${humanize(entry.action)} by ${actorOf(entry)}${entry.source === 'client' ? ' (reported by browser)' : ''}, ${formatDateTime(entry.timestamp)}: open details`}
              onClick={() => onOpen(entry)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onOpen(entry);
                }
              }}
              sx={{ cursor: 'pointer', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
              </TableCell>
              <TableCell>
                <Box sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{actorOf(entry)}</Box>
              </TableCell>
              <TableCell>{humanize(entry.action)}</TableCell>
              <TableCell>
                <Box sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{resourceOf(entry)}</Box>
              </TableCell>
              <TableCell>
                {/* A browser's report says so beside its outcome: the client's word, not the server's record. */}
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <OutcomeChip outcome={entry.outcome} />
                  <SourceChip source={entry.source} />
                </Stack>
              </TableCell>
              <TableCell>
                <RiskChip level={entry.risk_level} />
              </TableCell>
              <TableCell sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.8rem' }}>{entry.ip_address ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
