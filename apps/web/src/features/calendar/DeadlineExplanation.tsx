import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';

/** How a computed deadline was worked out, one sentence per step, behind a toggle. */
export function DeadlineExplanation({ lines, defaultOpen = false }: { lines: readonly string[]; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <Box>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)} sx={{ ml: -1 }}>
        {open ? 'Hide how it was computed' : 'How it was computed'}
      </Button>
      <Collapse in={open} id={id}>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {lines.map((line, i) => (
            <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
