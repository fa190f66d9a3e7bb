import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Search from '@mui/icons-material/Search';
import { SyntaxHelpDialog } from './SyntaxHelpDialog';

/**
 * The query box. It searches when submitted (Enter or the button), not while typing: every search
 * is audited, and half-typed syntax such as an open quote means nothing yet.
 */
export function SearchBar({ query, onSubmit }: { query: string; onSubmit(q: string): void }) {
  const [draft, setDraft] = useState(query);
  const [seen, setSeen] = useState(query);
  const [helpOpen, setHelpOpen] = useState(false);
  // The URL changed (Back, a facet, the syntax help): show what is being searched.
  if (seen !== query) {
    setSeen(query);
    setDraft(query);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft.trim());
  };

  return (
    <Box component="form" role="search" aria-label="Document search" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id="search-query"
        label="Search documents"
        type="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder='e.g. termination NEAR/5 notice'
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: 500, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title="Search syntax">
                  <IconButton aria-label="Search syntax help" onClick={() => setHelpOpen(true)} edge="end" size="small">
                    <HelpOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" sx={{ height: 56, px: { xs: 2, sm: 3 }, flexShrink: 0 }}>
        Search
      </Button>
      <SyntaxHelpDialog
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        onTry={(example) => {
          setHelpOpen(false);
          setDraft(example);
          onSubmit(example);
        }}
      />
    </Box>
  );
}
