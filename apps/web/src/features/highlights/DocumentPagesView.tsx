import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BorderColor from '@mui/icons-material/BorderColor';
import type { DocumentDetail, Highlight } from '@app/contract';
import { EmptyState } from '../../components/QueryStates';
import { PageTextRuns } from './PageTextRuns';
import { selectionOffsets, type TextRange } from './selection-offsets';

type Page = DocumentDetail['pages'][number];

/** A passage to open at (a search result): its page and character range of that page's text. */
export interface PassageFocus {
  page: number;
  start: number;
  end: number;
}

/** Readable for long legal text, yet keeps the layout of tables, headers and numbered paragraphs. */
const TEXT_FONT = 'ui-monospace, "SF Mono", "Cascadia Mono", "Segoe UI Mono", Menlo, Consolas, monospace';

export interface DocumentPagesViewProps {
  pages: readonly Page[];
  inFlight: boolean;
  /** Opens at this passage's page, scrolls it into view and outlines it. */
  focus?: PassageFocus | undefined;
  /** The document's saved highlights (every page); painted on their page. */
  highlights?: readonly Highlight[] | undefined;
  /** Given when the reader may add highlights: the selected range (null: none) of the shown page. */
  onAddHighlight?: ((page: Page, selected: TextRange | null) => void) | undefined;
  /** A painted highlight was activated: every highlight covering that spot, topmost last. */
  onOpenHighlights?: ((highlights: Highlight[], anchor: HTMLElement) => void) | undefined;
}

function initialIndex(pages: readonly Page[], focus: PassageFocus | undefined): number {
  if (!focus) return 0;
  const at = pages.findIndex((p) => p.page_number === focus.page);
  return at < 0 ? 0 : at;
}

/**
 * The extracted text, one page at a time, with the team's highlights painted on it. Text is
 * rendered as text (React escapes it), never as HTML: a document's contents are untrusted,
 * whatever they look like.
 */
export function DocumentPagesView({ pages, inFlight, focus, highlights, onAddHighlight, onOpenHighlights }: DocumentPagesViewProps) {
  const [index, setIndex] = useState(() => initialIndex(pages, focus));
  const [selection, setSelection] = useState<{ page: number; range: TextRange } | null>(null);
  const textRef = useRef<HTMLPreElement>(null);
  const focusRef = useRef<HTMLElement>(null);
  const current = Math.min(index, Math.max(0, pages.length - 1));
  const page = pages[current];
  const pageNumber = page?.page_number;

  // The selection is read from the document: a mouse drag, a touch, or shift+arrows in caret
  // browsing all end up there. Moving focus to the "Add highlight" button keeps the last range.
  useEffect(() => {
    const onChange = () => {
      const element = textRef.current;
      const selection = document.getSelection();
      if (!element || !selection) return;
      const range = selectionOffsets(element, selection);
      if (range) setSelection({ page: Number(element.dataset.page), range });
      else if (selection.anchorNode && element.contains(selection.anchorNode)) setSelection(null);
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);
  // A selection made on another page is not a selection of this one.
  const selected = selection && selection.page === pageNumber ? selection.range : null;

  const focusHere = focus && pageNumber === focus.page ? focus : undefined;
  useEffect(() => {
    // jsdom has no layout (and no scrollIntoView).
    if (focusHere) focusRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [focusHere]);

  if (!page) {
    return (
      <EmptyState title={inFlight ? 'Not ready yet' : 'No text'}>
        {inFlight ? 'The text appears here once processing finishes.' : 'No text was extracted from this document. Download the original to read it.'}
      </EmptyState>
    );
  }
  const onPage = (highlights ?? []).filter((h) => h.page_number === page.page_number);
  const openFrom = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    if (!onOpenHighlights) return;
    const mark = (event.target as HTMLElement).closest<HTMLElement>('mark[data-highlight-ids]');
    if (!mark) return;
    // A drag that ends on a highlight is a selection, not a click.
    if (event.type === 'click' && !document.getSelection()?.isCollapsed) return;
    if (event.type === 'keydown') {
      const key = (event as KeyboardEvent).key;
      if (key !== 'Enter' && key !== ' ') return;
      event.preventDefault();
    }
    const ids = (mark.dataset.highlightIds ?? '').split(' ');
    const covering = ids.flatMap((id) => onPage.filter((h) => h.id === id));
    if (covering.length > 0) onOpenHighlights(covering, mark);
  };

  return (
    <Stack spacing={1.5} sx={{ minHeight: 0, flexGrow: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle2" component="p" role="status" aria-live="polite" sx={{ mr: 'auto' }}>
          {`Page ${page.page_number} of ${pages.length}`}
        </Typography>
        {page.ocr ? (
          <Chip size="small" color="info" label="OCR" title="This page was a scan: its text was read by optical character recognition and may contain errors" />
        ) : null}
        {onAddHighlight && page.text.trim() ? (
          <Button
            size="small"
            variant={selected ? 'contained' : 'outlined'}
            startIcon={<BorderColor />}
            // Keeps the text selection alive while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onAddHighlight(page, selected)}
            title={selected ? 'Highlight the selected text' : 'Select text on the page first, or type the passage to highlight'}
          >
            Add highlight
          </Button>
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
            getItemAriaLabel={(type, n, isSelected) => {
              if (type === 'page') return `${isSelected ? 'Page' : 'Go to page'} ${n}`;
              return `Go to ${type} page`;
            }}
          />
        ) : null}
      </Stack>
      <Box
        component="pre"
        ref={textRef}
        data-page={page.page_number}
        // Focusable so keyboard users can scroll a long page.
        tabIndex={0}
        role="region"
        aria-label={`Text of page ${page.page_number}`}
        onClick={openFrom}
        onKeyDown={openFrom}
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
        {page.text.trim() ? (
          <PageTextRuns text={page.text} highlights={onPage} focus={focusHere} focusRef={focusRef} interactive={Boolean(onOpenHighlights)} />
        ) : (
          <Typography component="span" color="text.secondary" sx={{ fontFamily: 'inherit', fontStyle: 'italic' }}>
            No text on this page.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
