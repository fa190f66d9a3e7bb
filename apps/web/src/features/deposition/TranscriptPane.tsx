import { useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import type { DepositionInsight, TestimonySegment } from '@app/contract';
import { formatLineNumber, isAtBottom, lineLabel, spokenLine } from './format';

export interface TranscriptPaneProps {
  segments: readonly TestimonySegment[];
  /** Grows whenever lines arrive (the pane follows them while the reader is at the bottom). */
  arrivals: number;
  insightsByLine: ReadonlyMap<number, DepositionInsight[]>;
  /** A line to bring into view (an insight's "line 12" link); `at` tells two requests for the same line apart. */
  focus: { line: number; at: number } | null;
}

const KIND_STYLES = {
  question: { fontWeight: 600, color: 'text.primary', bgcolor: 'transparent' },
  answer: { fontWeight: 400, color: 'text.primary', bgcolor: 'transparent', pl: { xs: 1, sm: 2 } },
  colloquy: { fontWeight: 400, color: 'text.secondary', bgcolor: 'action.hover', fontStyle: 'italic' },
} as const;

/** Whether the assistant has read an answer yet, and what it found: "checking…", "checked", or the flags. */
function AnalysisMark({ segment }: { segment: TestimonySegment }) {
  if (segment.kind !== 'answer') return <span />;
  const a = segment.analysis;
  const flags = a ? a.contradictions + a.evasions : 0;
  const label = !segment.analysed
    ? 'checking…'
    : flags === 0
      ? 'checked'
      : [a!.contradictions ? `${a!.contradictions} contradiction${a!.contradictions > 1 ? 's' : ''}` : '', a!.evasions ? 'evasive' : ''].filter(Boolean).join(' · ');
  return (
    <Box
      component="span"
      aria-hidden
      data-testid="line-analysis"
      data-analysed={segment.analysed ? 'true' : 'false'}
      title={segment.analysed ? `Checked by the assistant${a && a.engine !== 'local' ? ` (${a.engine})` : ''}` : 'The assistant has not read this answer yet'}
      sx={{
        alignSelf: 'start',
        whiteSpace: 'nowrap',
        fontFamily: 'body2.fontFamily',
        fontStyle: 'normal',
        fontWeight: 400,
        fontSize: '0.72rem',
        mt: '0.2em',
        color: flags > 0 ? (a!.contradictions ? 'error.main' : 'warning.dark') : 'text.secondary',
      }}
    >
      {segment.analysed && flags === 0 ? '✓ ' : ''}
      {label}
    </Box>
  );
}

/**
 * The testimony as it arrives, in line order, Q/A/colloquy styled apart, with line numbers. It
 * follows new lines while the reader is at the bottom; scrolling up stops that and shows "Jump to
 * latest", which (or scrolling back down) follows again.
 */
export function TranscriptPane({ segments, arrivals, insightsByLine, focus }: TranscriptPaneProps) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  const widest = segments.at(-1)?.line ?? 0;

  const setFollow = (value: boolean) => {
    followingRef.current = value;
    setFollowing(value);
  };

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box && followingRef.current) box.scrollTop = box.scrollHeight;
  }, [arrivals, segments.length]);

  useLayoutEffect(() => {
    if (focus === null) return;
    const row = boxRef.current?.querySelector<HTMLElement>(`[data-line="${focus.line}"]`);
    if (!row) return;
    setFollow(false);
    row.scrollIntoView({ block: 'center' });
    row.focus();
  }, [focus]);

  const jump = () => {
    const box = boxRef.current;
    if (box) box.scrollTop = box.scrollHeight;
    setFollow(true);
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={boxRef}
        role="log"
        aria-live="off"
        aria-label="Testimony"
        tabIndex={0}
        data-testid="deposition-transcript"
        onScroll={(e) => {
          const atBottom = isAtBottom(e.currentTarget);
          if (atBottom !== followingRef.current) setFollow(atBottom);
        }}
        sx={{
          height: { xs: 260, sm: 340, md: 460 },
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          fontFamily: '"Courier Prime", "Courier New", ui-monospace, monospace',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {segments.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2, fontFamily: 'inherit' }}>
            No testimony yet. Lines typed, pasted or fed by the court reporter appear here as they arrive.
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0 }}>
            {segments.map((segment) => {
              const flagged = insightsByLine.get(segment.line) ?? [];
              const contradiction = flagged.some((i) => i.type === 'contradiction');
              const evasion = flagged.some((i) => i.type === 'evasion');
              return (
                <Box
                  component="li"
                  key={segment.id}
                  data-line={segment.line}
                  data-kind={segment.kind}
                  data-testid="deposition-line"
                  tabIndex={-1}
                  aria-label={`${spokenLine(segment)}${contradiction ? ' (contradiction flagged)' : evasion ? ' (evasive answer flagged)' : ''}${segment.kind === 'answer' ? (segment.analysed ? ' (checked by the assistant)' : ' (not checked yet)') : ''}`}
                  sx={{
                    listStyle: 'none',
                    display: 'grid',
                    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
                    columnGap: 1,
                    px: 1.5,
                    py: 0.5,
                    borderLeft: 4,
                    borderColor: contradiction ? 'error.main' : evasion ? 'warning.main' : 'transparent',
                    fontSize: { xs: '0.85rem', sm: '0.9rem' },
                    lineHeight: 1.5,
                    '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                    ...KIND_STYLES[segment.kind],
                  }}
                >
                  <Box component="span" aria-hidden sx={{ color: 'text.secondary', whiteSpace: 'pre', fontWeight: 400, fontStyle: 'normal' }}>
                    {formatLineNumber(segment.line, widest)}
                  </Box>
                  <Box component="span" aria-hidden sx={{ whiteSpace: 'nowrap', minWidth: '2ch' }}>
                    {lineLabel(segment)}
                  </Box>
                  <Box component="span" aria-hidden sx={{ overflowWrap: 'anywhere' }}>
                    {segment.text}
                  </Box>
                  <AnalysisMark segment={segment} />
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
      {!following && segments.length > 0 ? (
        <Button
          variant="contained"
          size="small"
          startIcon={<ArrowDownward />}
          onClick={jump}
          sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)', boxShadow: 3 }}
        >
          Jump to latest
        </Button>
      ) : null}
    </Box>
  );
}
