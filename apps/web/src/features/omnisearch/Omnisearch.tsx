import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { OmnisearchBox } from './OmnisearchBox';

/**
 * The top bar's omnisearch. On phones the bar has no room for a field beside the title,
 * bell and user chip, so a search button opens the field over the whole bar, with a back button.
 */
export function Omnisearch() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  // The words typed live here, not in the box: crossing the phone breakpoint (a turned tablet, a
  // resized window — or a browser measuring the page for a screenshot) swaps the desktop box for
  // the phone button and back, which would otherwise lose them.
  const query = useState('');

  if (!phone) return <OmnisearchBox query={query} />;
  if (!expanded) {
    return (
      <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton color="inherit" aria-label="Search cases, documents, people" aria-expanded={false} onClick={() => setExpanded(true)}>
          <SearchIcon />
        </IconButton>
      </Box>
    );
  }
  return (
    <Box
      // Above the bell's badge (z-index 1), which would otherwise show through the field.
      sx={{ position: 'absolute', inset: 0, zIndex: 3, bgcolor: 'primary.main', display: 'flex', alignItems: 'center', gap: 0.5, px: 1 }}
      data-testid="omnisearch-phone"
    >
      <IconButton color="inherit" aria-label="Close search" onClick={() => setExpanded(false)}>
        <ArrowBack />
      </IconButton>
      <OmnisearchBox phone onDone={() => setExpanded(false)} query={query} />
    </Box>
  );
}
