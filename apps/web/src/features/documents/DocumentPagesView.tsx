import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentDetail } from '@app/contract';
import { EmptyState } from '../../components/QueryStates';

type Page = DocumentDetail['pages'][number];

/** Readable for long legal text, yet keeps the layout of tables, headers and numbered paragraphs. */
const TEXT_FONT = 'ui-monospace, "SF Mono", "Cascadia Mono", "Segoe UI Mono", Menlo, Consolas, monospace';

/**
 * The extracted text, one page at a time. Text is rendered as text (React escapes it), never as
 * HTML: a document's contents are untrusted, whatever they look like.
 */
export function DocumentPagesView({ pages, inFlight }: { pages: readonly Page[]; inFlight: boolean }) {
  const [index, setIndex] = useState(0);
  if (pages.length === 0) {
    return (
      <EmptyState title={inFlight ? 'Not ready yet' : 'No text'}>
        {inFlight ? 'The text appears here once processing finishes.' : 'No text was extracted from this document. Download the original to read it.'}
      </EmptyState>
    );
  }
  const current = Math.min(index, pages.length - 1);
  const page = pages[current] as Page;
  return (
    <Stack spacing={1.5} sx={{ minHeight: 0, flexGrow: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle2" component="p" role="status" aria-live="polite" sx={{ mr: 'auto' }}>
          {`Page ${page.page_number} of ${pages.length}`}
        </Typography>
        {page.ocr ? (
          <Chip size="small" color="info" label="OCR" title="This page was a scan: its text was read by optical character recognition and may contain errors" />
        ) : null}
        {pages.length > 1 ? (
          <Pagination
            count={pages.length}
            page={current + 1}
            onChange={(_e, next: number) => setIndex(next - 1)}
            size="small"
            siblingCount={1}
            showFirstButton={pages.length > 7}
            showLastButton={pages.length > 7}
            aria-label="Pages"
            getItemAriaLabel={(type, n, selected) => {
              if (type === 'page') return `${selected ? 'Page' : 'Go to page'} ${n}`;
              return `Go to ${type} page`;
            }}
          />
        ) : null}
      </Stack>
      <Box
        component="pre"
        // Focusable so keyboard users can scroll a long page.
        tabIndex={0}
        role="region"
        aria-label={`Text of page ${page.page_number}`}
        sx={{
          m: 0,
          p: 2,
          flexGrow: 1,
          minHeight: 240,
          maxHeight: { xs: 'none', md: '62vh' },
          overflow: 'auto',
          bgcolor: 'grey.50',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontFamily: TEXT_FONT,
          fontSize: '0.85rem',
          lineHeight: 1.6,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          color: 'text.primary',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {page.text.trim() ? page.text : <Typography component="span" color="text.secondary" sx={{ fontFamily: 'inherit', fontStyle: 'italic' }}>No text on this page.</Typography>}
      </Box>
    </Stack>
  );
}
