import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOG_LEVELS, type LogLevel, type LogLine } from '@app/contract';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useRecentLogs } from './api';

const LEVEL_COLOURS: Record<LogLevel, string> = {
  trace: 'text.secondary',
  debug: 'text.secondary',
  info: 'info.main',
  warn: 'warning.dark',
  error: 'error.main',
  fatal: 'error.dark',
};

/** A line's most telling fields after its message, so a row reads at a glance. */
function summaryOf(line: LogLine): string {
  const f = line.fields;
  const parts: string[] = [];
  if (typeof f.route === 'string') parts.push(f.route);
  const res = f.res as { statusCode?: unknown } | undefined;
  if (res && typeof res.statusCode === 'number') parts.push(String(res.statusCode));
  if (typeof f.responseTime === 'number') parts.push(`${Math.round(f.responseTime)} ms`);
  const err = f.err as { message?: unknown } | undefined;
  if (err && typeof err.message === 'string') parts.push(err.message);
  return parts.join(' · ');
}

/** The server's most recent log lines (an in-memory ring), newest first, with level and text filters. */
export function RecentLogsCard() {
  const [level, setLevel] = useState<LogLevel>('info');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 300);
  const logs = useRecentLogs({ level, q });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField select size="small" label="Lowest level" value={level} onChange={(e) => setLevel(e.target.value as LogLevel)} sx={{ minWidth: 160 }}>
          {LOG_LEVELS.map((l) => (
            <MenuItem key={l} value={l}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Contains" value={text} onChange={(e) => setText(e.target.value)} sx={{ flexGrow: 1 }} />
      </Stack>
      {logs.isError ? <LoadError error={logs.error} what="log lines" onRetry={() => void logs.refetch()} /> : null}
      {!logs.data && !logs.isError ? <LoadingRows label="Loading log lines" /> : null}
      {logs.data ? (
        logs.data.lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No log lines match.
          </Typography>
        ) : (
          <Box component="ol" aria-label="Recent log lines" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 420, overflowY: 'auto', fontFamily: 'monospace', fontSize: 13 }} tabIndex={0}>
            {logs.data.lines.map((line, i) => (
              <Box component="li" key={`${line.time}-${i}`} sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>{new Date(line.time).toLocaleTimeString()}</Box>{' '}
                <Box component="span" sx={{ color: LEVEL_COLOURS[line.level], fontWeight: 700, textTransform: 'uppercase' }}>
                  {line.level}
                </Box>{' '}
                {line.msg}
                {summaryOf(line) ? <Box component="span" sx={{ color: 'text.secondary' }}>{` — ${summaryOf(line)}`}</Box> : null}
              </Box>
            ))}
          </Box>
        )
      ) : null}
      {logs.data ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`The server keeps its latest ${logs.data.capacity.toLocaleString()} lines in memory (${logs.data.held.toLocaleString()} now).`}
        </Typography>
      ) : null}
    </Paper>
  );
}
