import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ContentPaste from '@mui/icons-material/ContentPaste';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { ItemResponseStatus } from '@app/contract';
import { parseNumberedItems } from '../parse-items';

/** One row of the form's item list; responses ride along unchanged when the text is edited. */
export interface ItemRow {
  key: string;
  number: string;
  text: string;
  response: string | null;
  objections: string | null;
  response_status: ItemResponseStatus;
}

let rowCounter = 0;
export const newRow = (number: number, text = ''): ItemRow => ({ key: `row-${++rowCounter}`, number: String(number), text, response: null, objections: null, response_status: 'pending' });

const nextNumber = (rows: readonly ItemRow[]) => rows.reduce((max, r) => Math.max(max, Number(r.number) || 0), 0) + 1;

/** The numbered items of a request: typed one by one, or pasted as "1. … 2. …" and split. */
export function ItemsEditor({ rows, onChange, error }: { rows: ItemRow[]; onChange(rows: ItemRow[]): void; error: string | undefined }) {
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const headingId = useId();
  const split = () => {
    const parsed = parseNumberedItems(pasted);
    if (parsed.length === 0) return;
    // Pasted items replace the empty rows and follow the filled ones.
    const kept = rows.filter((r) => r.text.trim());
    onChange([...kept, ...parsed.map((p) => newRow(p.number, p.text))]);
    setPasted('');
    setPasting(false);
  };
  const update = (key: string, patch: Partial<ItemRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} component="legend" variant="subtitle2" sx={{ flex: '1 1 auto', p: 0 }}>
          Numbered items ({rows.length})
        </Typography>
        <Button size="small" startIcon={<ContentPaste />} onClick={() => setPasting((v) => !v)} aria-expanded={pasting}>
          Paste numbered text
        </Button>
      </Box>
      {pasting ? (
        <Stack spacing={1} sx={{ mb: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <TextField
            label="Requests as served"
            multiline
            minRows={4}
            maxRows={12}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            helperText='Each line starting with a number ("1.", "2)", "Request No. 3:") begins a new item.'
            autoFocus
          />
          <Box>
            <Button variant="outlined" onClick={split} disabled={!pasted.trim()}>
              Split into items
            </Button>
          </Box>
        </Stack>
      ) : null}
      <Stack spacing={1.5} component="ol" aria-label="Items" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row, index) => (
          <Box component="li" key={row.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label="No."
              value={row.number}
              onChange={(e) => update(row.key, { number: e.target.value.replace(/\D/g, '').slice(0, 5) })}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Number of item ${index + 1}` } }}
              sx={{ width: 72, flex: '0 0 auto' }}
            />
            <TextField
              label={`Item ${index + 1} text`}
              value={row.text}
              onChange={(e) => update(row.key, { text: e.target.value })}
              multiline
              minRows={1}
              maxRows={8}
              fullWidth
            />
            <IconButton aria-label={`Remove item ${index + 1}`} onClick={() => onChange(rows.filter((r) => r.key !== row.key))} disabled={rows.length === 1} sx={{ mt: 1 }}>
              <DeleteOutline />
            </IconButton>
          </Box>
        ))}
      </Stack>
      {error ? (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
          {error}
        </Typography>
      ) : null}
      <Button startIcon={<Add />} onClick={() => onChange([...rows, newRow(nextNumber(rows))])} sx={{ mt: 1 }}>
        Add item
      </Button>
    </Box>
  );
}
