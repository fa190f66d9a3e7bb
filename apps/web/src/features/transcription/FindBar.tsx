import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Search from '@mui/icons-material/Search';

/** Find in transcript: Enter goes to the next match, Shift+Enter to the previous one. */
export function FindBar({
  value,
  onChange,
  count,
  current,
  onStep,
}: {
  value: string;
  onChange(value: string): void;
  count: number;
  current: number;
  onStep(backwards: boolean): void;
}) {
  const status = !value.trim() ? '' : count === 0 ? 'No matches' : current >= 0 ? `${current + 1} of ${count}` : `${count} ${count === 1 ? 'match' : 'matches'}`;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexGrow: 1, minWidth: { xs: '100%', sm: 260 } }}>
      <TextField
        size="small"
        label="Find in transcript"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onStep(event.shiftKey);
          } else if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        sx={{ flexGrow: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" aria-hidden />
              </InputAdornment>
            ),
            endAdornment: value ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label="Clear the search" onClick={() => onChange('')}>
                  <Close fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
          htmlInput: { 'aria-describedby': 'transcript-find-status' },
        }}
      />
      <Typography id="transcript-find-status" variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ minWidth: status ? 64 : 0, textAlign: 'center', whiteSpace: 'nowrap' }}>
        {status}
      </Typography>
      <Tooltip title="Previous match (Shift+Enter)">
        <span>
          <IconButton size="small" aria-label="Previous match" onClick={() => onStep(true)} disabled={count === 0}>
            <KeyboardArrowUp />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Next match (Enter)">
        <span>
          <IconButton size="small" aria-label="Next match" onClick={() => onStep(false)} disabled={count === 0}>
            <KeyboardArrowDown />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
