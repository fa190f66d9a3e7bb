import type { RefObject } from 'react';
import Box from '@mui/material/Box';
import { HIGHLIGHT_SWATCHES, type Highlight } from '@app/contract';
import { textRuns, type TextMark } from './segments';

const PASSAGE_ID = 'passage';

interface RunMark extends TextMark {
  highlight: Highlight | null;
}

function describe(highlight: Highlight, text: string): string {
  const passage = text.length > 80 ? `${text.slice(0, 79)}…` : text;
  const parts = [`Highlight: “${passage.trim()}”`];
  if (highlight.note) parts.push(`Note: ${highlight.note}`);
  if (highlight.tags.length) parts.push(`Tags: ${highlight.tags.join(', ')}`);
  if (highlight.author_name) parts.push(`By ${highlight.author_name}`);
  return parts.join('. ');
}

/**
 * A page's text with its highlights painted as `<mark>` runs and the focused passage (a search
 * result) outlined. Only text nodes are rendered, so the element's text content stays the page
 * text character for character: selection offsets are counted on it.
 */
export function PageTextRuns({
  text,
  highlights,
  focus,
  focusRef,
  interactive,
}: {
  text: string;
  highlights: readonly Highlight[];
  focus: { start: number; end: number } | undefined;
  focusRef: RefObject<HTMLElement | null>;
  interactive: boolean;
}) {
  // Oldest first, so the newest highlight is painted on top where several overlap. A highlight whose
  // words are no longer at its offsets (reprocessing changed the text and the server found them
  // nowhere) is not painted over other words; the Highlights tab still lists it with its quote.
  const ordered = [...highlights].filter((h) => text.slice(h.start, h.end) === h.quote).sort((a, b) => a.created_at.localeCompare(b.created_at));
  const marks: RunMark[] = ordered.map((h) => ({ id: h.id, start: h.start, end: h.end, highlight: h }));
  if (focus) marks.push({ id: PASSAGE_ID, start: focus.start, end: focus.end, highlight: null });
  const runs = textRuns(text, marks);
  // The outline's first run is the one scrolled into view.
  const firstPassageRun = runs.findIndex((run) => run.marks.some((m) => m.id === PASSAGE_ID));

  return (
    <>
      {runs.map((run, index) => {
        if (run.marks.length === 0) return run.text;
        const covering = run.marks.flatMap((m) => (m.highlight ? [m.highlight] : []));
        const inPassage = run.marks.some((m) => m.id === PASSAGE_ID);
        const ref = index === firstPassageRun ? focusRef : undefined;
        const passageSx = inPassage ? { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: '1px', borderRadius: '2px' } : {};
        if (covering.length === 0) {
          return (
            <Box
              key={`${run.start}`}
              component="span"
              ref={ref}
              data-passage=""
              title="The passage you opened"
              sx={{ ...passageSx, bgcolor: 'rgba(156, 39, 176, 0.08)' }}
            >
              {run.text}
            </Box>
          );
        }
        const top = covering[covering.length - 1] as Highlight;
        // One tab stop per highlight: on the run where it starts.
        const starts = covering.some((h) => h.start === run.start);
        const label = covering.map((h) => describe(h, text.slice(h.start, h.end))).join(' — ');
        return (
          <Box
            key={`${run.start}`}
            component="mark"
            ref={ref}
            data-highlight-ids={covering.map((h) => h.id).join(' ')}
            data-colour={top.colour}
            data-passage={inPassage ? '' : undefined}
            title={covering.map((h) => h.note ?? 'Highlight').join('\n')}
            {...(interactive ? { role: 'button', tabIndex: starts ? 0 : -1, 'aria-label': label } : { 'aria-label': label })}
            sx={{
              bgcolor: HIGHLIGHT_SWATCHES[top.colour],
              color: 'inherit',
              borderRadius: '2px',
              cursor: interactive ? 'pointer' : 'text',
              // Overlapping highlights: an underline says there is more than one here.
              ...(covering.length > 1 ? { borderBottom: '2px solid', borderColor: 'text.secondary' } : {}),
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              ...passageSx,
            }}
          >
            {run.text}
          </Box>
        );
      })}
    </>
  );
}
