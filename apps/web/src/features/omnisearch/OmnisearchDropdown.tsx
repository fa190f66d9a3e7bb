import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import History from '@mui/icons-material/History';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { LAYOUT, type OmnisearchResult, type OmnisearchResultType } from '@app/contract';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';

/** One row of the listbox: a recent search (empty box) or a result. */
export type OmnisearchItem = { kind: 'recent'; term: string } | { kind: 'result'; result: OmnisearchResult };

export const HINT = 'Press ↑↓ to navigate, Enter to select, Esc to close';

const TYPE_ICON: Record<OmnisearchResultType, ReactNode> = {
  case: <FolderOutlined fontSize="small" />,
  document: <DescriptionOutlined fontSize="small" />,
  person: <PersonOutline fontSize="small" />,
  event: <EventOutlined fontSize="small" />,
};
const TYPE_LABEL: Record<OmnisearchResultType, string> = { case: 'Case', document: 'Document', person: 'Person', event: 'Event' };

export interface OmnisearchDropdownProps {
  listboxId: string;
  optionId(index: number): string;
  items: OmnisearchItem[];
  highlighted: number;
  onHighlight(index: number): void;
  onChoose(item: OmnisearchItem): void;
  /** What the list shows: recent searches, results, or a settled search that found nothing. */
  mode: 'recent' | 'results';
  /** The searched text, for 'No results found for "{query}"' (null while the first answer is awaited). */
  settledQuery: string | null;
  samples: boolean;
  selectedCaseId: string | null;
  currentCaseOnly: boolean;
  onCurrentCaseOnly(value: boolean): void;
  phone: boolean;
}

export function OmnisearchDropdown(props: OmnisearchDropdownProps) {
  const { items, mode, selectedCaseId, phone } = props;
  const headingId = `${props.listboxId}-heading`;
  return (
    <Paper
      elevation={8}
      data-testid="omnisearch-dropdown"
      sx={{
        position: 'absolute',
        top: phone ? '100%' : 'calc(100% + 6px)',
        left: 0,
        right: 0,
        // Wider than the field on larger screens: titles are long file names.
        minWidth: { sm: 380, md: 560 },
        maxHeight: `min(${LAYOUT.resultsDropdownMaxHeight}px, calc(100dvh - ${LAYOUT.topBarHeight + 16}px))`,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        zIndex: (t) => t.zIndex.modal,
        borderRadius: phone ? 0 : 1,
      }}
    >
      {selectedCaseId ? (
        <Box sx={{ px: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <FormControlLabel
            control={<Checkbox size="small" checked={props.currentCaseOnly} onChange={(e) => props.onCurrentCaseOnly(e.target.checked)} />}
            label="Search current case only"
          />
        </Box>
      ) : null}
      {props.samples ? (
        <Typography variant="body2" role="status" sx={{ px: 2, py: 1, bgcolor: 'warning.light', color: 'warning.contrastText' }}>
          Search is unavailable right now; showing sample results.
        </Typography>
      ) : null}
      {/* Positioned, so an option's offsetTop is measured from here (OmnisearchBox scrolls it). */}
      <Box data-omnisearch-scroll sx={{ position: 'relative', overflowY: 'auto', flex: '1 1 auto', minHeight: 0 }}>
        {mode === 'recent' && items.length > 0 ? (
          <Typography id={headingId} variant="overline" component="div" sx={{ px: 2, pt: 1, color: 'text.secondary', lineHeight: 2 }}>
            Recent Searches
          </Typography>
        ) : null}
        {mode === 'results' && props.settledQuery !== null && items.length === 0 ? (
          <Box sx={{ px: 2, py: 2 }} role="status">
            <Typography sx={{ overflowWrap: 'anywhere' }}>No results found for &quot;{props.settledQuery}&quot;</Typography>
            <Typography variant="body2" color="text.secondary">
              Try searching with different keywords
            </Typography>
          </Box>
        ) : null}
        {mode === 'results' && props.settledQuery === null && items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
            Searching…
          </Typography>
        ) : null}
        <Box
          component="ul"
          role="listbox"
          id={props.listboxId}
          {...(mode === 'recent' ? { 'aria-labelledby': headingId } : { 'aria-label': 'Search results' })}
          sx={{ listStyle: 'none', m: 0, p: 0, py: items.length ? 0.5 : 0 }}
        >
          {items.map((item, index) => (
            <OptionRow key={item.kind === 'recent' ? `r-${item.term}` : `${item.result.type}-${item.result.id}`} {...props} item={item} index={index} />
          ))}
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 0.75, borderTop: 1, borderColor: 'divider', display: 'block' }}>
        {HINT}
      </Typography>
    </Paper>
  );
}

function OptionRow(props: OmnisearchDropdownProps & { item: OmnisearchItem; index: number }) {
  const { item, index, highlighted } = props;
  const active = index === highlighted;
  return (
    <Box
      component="li"
      role="option"
      id={props.optionId(index)}
      aria-selected={active}
      // Keep focus in the input: the list is driven from there (aria-activedescendant).
      onMouseDown={(e) => e.preventDefault()}
      // Only a pointer that moved: Chromium also sends a still mouse move when the list redraws
      // under a resting pointer, which would steal the keyboard's highlight.
      onMouseMove={(e) => (active || (e.movementX === 0 && e.movementY === 0) ? undefined : props.onHighlight(index))}
      onClick={() => props.onChoose(item)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        outline: active ? '2px solid' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      {item.kind === 'recent' ? <RecentRow term={item.term} /> : <ResultRow result={item.result} inCurrentCase={!props.samples && !!props.selectedCaseId && item.result.caseId === props.selectedCaseId} />}
    </Box>
  );
}

function RecentRow({ term }: { term: string }) {
  return (
    <>
      <History fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
      <Typography noWrap sx={{ minWidth: 0 }}>
        {term}
      </Typography>
    </>
  );
}

function ResultRow({ result, inCurrentCase }: { result: OmnisearchResult; inCurrentCase: boolean }) {
  return (
    <>
      <Box sx={{ color: 'text.secondary', display: 'flex' }} aria-hidden>
        {TYPE_ICON[result.type]}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography noWrap title={result.title}>
          <Box component="span" sx={visuallyHidden}>
            {TYPE_LABEL[result.type]}:{' '}
          </Box>
          {result.title}
        </Typography>
        {/* Two lines: a document's subtitle carries the passage that matched. */}
        <Typography
          variant="body2"
          color="text.secondary"
          title={result.subtitle}
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
        >
          {result.subtitle}
        </Typography>
      </Box>
      {inCurrentCase ? <Chip size="small" label="Current Case" color="primary" variant="outlined" sx={{ flexShrink: 0 }} /> : null}
      <Chip
        size="small"
        label={`${result.relevance}%`}
        color={result.relevance > 90 ? 'success' : 'default'}
        title="Relevance"
        sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
      />
    </>
  );
}
